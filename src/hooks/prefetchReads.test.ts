import { afterEach, describe, expect, it, vi } from 'vitest';
import { PREFETCH_KEEP_MS } from '../state/prefetchedReads';
import type { WealthContextValue } from './context';
import { prefetchBalance } from './prefetchReads';

/** A provider value with only what prefetchBalance reads: the customer and the balance tracker. */
function wealthOf(isLogin: boolean) {
  const unwatch = vi.fn();
  const watch = vi.fn((_asset: string, _options?: { now?: boolean }) => unwatch);
  const wealth = { user: { isLogin }, balances: { watch } } as unknown as WealthContextValue;
  return { wealth, watch, unwatch };
}

afterEach(() => vi.useRealTimers());

describe('prefetchBalance', () => {
  describe('given a signed-in customer opening a dialog', () => {
    it('in the click, watches the coin at once, so it is read now, until the form’s own watch lets it go', () => {
      vi.useFakeTimers();
      const { wealth, watch, unwatch } = wealthOf(true);
      const letGo = prefetchBalance(wealth, 'USDT', true);
      expect(watch).toHaveBeenCalledWith('USDT', { now: true });
      expect(unwatch).not.toHaveBeenCalled();
      letGo();
      expect(unwatch).toHaveBeenCalledTimes(1);
      vi.advanceTimersByTime(PREFETCH_KEEP_MS);
      expect(unwatch).toHaveBeenCalledTimes(1);
    });

    it('as the dialog opens (an effect), reads in a microtask; no form taking it over (the host kept the dialog closed), it lets go once a prefetched read would be dropped', () => {
      vi.useFakeTimers();
      const { wealth, watch, unwatch } = wealthOf(true);
      prefetchBalance(wealth, 'USDT');
      expect(watch).toHaveBeenCalledWith('USDT', { now: false });
      vi.advanceTimersByTime(PREFETCH_KEEP_MS - 1);
      expect(unwatch).not.toHaveBeenCalled();
      vi.advanceTimersByTime(1);
      expect(unwatch).toHaveBeenCalledTimes(1);
    });
  });

  describe('given a visitor nobody signed in', () => {
    it('reads nothing (the form asks for the login instead)', () => {
      const { wealth, watch } = wealthOf(false);
      prefetchBalance(wealth, 'USDT')();
      expect(watch).not.toHaveBeenCalled();
    });
  });
});
