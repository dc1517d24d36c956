import {
  DAYS_PER_YEAR,
  dec,
  FLEXIBLE_PRODUCT_ID,
  HISTORY_TYPE,
  HOUR_MS,
  msToSeconds,
  toPlaces,
} from '../../../domain';
import type { NewHistoryRecord } from '../../history';
import { addHistory } from '../../history';
import type { ExchangeContext } from '../../module';
import { FLEXIBLE, type FlexibleProductConfig, PLAIN_MODE, redeemMode } from './model';

/** The flexible products the sandbox offers, its seed holdings and generated history. */

export const DEFAULT_PRODUCTS = (nowMs: number): Record<string, FlexibleProductConfig> => {
  const start = msToSeconds(nowMs) - 86_400;
  const end = msToSeconds(nowMs) + 7 * 86_400;
  return {
    USDT: {
      asset: 'USDT',
      min_lend_amount: '1',
      limit_min_lend_rate_year: '0.0001',
      max_lend_rate_year: '0.05',
      ladder_apr: [
        { left: '0', right: '1000', apr: '0.1' },
        { left: '1000', right: '', apr: '0.03' },
      ],
      bonus: {
        award_asset: 'USDT',
        ext_award_limit: '500',
        ext_award_rate_year: '0.05',
        start_at: start,
        end_at: end,
      },
      lend_ratio: '0.5',
      instant_redeem_limit: '100000',
      precision: 8,
    },
    BTC: {
      asset: 'BTC',
      min_lend_amount: '0.0001',
      limit_min_lend_rate_year: '0.0001',
      max_lend_rate_year: '0.05',
      ladder_apr: [
        { left: '0', right: '1', apr: '0.02' },
        { left: '1', right: '', apr: '0.005' },
      ],
      bonus: null,
      lend_ratio: '0.85',
      instant_redeem_limit: '5',
      precision: 8,
    },
    ETH: {
      asset: 'ETH',
      min_lend_amount: '0.001',
      limit_min_lend_rate_year: '0.0001',
      max_lend_rate_year: '0.05',
      ladder_apr: [
        { left: '0', right: '10', apr: '0.03' },
        { left: '10', right: '', apr: '0.01' },
      ],
      bonus: {
        award_asset: 'GT',
        ext_award_limit: '5',
        ext_award_rate_year: '0.02',
        start_at: start,
        end_at: end,
      },
      lend_ratio: '0.6',
      instant_redeem_limit: '50',
      precision: 6,
    },
    GT: {
      asset: 'GT',
      min_lend_amount: '1',
      limit_min_lend_rate_year: '0.0001',
      max_lend_rate_year: '0.05',
      ladder_apr: [{ left: '0', right: '', apr: '0.04' }],
      bonus: null,
      lend_ratio: '0.3',
      instant_redeem_limit: '100000',
      precision: 4,
    },
    USDC: {
      asset: 'USDC',
      min_lend_amount: '1',
      limit_min_lend_rate_year: '0.0001',
      max_lend_rate_year: '0.05',
      ladder_apr: [{ left: '0', right: '', apr: '0.06' }],
      bonus: null,
      lend_ratio: '0.4',
      instant_redeem_limit: '100000',
      precision: 6,
    },
  };
};

/** Holdings the 'regular' scenario starts with, subscribed 3 days before the start (already earning). */
export const SEED_HOLDINGS: Record<string, string> = { USDT: '5000', BTC: '0.5', ETH: '5' };

/**
 * Past records for the whale: display only (they are history before the sandbox started, so they move
 * no balance), spread over the last 12 months, in time order.
 */
export function generateHistory(ctx: ExchangeContext, business: string, count: number): void {
  const random = ctx.random;
  const now = ctx.now();
  const span = 365 * 24 * HOUR_MS;
  const assets = ['USDT', 'BTC', 'ETH', 'GT', 'USDC'];
  const types = business === FLEXIBLE ? [1, 2, 3, 4] : [1, 2, 3, 5];
  const step = Math.floor(span / count);
  for (let i = 0; i < count; i += 1) {
    const atMs = now - span + i * step + random.int(0, Math.max(0, step - 1));
    const type = random.pick(types) as 1 | 2 | 3 | 4 | 5;
    const amount = random.units(1, 10_000_000, 6);
    const asset = random.pick(assets);
    const lockUpPeriod = business === FLEXIBLE ? 0 : random.pick([7, 14, 30]);
    const record = {
      business,
      asset,
      type,
      mode: type === HISTORY_TYPE.REDEEM ? redeemMode(ctx.data) : PLAIN_MODE,
      amount,
      order_id: business === FLEXIBLE ? FLEXIBLE_PRODUCT_ID : random.int(100_000, 999_999),
      lock_up_period: lockUpPeriod,
      ...recordFigures(type, asset, amount, HISTORY_RATES[i % HISTORY_RATES.length] as string, lockUpPeriod),
    } as const;
    addHistory(ctx.data, record, atMs);
  }
}

/** The APRs the whale's past records were paid at, in turn. */
const HISTORY_RATES = ['0.02', '0.035', '0.05', '0.08'];

/**
 * The §3 fields a past record of `type` carries beside its amount, consistent with it: an interest
 * record names the principal that earns it at `yearRate` in a day (flexible) or a term (fixed), a
 * lend or a redemption moves its principal, a bonus or a rate-up its own interest. Derived from the
 * amount, not drawn, so the whale's amounts and times stay those of its seed.
 */
function recordFigures(
  type: number,
  asset: string,
  amount: string,
  yearRate: string,
  lockUpPeriod: number,
): Partial<NewHistoryRecord> {
  const days = Math.max(1, lockUpPeriod);
  switch (type) {
    case HISTORY_TYPE.LEND:
    case HISTORY_TYPE.REDEEM:
      return { principal: amount, year_rate: yearRate };
    case HISTORY_TYPE.INTEREST: {
      const principal = toPlaces(dec(amount).times(DAYS_PER_YEAR).div(dec(yearRate).times(days)), 6);
      return { principal, interest: amount, year_rate: yearRate };
    }
    case HISTORY_TYPE.BONUS:
      return { bonus_amount: amount, bonus_asset: asset, year_rate: yearRate };
    default:
      return { coupon_interest: amount, year_rate: yearRate };
  }
}
