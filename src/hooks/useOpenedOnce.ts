import { useState } from 'react';

/**
 * True from the first render in which `open` is: a nested dialog mounts when it is first opened
 * and stays mounted, so whatever shows it does not pay for a closed dialog, and a closing dialog
 * still animates out and gives focus back.
 */
export function useOpenedOnce(open: boolean): boolean {
  const [opened, setOpened] = useState(open);
  // Storing what an earlier render saw, as React documents: it re-renders at once, before commit.
  if (open && !opened) setOpened(true);
  return opened || open;
}
