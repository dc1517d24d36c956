import { useEffect, useState } from 'react';

/**
 * `value`, but only once it has stopped changing for `ms` (§9: 500 ms on subscribe, 200 ms on
 * redeem), so validation and estimates do not flicker under every keystroke. And `settle`, which
 * takes a value at once, for one the customer did not type (Max): there is nothing to wait for.
 */
export function useDebouncedValue<T>(value: T, ms: number): [settled: T, settle: (value: T) => void] {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return [settled, setSettled];
}
