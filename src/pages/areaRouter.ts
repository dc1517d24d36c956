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

/**
 * The default router: the browser's History API. Back and Forward move between the area's pages;
 * a push scrolls nothing and reloads nothing.
 */
export function useHistoryRouter(): AreaRouter {
  const location = useSyncExternalStore(subscribe, currentLocation, noLocation);
  return useMemo(
    () => ({
      location,
      navigate(href, options) {
        if (options?.replace) window.history.replaceState(window.history.state, '', href);
        else window.history.pushState(null, '', href);
        window.dispatchEvent(new Event(NAVIGATED));
      },
    }),
    [location],
  );
}
