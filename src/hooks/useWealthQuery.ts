import { useCallback, useEffect, useRef, useState } from 'react';
import type { ErrorOutcome, WealthClient } from '../api';
import { describeError } from '../flows/failures';
import { invalidateTopics } from '../state/invalidation';
import type { Topic } from '../state/topics';
import { useWealth } from './context';
import { useTopicVersion } from './useStoreValue';

export type QueryStatus = 'idle' | 'loading' | 'success' | 'error';

export interface WealthQuery<T> {
  /** The last data loaded (kept while a reload runs or fails, so the screen does not blank). */
  data: T | undefined;
  status: QueryStatus;
  /** True while a load runs, including reloads that keep showing the previous data. */
  loading: boolean;
  error: unknown;
  /** What §8 says the user sees for the error; 'inline' outcomes are for the widget to render. */
  outcome: ErrorOutcome | null;
  /** Loads again now. */
  refetch: () => void;
}

export interface WealthQueryOptions {
  /** Topic this read shows; `invalidate(topic)` makes it load again. */
  topic?: Topic;
  /** Reads that need a signed-in customer wait for one (§1). @default true */
  requiresLogin?: boolean;
}

interface QueryState<T> {
  data: T | undefined;
  status: QueryStatus;
  error: unknown;
  outcome: ErrorOutcome | null;
  /** The key (as text) this status and error belong to; null when idle. */
  key: string | null;
}

/**
 * What one run of the read's effect sent (by its version, tick and key), kept past its cleanup for
 * a setup of the same run: the request, unless a prefetched answer was shown already, and its
 * controller, unless it was prefetched (not the effect's to abort).
 */
interface RunRead {
  run: string;
  request?: Promise<unknown>;
  controller?: AbortController;
  timer?: ReturnType<typeof setTimeout>;
}

const IDLE: QueryState<never> = { data: undefined, status: 'idle', error: null, outcome: null, key: null };

/**
 * A read through the client (GET, or the balance POST), with what the spec asks of reads: retries
 * are the client's (§9: 10, bounded backoff); a failure shows as §8 says (a warning toast for a
 * server message, the host's login for 401, or an inline generic error the widget renders); a
 * newer load always wins over an older one; unmounting aborts. `key` identifies the request:
 * when it changes the data loads again; `null` means "not now" (a missing coin, logged out).
 */
export function useWealthQuery<T>(
  key: readonly unknown[] | null,
  load: (client: WealthClient, signal: AbortSignal) => Promise<T>,
  options: WealthQueryOptions = {},
): WealthQuery<T> {
  const wealth = useWealth();
  const { requiresLogin = true, topic } = options;
  const version = useTopicVersion(wealth.store, topic);
  const blocked = key === null || (requiresLogin && !wealth.user.isLogin);
  const keyText = key === null ? null : JSON.stringify(key);
  // The key whose prefetched answer the first render showed (see `prefetchReads`): its effect
  // then has nothing to load.
  const adopted = useRef<string | null>(null);
  const [state, setState] = useState<QueryState<T>>(() => {
    const early = blocked || keyText === null ? undefined : wealth.prefetched.peek(keyText, version);
    if (!early) return IDLE;
    adopted.current = keyText;
    return { data: early.data as T, status: 'success', error: null, outcome: null, key: keyText };
  });
  const [tick, setTick] = useState(0);
  const latest = useRef({ load, wealth });
  latest.current = { load, wealth };

  // The last run's read, for a setup of that same run at once (see the cleanup).
  const parked = useRef<RunRead | null>(null);
  // The key whose failure was last toasted, until it is read again: a read that stays down (a
  // ticker read again every 10 s) is told once, not every time its retries run out.
  const toasted = useRef<string | null>(null);

  useEffect(() => {
    if (blocked) {
      setState(IDLE);
      return;
    }
    const requestKey = keyText as string;
    const run = `${version}:${tick}:${requestKey}`;
    let read = parked.current;
    parked.current = null;
    clearTimeout(read?.timer);
    if (read?.run !== run) {
      // A newer load always wins.
      read?.controller?.abort();
      const { wealth: w, load: loadNow } = latest.current;
      // A read the dialog started as it opened is taken instead of sending the same request again.
      const early = w.prefetched.take(requestKey, version);
      const shownAlready = early?.settled !== undefined && adopted.current === requestKey;
      adopted.current = null;
      read = { run };
      if (early) {
        if (!shownAlready) read.request = early.promise;
      } else {
        read.controller = new AbortController();
        read.request = loadNow(w.client, read.controller.signal);
      }
      // A new key already reads as loading (below); only a reload of the same key has to say so.
      if (read.request)
        setState((previous) =>
          previous.key !== requestKey || previous.status === 'loading'
            ? previous
            : { ...previous, status: 'loading' },
        );
    }
    let live = true;
    read.request?.then(
      (data) => {
        if (!live) return;
        toasted.current = null;
        setState({ data: data as T, status: 'success', error: null, outcome: null, key: requestKey });
      },
      (error: unknown) => {
        if (!live) return;
        const outcome = describeError(error, 'read');
        const w = latest.current.wealth;
        if (outcome.silent) return;
        if (outcome.via === 'toast' && toasted.current !== requestKey) w.toast(outcome.tone, outcome.message);
        toasted.current = requestKey;
        if (outcome.via === 'login') w.requestLogin();
        setState((previous) => ({ ...previous, status: 'error', error, outcome, key: requestKey }));
      },
    );
    const kept = read;
    return () => {
      live = false;
      // Unmounting aborts the read, though not at once (a newer run does, as it starts): React's
      // StrictMode (a host's development build) tears every effect down on mount and sets it up
      // again in the same task, and that setup takes the read over instead of sending it twice.
      kept.timer = setTimeout(() => {
        if (parked.current !== kept) return;
        parked.current = null;
        kept.controller?.abort();
      });
      parked.current = kept;
    };
  }, [blocked, keyText, tick, version]);

  const refetch = useCallback(() => setTick((n) => n + 1), []);
  // A key with no answer yet is loading from the render that asks for it, so neither mounting nor
  // a changed key renders the widget a second time only to say so. The last data stays shown.
  if (blocked)
    return { data: state.data, status: 'idle', loading: false, error: null, outcome: null, refetch };
  if (state.key !== keyText)
    return { data: state.data, status: 'loading', loading: true, error: null, outcome: null, refetch };
  const { key: _key, ...shown } = state;
  return { ...shown, loading: state.status === 'loading', refetch };
}

/** Marks topics stale from a component (after a money action lands). */
export function useInvalidate(): (...topics: Topic[]) => void {
  const { store } = useWealth();
  return useCallback((...topics: Topic[]) => invalidateTopics(store, ...topics), [store]);
}
