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
  /**
   * Keeps an asset's balance fresh while watched; returns the unwatch function. A coin that needs
   * reading is read in a microtask, with the others watched in the same moment; with `now`, at
   * once (a click that opens a dialog: before the dialog renders). @default now: false
   */
  watch(asset: string, options?: { now?: boolean }): () => void;
  /** Reloads every watched asset now (after a subscribe, a redeem, a transfer). */
  refresh(): Promise<void>;
  /**
   * Stops the timer, forgets what is watched and drops the answers still on their way; used when
   * the provider's effects are torn down. Not final: a widget that watches again starts it again,
   * as React's StrictMode does in development (effects torn down once and set up again at once).
   */
  dispose(): void;
}

/** What the page tells the tracker: it went to the background, came back, or is online again. */
export type PageEvent = 'hide' | 'show' | 'online';

/** The page the widgets are on, as the balance tracker sees it (`documentPage` in a browser). */
export interface PageSignals {
  /** Whether the page is in the background now (a hidden tab): a refresh then waits for its return. */
  hidden(): boolean;
  /** Calls back on each page event; returns the unsubscribe. */
  subscribe(listener: (event: PageEvent) => void): () => void;
}

/**
 * A page away this long (another tab, another app) may have spent the balances shown, by trading
 * there: they are read again as it comes back. A glance away costs no request. Likewise a widget
 * that starts watching a coin read longer ago than this reads it again.
 */
export const AWAY_REFRESH_MS = 5_000;

/** A browser document's visibility and the window's `online` event. */
export function documentPage(doc: Document): PageSignals {
  return {
    hidden: () => doc.visibilityState === 'hidden',
    subscribe(listener) {
      const onVisibility = () => listener(doc.visibilityState === 'hidden' ? 'hide' : 'show');
      const onOnline = () => listener('online');
      doc.addEventListener('visibilitychange', onVisibility);
      doc.defaultView?.addEventListener('online', onOnline);
      return () => {
        doc.removeEventListener('visibilitychange', onVisibility);
        doc.defaultView?.removeEventListener('online', onOnline);
      };
    },
  };
}

/**
 * Refreshes the balances every widget on the page is showing, in one request for all watched
 * assets, every `intervalMs` (§7: "Balance refreshes every 60 s"; §9 default 60000 ms). Watching is
 * reference-counted so two widgets on the same coin cost one entry, and the timer only runs while
 * something is watched. A coin that starts being watched is read at once, unless it was read less
 * than `AWAY_REFRESH_MS` ago (a form remounted inside a dialog, a second widget on it).
 * With `page`: a refresh that falls while the page is hidden waits for it to show again, and a page
 * back after `AWAY_REFRESH_MS` or more, or back online after a failed refresh, reads at once, so
 * a customer who spent a balance in another tab does not come back to the old figure.
 */
export function createBalanceTracker(
  store: Store,
  load: BalanceLoader,
  intervalMs: number,
  page?: PageSignals,
): BalanceTracker {
  const watched = new Map<string, number>();
  /** When each asset's balance was last read (ms): one read a moment ago serves a widget that opens now. */
  const readAt = new Map<string, number>();
  /** The coins of a read on its way, by that read's generation: a widget that opens now waits for it. */
  const asking = new Map<string, number>();
  let timer: ReturnType<typeof setInterval> | undefined;
  let unsubscribe: (() => void) | undefined;
  /** When the page went to the background; `null` while it shows. */
  let hiddenAt: number | null = null;
  let missedWhileHidden = false;
  let scheduled = false;
  /** Bumped by each refresh and by dispose: only the latest request's answer is kept. */
  let generation = 0;

  const refresh = async () => {
    const assets = [...watched.keys()].sort();
    if (assets.length === 0) return;
    const mine = ++generation;
    for (const asset of assets) asking.set(asset, mine);
    try {
      const result = await load(assets);
      // A slower, older response must not overwrite a newer one, nor land after dispose.
      if (mine !== generation) return;
      const at = Date.now();
      for (const asset of Object.keys(result)) readAt.set(asset, at);
      store.set(balancesAtom, { ...store.get(balancesAtom), ...result });
      store.set(balancesErrorAtom, null);
    } catch (error) {
      if (mine === generation) store.set(balancesErrorAtom, error);
    } finally {
      for (const asset of assets) if (asking.get(asset) === mine) asking.delete(asset);
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

  const tick = () => {
    if (page?.hidden()) missedWhileHidden = true;
    else void refresh();
  };

  const onPage = (event: PageEvent) => {
    if (event === 'hide') {
      hiddenAt ??= Date.now();
      return;
    }
    const stale =
      event === 'online'
        ? store.get(balancesErrorAtom) !== null
        : missedWhileHidden || (hiddenAt !== null && Date.now() - hiddenAt >= AWAY_REFRESH_MS);
    if (event === 'show') {
      hiddenAt = null;
      missedWhileHidden = false;
    }
    if (stale) void refresh();
  };

  // The timer and the page's events run only while something is watched.
  const ensureTimer = () => {
    if (timer === undefined && watched.size > 0) {
      timer = setInterval(tick, intervalMs);
      hiddenAt = page?.hidden() ? Date.now() : null;
      unsubscribe = page?.subscribe(onPage);
    }
  };

  const stopTimer = () => {
    if (timer !== undefined) clearInterval(timer);
    timer = undefined;
    unsubscribe?.();
    unsubscribe = undefined;
  };

  return {
    watch(asset, options) {
      const isNew = !watched.has(asset);
      watched.set(asset, (watched.get(asset) ?? 0) + 1);
      // A coin nobody was watching is read again unless it was read a moment ago: the figure kept
      // from an earlier dialog may have been spent since (the host's own trade on the page).
      // Only this tracker writes the balances, so a coin never read has no `readAt` either.
      const readAgo = Date.now() - (readAt.get(asset) ?? Number.NEGATIVE_INFINITY);
      // A read already scheduled reads this coin too, and one on its way answers for it (a dialog
      // closed before its balance came and opened again asks once).
      if (isNew && readAgo >= AWAY_REFRESH_MS && !asking.has(asset)) {
        if (options?.now && !scheduled) void refresh();
        else scheduleRefresh();
      }
      ensureTimer();
      let active = true;
      return () => {
        if (!active) return;
        active = false;
        const count = (watched.get(asset) ?? 1) - 1;
        if (count <= 0) watched.delete(asset);
        else watched.set(asset, count);
        if (watched.size === 0) stopTimer();
      };
    },
    refresh,
    dispose() {
      generation += 1;
      stopTimer();
      watched.clear();
      asking.clear();
    },
  };
}
