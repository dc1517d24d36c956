import fc from 'fast-check';
import { dec } from './decimal';
import type { LadderTier } from './interest';
import { blendedApr, hourlyBandInterest, hourlyBonus } from './ladder';
import { arbDecimal } from './testSupport';

/** 10 % up to 1000, 3 % above (right '' = unlimited), as the sandbox's USDT product. */
const USDT: readonly LadderTier[] = [
  { left: '0', right: '1000', apr: '0.1' },
  { left: '1000', right: '', apr: '0.03' },
];
/** The same ladder with the other spelling of "unlimited" (§3 money_max −1). */
const USDT_MINUS_ONE: readonly LadderTier[] = [
  USDT[0] as LadderTier,
  { left: '1000', right: '-1', apr: '0.03' },
];
const FLAT: readonly LadderTier[] = [{ left: '0', right: '', apr: '0.04' }];

describe('§9 hourlyBandInterest: accrual per tier ladder, range width × apr / 365 / 24', () => {
  it.each([
    ['a band inside the first tier', '0', '100', USDT, '0.00114155'],
    [
      'the first tier filled to its right edge (half-open: nothing in the next)',
      '0',
      '1000',
      USDT,
      '0.01141552',
    ],
    ['a band starting at the tier edge pays only the next tier', '1000', '2000', USDT, '0.00342465'],
    ['a band across the edge pays each tier its width', '500', '1500', USDT, '0.00742009'],
    ["the unlimited right bound ''", '5000', '10000', USDT, '0.01712328'],
    ['the unlimited right bound -1', '5000', '10000', USDT_MINUS_ONE, '0.01712328'],
    ['a single unlimited tier', '0', '8760', FLAT, '0.04000000'],
    ['zero principal', '0', '0', USDT, '0.00000000'],
    ['an empty band', '1000', '1000', USDT, '0.00000000'],
    ['an empty ladder', '0', '100', [], '0.00000000'],
    ['an amount too small for 8 decimals (rounded down)', '0', '0.0001', USDT, '0.00000000'],
  ])('%s: [%s, %s) pays %s', (_name, lo, hi, ladder, expected) => {
    expect(hourlyBandInterest(lo, hi, ladder)).toBe(expected);
  });

  it('§9 bands of a principal pay what the whole pays, less at most one unit per band of rounding', () => {
    fc.assert(
      fc.property(arbDecimal(5000n, 6), arbDecimal(5000n, 6), (a, b) => {
        const [lo, hi] = dec(a).lte(dec(b)) ? [a, b] : [b, a];
        const whole = dec(hourlyBandInterest('0', hi, USDT));
        const parts = dec(hourlyBandInterest('0', lo, USDT)).plus(dec(hourlyBandInterest(lo, hi, USDT)));
        expect(parts.lte(whole)).toBe(true);
        expect(whole.minus(parts).lte(dec('0.00000002'))).toBe(true);
      }),
      { numRuns: 500 },
    );
  });
});

describe('§3 hourlyBonus: ext_award_rate_year within ext_award_limit', () => {
  it.each([
    ['a band below the limit', '0', '100', '500', '0.05', '0.00057077'],
    ['a band ending at the limit', '0', '500', '500', '0.05', '0.00285388'],
    ['a band across the limit earns on the part below it', '400', '600', '500', '0.05', '0.00057077'],
    ['a band above the limit earns nothing', '600', '700', '500', '0.05', '0.00000000'],
    ['a band starting at the limit earns nothing', '500', '700', '500', '0.05', '0.00000000'],
    ['zero principal', '0', '0', '500', '0.05', '0.00000000'],
    ['a zero limit', '0', '100', '0', '0.05', '0.00000000'],
    ['a zero rate', '0', '100', '500', '0', '0.00000000'],
  ])('%s: [%s, %s) with limit %s at %s pays %s', (_name, lo, hi, limit, rate, expected) => {
    expect(hourlyBonus(lo, hi, limit, rate)).toBe(expected);
  });
});

describe('§9 blendedApr: the estimated APR of a principal under the ladder (4 decimals, rounded down)', () => {
  it.each([
    ['zero principal shows the first tier', '0', USDT, '0.1'],
    ['a negative principal shows the first tier', '-5', USDT, '0.1'],
    ['inside the first tier', '500', USDT, '0.1000'],
    ['exactly at the tier edge (all in the first tier)', '1000', USDT, '0.1000'],
    ['across the edge: (100 + 30) / 2000', '2000', USDT, '0.0650'],
    ['rounded down: (100 + 60) / 3000 = 0.05333…', '3000', USDT, '0.0533'],
    ["the unlimited right bound ''", '1000000', USDT, '0.0300'],
    ['the unlimited right bound -1', '1000000', USDT_MINUS_ONE, '0.0300'],
    ['a single tier', '123', FLAT, '0.0400'],
    ['an empty ladder', '100', [], '0.0000'],
    ['an empty ladder and zero principal', '0', [], '0'],
  ])('%s: %s → %s', (_name, principal, ladder, expected) => {
    expect(blendedApr(principal, ladder)).toBe(expected);
  });
});
