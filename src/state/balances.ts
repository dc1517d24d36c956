import { atom, type createStore } from 'jotai/vanilla';

type Store = ReturnType<typeof createStore>;

/** One asset's balance as §7's outable call returns it; amounts are decimal strings. */
export interface BalanceEntry {
  outable: string;
  available: string;
  mode?: string | number;
}

export type BalanceMap = Record<string, BalanceEntry>;

/** Loads the balances of the given assets (POST account/spot/asset/outable, §7). */
export type BalanceLoader = (assets: string[]) => Promise<BalanceMap>;

/** Balances known so far, by asset. */
export const balancesAtom = /* @__PURE__ */ atom<BalanceMap>({});
/** The last refresh failure, cleared by the next success; widgets show stale values meanwhile. */
export const balancesErrorAtom = /* @__PURE__ */ atom<unknown>(null);

export interface BalanceTracker {
  /** Keeps an asset's balance fresh while watched; returns the unwatch function. */
  watch(asset: string): () => void;
  /** Reloads every watched asset now (after a subscribe, a redeem, a transfer). */
  refresh(): Promise<void>;
  /** Stops the timer; used when the provider unmounts. */
  dispose(): void;
}

/**
 * Refreshes the balances every widget on the page is showing, in one request for all watched
 * assets, every `intervalMs` (§7: "Balance refreshes every 60 s"; §9 default 60000 ms). Watching is
 * reference-counted so two widgets on the same coin cost one entry, and the timer only runs while
 * something is watched.
 */
export function createBalanceTracker(store: Store, load: BalanceLoader, intervalMs: number): BalanceTracker {
  const watched = new Map<string, number>();
  let timer: ReturnType<typeof setInterval> | undefined;
  let scheduled = false;
  let disposed = false;
  let generation = 0;

  const refresh = async () => {
    const assets = [...watched.keys()].sort();
    if (assets.length === 0 || disposed) return;
    const mine = ++generation;
    try {
      const result = await load(assets);
      // A slower, older response must not overwrite a newer one.
      if (mine !== generation || disposed) return;
      store.set(balancesAtom, { ...store.get(balancesAtom), ...result });
      store.set(balancesErrorAtom, null);
    } catch (error) {
      if (mine === generation && !disposed) store.set(balancesErrorAtom, error);
    }
  };

  // Several widgets mounting in one render ask once, together.
  const scheduleRefresh = () => {
    if (scheduled) return;
    scheduled = true;
    queueMicrotask(() => {
      scheduled = false;
      void refresh();
    });
  };

  const ensureTimer = () => {
    if (timer === undefined && watched.size > 0 && !disposed) {
      timer = setInterval(() => void refresh(), intervalMs);
    }
  };

  return {
    watch(asset) {
      const isNew = !watched.has(asset);
      watched.set(asset, (watched.get(asset) ?? 0) + 1);
      if (isNew && !(asset in store.get(balancesAtom))) scheduleRefresh();
      ensureTimer();
      let active = true;
      return () => {
        if (!active) return;
        active = false;
        const count = (watched.get(asset) ?? 1) - 1;
        if (count <= 0) watched.delete(asset);
        else watched.set(asset, count);
        if (watched.size === 0 && timer !== undefined) {
          clearInterval(timer);
          timer = undefined;
        }
      };
    },
    refresh,
    dispose() {
      disposed = true;
      if (timer !== undefined) clearInterval(timer);
      timer = undefined;
      watched.clear();
    },
  };
}
