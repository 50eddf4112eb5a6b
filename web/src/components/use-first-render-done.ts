import { useEffect, useState } from 'react';

/**
 * False in a component's first render, true from the render after it: for parts whose code is
 * fetched only once the first screen is up (issue 15).
 */
export function useFirstRenderDone(): boolean {
  const [done, setDone] = useState(false);
  useEffect(() => setDone(true), []);
  return done;
}
