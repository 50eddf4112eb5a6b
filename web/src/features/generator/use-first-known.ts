import { useState } from 'react';

/** The first defined value `value` takes; later changes are ignored (what was true on arrival). */
export function useFirstKnown<T>(value: T | undefined): T | undefined {
  const [first, setFirst] = useState(value);
  if (first === undefined && value !== undefined) {
    setFirst(value);
    return value;
  }
  return first;
}
