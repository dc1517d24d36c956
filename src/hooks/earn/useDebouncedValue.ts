import { useEffect, useState } from 'react';

/**
 * `value`, but only once it has stopped changing for `ms` (§9: 500 ms on subscribe, 200 ms on
 * redeem), so validation and estimates do not flicker under every keystroke.
 */
export function useDebouncedValue<T>(value: T, ms: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
}
