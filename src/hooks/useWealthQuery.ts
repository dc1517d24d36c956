import { useAtomValue } from 'jotai/react';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { ErrorOutcome, WealthClient } from '../api';
import { describeError } from '../flows/failures';
import { invalidateTopics, topicVersion, topicVersionsAtom } from '../state/invalidation';
import type { Topic } from '../state/topics';
import { useWealth } from './context';

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
  /** Also reload every this many ms while mounted (e.g. a chart). @default undefined (never) */
  refreshMs?: number;
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

/** A read an effect run started (or took from `prefetchReads`), and how to call it off. */
interface InFlightRead {
  promise: Promise<unknown>;
  /** Aborts the request; a no-op for a prefetched read, which is not the effect's to abort. */
  abort: () => void;
  /** A prefetched answer the first render showed already: there is nothing left to set. */
  shown: boolean;
}

/** A read a cleanup left for a setup of the same effect run (`run`), aborted by `timer` if none comes. */
interface ParkedRead extends InFlightRead {
  run: string;
  timer: ReturnType<typeof setTimeout>;
}

const noop = () => undefined;

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
  const { requiresLogin = true, topic, refreshMs } = options;
  const versions = useAtomValue(topicVersionsAtom, { store: wealth.store });
  const version = topic ? topicVersion(versions, topic) : 0;
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

  // What the last run of the effect below left in flight, for a setup of that same run at once.
  const parked = useRef<ParkedRead | null>(null);

  useEffect(() => {
    if (blocked) {
      setState(IDLE);
      return;
    }
    const requestKey = keyText as string;
    const startRead = (): InFlightRead => {
      const { wealth: w, load: loadNow } = latest.current;
      // A read the dialog started as it opened is taken instead of sending the same request again.
      const early = w.prefetched.take(requestKey, version);
      const shownAlready = early?.settled !== undefined && adopted.current === requestKey;
      adopted.current = null;
      if (early && shownAlready) return { promise: early.promise, abort: noop, shown: true };
      // A new key already reads as loading (below); only a reload of the same key has to say so.
      setState((previous) =>
        previous.key !== requestKey || previous.status === 'loading'
          ? previous
          : { ...previous, status: 'loading' },
      );
      if (early) return { promise: early.promise, abort: noop, shown: false };
      const controller = new AbortController();
      return { promise: loadNow(w.client, controller.signal), abort: () => controller.abort(), shown: false };
    };
    const run = `${version}:${tick}:${requestKey}`;
    const left = parked.current;
    parked.current = null;
    if (left) clearTimeout(left.timer);
    let read: InFlightRead;
    if (left?.run === run) {
      // The same run set up again at once: React's StrictMode (a host's development build) tears
      // every effect down and sets it up again on mount. Its read goes on instead of going out twice.
      read = left;
    } else {
      // A newer load always wins.
      left?.abort();
      read = startRead();
    }
    let live = true;
    if (!read.shown)
      read.promise.then(
        (data) => {
          if (live)
            setState({ data: data as T, status: 'success', error: null, outcome: null, key: requestKey });
        },
        (error: unknown) => {
          if (!live) return;
          const outcome = describeError(error, 'read');
          const w = latest.current.wealth;
          if (outcome.silent) return;
          if (outcome.via === 'toast') w.toast(outcome.tone, outcome.message);
          if (outcome.via === 'login') w.requestLogin();
          setState((previous) => ({ ...previous, status: 'error', error, outcome, key: requestKey }));
        },
      );
    return () => {
      live = false;
      // Unmounting (or a newer run) aborts the read; a setup of the same run within this task
      // takes it over.
      const entry: ParkedRead = {
        ...read,
        run,
        timer: setTimeout(() => {
          if (parked.current !== entry) return;
          parked.current = null;
          entry.abort();
        }),
      };
      parked.current = entry;
    };
  }, [blocked, keyText, tick, version]);

  useEffect(() => {
    if (blocked || !refreshMs) return;
    const timer = setInterval(() => setTick((n) => n + 1), refreshMs);
    return () => clearInterval(timer);
  }, [blocked, refreshMs]);

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
