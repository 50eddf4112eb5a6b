import { useOneTimeParams } from '../../components/use-one-time-params';
import { isDashboardTab, type DashboardTab } from './dashboard-tabs';

/** Query parameters /dashboard acts on once and then removes (SPEC.md sections 2 and 4). */
const RETURN_PARAMS = ['tab', 'showPayment', 'generating', 'paymentRef', 'newCoverLetter', 'migrated'] as const;

interface ReturnParamHandlers {
  onTab: (tab: DashboardTab) => void;
  onShowPayment: () => void;
  /** `reference`: the payment's reference (`paymentRef`, our addition), when the address brings it. */
  onGenerating: (reference: string | null) => void;
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
    if (current.get('generating') === 'true') handlers.onGenerating(current.get('paymentRef') || null);
    if (current.get('newCoverLetter') === 'true') handlers.onNewCoverLetter();
    if (current.get('migrated') === 'true') handlers.onMigrated();
    if (current.get('migrated') === 'failed') handlers.onMigrationFailed();
  });
}
