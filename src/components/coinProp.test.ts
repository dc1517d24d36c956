import { afterEach, describe, expect, it, vi } from 'vitest';
import { coinOf } from './coinProp';

describe('coinOf (issue 17 item 6: one name, coin, with asset as a deprecated alias)', () => {
  afterEach(() => vi.restoreAllMocks());

  describe('given coin', () => {
    it('returns it and warns of nothing', () => {
      const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
      expect(coinOf({ coin: 'BTC' }, 'WidgetA')).toBe('BTC');
      expect(warn).not.toHaveBeenCalled();
    });

    it('prefers it over a stray asset', () => {
      expect(coinOf({ coin: 'BTC', asset: 'ETH' }, 'WidgetB')).toBe('BTC');
    });
  });

  describe('given only the deprecated asset', () => {
    it('returns it and warns once per widget, naming the widget and the new name', () => {
      const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
      expect(coinOf({ asset: 'USDT' }, 'WidgetC')).toBe('USDT');
      expect(coinOf({ asset: 'USDC' }, 'WidgetC')).toBe('USDC');
      expect(coinOf({ asset: 'USDT' }, 'WidgetD')).toBe('USDT');
      expect(warn.mock.calls.map(([m]) => m)).toEqual([
        "wealthkit: WidgetC's asset prop is renamed coin; asset is accepted until the next minor version.",
        "wealthkit: WidgetD's asset prop is renamed coin; asset is accepted until the next minor version.",
      ]);
    });
  });

  describe('given neither', () => {
    it('throws, naming the widget', () => {
      expect(() => coinOf({}, 'WidgetE')).toThrow('wealthkit: WidgetE needs a coin (the coin prop)');
    });
  });
});
