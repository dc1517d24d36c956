import { useCallback, useSyncExternalStore } from 'react';

/** §9: the mobile breakpoint is 768 px, so "mobile" is anything narrower. */
export const MOBILE_MEDIA_QUERY = '(max-width: 767.98px)';

function canMatch(): boolean {
  return typeof window !== 'undefined' && typeof window.matchMedia === 'function';
}

/**
 * Whether a CSS media query matches, kept in sync with the window.
 *
 * SSR-safe: on the server (and during hydration) it returns `serverValue`, then the real answer.
 *
 * @param query A media query, e.g. `MOBILE_MEDIA_QUERY`.
 * @param serverValue What to assume when there is no window. @default false
 */
export function useMediaQuery(query: string, serverValue = false): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      if (!canMatch()) return () => {};
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    [query],
  );
  const getSnapshot = () => (canMatch() ? window.matchMedia(query).matches : serverValue);
  return useSyncExternalStore(subscribe, getSnapshot, () => serverValue);
}
