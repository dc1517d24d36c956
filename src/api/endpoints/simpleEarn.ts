import { CODE_REDEEM_SUBMITTED } from '../codes';
import { FundingLockedError, type FundingLockOperation } from '../errors/FundingLockedError';
import { familyAccessor } from '../families';
import { SIMPLE_EARN_ROUTES } from '../routeTables';
import type { CallOptions, MoneyCallOptions, Transport } from '../transport';
import type {
  AprHistoryPoint,
  BonusPromo,
  EarnStatistics,
  FlexibleHolding,
  FlexibleProductDetail,
  FlexibleRedeemResult,
  FundingLock,
  HistoryRecord,
  HistoryType,
  Page,
  RateUpVoucher,
  UpgradeWay,
} from '../types';
import { reads, readsAll } from './reads';

/** §7 flexible history query, in the wire names (the UI's pageIndex/pageSize/startTime... map onto them). */
export interface FlexibleHistoryQuery {
  page: number;
  limit: number;
  type?: HistoryType;
  asset?: string;
  start_at?: number;
  end_at?: number;
  is_daily_log?: 0 | 1;
  time_zone?: string;
  is_time_zone?: 0 | 1;
}

/** §7 Simple Earn calls (base /apiw/v2). */
export interface SimpleEarnEndpoints {
  /**
   * GET uni-loan/earn/coin-info (coin, kyc_level, show_page): flexible product detail. `verified`
   * is §6's verified flag (1 or 0), "passed when loading flexible product detail".
   */
  coinInfo(
    query: { coin: string; kyc_level?: number; show_page?: string; verified?: 0 | 1 },
    call?: CallOptions,
  ): Promise<FlexibleProductDetail>;
  /** POST uni-loan/earn/subscribe {asset, amount, rateYear}. Money-moving. */
  subscribe(
    body: { asset: string; amount: string; rateYear: string },
    money: MoneyCallOptions,
  ): Promise<unknown>;
  /**
   * POST uni-loan/earn/redeem {asset, amount, curr_amount, lend_amount, auto_transfer}. Money-moving.
   * Resolves `{ outcome: 'submitted' }` on engine code 213 (an application, §4, §8) and `'redeemed'`
   * on 0/200. `auto_transfer` 0 refuses an application (see `FLEXIBLE_REDEEM_AUTO_TRANSFER_DEFAULT`).
   */
  redeem(
    body: { asset: string; amount: string; curr_amount: string; lend_amount: string; auto_transfer?: 0 | 1 },
    money: MoneyCallOptions,
  ): Promise<FlexibleRedeemResult>;
  /** Cancel a pending redemption {amount, asset} (POST redeem-callback, path chosen). Money-moving. */
  cancelRedemption(body: { amount: string; asset: string }, money: MoneyCallOptions): Promise<unknown>;
  /** GET uni-loan/earn/autoivest (assets): auto-earn status per asset. */
  autoInvest(query: { assets: string }, call?: CallOptions): Promise<unknown>;
  /** POST uni-loan/earn/autoivest {assets, status}: '1' enables auto earn, '0' disables (§4). */
  setAutoInvest(body: { assets: string; status: '0' | '1' }, call?: CallOptions): Promise<unknown>;
  /** GET uni-loan/earn/chart (from, to, asset, type hour or day): APR history. */
  chart(
    query: { from: number; to: number; asset: string; type: 'hour' | 'day' },
    call?: CallOptions,
  ): Promise<AprHistoryPoint[]>;
  /** POST uni-loan/earn/interest-rate {asset, rateYear}: minimum lent APR (§5: rate/100, 4 decimals). */
  setMinRate(body: { asset: string; rateYear: string }, call?: CallOptions): Promise<unknown>;
  /** GET uni-loan/earn/award-pool (asset): bonus promo. */
  awardPool(query: { asset: string }, call?: CallOptions): Promise<BonusPromo>;
  /** GET uni-loan/earn/statistics: the customer's totals (My lendings' header, the home summary). */
  statistics(call?: CallOptions): Promise<EarnStatistics>;
  /** GET uni-loan/earn/subscribe (page, limit, asset, order_id): flexible holdings (limit 10, §9). */
  holdings(
    query: { page: number; limit: number; asset?: string; order_id?: string },
    call?: CallOptions,
  ): Promise<Page<FlexibleHolding>>;
  /** GET uni-loan/earn/history (page, limit, type, asset, start_at, end_at, is_daily_log, time_zone, is_time_zone). */
  history(query: FlexibleHistoryQuery, call?: CallOptions): Promise<Page<HistoryRecord>>;
  /** GET uni-loan/earn/history/coins: coins of the history filter. */
  historyCoins(call?: CallOptions): Promise<string[]>;
  /** GET uni-loan/earn/history/types (product_type): record types of the history filter. */
  historyTypes(query: { product_type: string | number }, call?: CallOptions): Promise<unknown>;
  /** GET uni-loan/earn/user/vip: VIP upgrade way. */
  userVip(call?: CallOptions): Promise<UpgradeWay>;
  /** GET uni-loan/earn/coupon-recommend (pid): rate-up vouchers (response data.list). */
  couponRecommend(query: { pid: string | number }, call?: CallOptions): Promise<{ list: RateUpVoucher[] }>;
  /** GET unified/maintenance_margin_rate. */
  maintenanceMarginRate(call?: CallOptions): Promise<unknown>;
  /** GET account/spot/trading/home (market). */
  tradingHome(query: { market: string }, call?: CallOptions): Promise<unknown>;
  /** Funding-lock check (GET uni-loan/earn/funding-lock, path chosen): use_funding, locked. */
  fundingLock(call?: CallOptions): Promise<FundingLock>;
  /**
   * §4 subscribe flow, §8 "Funding lock": runs the lock check and throws `FundingLockedError` for
   * `operation` when `use_funding` and `locked` are both true, so the operation stops before it is
   * sent. A network failure of the check itself surfaces as NetworkError ('Networkerr', §8).
   */
  assertFundsUnlocked(operation: FundingLockOperation, call?: CallOptions): Promise<void>;
}

function isOn(value: unknown): boolean {
  return value === true || value === 1 || value === '1' || value === 'true';
}

/** Builds `client.simpleEarn`. */
export function createSimpleEarnEndpoints(t: Transport): SimpleEarnEndpoints {
  const fundingLock = (call?: CallOptions) =>
    t.request<FundingLock>({ route: SIMPLE_EARN_ROUTES.earnFundingLock, ...call });
  return {
    coinInfo: reads(t, SIMPLE_EARN_ROUTES.earnCoinInfo),
    subscribe: (body, { signal, ...money }) =>
      t.request({ route: SIMPLE_EARN_ROUTES.earnSubscribe, body, money, signal }),
    redeem: async (body, { signal, ...money }) => {
      const envelope = await t.envelope({
        route: SIMPLE_EARN_ROUTES.earnRedeem,
        body,
        money,
        signal,
        successCodes: [CODE_REDEEM_SUBMITTED],
      });
      return {
        outcome: envelope.code === CODE_REDEEM_SUBMITTED ? 'submitted' : 'redeemed',
        data: envelope.data,
      };
    },
    cancelRedemption: (body, { signal, ...money }) =>
      t.request({ route: SIMPLE_EARN_ROUTES.earnCancelRedemption, body, money, signal }),
    autoInvest: reads(t, SIMPLE_EARN_ROUTES.earnAutoInvest),
    setAutoInvest: (body, call) => t.request({ route: SIMPLE_EARN_ROUTES.earnSetAutoInvest, body, ...call }),
    chart: reads(t, SIMPLE_EARN_ROUTES.earnChart),
    setMinRate: (body, call) => t.request({ route: SIMPLE_EARN_ROUTES.earnSetMinRate, body, ...call }),
    awardPool: reads(t, SIMPLE_EARN_ROUTES.earnAwardPool),
    statistics: readsAll(t, SIMPLE_EARN_ROUTES.earnStatistics),
    holdings: reads(t, SIMPLE_EARN_ROUTES.earnHoldings),
    history: (query, call) =>
      t.request({ route: SIMPLE_EARN_ROUTES.earnHistory, query: { ...query }, ...call }),
    historyCoins: readsAll(t, SIMPLE_EARN_ROUTES.earnHistoryCoins),
    historyTypes: reads(t, SIMPLE_EARN_ROUTES.earnHistoryTypes),
    userVip: readsAll(t, SIMPLE_EARN_ROUTES.earnUserVip),
    couponRecommend: reads(t, SIMPLE_EARN_ROUTES.earnCouponRecommend),
    maintenanceMarginRate: readsAll(t, SIMPLE_EARN_ROUTES.earnMaintenanceMarginRate),
    tradingHome: reads(t, SIMPLE_EARN_ROUTES.earnTradingHome),
    fundingLock,
    assertFundsUnlocked: async (operation, call) => {
      const lock = await fundingLock(call);
      if (isOn(lock?.use_funding) && isOn(lock?.locked)) throw new FundingLockedError({ operation });
    },
  };
}

/** `client.simpleEarn`, and the reason its calls are in the bundle (see familyAccessor). */
export const simpleEarnApi = /* @__PURE__ */ familyAccessor('simpleEarn', createSimpleEarnEndpoints);
