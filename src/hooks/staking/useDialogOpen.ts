import { useCallback, useRef, useState } from 'react';

/**
 * Radix's open / defaultOpen / onOpenChange contract for the staking dialogs. Hooks may not import
 * components, so this is the hook-side twin of the UI's useControllableState, limited to a boolean.
 */
export function useDialogOpen(
  open: boolean | undefined,
  defaultOpen: boolean,
  onOpenChange: ((open: boolean) => void) | undefined,
): [boolean, (next: boolean) => void] {
  const [own, setOwn] = useState(defaultOpen);
  const current = open ?? own;
  const latest = useRef({ current, controlled: open !== undefined, onOpenChange });
  latest.current = { current, controlled: open !== undefined, onOpenChange };
  const set = useCallback((next: boolean) => {
    const { current: previous, controlled, onOpenChange: notify } = latest.current;
    if (previous === next) return;
    if (!controlled) setOwn(next);
    notify?.(next);
  }, []);
  return [current, set];
}
