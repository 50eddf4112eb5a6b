import { useEffect, useEffectEvent, useState } from 'react';

/** Runs `effect` with `value` once the value has stopped changing for `delayMs` (typing paused). */
export function useSettledEffect<T>(value: T, delayMs: number, effect: (settled: T) => void): void {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  const onSettled = useEffectEvent(effect);
  useEffect(() => onSettled(settled), [settled]);
}
