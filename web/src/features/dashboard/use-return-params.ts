import { useOneTimeParams } from '../../components/use-one-time-params';
import { isDashboardTab, type DashboardTab } from './dashboard-tabs';

/** Query parameters /dashboard acts on once and then removes (SPEC.md sections 2 and 4). */
const RETURN_PARAMS = ['tab', 'showPayment', 'generating', 'newCoverLetter', 'migrated'] as const;

interface ReturnParamHandlers {
  onTab: (tab: DashboardTab) => void;
  onShowPayment: () => void;
  onGenerating: () => void;
  onNewCoverLetter: () => void;
  onMigrated: () => void;
  /** The server could not carry the guest's work into the account at sign-in. */
  onMigrationFailed: () => void;
}

export function useReturnParams(handlers: ReturnParamHandlers): void {
  useOneTimeParams(RETURN_PARAMS, (current) => {
    const tab = current.get('tab');
    if (isDashboardTab(tab)) handlers.onTab(tab);
    if (current.get('showPayment') === 'true') handlers.onShowPayment();
    if (current.get('generating') === 'true') handlers.onGenerating();
    if (current.get('newCoverLetter') === 'true') handlers.onNewCoverLetter();
    if (current.get('migrated') === 'true') handlers.onMigrated();
    if (current.get('migrated') === 'failed') handlers.onMigrationFailed();
  });
}
