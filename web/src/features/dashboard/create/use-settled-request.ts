import type { GenerateForUserRequest } from '@coverletter/contracts';
import { useEffect, useRef, useState } from 'react';

/** The request once it has stopped changing for `delayMs` (typing paused); the first one at once. */
export function useSettledRequest(request: GenerateForUserRequest | null, delayMs: number): GenerateForUserRequest | null {
  const key = JSON.stringify(request);
  const [settled, setSettled] = useState(request);
  const latest = useRef(request);
  latest.current = request;
  useEffect(() => {
    // The key stands for the request: a new object with the same fields is not a change.
    const timer = setTimeout(() => setSettled(latest.current), delayMs);
    return () => clearTimeout(timer);
  }, [key, delayMs]);
  return request === null ? null : settled;
}
