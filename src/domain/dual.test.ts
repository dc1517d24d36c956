import fc from 'fast-check';
import {
  checkDualAmount,
  checkPriceDifference,
  clampDualTermDays,
  type DualCopyLimits,
  dualAmountChecker,
  dualMaxAmount,
  dualMaxDaysHint,
  dualMinAmount,
  dualPreferredTermHours,
  dualPreferredTermSeconds,
  dualTermDisplay,
  dualTermDurationSeconds,
  dualTermHours,
  formatPriceDifference,
  hasDualTermMatch,
  isDualAmountEditable,
  isDualVip,
  parseDualPreferredTerm,
  priceDifferenceRange,
  sanitizePriceDifference,
  shouldShowReinvestTip,
} from './dual';
import {
  type DualSettlementInput,
  dualPayouts,
  dualTrialPayout,
  dualTrialYield,
  settleDual,
} from './dualSettlement';
import { DUAL_CATEGORY } from './enums';
import { arbDecimal, floorDiv, fromScaled, PROPERTY_RUNS, pow10, toScaled } from './testSupport';

const limits: DualCopyLimits = { minCopies: 5, maxCopies: 1000, copyAmount: '10', vip: false };

describe('§5, §6 dual amount limits', () => {
  it.each([
    [limits, '100', '10000'],
    [{ ...limits, vip: true }, '1000', '10000'],
    [{ ...limits, copyAmount: '0.001' }, '0.01', '1'],
  ])('given %j the minimum is %s and the maximum %s', (l, min, max) => {
    expect(dualMinAmount(l)).toBe(min);
    expect(dualMaxAmount(l)).toBe(max);
  });

  it.each([
    [true, null, true],
    [false, DUAL_CATEGORY.VIP_SAVINGS, true],
    [false, DUAL_CATEGORY.TRIAL_FUND, false],
    [false, undefined, false],
  ])('§6 VIP theme %s with category %j uses the VIP rules: %s', (theme, category, vip) => {
    expect(isDualVip(theme, category)).toBe(vip);
  });

  it.each([
    [DUAL_CATEGORY.TRIAL_FUND, false],
    [DUAL_CATEGORY.VIP_SAVINGS, true],
    [null, true],
  ])('§5 category %j amount editable: %s', (category, editable) => {
    expect(isDualAmountEditable(category)).toBe(editable);
  });
});

describe('§5 dual amount: given min 100, max 10000, available 5000', () => {
  it.each([
    ['', null, false],
    ['0', null, false],
    ['99', { key: 'dual.subscribe.min', params: { amount: '100', asset: 'USDT' } }, false],
    ['100', null, true],
    ['5000', null, true],
    ['5001', { key: 'dual.balanceNotEnough' }, false],
  ])('when %j is typed the error is %j', (amount, error, canConfirm) => {
    expect(checkDualAmount({ amount, asset: 'USDT', available: '5000', limits })).toEqual({
      error,
      canConfirm,
    });
  });

  it('a balance not known (logged out, or not read yet) refuses nothing; the limits still hold', () => {
    expect(checkDualAmount({ amount: '6000', asset: 'USDT', available: null, limits }).error).toBeNull();
    expect(checkDualAmount({ amount: '99', asset: 'USDT', available: null, limits }).error).toEqual({
      key: 'dual.subscribe.min',
      params: { amount: '100', asset: 'USDT' },
    });
  });

  it('above the maximum with enough balance gives the max message', () => {
    expect(checkDualAmount({ amount: '10001', asset: 'USDT', available: '99999', limits }).error).toEqual({
      key: 'dual.subscribe.max',
      params: { amount: '10,000', asset: 'USDT' },
    });
  });
});

describe('§5 dual amount checker: made once per product limits and balance', () => {
  /** The rule as §5 reads, on integers at 8 places, written apart from the checker. */
  function expectedKey(
    amount: string,
    copies: { min: bigint; max: bigint },
    copy: string,
    available: string | null,
  ) {
    const at8 = (text: string) => toScaled(text, 8);
    const value = at8(amount);
    if (value <= 0n) return null;
    if (available !== null && value > at8(available)) return 'dual.balanceNotEnough';
    if (value < copies.min * at8(copy)) return 'dual.subscribe.min';
    if (value > copies.max * at8(copy)) return 'dual.subscribe.max';
    return null;
  }

  it('when amounts are typed one after another, each gets what §5 says for it alone', () => {
    const amount = arbDecimal(20_000n, 8);
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 50 }),
        fc.integer({ min: 1, max: 2_000 }),
        arbDecimal(100n, 4),
        fc.boolean(),
        fc.option(amount, { nil: null }),
        fc.array(amount, { minLength: 1, maxLength: 6 }),
        (minCopies, maxCopies, copyAmount, vip, available, typed) => {
          const limits = { minCopies, maxCopies, copyAmount, vip };
          const check = dualAmountChecker({ asset: 'USDT', available, limits });
          // §5, §9: the minimum is 100 copies for VIP, else 2 × min_copies; the maximum max_copies.
          const copies = { min: BigInt(vip ? 100 : 2 * minCopies), max: BigInt(maxCopies) };
          for (const text of typed) {
            expect(check(text).error?.key ?? null).toBe(expectedKey(text, copies, copyAmount, available));
          }
        },
      ),
      PROPERTY_RUNS,
    );
  });
});

describe('§5, §8 dual price difference: given a match from 0.05 to 8 percent', () => {
  const match = { match_project: true, min_rate: '0.05', max_rate: '8' };
  it.each([
    ['', { key: 'dual.priceDifference.empty' }],
    ['.', { key: 'dual.priceDifference.empty' }],
    ['10.01', { key: 'dual.priceDifference.max', params: { max: '10' } }],
    ['9', { key: 'dual.priceDifference.range', params: { min: '0.1', max: '8' } }],
    ['0.05', { key: 'dual.priceDifference.range', params: { min: '0.1', max: '8' } }],
    ['0.1', null],
    ['8', null],
  ])('when %j is typed the error is %j', (input, error) => {
    expect(checkPriceDifference(input, match)).toEqual({ error, canConfirm: error === null });
  });

  it.each([null, undefined, { match_project: false, min_rate: '0', max_rate: '10' }])(
    'given no matching product (%j) the no-match message shows and confirm is disabled',
    (m) => {
      expect(checkPriceDifference('1', m)).toEqual({
        error: { key: 'dual.priceDifference.noMatch' },
        canConfirm: false,
      });
    },
  );

  it.each([
    [
      { match_project: true, min_rate: '0.5', max_rate: '20' },
      { min: '0.5', max: '10' },
    ],
    [
      { match_project: true, min_rate: '0', max_rate: '3' },
      { min: '0.1', max: '3' },
    ],
  ])('§5 the range of %j is %j (lower bound at least 0.1)', (m, range) => {
    expect(priceDifferenceRange(m)).toEqual(range);
  });

  it.each([
    ['150', ''],
    ['5.555', '5.55'],
    // Above 100 and signs are refused (issue 13: never rewritten into another number): nothing is kept.
    ['-3', ''],
  ])('§5 the input %j is kept as %j (cannot exceed 100)', (raw, kept) => {
    expect(sanitizePriceDifference(raw)).toBe(kept);
  });

  it.each([
    ['0.5', '0.5%'],
    ['1.00', '1%'],
  ])('§9 a quick choice %s is shown as %s', (value, shown) => {
    expect(formatPriceDifference(value)).toBe(shown);
  });
});

describe('§9 dual terms', () => {
  it.each([
    [{ invest_hours: 8 }, 8, { unit: 'hour', value: 8 }],
    [{ invest_hours: 23, invest_days: 1 }, 23, { unit: 'hour', value: 23 }],
    [{ invest_hours: 24 }, 24, { unit: 'day', value: 1 }],
    [{ invest_days: 7 }, 168, { unit: 'day', value: 7 }],
    [{ invest_days: 7, invest_hours: 0 }, 168, { unit: 'day', value: 7 }],
    [{ invest_hours: 36 }, 36, { unit: 'day', value: 2 }],
    [{ invest_days: 45 }, 1080, { unit: 'day', value: 30 }],
  ])('given %j the term is %i hours, shown as %j', (term, hours, display) => {
    expect(dualTermHours(term)).toBe(hours);
    expect(dualTermDisplay(term)).toEqual(display);
  });

  it.each([
    [{ invest_hours: 8 }, 15],
    [{ invest_days: 7 }, 21],
    [{ invest_days: 16 }, 30],
    [{ invest_days: 30 }, 30],
  ])('§9 given %j the maximum-days hint is %i (ceil(term)+14, at most 30)', (term, hint) => {
    expect(dualMaxDaysHint(term)).toBe(hint);
  });

  it.each([
    [7, 7, 604_800],
    [31, 30, 2_592_000],
  ])('§9 a preferred term of %i days is capped to %i (%i s)', (days, capped, seconds) => {
    expect(clampDualTermDays(days)).toBe(capped);
    expect(dualTermDurationSeconds(days)).toBe(seconds);
  });
});

describe('§9 preferred term: whole days up to 30, hour terms under 24 h; §7 duration in seconds', () => {
  it.each([
    ['7', 'day', { unit: 'day', value: 7 }, 168, 604_800],
    ['30', 'day', { unit: 'day', value: 30 }, 720, 2_592_000],
    ['1', 'day', { unit: 'day', value: 1 }, 24, 86_400],
    ['12', 'hour', { unit: 'hour', value: 12 }, 12, 43_200],
    ['23', 'hour', { unit: 'hour', value: 23 }, 23, 82_800],
    ['1', 'hour', { unit: 'hour', value: 1 }, 1, 3_600],
  ] as const)('%j %s is %j: %i h, %i s', (text, unit, term, hours, seconds) => {
    expect(parseDualPreferredTerm(text, unit)).toEqual(term);
    expect(dualPreferredTermHours(term)).toBe(hours);
    expect(dualPreferredTermSeconds(term)).toBe(seconds);
  });

  it.each([
    ['31', 'day'],
    ['0', 'day'],
    ['24', 'hour'],
    ['0', 'hour'],
    ['', 'day'],
    ['1.5', 'day'],
    ['12h', 'hour'],
    ['-3', 'hour'],
  ] as const)('%j %s is not a preferred term', (text, unit) => {
    expect(parseDualPreferredTerm(text, unit)).toBeNull();
  });

  const offered = [{ invest_hours: 8 }, { invest_days: 3, invest_hours: 72 }];
  it.each([
    [{ unit: 'hour', value: 8 }, true],
    [{ unit: 'hour', value: 7 }, false],
    [{ unit: 'day', value: 1 }, true],
    [{ unit: 'day', value: 30 }, true],
  ] as const)(
    '§4, §5 given products of 8 h and 3 days, a preferred term of %j is matched: %s',
    (term, matched) => {
      expect(hasDualTermMatch(offered, term)).toBe(matched);
    },
  );

  it('no product on offer never matches', () => {
    expect(hasDualTermMatch([], { unit: 'day', value: 30 })).toBe(false);
  });
});

describe('§4, §9 reinvest tip reappears after 604800 s', () => {
  const dismissed = 1_700_000_000;
  it.each([
    [null, 0, true],
    [undefined, 0, true],
    [dismissed, dismissed * 1000, false],
    [dismissed, (dismissed + 604_799) * 1000, false],
    [dismissed, (dismissed + 604_800) * 1000, true],
  ])('dismissed at %j s, now %i ms → shown: %s', (last, nowMs, shown) => {
    expect(shouldShowReinvestTip(last, nowMs)).toBe(shown);
  });
});

describe('§1, §3 dual settlement: given 1 BTC sell-high at 50000, 36.5 % APY, 10 days', () => {
  const call: DualSettlementInput = {
    type: 'call',
    principal: '1',
    apyFraction: '0.365',
    exercisePrice: '50000',
    term: { invest_days: 10 },
    investCurrency: 'BTC',
    exerciseCurrency: 'USDT',
  };
  it.each([
    ['51000', { currency: 'exercise', asset: 'USDT', amount: '50500.00000000', exercised: true }],
    ['50000', { currency: 'exercise', asset: 'USDT', amount: '50500.00000000', exercised: true }],
    ['49999.99', { currency: 'invest', asset: 'BTC', amount: '1.01000000', exercised: false }],
  ])('when it settles at %s the payout is %j', (settle, payout) => {
    expect(settleDual(call, settle)).toEqual(payout);
  });

  const put: DualSettlementInput = {
    ...call,
    type: 'put',
    principal: '50000',
    investCurrency: 'USDT',
    exerciseCurrency: 'BTC',
  };
  it.each([
    ['49000', { currency: 'exercise', asset: 'BTC', amount: '1.01000000', exercised: true }],
    ['50000', { currency: 'exercise', asset: 'BTC', amount: '1.01000000', exercised: true }],
    ['50000.01', { currency: 'invest', asset: 'USDT', amount: '50500.00000000', exercised: false }],
  ])('buy-low of 50000 USDT settling at %s pays %j', (settle, payout) => {
    expect(settleDual(put, settle)).toEqual(payout);
  });

  it('an hour-based term of 12 h uses hours / 8760', () => {
    expect(dualPayouts({ ...call, term: { invest_hours: 12 } }).invest.amount).toBe('1.00050000');
  });

  it('rounds down: 1/3 BTC put at 3 USDT', () => {
    expect(
      dualPayouts({ ...put, principal: '1', exercisePrice: '3', apyFraction: '0', term: { invest_days: 1 } })
        .exercise.amount,
    ).toBe('0.33333333');
  });

  it('a non-positive exercise price pays 0 rather than dividing by zero', () => {
    expect(dualPayouts({ ...put, exercisePrice: '0' }).exercise.amount).toBe('0.00000000');
  });

  describe('§5, §6 trial fund (category 2): the customer keeps only the yield, in the invest currency', () => {
    const trial: DualSettlementInput = {
      ...put,
      principal: '100',
      apyFraction: '1',
      exercisePrice: '49000',
      term: { invest_hours: 24 },
    };
    it.each([
      // 100 × 1 × 24 / 8760 = 0.27397260.. → 0.27397260 (ROUND_DOWN)
      [trial, '0.2739726', '0.27397260'],
      [
        { ...trial, type: 'call' as const, investCurrency: 'BTC', principal: '0.01' },
        '0.00002739',
        '0.00002739',
      ],
      [{ ...trial, term: { invest_days: 10 }, apyFraction: '0.365' }, '1', '1.00000000'],
      [{ ...trial, apyFraction: '0' }, '0', '0.00000000'],
    ])('given %j the yield is %s', (input, yieldAmount, shown) => {
      expect(dualTrialYield(input)).toBe(yieldAmount);
      expect(dualTrialPayout(input)).toEqual({
        currency: 'invest',
        asset: input.investCurrency,
        amount: shown,
      });
    });
  });

  const term = fc.oneof(
    fc
      .integer({ min: 1, max: 30 })
      .map((days) => ({ term: { invest_days: days }, hours: BigInt(days * 24) })),
    fc.integer({ min: 1, max: 23 }).map((hours) => ({ term: { invest_hours: hours }, hours: BigInt(hours) })),
  );

  it('§1 agrees with exact rational arithmetic (BigInt) for calls and puts, 10 000 runs', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('call' as const, 'put' as const),
        arbDecimal(10n ** 6n, 8),
        arbDecimal(5n, 4),
        arbDecimal(10n ** 6n, 4).filter((p) => p !== '0'),
        term,
        fc.boolean(),
        (type, principal, apy, price, t, hit) => {
          const input: DualSettlementInput = {
            type,
            principal,
            apyFraction: apy,
            exercisePrice: price,
            term: t.term,
            investCurrency: 'I',
            exerciseCurrency: 'E',
          };
          // grown = principal × (8760 + apy × H), at scale 8 + 4
          const grown = toScaled(principal, 8) * (8760n * pow10(4) + toScaled(apy, 4) * t.hours);
          const p4 = toScaled(price, 4);
          let expected: bigint;
          if (!hit) expected = floorDiv(grown * pow10(8), 8760n * pow10(12));
          else if (type === 'call') expected = floorDiv(grown * p4 * pow10(8), 8760n * pow10(16));
          else expected = floorDiv(grown * pow10(4) * pow10(8), 8760n * pow10(12) * p4);
          // Appending a digit makes a positive decimal larger: above the target; '0' is below it.
          // A call converts above, a put below.
          const settle = hit === (type === 'call') ? `${price}1` : '0';
          const result = settleDual(input, settle);
          return result.exercised === hit && result.amount === fromScaled(expected, 8);
        },
      ),
      PROPERTY_RUNS,
    );
  });
});
