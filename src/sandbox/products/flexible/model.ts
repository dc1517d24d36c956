import type { BonusPromo, FlexibleHolding, LadderApr } from '../../../api/types';
import { blendedApr, dec, FLEXIBLE_PRODUCT_ID, HISTORY_MODE, HISTORY_TYPE, HOUR_MS } from '../../../domain';
import { addHistory } from '../../history';
import { moveFunds } from '../../ledger';
import { type ExchangeContext, refuse } from '../../module';
import type { SandboxData } from '../../state';
import { FIRST_PAYMENT_DELAY_MS } from './rules';

/**
 * Simple Earn flexible (§3 Flexible holding / product detail, §7 Simple Earn, §9 times). The time and
 * money rules the spec leaves open are in flexible/rules.ts.
 *
 * Code 213 rule (§4, §8): a redemption is an application (code 213, arrives after 24 h, cannot be
 * cancelled) when the product's lend_ratio is at least 0.8 (§9 redeem warning threshold: most of the
 * asset is lent out) or the amount is above the product's `instant_redeem_limit`; otherwise it is
 * frozen (frozen_status 1, cancellable) and arrives after 10 minutes.
 *
 * Redemptions take principal from the newest tranche first, so older, earning money keeps earning.
 * Cancelling puts the amount back as a new tranche (it earns again from +1 h, like a subscription).
 */

/** A §3 flexible product plus the sandbox's own knobs. */
export interface FlexibleProductConfig {
  asset: string;
  min_lend_amount: string;
  limit_min_lend_rate_year: string;
  max_lend_rate_year: string;
  ladder_apr: LadderApr[];
  /** §3 bonus promo, or null when the asset has none. */
  bonus: BonusPromo | null;
  lend_ratio: string;
  /** Amounts above this are redeemed as an application (code 213). */
  instant_redeem_limit: string;
  /** The coin's amount decimals, answered by lend-earn-coin-info (§5; see `coinAmountPrecision`). */
  precision: number;
}

/** Principal subscribed at one time; it keeps its own interest clock. */
export interface Tranche {
  id: number;
  principal: string;
  subscribedAtMs: number;
}

/** A redemption on its way to spot (frozen_amount). */
export interface PendingRedemption {
  id: number;
  amount: string;
  arriveAtMs: number;
  /** False for a 213 application (frozen_status 0). */
  cancellable: boolean;
}

/** The customer's flexible position in one asset. */
export interface FlexibleHoldingState {
  asset: string;
  tranches: Tranche[];
  pending: PendingRedemption[];
  cumulative: string;
  /** The last hourly interest paid (§3 `interest`). */
  lastInterest: string;
  autoInvest: '0' | '1';
  /** §3 min_lend_rate_year, a fraction. */
  minLendRateYear: string;
}

/** The flexible module's state. */
export interface FlexibleSlice {
  products: Record<string, FlexibleProductConfig>;
  holdings: Record<string, FlexibleHoldingState>;
}

export const FLEXIBLE = 'flexible';

/** Ledger accounts: lent principal and frozen (redeeming) principal. */
export const FLEXIBLE_ACCOUNT = 'flexible';

export const FROZEN_ACCOUNT = 'frozen';

/**
 * §4 lists modes for special sources only (auto earn, launch pool, auto reinvest...). A plain lend,
 * interest or bonus record has none, so it carries 0; the UI shows a mode only for redemptions.
 */
export const PLAIN_MODE = HISTORY_MODE.REDEEM_UNIFIED;

export function slice(ctx: ExchangeContext): FlexibleSlice {
  return ctx.slice<FlexibleSlice>(FLEXIBLE);
}

export function sum(values: readonly string[]): string {
  return values.reduce((acc, v) => acc.plus(dec(v)), dec('0')).toString();
}

export function product(ctx: ExchangeContext, asset: string): FlexibleProductConfig {
  const found = slice(ctx).products[asset];
  if (!found) refuse(`${asset} has no flexible product`);
  return found;
}

export function holdingOf(ctx: ExchangeContext, asset: string): FlexibleHoldingState {
  const holdings = slice(ctx).holdings;
  holdings[asset] ??= {
    asset,
    tranches: [],
    pending: [],
    cumulative: '0',
    lastInterest: '0',
    autoInvest: '0',
    minLendRateYear: product(ctx, asset).limit_min_lend_rate_year,
  };
  return holdings[asset];
}

/** A promo is set up with a rate: the pool reads as open (is_open_award_pool), in its window or not. */
export function poolOpen(bonus: BonusPromo | null): bonus is BonusPromo {
  return bonus !== null && dec(bonus.ext_award_rate_year).gt(0);
}

export function bonusActive(
  bonus: BonusPromo | null,
  hourStartMs: number,
  hourEndMs: number,
): bonus is BonusPromo {
  return (
    bonus !== null &&
    dec(bonus.ext_award_rate_year).gt(0) &&
    bonus.start_at * 1000 <= hourStartMs &&
    hourEndMs <= bonus.end_at * 1000
  );
}

/** Earning tranches at `atMs` (the hour before it was wholly after their +1 h start), oldest first. */
export function earningTranches(holding: FlexibleHoldingState, atMs: number): Tranche[] {
  return holding.tranches
    .filter((t) => t.subscribedAtMs + FIRST_PAYMENT_DELAY_MS <= atMs)
    .sort((a, b) => a.subscribedAtMs - b.subscribedAtMs || a.id - b.id);
}

/** Moves `amount` from `from` into the flexible product as a new tranche and records the lend. */
export function lendToFlexible(
  ctx: ExchangeContext,
  move: { asset: string; amount: string; from: string; mode: number; reason: string },
): void {
  const holding = holdingOf(ctx, move.asset);
  moveFunds(ctx.data, {
    asset: move.asset,
    from: move.from,
    to: FLEXIBLE_ACCOUNT,
    amount: move.amount,
    reason: move.reason,
  });
  holding.tranches.push({ id: ctx.nextId(), principal: move.amount, subscribedAtMs: ctx.now() });
  addHistory(ctx.data, {
    business: FLEXIBLE,
    asset: move.asset,
    type: HISTORY_TYPE.LEND,
    mode: move.mode as typeof PLAIN_MODE,
    amount: move.amount,
    principal: move.amount,
    order_id: FLEXIBLE_PRODUCT_ID,
  });
}

/** §3 Flexible holding as the API sends it. */
export function toFlexibleHolding(ctx: ExchangeContext, holding: FlexibleHoldingState): FlexibleHolding {
  const config = product(ctx, holding.asset);
  const now = ctx.now();
  const principal = sum(holding.tranches.map((t) => t.principal));
  const frozen = sum(holding.pending.map((p) => p.amount));
  const lent = sum(earningTranches(holding, now + HOUR_MS).map((t) => t.principal));
  const apr = blendedApr(lent, config.ladder_apr);
  const bonusOn = poolOpen(config.bonus);
  return {
    asset: holding.asset,
    curr_amount: dec(principal).plus(dec(frozen)).toString(),
    lend_amount: lent,
    frozen_amount: frozen,
    frozen_status: holding.pending.some((p) => p.cancellable) ? 1 : 0,
    margin_frozen_amount: '0',
    cumulative: holding.cumulative,
    interest: holding.lastInterest,
    next_time_rate_year: apr,
    ext_award_rate_year: bonusOn ? config.bonus!.ext_award_rate_year : '0',
    last_rate_year: apr,
    is_open_award_pool: bonusOn ? 1 : 0,
    award_asset: config.bonus?.award_asset ?? holding.asset,
    auto_invest_status: holding.autoInvest,
    min_lend_rate_year: holding.minLendRateYear,
    ladder_apr: config.ladder_apr,
  };
}

/** The customer's flexible holdings with anything in them, by asset. */
export function flexibleHoldings(ctx: ExchangeContext): FlexibleHolding[] {
  return Object.values(slice(ctx).holdings)
    .filter((h) => h.tranches.length > 0 || h.pending.length > 0 || dec(h.cumulative).gt(0))
    .sort((a, b) => (a.asset < b.asset ? -1 : 1))
    .map((h) => toFlexibleHolding(ctx, h));
}

/** Newest tranche first (see module note). */
export function takeFromTranches(holding: FlexibleHoldingState, amount: string): void {
  let left = dec(amount);
  const ordered = [...holding.tranches].sort((a, b) => b.subscribedAtMs - a.subscribedAtMs || b.id - a.id);
  for (const tranche of ordered) {
    if (!left.gt(0)) break;
    const take = dec(tranche.principal).lt(left) ? dec(tranche.principal) : left;
    tranche.principal = dec(tranche.principal).minus(take).toString();
    left = left.minus(take);
  }
  holding.tranches = holding.tranches.filter((t) => dec(t.principal).gt(0));
}

/** §4: a redemption to spot is mode 32 in the classic account, 0 (redeem unified) otherwise. */
export function redeemMode(
  data: SandboxData,
): typeof HISTORY_MODE.REDEEM_SPOT | typeof HISTORY_MODE.REDEEM_UNIFIED {
  return data.account.mode === 'classic' ? HISTORY_MODE.REDEEM_SPOT : HISTORY_MODE.REDEEM_UNIFIED;
}
