import { type ComponentType, type LazyExoticComponent, lazy } from 'react';

/** A component in a chunk of its own, and the function that starts fetching it. */
// biome-ignore lint/suspicious/noExplicitAny: React.lazy's own bound; the panel's props stay typed through T.
export interface LazyPanel<T extends ComponentType<any>> {
  Panel: LazyExoticComponent<T>;
  /** Starts the fetch; any number of calls (every row's trigger, every idle moment) fetch once. */
  preload: () => void;
}

/**
 * Wraps `React.lazy` so that preloading is one fetch however many triggers ask: a holdings table
 * preloads from each row's trigger, and a bundler's import helper is not free to call 40 times.
 * A failed fetch is forgotten, so the next attempt tries again.
 */
// biome-ignore lint/suspicious/noExplicitAny: React.lazy's own bound; the panel's props stay typed through T.
export function lazyPanel<T extends ComponentType<any>>(load: () => Promise<{ default: T }>): LazyPanel<T> {
  let loading: Promise<{ default: T }> | undefined;
  const start = () => {
    loading ??= load().catch((error: unknown) => {
      loading = undefined;
      throw error;
    });
    return loading;
  };
  return {
    Panel: lazy(start),
    preload: () => {
      // A failure here is reported when the panel renders (React.lazy), not as an unhandled rejection.
      start().catch(() => undefined);
    },
  };
}
