import { exceedsAvailable, formatAmount, roundDown } from './amount';
import {
  SUBSCRIBE_PRECISION_DESKTOP,
  SUBSCRIBE_PRECISION_MOBILE,
  SUBSCRIBE_SUBMIT_DECIMALS,
  VIP_UPGRADE_TARGET_TIER,
} from './constants';
import { dec, isDecimalString } from './decimal';
import { PRODUCT_TYPE, type ProductType, SALE_STATUS, type SaleStatus } from './enums';
import { type DomainMessage, message } from './messages';
import { canSubscribeVipFixed, type TierRange, vipVisibility } from './vip';

/** Where the subscribe form runs; §5 gives each its own precision. */
export type Platform = 'mobile' | 'desktop';

/** §5: the subscribe amount takes 6 decimals on mobile and 8 on desktop. */
export function subscribePrecision(platform: Platform): number {
  return platform === 'mobile' ? SUBSCRIBE_PRECISION_MOBILE : SUBSCRIBE_PRECISION_DESKTOP;
}

/** §5: the amount sent on submit, rounded down to 6 decimals whatever the input precision was. */
export function subscribeSubmitAmount(amount: string): string {
  return roundDown(amount, SUBSCRIBE_SUBMIT_DECIMALS);
}

/**
 * §5: the amount submit will send when it is less than the amount typed (the desktop field takes 8
 * decimals, submit sends 6), so the form can say so before the order, not after it; null when the
 * typed amount is what is sent, when nothing would be (an amount below 0.000001, which the minimum
 * refuses anyway), or when it is not an amount.
 */
export function subscribeSubmitCut(amount: string): string | null {
  if (!isDecimalString(amount)) return null;
  const sent = subscribeSubmitAmount(amount);
  return dec(sent).eq(amount) || !dec(sent).gt(0) ? null : sent;
}

/** The fixed-product facts the subscribe rules need (§3 Fixed product). */
export interface FixedSubscribeFacts {
  /** The user's remaining individual quota for this product; null or undefined when not loaded. */
  remainingQuota?: string | null;
  /** §3 sale_status. @default SALE_STATUS.SUBSCRIBABLE */
  saleStatus?: SaleStatus;
  /** §3 type: normal or VIP. @default PRODUCT_TYPE.NORMAL */
  productType?: ProductType;
  /** §3 min_vip / max_vip of a VIP product; a tier above the range gets the view-benefits prompt (§6). */
  vipRange?: TierRange | null;
}

/** A rate-up voucher's purchase bounds (§3: buy_limit_low, buy_limit_high). */
export interface VoucherLimits {
  /** Lowest amount the voucher applies to; blank means none. */
  buyLimitLow?: string | null;
  /** Highest amount the voucher applies to; blank or zero means none. */
  buyLimitHigh?: string | null;
}

export interface SubscribeCheckInput {
  /** The sanitized amount input ('' while empty). */
  amount: string;
  /** The asset symbol, for message parameters. */
  asset: string;
  /** §3 min_lend_amount. */
  minAmount: string;
  /** Available balance of the asset; null while unknown (see exceedsAvailable). */
  available: string | null;
  /** The product's APR as a fraction; submit is disabled while it is missing (§5). */
  aprFraction?: string | null;
  /** Present for fixed products only. */
  fixed?: FixedSubscribeFacts | null;
  /** The selected rate-up voucher, if any. */
  voucher?: VoucherLimits | null;
  /** The user's VIP tier level. @default 0 */
  tierLevel?: number;
}

/** What the subscribe button does when pressed. */
export type SubscribeAction = 'submit' | 'upgrade' | 'view-benefits' | 'disabled';

export interface SubscribeCheck {
  /** The one error shown under the amount, or null. */
  readonly error: DomainMessage | null;
  /** A non-blocking notice (the sold-out warning), or null. */
  readonly warning: DomainMessage | null;
  /** §4: a sold-out fixed product disables the amount input. */
  readonly amountDisabled: boolean;
  /**
   * 'upgrade' for a VIP fixed product and a tier below 5 or below its min_vip (§5, §6: the button
   * opens the VIP upgrade prompt, whatever the amount); 'view-benefits' for a tier above its
   * max_vip (§6: the button shows the VIP benefits instead); 'disabled' on an error, an empty or zero amount, a missing rate or
   * a sold-out product; otherwise 'submit'.
   */
  readonly action: SubscribeAction;
  /** `action === 'submit'`. */
  readonly canSubmit: boolean;
}

function hasLimit(value: string | null | undefined): value is string {
  return value !== null && value !== undefined && isDecimalString(value) && dec(value).gt(0);
}

/** Which purchase bounds a voucher has: one that is blank or not above 0 is no bound (§5). */
export type VoucherBoundsKind = 'range' | 'from' | 'upTo' | 'any';

/**
 * How a voucher's bounds read, by the same rule the amount check applies: 'range' low – high,
 * 'from' only a low bound, 'upTo' only a high bound, 'any' neither.
 */
export function voucherBoundsKind(limits: VoucherLimits): VoucherBoundsKind {
  const low = hasLimit(limits.buyLimitLow);
  const high = hasLimit(limits.buyLimitHigh);
  if (low && high) return 'range';
  if (low) return 'from';
  return high ? 'upTo' : 'any';
}

/**
 * The amount error of §5 "Simple Earn subscribe", first failing rule wins, in the spec's order:
 * a fixed product's remaining quota below the minimum (shown even before typing: nothing can be
 * bought), then the minimum, the balance, the remaining quota, and the voucher's bounds. An empty or
 * zero amount gets no message, as with every other amount input of §5.
 */
export function subscribeAmountError(input: SubscribeCheckInput): DomainMessage | null {
  const { amount, asset, minAmount, fixed, voucher } = input;
  const quota = fixed?.remainingQuota;
  if (fixed && hasQuota(quota) && dec(quota).lt(minAmount)) {
    return message('earn.subscribe.quotaBelowMin', {
      quota: formatAmount(quota),
      min: formatAmount(minAmount),
      asset,
    });
  }
  if (amount === '' || !dec(amount).gt(0)) return null;
  const value = dec(amount);
  // Lower bounds are checked on what is sent (6 decimals), upper bounds on what was typed: an amount
  // that only passes the minimum thanks to its 7th decimal would be refused by the server.
  const sent = dec(subscribeSubmitAmount(amount));
  if (sent.lt(minAmount)) return message('earn.subscribe.min', { amount: formatAmount(minAmount), asset });
  if (exceedsAvailable(value, input.available)) return message('earn.subscribe.insufficientBalance');
  if (fixed && hasQuota(quota) && value.gt(quota))
    return message('earn.subscribe.quotaExceeded', { quota: formatAmount(quota), asset });
  if (voucher && hasLimit(voucher.buyLimitLow) && sent.lt(voucher.buyLimitLow)) {
    return message('earn.subscribe.voucherMin', { amount: formatAmount(voucher.buyLimitLow), asset });
  }
  if (voucher && hasLimit(voucher.buyLimitHigh) && value.gt(voucher.buyLimitHigh)) {
    return message('earn.subscribe.voucherMax', { amount: formatAmount(voucher.buyLimitHigh), asset });
  }
  return null;
}

function hasQuota(quota: string | null | undefined): quota is string {
  return quota !== null && quota !== undefined && isDecimalString(quota);
}

/** §5 Simple Earn subscribe: the field error, the sold-out state and what the button does. */
export function checkSubscribe(input: SubscribeCheckInput): SubscribeCheck {
  const soldOut = input.fixed?.saleStatus === SALE_STATUS.SOLD_OUT;
  const error = subscribeAmountError(input);
  const warning = soldOut ? message('earn.subscribe.soldOut') : null;
  const isVip = input.fixed?.productType === PRODUCT_TYPE.VIP;
  const tier = input.tierLevel ?? 0;
  const range = input.fixed?.vipRange;
  const visibility = isVip && range ? vipVisibility(tier, range) : 'eligible';
  const vipLocked = isVip && (!canSubscribeVipFixed(tier) || visibility === 'upgrade');
  const rateMissing =
    input.aprFraction === null || input.aprFraction === undefined || !isDecimalString(input.aprFraction);
  let action: SubscribeAction;
  if (vipLocked) action = 'upgrade';
  else if (visibility === 'view-benefits') action = 'view-benefits';
  else if (soldOut || error !== null || rateMissing || !dec(subscribeSubmitAmount(input.amount)).gt(0)) {
    action = 'disabled';
  } else action = 'submit';
  return { error, warning, amountDisabled: soldOut, action, canSubmit: action === 'submit' };
}

/** What pressing subscribe leads to: the request to send, the VIP upgrade prompt, or nothing. */
export type SubscribeIntent =
  | { readonly kind: 'submit'; readonly amount: string }
  | { readonly kind: 'upgrade'; readonly upTo: number }
  | { readonly kind: 'view-benefits' }
  | { readonly kind: 'none' };

/** §5: pressing subscribe sends the amount rounded down to 6 decimals, or opens the upgrade prompt (upTo=5). */
export function subscribeIntent(input: SubscribeCheckInput): SubscribeIntent {
  const { action } = checkSubscribe(input);
  if (action === 'upgrade') {
    const minTier = input.fixed?.vipRange?.minTier ?? 0;
    return { kind: 'upgrade', upTo: Math.max(VIP_UPGRADE_TARGET_TIER, minTier) };
  }
  if (action === 'view-benefits') return { kind: 'view-benefits' };
  if (action === 'submit') return { kind: 'submit', amount: subscribeSubmitAmount(input.amount) };
  return { kind: 'none' };
}
