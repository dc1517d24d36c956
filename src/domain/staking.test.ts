import fc from 'fast-check';
import { BONUS_STATUS } from './enums';
import {
  bonusStatus,
  checkStake,
  estimateStakingReward,
  isBonusActive,
  type StakeCheckInput,
  type StakingLadderTier,
  stakingAvailable,
  stakingCap,
  stakingConversion,
  stakingDailyEstimate,
  stakingDailyReward,
  stakingLadderDailyReward,
  stakingMaxAmount,
  stakingNetDailyReward,
} from './staking';
import { arbDecimal, floorDiv, fromScaled, PROPERTY_RUNS, pow10, toScaled } from './testSupport';

describe('§5 staking available balance', () => {
  it.each([
    [{ balance: '100', loans: '40', coinSupportsStaking: true }, '100'],
    [{ balance: '100', loans: '40', coinSupportsStaking: false }, '60'],
    [{ balance: '100', loans: null, coinSupportsStaking: false }, '100'],
    [{ balance: '10', loans: '40', coinSupportsStaking: false }, '0'],
  ])('given %j available is %s', (input, expected) => {
    expect(stakingAvailable(input)).toBe(expected);
  });
});

describe('§5, §3 staking cap: −1 unlimited', () => {
  it.each([
    [{ personalLimit: '-1', staked: '5' }, { kind: 'unlimited' }],
    [
      { personalLimit: '100', staked: '30' },
      { kind: 'limited', limit: '100', remaining: '70' },
    ],
    [
      { personalLimit: '100', staked: '130' },
      { kind: 'limited', limit: '100', remaining: '0' },
    ],
    [
      { personalLimit: '100', crowdLimit: '50', isCrowd: true, staked: '10' },
      { kind: 'limited', limit: '50', remaining: '40' },
    ],
    [{ personalLimit: '100', crowdLimit: '-1', isCrowd: true, staked: '10' }, { kind: 'unlimited' }],
    [
      { personalLimit: '100', crowdLimit: '50', isCrowd: false, staked: '10' },
      { kind: 'limited', limit: '100', remaining: '90' },
    ],
  ])('given %j the cap is %j', (input, expected) => {
    expect(stakingCap(input)).toEqual(expected);
  });

  it.each([
    ['500', { kind: 'unlimited' } as const, '500'],
    ['500', { kind: 'limited', limit: '100', remaining: '70' } as const, '70'],
    ['12.123456789', { kind: 'unlimited' } as const, '12.12345678'],
  ])('Max with available %s and cap %j fills %s', (available, cap, expected) => {
    expect(stakingMaxAmount(available, cap)).toBe(expected);
  });
});

describe('§5 staking stake: given min 1, available 100', () => {
  const base: StakeCheckInput = { amount: '', coin: 'DOT', minAmount: '1', available: '100', agreed: true };
  it.each([
    ['', true, null, false],
    ['0', true, null, false],
    ['0.5', true, { key: 'staking.stake.min', params: { amount: '1', coin: 'DOT' } }, false],
    ['1', true, null, true],
    ['100', true, null, true],
    ['100.1', true, { key: 'staking.stake.insufficient' }, false],
    ['50', false, null, false],
  ])(
    'when %j is typed (agreed %s) the error is %j and Stake enabled is %s',
    (amount, agreed, error, canStake) => {
      expect(checkStake({ ...base, amount, agreed })).toEqual({ error, canStake });
    },
  );

  it('given a balance not known (logged out, or not read yet), no amount is refused for it', () => {
    expect(checkStake({ ...base, amount: '100000', available: null })).toEqual({
      error: null,
      canStake: true,
    });
  });

  it('given a limited cap with 20 left, 21 exceeds it', () => {
    expect(
      checkStake({ ...base, amount: '21', cap: { kind: 'limited', limit: '50', remaining: '20' } }).error,
    ).toEqual({
      key: 'staking.stake.capExceeded',
      params: { amount: '20', coin: 'DOT' },
    });
  });
});

describe('§5 estimated daily reward = amount × rate / 365 (rate in percent)', () => {
  it.each([
    ['36500', '5', '5.00000000'],
    ['1000', '5.2', '0.14246575'],
    ['0', '5', '0.00000000'],
  ])('%s at %s %% earns %s per day', (amount, rate, expected) => {
    expect(stakingDailyReward(amount, rate)).toBe(expected);
  });

  const ladder: StakingLadderTier[] = [
    { money_min: '0', money_max: '1000', money_rate: '10' },
    { money_min: '1000', money_max: '-1', money_rate: '3.65' },
  ];
  it.each([
    ['500', '0.13698630'],
    ['1000', '0.27397260'],
    ['2000', '0.37397260'],
  ])('§5 over ladder tiers (−1 unlimited) %s earns %s per day', (amount, expected) => {
    expect(stakingLadderDailyReward(amount, ladder)).toBe(expected);
  });

  const scaledRate = arbDecimal(100n, 4);
  it('§5 agrees with exact rational arithmetic (BigInt), 10 000 runs', () => {
    fc.assert(
      fc.property(
        arbDecimal(10n ** 7n, 8),
        scaledRate,
        fc.array(fc.tuple(fc.bigInt({ min: 1n, max: 10n ** 15n }), scaledRate), { maxLength: 3 }),
        (amount, rate, rawTiers) => {
          const a = toScaled(amount, 8);
          const base = floorDiv(a * toScaled(rate, 4) * pow10(8), 100n * 365n * pow10(12));
          if (stakingDailyReward(amount, rate) !== fromScaled(base, 8)) return false;

          const cuts = [...new Set(rawTiers.map(([cut]) => cut))].sort((x, y) => (x < y ? -1 : 1));
          const bounds = [0n, ...cuts];
          let perYear = 0n; // scale 8 + 4
          const tiers: StakingLadderTier[] = bounds.map((min, i) => {
            const max = bounds[i + 1];
            const r = rawTiers[i]?.[1] ?? rate;
            const top = max === undefined || a < max ? a : max;
            perYear += (top > min ? top - min : 0n) * toScaled(r, 4);
            return {
              money_min: fromScaled(min, 8),
              money_max: max === undefined ? '-1' : fromScaled(max, 8),
              money_rate: r,
            };
          });
          const expected = floorDiv(perYear * pow10(8), 100n * 365n * pow10(12));
          return stakingLadderDailyReward(amount, tiers) === fromScaled(expected, 8);
        },
      ),
      PROPERTY_RUNS,
    );
  });
});

describe('§4 extra bonus: applies only while processing', () => {
  const window = { start_time: 1_700_000_000, end_time: 1_700_086_400 };
  it.each([
    [1_699_999_999_999, BONUS_STATUS.NOT_STARTED],
    [1_700_000_000_000, BONUS_STATUS.PROCESSING],
    [1_700_086_399_999, BONUS_STATUS.PROCESSING],
    [1_700_086_400_000, BONUS_STATUS.FINISHED],
  ])('at %i ms the status is %s', (nowMs, status) => {
    expect(bonusStatus(window, nowMs)).toBe(status);
    expect(isBonusActive(window, nowMs)).toBe(status === BONUS_STATUS.PROCESSING);
  });

  const bonus = { ...window, interest: [{ money_min: '0', money_max: '-1', money_rate: '36.5' }] };
  it.each([
    [1_700_000_000_000, { base: '5.00000000', bonus: '1.00000000', total: '6.00000000' }],
    [1_800_000_000_000, { base: '5.00000000', bonus: '0.00000000', total: '5.00000000' }],
  ])('when now is %i the estimate is %j', (nowMs, expected) => {
    expect(estimateStakingReward({ amount: '1000', ratePercent: '182.5', bonus, nowMs })).toEqual(expected);
  });

  it('without a bonus the estimate is the base reward', () => {
    expect(estimateStakingReward({ amount: '36500', ratePercent: '5', nowMs: 0 }).total).toBe('5.00000000');
  });
});

describe('§5 the estimate is amount × rate / 365 with the ladder, rounded once (issue 16 item 1)', () => {
  const ladder = [{ money_min: '0', money_max: '-1', money_rate: '3' }];
  it.each([
    // Each part rounded down, then added, gives one unit less: 0.00032876 + 0.00024657 = 0.00057533.
    ['3', { base: '0.00032876', bonus: '0.00024657', total: '0.00057534' }],
    ['12.5', { base: '0.00136986', bonus: '0.00102739', total: '0.00239726' }],
    ['36500', { base: '4.00000000', bonus: '3.00000000', total: '7.00000000' }],
  ])('%s GT at 4 %% + a 3 %% bonus estimates %j', (amount, expected) => {
    expect(stakingDailyEstimate({ amount, ratePercent: '4', ladder })).toEqual(expected);
  });
});

describe('§3 fee_rate, §6 vip_config: the estimate is net of the commission the exchange keeps (issue 16 item 2)', () => {
  it.each([
    // 110 × 4 % / 365 = 0.01205479…; 10 % commission × 0.9 (the tier's vip_sale) keeps 9 %.
    ['10', '0.9', '0.01096986'],
    ['10', null, '0.01084931'],
    ['10', '0.5', '0.01145205'],
    ['0', '0.9', '0.01205479'],
    ['100', null, '0.00000000'],
  ])('110 GT at 4 %%, fee %s %% and vip_sale %s earn %s a day', (feePercent, vipSale, expected) => {
    const estimate = stakingDailyEstimate({
      amount: '110',
      ratePercent: '4',
      feePercent,
      vipSale,
      ladder: null,
    });
    expect(estimate.base).toBe(expected);
    expect(stakingNetDailyReward('110', '4', { feePercent, vipSale })).toBe(expected);
  });

  it('the bonus ladder pays without commission', () => {
    const ladder = [{ money_min: '0', money_max: '-1', money_rate: '3.65' }];
    expect(stakingDailyEstimate({ amount: '1000', ratePercent: '0', feePercent: '50', ladder }).bonus).toBe(
      '0.10000000',
    );
  });
});

describe('§3 exchange_rate, §9 staking precision: stakingConversion', () => {
  it.each([
    ['10', '0.98', '9.8'],
    ['1', '0.333333333', '0.33333333'],
    ['0.00000001', '0.5', '0'],
    ['3', '1.000000019', '3.00000005'],
  ])('%s at %s converts to %s, rounded down to 8 decimals', (amount, rate, expected) => {
    expect(stakingConversion(amount, rate)).toBe(expected);
  });
});
