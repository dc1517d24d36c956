import fc from 'fast-check';
import {
  estimateDailyInterest,
  estimateFixedInterest,
  fractionToPercent,
  isUnlimitedBound,
  type LadderTier,
  ladderDailyAccrual,
  percentToFraction,
  tierPortion,
  voucherDays,
  voucherInterest,
} from './interest';
import { arbDecimal, floorDiv, fromScaled, PROPERTY_RUNS, pow10, toScaled } from './testSupport';

describe('§9 units: percent and fraction', () => {
  it.each([
    ['5.2', '0.052'],
    ['100', '1'],
    ['0.01', '0.0001'],
  ])('percentToFraction(%s) = %s and back', (percent, fraction) => {
    expect(percentToFraction(percent)).toBe(fraction);
    expect(fractionToPercent(fraction)).toBe(percent);
  });
});

describe('§9 estimated interest: given an amount and an APR fraction', () => {
  it.each([
    ['36500', '0.05', '5.00000000'],
    ['1000', '0.1', '0.27397260'],
    ['0', '0.1', '0.00000000'],
    ['1', '0.000001', '0.00000000'],
  ])('flexible: %s at %s earns %s per day (rounded down)', (amount, apr, expected) => {
    expect(estimateDailyInterest(amount, apr)).toBe(expected);
  });

  it.each([
    ['1000', '0.1', 30, '8.21917808'],
    ['36500', '0.05', 90, '450.00000000'],
    ['1000', '0.1', 1, '0.27397260'],
  ])('fixed: %s at %s for %i days earns %s', (amount, apr, days, expected) => {
    expect(estimateFixedInterest(amount, apr, days)).toBe(expected);
  });

  it('fixed rounds once, not per day: 30 × the rounded daily figure would be smaller', () => {
    expect(estimateFixedInterest('1000', '0.1', 30)).toBe('8.21917808');
    expect(estimateDailyInterest('1000', '0.1')).toBe('0.27397260'); // × 30 = 8.2191780
  });

  it('§9 takes the decimals asked for', () => {
    expect(estimateDailyInterest('1000', '0.1', 2)).toBe('0.27');
  });

  it('§9 agrees with exact rational arithmetic (BigInt), 10 000 runs', () => {
    fc.assert(
      fc.property(
        arbDecimal(10n ** 9n, 8),
        arbDecimal(10n, 6),
        fc.integer({ min: 1, max: 3650 }),
        (amount, apr, days) => {
          const exact = floorDiv(
            toScaled(amount, 8) * toScaled(apr, 6) * BigInt(days) * pow10(8),
            365n * pow10(14),
          );
          const daily = floorDiv(toScaled(amount, 8) * toScaled(apr, 6) * pow10(8), 365n * pow10(14));
          return (
            estimateFixedInterest(amount, apr, days) === fromScaled(exact, 8) &&
            estimateDailyInterest(amount, apr) === fromScaled(daily, 8)
          );
        },
      ),
      PROPERTY_RUNS,
    );
  });
});

describe('§9 ladder tiers: boundary semantics [left, right)', () => {
  it.each([
    ['50', '0', '100', '50'],
    ['100', '0', '100', '100'],
    ['150', '0', '100', '100'],
    ['100', '100', '200', '0'],
    ['100.5', '100', '200', '0.5'],
    ['50', '100', '200', '0'],
    ['1000', '100', '-1', '900'],
    ['1000', '100', '', '900'],
    ['1000', '100', null, '900'],
  ])('amount %s in tier [%s, %j) puts %s in it', (amount, left, right, expected) => {
    expect(tierPortion(amount, left, right).toString()).toBe(expected);
  });

  it.each([
    ['-1', true],
    ['', true],
    [' ', true],
    [null, true],
    ['0', false],
    ['100', false],
  ])('bound %j is unlimited: %s', (bound, unlimited) => {
    expect(isUnlimitedBound(bound)).toBe(unlimited);
  });
});

describe('§9 ladder accrual: given tiers 0–1000 at 10 % and 1000+ at 2 %', () => {
  const tiers: LadderTier[] = [
    { left: '0', right: '1000', apr: '0.1' },
    { left: '1000', right: '-1', apr: '0.02' },
  ];

  it.each([
    ['0', '0.000000', ['0.000000', '0.000000']],
    ['500', '0.136986', ['0.136986', '0.000000']],
    ['1000', '0.273972', ['0.273972', '0.000000']],
    ['2000', '0.328766', ['0.273972', '0.054794']],
  ])('when the amount is %s the daily accrual is %s (per tier %j)', (amount, total, perTier) => {
    const accrual = ladderDailyAccrual(amount, tiers);
    expect(accrual.total).toBe(total);
    expect(accrual.tiers.map((t) => t.interest)).toEqual(perTier);
  });

  it('each tier reports the part of the amount inside it', () => {
    expect(ladderDailyAccrual('2000', tiers).tiers.map((t) => t.portion)).toEqual(['1000', '1000']);
    expect(ladderDailyAccrual('999.5', tiers).tiers.map((t) => t.portion)).toEqual(['999.5', '0']);
  });

  const contiguousTiers = fc
    .tuple(
      fc.uniqueArray(fc.bigInt({ min: 1n, max: 10n ** 6n * 10n ** 8n }), { maxLength: 4 }),
      fc.array(arbDecimal(2n, 6), { minLength: 5, maxLength: 5 }),
      fc.boolean(),
    )
    .map(([cuts, aprs, lastUnlimited]) => {
      const bounds = [0n, ...cuts.sort((a, b) => (a < b ? -1 : 1))];
      return bounds.map((left, i) => {
        const next = bounds[i + 1];
        const right = next === undefined ? (lastUnlimited ? null : left + 10n ** 8n) : next;
        return { left, right, apr: aprs[i] ?? '0' };
      });
    });

  it('§9 agrees with exact rational arithmetic (BigInt), 10 000 runs', () => {
    fc.assert(
      fc.property(arbDecimal(2n * 10n ** 6n, 8), contiguousTiers, (amount, scaledTiers) => {
        const a = toScaled(amount, 8);
        let expectedTotal = 0n;
        const tiers: LadderTier[] = scaledTiers.map((t) => {
          const top = t.right === null || a < t.right ? a : t.right;
          const portion = top > t.left ? top - t.left : 0n;
          expectedTotal += floorDiv(portion * toScaled(t.apr, 6) * pow10(6), 365n * pow10(14));
          return {
            left: fromScaled(t.left, 8),
            right: t.right === null ? '-1' : fromScaled(t.right, 8),
            apr: t.apr,
          };
        });
        return ladderDailyAccrual(amount, tiers).total === fromScaled(expectedTotal, 6);
      }),
      PROPERTY_RUNS,
    );
  });
});

describe('§3 rate-up voucher: voucherDays and voucherInterest', () => {
  it.each([
    [3, 7, 3],
    [7, 7, 7],
    [10, 7, 7],
  ])('rate_day %i on a %i-day term raises %i days', (rateDay, term, days) => {
    expect(voucherDays(rateDay, term)).toBe(days);
  });

  it.each([
    ['3650', '1', 3, 7, '0.30000000'],
    ['3650', '1', 10, 7, '0.70000000'],
    ['1000', '2.5', 7, 30, '0.47945205'],
  ])(
    '%s at +%s percent for rate_day %i on a %i-day term adds %s',
    (amount, ratio, rateDay, term, expected) => {
      expect(voucherInterest(amount, ratio, rateDay, term)).toBe(expected);
    },
  );
});
