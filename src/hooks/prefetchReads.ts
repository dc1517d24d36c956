import type { WealthClient } from '../api';
import { topicVersion, topicVersionsAtom } from '../state/invalidation';
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
    const version = options.topic ? topicVersion(versions, options.topic) : 0;
    // Never aborted: the read outlives the render that started it, for the form to take.
    wealth.prefetched.start(JSON.stringify(key), version, () =>
      load(wealth.client, new AbortController().signal),
    );
  }
}
