import {
  type ComponentProps,
  type ComponentType,
  createElement,
  useEffect,
  useReducer,
  useState,
} from 'react';

/** A component in a chunk of its own, and the function that starts fetching it. */
// biome-ignore lint/suspicious/noExplicitAny: the panel's props stay typed through T.
export interface LazyPanel<T extends ComponentType<any>> {
  /**
   * Renders the fallback (by default nothing) until the chunk is here, then the component; a failed
   * fetch renders `Failed`, or without it is thrown to the nearest error boundary.
   */
  Panel: ComponentType<ComponentProps<T>>;
  /** Starts the fetch; any number of calls (every row's trigger, every idle moment) fetch once. */
  preload: () => void;
  /** True once the chunk is here: a Panel mounted now renders the component at once. */
  loaded: () => boolean;
}

/**
 * A component fetched on demand, rendered in the same commit as its parent when its chunk is
 * already here.
 *
 * Not `React.lazy`: it suspends the first time it renders even when its chunk has long been
 * fetched (it learns so only from a promise callback), and React 19 then holds the revealed
 * content back up to 300 ms, so a dialog whose form was preloaded as the customer reached for the
 * trigger still opened a third of a second late. Here a panel whose chunk has not arrived renders
 * nothing and renders again when it does.
 *
 * Preloading is one fetch however many triggers ask (a holdings table preloads from each row's
 * trigger). A failed fetch is forgotten, so the next mount or preload fetches again; a mounted
 * panel does not retry by itself.
 */
// biome-ignore lint/suspicious/noExplicitAny: the panel's props stay typed through T.
export function lazyPanel<T extends ComponentType<any>>(
  load: () => Promise<{ default: T }>,
  /** What shows while the chunk loads (a page's loading state). @default nothing */
  Fallback?: ComponentType,
  /**
   * What shows when the chunk could not be fetched (the next mount fetches it again). Without it
   * the failure is thrown to the nearest error boundary (a page's). @default none
   */
  Failed?: ComponentType,
): LazyPanel<T> {
  let loading: Promise<T> | undefined;
  let loaded: T | undefined;
  const start = () => {
    loading ??= load().then(
      (module) => {
        loaded = module.default;
        return loaded;
      },
      (error: unknown) => {
        loading = undefined;
        throw error;
      },
    );
    return loading;
  };
  function Panel(props: ComponentProps<T>) {
    const [, arrived] = useReducer((count: number) => count + 1, 0);
    const [failure, setFailure] = useState<{ error: unknown }>();
    useEffect(() => {
      if (loaded) return;
      let mounted = true;
      start().then(
        () => mounted && arrived(),
        (error: unknown) => mounted && setFailure({ error }),
      );
      return () => {
        mounted = false;
      };
    }, []);
    if (failure) {
      if (!Failed) throw failure.error;
      return createElement(Failed);
    }
    if (loaded) return createElement(loaded, props);
    return Fallback ? createElement(Fallback) : null;
  }
  return {
    Panel,
    preload: () => {
      // A failure here is reported when a panel is mounted, not as an unhandled rejection.
      start().catch(() => undefined);
    },
    loaded: () => loaded !== undefined,
  };
}
