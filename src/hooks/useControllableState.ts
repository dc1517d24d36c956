import { useCallback, useRef, useState } from 'react';

interface ControllableStateOptions<T> {
  /** The controlled value; `undefined` means the component keeps its own state. */
  value: T | undefined;
  /** The initial value when uncontrolled. */
  defaultValue: T;
  /** Called with every requested change, controlled or not. */
  onChange: ((value: T) => void) | undefined;
}

/**
 * The Radix `value` / `defaultValue` / `onValueChange` contract in one place, so every primitive
 * behaves the same: a controlled value always wins, and the callback fires only on a real change.
 */
export function useControllableState<T>({
  value,
  defaultValue,
  onChange,
}: ControllableStateOptions<T>): [T, (next: T) => void] {
  const [own, setOwn] = useState(defaultValue);
  const controlled = value !== undefined;
  const current = controlled ? value : own;
  // Read through a ref so the setter stays stable and never calls with a stale value.
  const latest = useRef({ current, controlled, onChange });
  latest.current = { current, controlled, onChange };

  const set = useCallback((next: T) => {
    const { current: prev, controlled: isControlled, onChange: notify } = latest.current;
    if (Object.is(prev, next)) return;
    if (!isControlled) setOwn(next);
    notify?.(next);
  }, []);

  return [current, set];
}
