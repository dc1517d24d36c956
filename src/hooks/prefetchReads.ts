import type { WealthClient } from '../api';
import { topicVersion, topicVersionsAtom } from '../state/invalidation';
import { PREFETCH_KEEP_MS } from '../state/prefetchedReads';
import type { WealthContextValue } from './context';
import type { WealthQueryOptions } from './useWealthQuery';

/** A read as a widget's hook makes it: `useWealthQuery(key, load, options)`. */
export interface ReadSpec<T> {
  key: readonly unknown[];
  load: (client: WealthClient, signal: AbortSignal) => Promise<T>;
  options: WealthQueryOptions;
}

/**
 * Starts the reads a dialog's form makes as it mounts, before it has (`PrefetchedReads`): the form's
 * hooks take each answer instead of sending the same request. Reads that need a signed-in customer
 * are left to the form when nobody is (it asks for login, §1).
 */
export function prefetchReads(wealth: WealthContextValue, reads: ReadonlyArray<ReadSpec<unknown>>): void {
  const versions = wealth.store.get(topicVersionsAtom);
  for (const { key, load, options } of reads) {
    if ((options.requiresLogin ?? true) && !wealth.user.isLogin) continue;
    const version = topicVersion(versions, options.topic);
    // Never aborted: the read outlives the render that started it, for the form to take.
    wealth.prefetched.start(JSON.stringify(key), version, () =>
      load(wealth.client, new AbortController().signal),
    );
  }
}

/**
 * Starts the read of a coin's balance with a dialog's other reads (`prefetchReads`): the tracker
 * reads a coin as it starts being watched, so the coin is watched now. `now`: in a click, before
 * the dialog renders, the read leaves at once instead of in a microtask (which, in an effect, lets
 * StrictMode's second run join the same read). Returns what lets the coin go, for the form's own
 * watch to call once it holds the coin (a coin nobody watches is read again when next watched, so
 * the dialog closed and opened again later reads a fresh balance); unless called, it goes after as
 * long as a prefetched read is kept. Nobody signed in, nothing is read.
 */
export function prefetchBalance(wealth: WealthContextValue, asset: string, now = false): () => void {
  if (!wealth.user.isLogin) return () => undefined;
  const unwatch = wealth.balances.watch(asset, { now });
  const timer = setTimeout(unwatch, PREFETCH_KEEP_MS);
  return () => {
    clearTimeout(timer);
    unwatch();
  };
}
