/**
 * The Simple Earn subscribe flow without React (§2, §4, §5, §9): from the read models (the product
 * detail, the holding, the quota, the vouchers) and what the customer typed, the rate sent, where
 * the redemption goes, the §5 check's input, the estimate, Max, and the request. `useSubscribeForm`
 * wires reads and the money action around it; the rules themselves are the domain's.
 */
import type { FixedLendBody } from '../api/endpoints/fixed';
import type { FlexibleProductDetail, RateUpVoucher } from '../api/types';
import {
  type BonusPromoWindow,
  blendedApr,
  dec,
  estimateDailyInterest,
  estimateFixedInterest,
  FLEXIBLE_PRODUCT_ID,
  flexibleBonusApr,
  isPositiveAmount,
  ladderDailyAccrual,
  minDec,
  PRODUCT_TYPE,
  percentToFraction,
  REDEEM_ACCOUNT_TYPE,
  type RedeemAccountType,
  redeemAccountForReinvest,
  roundDown,
  SALE_STATUS,
  type SubscribeCheckInput,
  secondsToMs,
  voucherDays,
  voucherInterest,
} from '../domain';
import type { SubscribeProduct } from './subscribeProducts';

/** What the subscribe request carries; one idempotency key per distinct input (useMoneyAction). */
export interface SubscribeInput {
  productId: string;
  amount: string;
  rateYear: string;
  voucherId: string | null;
  reinvest: 0 | 1;
  redeemTo: RedeemAccountType;
}

/** The accepted subscription, for the result view. */
export interface SubscribeResult {
  amount: string;
  orderId?: string;
}

/** Estimated APR and return of the amount typed (§9), all fractions and decimal strings. */
export interface SubscribeEstimate {
  /**
   * The amount the figures are for: the typed amount when it is positive, otherwise '0' (nothing
   * typed yet, or a lone point), so a form can tell an estimate of nothing from a small one.
   */
  amount: string;
  /** The APR the amount earns: the ladder blend for flexible, year_rate for fixed. */
  aprFraction: string;
  /** The running bonus promo's APR (flexible), or null. */
  bonusAprFraction: string | null;
  /** The chosen voucher's extra APR (fixed), or null. */
  voucherAprFraction: string | null;
  /** The days of the term the voucher raises (§3: rate_day, never beyond the term), or null. */
  voucherDays: number | null;
  /** Flexible: one day's interest; fixed: the whole term's (voucher days included). */
  interest: string;
  /** Flexible: one day's bonus in the bonus asset, or null. */
  bonus: string | null;
}

/** The flexible bonus promo while it runs (§4), in the form's terms. */
export interface SubscribeBonus {
  aprFraction: string;
  limit: string;
  asset: string;
}

/** What the form knows when it checks an amount (§5). */
export interface SubscribeFacts {
  asset: string;
  product: SubscribeProduct | null;
  /** The available balance; undefined while unknown. */
  available: string | undefined;
  /** Fixed: the remaining individual quota; null for flexible; undefined while loading. */
  quota: string | null | undefined;
  /** The APR the request would carry, or null while it is missing (§5). */
  rateYear: string | null;
  voucher: RateUpVoucher | null;
  tierLevel: number;
}

/** §5 check input for `amount` under `facts`. */
export function subscribeCheckInput(facts: SubscribeFacts, amount: string): SubscribeCheckInput {
  const { product, voucher } = facts;
  return {
    amount,
    asset: facts.asset,
    minAmount: product?.minAmount ?? '0',
    available: facts.available ?? null,
    aprFraction: product ? facts.rateYear : null,
    fixed:
      product?.kind === 'fixed'
        ? {
            remainingQuota: facts.quota,
            saleStatus: product.soldOut ? SALE_STATUS.SOLD_OUT : SALE_STATUS.SUBSCRIBABLE,
            productType: product.productType,
            vipRange: { minTier: product.minVip, maxTier: product.maxVip },
          }
        : null,
    voucher: voucher ? { buyLimitLow: voucher.buy_limit_low, buyLimitHigh: voucher.buy_limit_high } : null,
    tierLevel: facts.tierLevel,
  };
}

/**
 * The rate a flexible subscription sends (§7 `rateYear`): the customer's minimum lent APR, or the
 * product's floor for a first subscription; null ("missing", §5) until the holding read settles.
 */
export function flexibleRateYear(
  holdingSettled: boolean,
  holdingRate: string | undefined,
  detail: FlexibleProductDetail | undefined,
): string | null {
  if (!holdingSettled) return null;
  return holdingRate ?? detail?.limit_min_lend_rate_year ?? null;
}

/**
 * Where a fixed order's redemption goes (§3, §4): reinvest decides it; a product that cannot pay
 * out to the flexible account only offers spot; otherwise the customer's choice.
 */
export function subscribeRedeemTo(
  product: SubscribeProduct | null,
  reinvest: boolean,
  chosen: RedeemAccountType,
): RedeemAccountType {
  if (reinvest) return redeemAccountForReinvest(true);
  if (product && !product.allowsRedeemToFlexible) return REDEEM_ACCOUNT_TYPE.SPOT_OR_UNIFIED;
  return chosen;
}

/**
 * The flexible bonus promo the estimate adds (§4: only while it runs, by the award pool's
 * start_at / end_at at `nowMs`), or null.
 */
export function subscribeBonus(
  detail: FlexibleProductDetail | undefined,
  promo: BonusPromoWindow | null | undefined,
  nowMs: number,
): SubscribeBonus | null {
  if (!detail || flexibleBonusApr(detail, promo, nowMs) === null) return null;
  return {
    aprFraction: detail.ext_award_rate_year,
    limit: detail.ext_award_limit,
    asset: detail.award_asset,
  };
}

/** The amount an estimate is of: `amount` when it is positive, otherwise '0' (nothing typed, a lone point). */
export function estimatedAmount(amount: string): string {
  return isPositiveAmount(amount) ? amount : '0';
}

/** §9 estimate of `amount` (a non-amount counts as 0), or null before the product loads. */
export function subscribeEstimate(
  product: SubscribeProduct | null,
  amount: string,
  bonus: SubscribeBonus | null,
  voucher: RateUpVoucher | null,
): SubscribeEstimate | null {
  if (!product) return null;
  const value = estimatedAmount(amount);
  if (product.kind === 'flexible') {
    // §9: a ladder accrues tier by tier (range width × apr / 365, to 6 decimals). The blended APR is
    // what the form shows, not what the return is computed from: rounded down to 4 decimals first,
    // it made 1000.5 USDT on 10 % / 3 % tiers earn 0.27383547 a day instead of 0.274013. A product
    // without tiers earns its one APR.
    const tiered = product.ladder.length > 0;
    const apr = tiered ? blendedApr(value, product.ladder) : (product.aprFraction ?? '0');
    return {
      amount: value,
      aprFraction: apr,
      bonusAprFraction: bonus?.aprFraction ?? null,
      voucherAprFraction: null,
      voucherDays: null,
      interest: tiered ? ladderDailyAccrual(value, product.ladder).total : estimateDailyInterest(value, apr),
      // The bonus pays only on the part below ext_award_limit (§3).
      bonus: bonus ? estimateDailyInterest(minDec(value, bonus.limit), bonus.aprFraction) : null,
    };
  }
  const apr = product.aprFraction ?? '0';
  let interest = dec(estimateFixedInterest(value, apr, product.termDays));
  if (voucher) {
    interest = interest.plus(
      dec(voucherInterest(value, voucher.rate_ratio, voucher.rate_day, product.termDays)),
    );
  }
  return {
    amount: value,
    aprFraction: apr,
    bonusAprFraction: null,
    voucherAprFraction: voucher ? percentToFraction(voucher.rate_ratio) : null,
    voucherDays: voucher ? voucherDays(voucher.rate_day, product.termDays) : null,
    interest: interest.toString(),
    bonus: null,
  };
}

/** §5 Max: the balance, capped by a fixed product's quota, rounded down to the precision. */
export function subscribeMax(available: string, quota: string | null | undefined, precision: number): string {
  const cap = quota !== null && quota !== undefined ? minDec(available, quota) : dec(available);
  return roundDown(cap.isNegative() ? '0' : cap, precision);
}

/** Which endpoint a subscription goes to and with what (§7): flexible subscribe, or a fixed lend. */
export type SubscribeRequest =
  | { kind: 'flexible'; body: { asset: string; amount: string; rateYear: string } }
  | { kind: 'fixed'; body: FixedLendBody };

/** The request of `input` (§7); `vip` marks a VIP fixed product (§6). */
export function subscribeRequest(asset: string, input: SubscribeInput, vip: boolean): SubscribeRequest {
  if (input.productId === String(FLEXIBLE_PRODUCT_ID))
    return { kind: 'flexible', body: { asset, amount: input.amount, rateYear: input.rateYear } };
  return {
    kind: 'fixed',
    body: {
      product_id: input.productId,
      amount: input.amount,
      year_rate: input.rateYear,
      reinvest_status: input.reinvest,
      redeem_account_type: input.redeemTo,
      isVip: vip,
      ...(input.voucherId === null ? {} : { financial_rate_id: input.voucherId }),
    },
  };
}

/** Whether a product is a VIP one (§6). */
export function isVipProduct(product: SubscribeProduct | null): boolean {
  return product?.productType === PRODUCT_TYPE.VIP;
}

/** The lendable quota of a `fixed.lendable` answer, or null when it names none. */
export function lendableQuota(data: unknown): string | null {
  const lendable = (data as { lendable?: unknown } | null)?.lendable;
  return typeof lendable === 'string' || typeof lendable === 'number' ? String(lendable) : null;
}

/** The order id of a `fixed.lend` answer, when it names one. */
export function lentOrderId(data: unknown): string | undefined {
  const id = (data as { order_id?: unknown } | null)?.order_id;
  return typeof id === 'string' || typeof id === 'number' ? String(id) : undefined;
}

/** A rate-up voucher as the picker shows it (§2, §3 "Rate-up voucher"). */
export interface VoucherView {
  readonly id: string;
  readonly title: string;
  /** The extra APR, PERCENT (§3 rate_ratio). */
  readonly aprPercent: string;
  /** The days it raises (§3 rate_day). */
  readonly days: number;
  /** §5 purchase bounds. */
  readonly low: string;
  readonly high: string;
  readonly expiresMs: number;
}

export function voucherView(voucher: RateUpVoucher): VoucherView {
  return {
    id: String(voucher.id),
    title: voucher.title,
    aprPercent: voucher.rate_ratio,
    days: voucher.rate_day,
    low: voucher.buy_limit_low,
    high: voucher.buy_limit_high,
    expiresMs: secondsToMs(voucher.expired_timest),
  };
}
