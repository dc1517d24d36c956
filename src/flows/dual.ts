/**
 * The dual purchase flow without React (§2 "Dual-currency investment", §5, §6, §7 order): from the
 * product, the balance and the trial vouchers, the copy limits, the §5 check, Max, the recoup
 * prediction and the order request. `useDualPurchase` wires reads and the money action around it.
 */
import type { DualOrderBody, DualTrialOrderBody } from '../api/endpoints/dual';
import type { DualCoupon, DualProduct, Id } from '../api/types';
import { DISPLAY_DECIMALS } from '../domain/constants';
import { dec, minDec, toPlaces } from '../domain/decimal';
import {
  type DualAmountCheck,
  type DualCopyLimits,
  type DualTermDisplay,
  dualAmountChecker,
  dualCopyAmount,
  dualMaxAmount,
  dualTermDisplay,
} from '../domain/dual';
import { type DualPayout, dualPayouts, dualPredictionSides, dualTrialPayout } from '../domain/dualSettlement';
import { DUAL_CATEGORY, DUAL_COUPON_STATUS } from '../domain/enums';
import { percentToFraction } from '../domain/interest';
import { dualLink, shareHref } from '../domain/links';
import { secondsToMs } from '../domain/timeline';

// In the domain, so the frame's first module can make the widget's reads without the flows.
export { DUAL_QUOTE_COIN } from '../domain/constants';

/** One tab of the §2 recoup prediction panel: what the customer receives, and when. */
export interface DualPrediction {
  /** How the settlement price compares with the target price on this tab. */
  readonly when: 'lt' | 'lte' | 'gte' | 'gt';
  /** From the domain's dualPayouts (ROUND_DOWN to 8 decimals). */
  readonly payout: DualPayout;
}

/** §5 copy limits of a product; VIP (§6) raises the minimum. */
export function dualLimits(product: DualProduct, vip: boolean): DualCopyLimits {
  return {
    minCopies: product.min_copies,
    maxCopies: product.max_copies,
    copyAmount: dualCopyAmount(product.invest_currency),
    vip,
  };
}

/** The trial-fund vouchers (§6 category 2) of the invest currency that can still be used. */
export function usableDualVouchers(coupons: readonly DualCoupon[], invest: string | undefined): DualCoupon[] {
  return coupons.filter((c) => c.currency === invest && c.status === DUAL_COUPON_STATUS.TO_BE_USED);
}

/**
 * §5 check of the amount, made once per product, limits and balance (a key then parses only what
 * was typed); a trial fund only needs a voucher chosen.
 */
export function dualChecker(
  product: DualProduct | undefined,
  limits: DualCopyLimits | undefined,
  available: string | undefined,
): (amount: string, trial: { voucher: DualCoupon | undefined } | null) => DualAmountCheck {
  const check =
    product && limits
      ? dualAmountChecker({ asset: product.invest_currency, available: available ?? null, limits })
      : undefined;
  return (amount, trial) => {
    if (trial) return { error: null, canConfirm: trial.voucher !== undefined };
    return check ? check(amount) : { error: null, canConfirm: false };
  };
}

/** §5 Max: min(available, the maximum copies' amount), to the display decimals. */
export function dualMax(available: string, limits: DualCopyLimits): string {
  return dec(toPlaces(minDec(available, dualMaxAmount(limits)), DISPLAY_DECIMALS)).toString();
}

/**
 * §2 the two tabs, below and over the target, for a checked positive amount; a trial fund pays
 * the yield only, in the invest currency, on both tabs. Which tab converts is the domain's
 * dualPredictionSides, the rule settleDual settles with.
 */
export function dualPrediction(
  product: DualProduct,
  amount: string,
  trial: boolean,
): { readonly below: DualPrediction; readonly over: DualPrediction } {
  const input = {
    type: product.type,
    principal: amount,
    apyFraction: percentToFraction(product.apy_display),
    exercisePrice: product.exercise_price,
    term: { invest_days: product.invest_days, invest_hours: product.invest_hours },
    investCurrency: product.invest_currency,
    exerciseCurrency: product.exercise_currency,
  };
  const trialPayout = trial ? dualTrialPayout(input) : null;
  const payouts = trialPayout ? { invest: trialPayout, exercise: trialPayout } : dualPayouts(input);
  const sides = dualPredictionSides(product.type);
  const tab = (side: typeof sides.below): DualPrediction => ({
    when: side.when,
    payout: side.converts ? payouts.exercise : payouts.invest,
  });
  return { below: tab(sides.below), over: tab(sides.over) };
}

/** What the customer asked for: an amount, and on a trial fund the voucher that pays for it. */
export interface DualOrderInput {
  amount: string;
  voucherId?: Id;
}

/** Where the order came from and the reinvest settings it carries (§7 order). */
export interface DualOrderContext {
  bizEntrance: string;
  refCode: string;
  reinvest: Pick<DualOrderBody, 'is_autorenewal' | 'price_deviation' | 'effective_time_duration'>;
}

/** The §7 request: a trial order with its voucher, or an order with its entrance and reinvest fields. */
export function dualOrderRequest(
  product: DualProduct,
  input: DualOrderInput,
  context: DualOrderContext,
): { kind: 'trial'; body: DualTrialOrderBody } | { kind: 'order'; body: DualOrderBody } {
  if (input.voucherId !== undefined)
    return {
      kind: 'trial',
      body: { project_id: product.id, amount: input.amount, voucher_id: input.voucherId },
    };
  return {
    kind: 'order',
    body: {
      biz_entrance: context.bizEntrance,
      project_id: product.id,
      amount: input.amount,
      ref_code: context.refCode,
      app_id: product.category === DUAL_CATEGORY.VIP_SAVINGS ? 'vip-savings' : 'dual-savings',
      ...context.reinvest,
    },
  };
}

/** §2 the share link of a product, with the sharer's referral code (see `shareHref`). */
export function dualShareLink(product: DualProduct, coin: string, refCode: string, origin: string): string {
  return shareHref(
    dualLink({ pid: product.id, type: product.type, coin: coin.toUpperCase(), refCode }),
    origin,
  );
}

/** The order id of an order answer, when it names one. */
export function dualOrderId(result: unknown): string | undefined {
  if (result && typeof result === 'object' && 'id' in result) {
    const id = (result as { id: unknown }).id;
    if (typeof id === 'string' || typeof id === 'number') return String(id);
  }
  return undefined;
}

/** What the purchase dialog shows of a product (§2, §3). */
export interface DualProductView {
  readonly type: DualProduct['type'];
  /** What is paid in, and what a conversion pays out in (§3 invest_currency, exercise_currency). */
  readonly invest: string;
  readonly exercise: string;
  /** PERCENT. */
  readonly apy: string;
  readonly targetPrice: string;
  /** §9 the term as shown: hours under 24 h, else days. */
  readonly term: DualTermDisplay;
  readonly deliveryMs: number;
}

export function dualProductView(product: DualProduct): DualProductView {
  return {
    type: product.type,
    invest: product.invest_currency,
    exercise: product.exercise_currency,
    apy: product.apy_display,
    targetPrice: product.exercise_price,
    term: dualTermDisplay(product),
    deliveryMs: secondsToMs(product.delivery_timest),
  };
}
