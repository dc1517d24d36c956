import { HOUR_MS, MINUTE_MS } from './constants';
import {
  fixedBonusPercent,
  fixedOrderLocks,
  fixedOrderState,
  fixedReceivedAtMs,
  flexibleBonusApr,
  isVipOrder,
  redeemToDisplay,
  showsEarlyRedeem,
} from './lendings';

describe('§3 fixed order state: 0 or 1 holding, otherwise redeeming', () => {
  it.each([
    [0, 'holding', true],
    [1, 'holding', true],
    [2, 'redeeming', false],
    [3, 'redeeming', false],
  ])('status %i is %s (Redeem early shown: %s)', (status, state, shown) => {
    expect(fixedOrderState(status)).toBe(state);
    expect(showsEarlyRedeem(status)).toBe(shown);
  });
});

describe('§9, §8 redemption received time: finish_time + 30 minutes, or none', () => {
  it.each([
    [1_700_000_000, 1_700_000_000_000 + 30 * MINUTE_MS],
    [0, null],
    [-1, null],
    [null, null],
    [undefined, null],
    [Number.NaN, null],
  ])('finish_time %s is received at %s', (finish, expected) => {
    expect(fixedReceivedAtMs(finish)).toBe(expected);
  });
});

describe('§2, §4 redeem-to: reinvestment on shows none', () => {
  it.each([
    [{ reinvest_status: 1, redeem_account_type: 0 }, 'none'],
    [{ reinvest_status: 1, redeem_account_type: 1 }, 'none'],
    [{ reinvest_status: 0, redeem_account_type: 1 }, 'flexible'],
    [{ reinvest_status: 0, redeem_account_type: 0 }, 'spot'],
  ])('given %j it shows %s', (order, expected) => {
    expect(redeemToDisplay(order)).toBe(expected);
  });
});

describe('§3 VIP badge: product_type 2', () => {
  it.each([
    [2, true],
    [1, false],
  ])('product_type %i is VIP: %s', (type, expected) => {
    expect(isVipOrder(type)).toBe(expected);
  });
});

describe('§4, §9 per-order locks of a fixed order', () => {
  const finish = 1_700_000_000;
  const allowed = { pre_redeem: 1, reinvest: 1, redeem_account: 1 };
  const twoHoursBefore = finish * 1000 - 2 * HOUR_MS;

  it.each([
    [
      'holding, 2 h left, all allowed',
      { status: 1, product_info: allowed },
      twoHoursBefore,
      [null, null, null],
    ],
    [
      'redeeming',
      { status: 2, product_info: allowed },
      twoHoursBefore,
      ['not-holding', 'not-holding', 'not-holding'],
    ],
    [
      'holding, 59 min left',
      { status: 1, product_info: allowed },
      finish * 1000 - 59 * MINUTE_MS,
      ['near-maturity', 'near-maturity', 'near-maturity'],
    ],
    [
      'holding, exactly 60 min left',
      { status: 0, product_info: allowed },
      finish * 1000 - HOUR_MS,
      [null, null, null],
    ],
    [
      'product forbids early redeem only',
      { status: 1, product_info: { ...allowed, pre_redeem: 0 } },
      twoHoursBefore,
      ['product-forbids', null, null],
    ],
    [
      'product forbids reinvest and redeem-to',
      { status: 1, product_info: { pre_redeem: 1, reinvest: 0, redeem_account: 0 } },
      twoHoursBefore,
      [null, 'product-forbids', 'product-forbids'],
    ],
    [
      'no product info',
      { status: 1, product_info: null },
      twoHoursBefore,
      ['product-forbids', 'product-forbids', 'product-forbids'],
    ],
  ] as const)('%s', (_name, order, nowMs, [early, reinvest, redeemTo]) => {
    const locks = fixedOrderLocks({ ...order, finish_time: finish }, nowMs);
    const reason = (lock: (typeof locks)['earlyRedeem']) => (lock.locked ? lock.reason : null);
    expect([reason(locks.earlyRedeem), reason(locks.reinvest), reason(locks.redeemTo)]).toEqual([
      early,
      reinvest,
      redeemTo,
    ]);
  });
});

describe('§2 APR with bonus', () => {
  it.each([
    [{ year_rate_perent: '6', total_year_rate_percent: '8' }, '2'],
    [{ year_rate_perent: '6', total_year_rate_percent: '6' }, null],
    [{ year_rate_perent: '6' }, null],
    [{}, null],
  ])('fixed %j has a rate-up of %s points', (order, expected) => {
    expect(fixedBonusPercent(order)).toBe(expected);
  });

  const window = { start_at: 1_000, end_at: 2_000 };
  it.each([
    [{ ext_award_rate_year: '0.01', is_open_award_pool: 1 }, '0.01'],
    [{ ext_award_rate_year: '0.01', is_open_award_pool: true }, '0.01'],
    [{ ext_award_rate_year: '0.01', is_open_award_pool: 0 }, null],
    [{ ext_award_rate_year: '0', is_open_award_pool: 1 }, null],
    [{ is_open_award_pool: 1 }, null],
  ])('flexible %j, inside its promo window, has a bonus APR of %s', (holding, expected) => {
    expect(flexibleBonusApr(holding, window, 1_500_000)).toBe(expected);
  });

  it.each([
    // §4: only while the promo runs (issue 16 item 7): not before start_at, not from end_at.
    [999_999, null],
    [1_000_000, '0.01'],
    [1_999_999, '0.01'],
    [2_000_000, null],
  ])('an open pool at %i ms (promo 1000 s to 2000 s) adds %s', (nowMs, expected) => {
    expect(flexibleBonusApr({ ext_award_rate_year: '0.01', is_open_award_pool: 1 }, window, nowMs)).toBe(
      expected,
    );
  });

  it('an open pool whose window is unknown promises no bonus', () => {
    expect(flexibleBonusApr({ ext_award_rate_year: '0.01', is_open_award_pool: 1 }, null, 1_500_000)).toBe(
      null,
    );
  });
});
