import { createStore } from 'jotai/vanilla';
import { balancesAtom, balancesErrorAtom, createBalanceTracker } from './balances';

const flush = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

describe('§7 balance refresh: given a tracker with a 60 s interval', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  function setup() {
    const store = createStore();
    const load = vi.fn(async (assets: string[]) =>
      Object.fromEntries(assets.map((a) => [a, { outable: '1', available: `${load.mock.calls.length}` }])),
    );
    const tracker = createBalanceTracker(store, load, 60_000);
    return { store, load, tracker };
  }

  describe('when two widgets watch assets in the same render', () => {
    it('loads them once, together', async () => {
      const { store, load, tracker } = setup();
      tracker.watch('USDT');
      tracker.watch('BTC');
      tracker.watch('USDT');
      await vi.advanceTimersByTimeAsync(0);
      expect(load).toHaveBeenCalledTimes(1);
      expect(load).toHaveBeenCalledWith(['BTC', 'USDT']);
      expect(store.get(balancesAtom).USDT?.available).toBe('1');
    });
  });

  describe('when 60 s pass', () => {
    it('refreshes every watched asset, and stops once nothing is watched', async () => {
      const { load, tracker } = setup();
      const unwatch = tracker.watch('ETH');
      await vi.advanceTimersByTimeAsync(0);
      await vi.advanceTimersByTimeAsync(60_000);
      expect(load).toHaveBeenCalledTimes(2);
      await vi.advanceTimersByTimeAsync(120_000);
      expect(load).toHaveBeenCalledTimes(4);
      unwatch();
      unwatch();
      await vi.advanceTimersByTimeAsync(600_000);
      expect(load).toHaveBeenCalledTimes(4);
    });
  });

  describe('when a refresh fails', () => {
    it('keeps the last balances and records the error until the next success', async () => {
      const { store, load, tracker } = setup();
      tracker.watch('ETH');
      await vi.advanceTimersByTimeAsync(0);
      load.mockRejectedValueOnce(new Error('down'));
      await vi.advanceTimersByTimeAsync(60_000);
      expect(store.get(balancesAtom).ETH?.available).toBe('1');
      expect(store.get(balancesErrorAtom)).toBeInstanceOf(Error);
      await vi.advanceTimersByTimeAsync(60_000);
      expect(store.get(balancesErrorAtom)).toBeNull();
    });
  });

  describe('when an older response arrives after a newer one', () => {
    it('keeps the newer', async () => {
      vi.useRealTimers();
      const store = createStore();
      const resolvers: ((v: Record<string, { outable: string; available: string }>) => void)[] = [];
      const load = vi.fn(
        () => new Promise<Record<string, { outable: string; available: string }>>((r) => resolvers.push(r)),
      );
      const tracker = createBalanceTracker(store, load, 60_000);
      tracker.watch('ETH');
      await flush();
      void tracker.refresh();
      resolvers[1]?.({ ETH: { outable: '2', available: '2' } });
      await flush();
      resolvers[0]?.({ ETH: { outable: '1', available: '1' } });
      await flush();
      expect(store.get(balancesAtom).ETH?.available).toBe('2');
      tracker.dispose();
    });
  });
});
