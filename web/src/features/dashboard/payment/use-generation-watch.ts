import { PAYMENT_POLL_INTERVAL_MS, PAYMENT_POLL_TIMEOUT_MS, type CoverLetterResponse } from '@coverletter/contracts';
import { useCoverLetters } from '@coverletter/ui';
import { useEffect, useEffectEvent, useState } from 'react';
import { useNotify } from '../shared/use-notify';

/**
 * What tells the paid letter has arrived: the letter whose `paymentId` is the payment's reference
 * (`paymentRef`, brought back by the payment success page), else the spec's rule, more letters than before
 * the payment (`baseline`; null takes the first count seen).
 */
export type GenerationTarget = { reference: string } | { baseline: number | null };

function hasArrived(target: GenerationTarget, letters: CoverLetterResponse[]): boolean {
  if ('reference' in target) return letters.some((letter) => letter.paymentId === target.reference);
  return target.baseline !== null && letters.length > target.baseline;
}

/**
 * SPEC.md section 4, `generating=true`: after a payment the letter list is polled every 2 s until the
 * paid letter is in it ('Cover Letter ready!'), for at most 60 s ('Generation timeout'). Also serves
 * the list to the rest of the dashboard.
 */
export function useGenerationWatch() {
  const notify = useNotify();
  const [watch, setWatch] = useState<GenerationTarget | null>(null);
  const isWatching = watch !== null;
  const letters = useCoverLetters({ pollEveryMs: isWatching ? PAYMENT_POLL_INTERVAL_MS : undefined });

  const onLetters = useEffectEvent((current: CoverLetterResponse[]) => {
    if (!watch) return;
    if ('baseline' in watch && watch.baseline === null) return setWatch({ baseline: current.length });
    if (!hasArrived(watch, current)) return;
    setWatch(null);
    notify.success('payment.ready.title', 'payment.ready.description');
  });
  useEffect(() => {
    if (letters.data) onLetters(letters.data);
  }, [letters.data, watch]);

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
    startWatching: (target: GenerationTarget) => setWatch(target),
  };
}
