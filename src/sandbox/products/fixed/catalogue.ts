import type { FixedProduct } from '../../../api/types';
import {
  DAY_MS,
  dec,
  estimateFixedInterest,
  fixedTimeline,
  HOUR_MS,
  msToSeconds,
  PRODUCT_TYPE,
  SALE_STATUS,
} from '../../../domain';
import { bookExternal } from '../../ledger';
import type { ExchangeContext } from '../../module';
import { FIXED_ACCOUNT, STATUS, type StoredVoucher, slice } from './model';

/** The fixed products and vouchers the sandbox offers, and generated orders for the whale. */

export function product(
  id: number,
  asset: string,
  lockUp: number,
  yearRate: string,
  extra: Partial<FixedProduct> = {},
): FixedProduct {
  return {
    asset,
    id,
    type: PRODUCT_TYPE.NORMAL,
    year_rate: yearRate,
    ladder_apr: [],
    min_vip: 0,
    max_vip: 16,
    sale_status: SALE_STATUS.SUBSCRIBABLE,
    lock_up_period: lockUp,
    award_asset: asset,
    next_time_rate_year: yearRate,
    min_lend_amount: asset === 'BTC' ? '0.001' : asset === 'ETH' ? '0.01' : '10',
    user_max_lend_volume: asset === 'BTC' ? '5' : asset === 'ETH' ? '100' : '100000',
    start_at: 0,
    end_at: 0,
    bonus_asset: '',
    bonus_asset_price: '0',
    product_asset_price: '0',
    reinvest: 1,
    pre_redeem: 1,
    redeem_account: 1,
    ...extra,
  };
}

/** The product catalogue every scenario starts with. */
export function defaultFixedProducts(): FixedProduct[] {
  return [
    product(101, 'USDT', 7, '0.06'),
    product(102, 'USDT', 30, '0.08', { pre_redeem: 0 }),
    product(103, 'BTC', 14, '0.03'),
    product(104, 'ETH', 7, '0.04', { redeem_account: 0 }),
    product(105, 'USDT', 30, '0.12', { type: PRODUCT_TYPE.VIP, min_vip: 5, max_vip: 7 }),
    product(106, 'ETH', 60, '0.07', { type: PRODUCT_TYPE.VIP, min_vip: 8, max_vip: 16, reinvest: 0 }),
  ];
}

export function defaultVouchers(nowMs: number): StoredVoucher[] {
  const expires = msToSeconds(nowMs + 30 * DAY_MS);
  return [
    {
      id: 901,
      title: 'New-user rate booster',
      rate_ratio: '2',
      rate_day: 3,
      expired_timest: expires,
      buy_limit_low: '100',
      buy_limit_high: '10000',
      using_currency: 'USDT',
      used: false,
    },
    {
      id: 902,
      title: 'BTC rate booster',
      rate_ratio: '1',
      rate_day: 7,
      expired_timest: expires,
      buy_limit_low: '0.01',
      buy_limit_high: '1',
      using_currency: 'BTC',
      used: false,
    },
  ];
}

/** A whale-sized order in `asset`: USDT in the thousands, the coins in units (their balances' scale). */
export function whaleAmount(ctx: ExchangeContext, asset: string): string {
  return asset === 'USDT' ? ctx.random.units(100_00, 50_000_00, 2) : ctx.random.units(1_0000, 20_0000, 4);
}

/**
 * The whale's book of `count` current fixed orders (a desk that rolls many orders): each was lent at
 * a random moment inside its own term, so it is holding now and matures as the clock moves. The
 * principal was already locked when the scenario opens, so it is booked as opening money in the fixed
 * account, and the ledger explains every balance as for any other order.
 */
export function generateOrders(ctx: ExchangeContext, count: number): void {
  const state = slice(ctx);
  const now = ctx.now();
  for (let i = 0; i < count; i += 1) {
    const p = ctx.random.pick(state.products);
    const createdAtMs = now - ctx.random.int(1, p.lock_up_period * 24 - 1) * HOUR_MS;
    const amount = whaleAmount(ctx, p.asset);
    const timeline = fixedTimeline({ subscribedAtMs: createdAtMs, lockUpDays: p.lock_up_period });
    bookExternal(ctx.data, { asset: p.asset, account: FIXED_ACCOUNT, delta: amount, reason: 'opening' });
    state.orders.push({
      order_id: ctx.nextId(),
      product_id: Number(p.id),
      asset: p.asset,
      product_type: p.type === 2 ? 2 : 1,
      principal: amount,
      lock_up_period: p.lock_up_period,
      year_rate: p.year_rate,
      createdAtMs,
      finishAtMs: timeline.maturityAtMs,
      status: STATUS.HOLDING,
      reinvest_status: 0,
      redeem_account_type: 0,
      interest: dec(estimateFixedInterest(amount, p.year_rate, p.lock_up_period)).toString(),
      coupon: null,
      payout: null,
      arriveAtMs: null,
    });
  }
}
