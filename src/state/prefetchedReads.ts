/** How long a prefetched read waits to be taken: past it, the widget's own read goes out instead. */
export const PREFETCH_KEEP_MS = 10_000;

/** A read started ahead of the widget that shows it. */
export interface PrefetchedRead {
  /** The read's answer (or its failure, after the client's own retries). */
  promise: Promise<unknown>;
  /** Set once the read has succeeded: what it answered. */
  settled?: { data: unknown };
}

/**
 * Reads a dialog starts as it opens, while its form's code is still on its way, so the exchange's
 * answers travel together with the code instead of after it (one round trip sooner), and the form
 * renders once, with its data, instead of a loading state first. Each read is kept under the key
 * its widget reads it with (`useWealthQuery`'s key, as text) and the version of its topic then;
 * the widget's first read with the same key and version takes it, once. A read nobody takes is
 * forgotten after {@link PREFETCH_KEEP_MS}, and one whose topic changed meanwhile is not handed
 * over (a money action landed: the widget reads afresh).
 */
export interface PrefetchedReads {
  /** Starts `load` now unless a read with this key is already kept. */
  start(key: string, version: number, load: () => Promise<unknown>): void;
  /** The kept read for `key` at `version` once it has succeeded, without taking it (a first render). */
  peek(key: string, version: number): { data: unknown } | undefined;
  /** Takes the kept read for `key` at `version`, arrived or not; later reads go out as usual. */
  take(key: string, version: number): PrefetchedRead | undefined;
}

export function createPrefetchedReads(keepMs: number = PREFETCH_KEEP_MS): PrefetchedReads {
  const kept = new Map<string, PrefetchedRead & { version: number }>();
  const current = (key: string, version: number) => {
    const entry = kept.get(key);
    return entry && entry.version === version ? entry : undefined;
  };
  return {
    start(key, version, load) {
      if (current(key, version)) return;
      const entry: PrefetchedRead & { version: number } = { version, promise: load() };
      entry.promise.then(
        (data) => {
          entry.settled = { data };
        },
        // The widget that takes it reports the failure; one nobody takes is not a page error.
        () => undefined,
      );
      kept.set(key, entry);
      setTimeout(() => {
        if (kept.get(key) === entry) kept.delete(key);
      }, keepMs);
    },
    peek(key, version) {
      return current(key, version)?.settled;
    },
    take(key, version) {
      const entry = current(key, version);
      if (entry) kept.delete(key);
      return entry;
    },
  };
}
