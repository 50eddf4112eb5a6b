import { PAYMENT_POLL_INTERVAL_MS, PAYMENT_POLL_TIMEOUT_MS } from '@coverletter/contracts';
import { useEffect, useEffectEvent, useState } from 'react';
import { useCoverLetters } from '../api/use-cover-letters';
import { useNotify } from '../shared/use-notify';

/**
 * SPEC.md section 4, `generating=true`: after a payment the letter list is polled every 2 s until it
 * holds more letters than before the payment ('Cover Letter ready!'), for at most 60 s
 * ('Generation timeout'). Also serves the list to the rest of the dashboard.
 */
export function useGenerationWatch() {
  const notify = useNotify();
  /** `baseline`: letters before the payment; null takes the first count seen. */
  const [watch, setWatch] = useState<{ baseline: number | null } | null>(null);
  const isWatching = watch !== null;
  const letters = useCoverLetters({ pollEveryMs: isWatching ? PAYMENT_POLL_INTERVAL_MS : undefined });
  const count = letters.data?.length;

  const onCount = useEffectEvent((current: number) => {
    if (!watch) return;
    if (watch.baseline === null) return setWatch({ baseline: current });
    if (current <= watch.baseline) return;
    setWatch(null);
    notify.success('payment.ready.title', 'payment.ready.description');
  });
  useEffect(() => {
    if (count !== undefined) onCount(count);
  }, [count, watch]);

  const onTimeout = useEffectEvent(() => {
    setWatch(null);
    notify.info('payment.timeout.title', 'payment.timeout.description');
  });
  useEffect(() => {
    if (!isWatching) return;
    const timer = setTimeout(onTimeout, PAYMENT_POLL_TIMEOUT_MS);
    return () => clearTimeout(timer);
  }, [isWatching]);

  return {
    letters,
    isGenerating: isWatching,
    startWatching: (baseline: number | null) => setWatch({ baseline }),
  };
}
