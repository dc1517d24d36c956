import { useMemo, useSyncExternalStore } from 'react';

/**
 * How WealthArea reads and changes the URL: the host's router (React Router, Next.js) or the
 * History API. `location` is the path with its query (`/simple-earn/my-lendings?tab=fixed`), or
 * null while it is not known (server rendering).
 */
export interface AreaRouter {
  location: string | null;
  /** Goes to a path of the area; `replace` for a change the Back button should skip (a tab). */
  navigate(href: string, options?: { replace?: boolean }): void;
}

/** Dispatched on the window after a push or replace, which the History API does not announce. */
const NAVIGATED = 'wealthkit:navigated';

function subscribe(onChange: () => void): () => void {
  window.addEventListener('popstate', onChange);
  window.addEventListener(NAVIGATED, onChange);
  return () => {
    window.removeEventListener('popstate', onChange);
    window.removeEventListener(NAVIGATED, onChange);
  };
}

const currentLocation = () => `${window.location.pathname}${window.location.search}`;
// The server knows no URL: the area renders its loading state, and the first client render reads it.
const noLocation = () => null;
const samePath = (href: string) => href;

/**
 * A router on the History API that keeps the area's location somewhere in the window's URL:
 * `read` finds it there, `urlOf` makes the URL that holds another one. Back and Forward move
 * between the area's pages; a push scrolls nothing and reloads nothing.
 */
export function useUrlRouter(read: () => string, urlOf: (href: string) => string | URL): AreaRouter {
  const location = useSyncExternalStore(subscribe, read, noLocation);
  return useMemo(
    () => ({
      location,
      navigate(href, options) {
        if (options?.replace) window.history.replaceState(window.history.state, '', urlOf(href));
        else window.history.pushState(null, '', urlOf(href));
        window.dispatchEvent(new Event(NAVIGATED));
      },
    }),
    [location, urlOf],
  );
}

/** The default router: the browser's History API, the area's location being the page's own. */
export function useHistoryRouter(): AreaRouter {
  return useUrlRouter(currentLocation, samePath);
}
