import type { GenerateForUserRequest } from '@coverletter/contracts';
import { useEffect, useState } from 'react';

/** The request once it has stopped changing for `delayMs` (typing paused); the first one at once. */
export function useSettledRequest(request: GenerateForUserRequest | null, delayMs: number): GenerateForUserRequest | null {
  const key = JSON.stringify(request);
  const [settled, setSettled] = useState(request);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(request), delayMs);
    return () => clearTimeout(timer);
    // The key stands for the request: a new object with the same fields is not a change.
  }, [key, delayMs]);
  return request === null ? null : settled;
}
