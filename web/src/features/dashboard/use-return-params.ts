import { useEffect, useEffectEvent, useRef } from 'react';
import { useLocation, useSearchParams } from 'react-router';
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

/** Acts on the parameters, then replaces the address without them (no history entry). */
export function useReturnParams(handlers: ReturnParamHandlers): void {
  const [params, setParams] = useSearchParams();
  const { key } = useLocation();
  /** StrictMode runs effects twice; each address is acted on once. */
  const handledKey = useRef<string | null>(null);

  const act = useEffectEvent((current: URLSearchParams) => {
    const tab = current.get('tab');
    if (isDashboardTab(tab)) handlers.onTab(tab);
    if (current.get('showPayment') === 'true') handlers.onShowPayment();
    if (current.get('generating') === 'true') handlers.onGenerating();
    if (current.get('newCoverLetter') === 'true') handlers.onNewCoverLetter();
    if (current.get('migrated') === 'true') handlers.onMigrated();
    if (current.get('migrated') === 'failed') handlers.onMigrationFailed();
  });

  useEffect(() => {
    if (!RETURN_PARAMS.some((name) => params.has(name)) || handledKey.current === key) return;
    handledKey.current = key;
    act(params);
    const rest = new URLSearchParams(params);
    RETURN_PARAMS.forEach((name) => rest.delete(name));
    setParams(rest, { replace: true });
  }, [params, key, setParams]);
}
