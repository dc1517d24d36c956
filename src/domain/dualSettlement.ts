/**
 * Settling a dual order (§1, §2 recoup prediction, §5): both payouts, which side of the target
 * converts, and the trial-fund yield. The purchase dialog predicts with it; the sandbox settles
 * with it.
 */
import { DAYS_PER_YEAR, DISPLAY_DECIMALS } from './constants';
import { dec, toPlaces } from './decimal';
import { type DualTermInput, dualTermHours } from './dual';
import { DUAL_PRODUCT_TYPE, type DualProductType } from './enums';

export interface DualSettlementInput {
  /** §3 type: call (sell high) or put (buy low). */
  readonly type: DualProductType;
  /** The amount invested, in the invest currency. */
  readonly principal: string;
  /** The APY as a FRACTION (convert a percent apy_display with percentToFraction). */
  readonly apyFraction: string;
  /** §3 exercise_price (target price), quote per base. */
  readonly exercisePrice: string;
  /** §3 invest_days / invest_hours. */
  readonly term: DualTermInput;
  /** §3 invest_currency (call: the base coin; put: the quote coin). */
  readonly investCurrency: string;
  /** §3 exercise_currency (call: the quote coin; put: the base coin). */
  readonly exerciseCurrency: string;
}

/** What a dual order pays out. */
export interface DualPayout {
  /** Which currency pays: 'exercise' when the target price was reached, else 'invest'. */
  readonly currency: 'invest' | 'exercise';
  readonly asset: string;
  /** Rounded down to 8 decimals. */
  readonly amount: string;
}

const HOURS_PER_YEAR = DAYS_PER_YEAR * 24;

/**
 * Both possible payouts of a dual order (the two tabs of the recoup prediction panel, §2). With
 * H = term in hours (invest_hours, or invest_days × 24) and the yield factor
 * F = 1 + apy × H / 8760 (= 1 + apy × days / 365):
 * - invest payout   = principal × F
 * - exercise payout = call: principal × F × exercise_price; put: principal × F / exercise_price
 * Each is computed as one fraction, principal × (8760 + apy × H) [× price] / (8760 [× price]), and
 * rounded down (ROUND_DOWN) once to 8 decimals. A non-positive exercise price pays '0' in the
 * exercise currency rather than dividing by zero.
 */
export function dualPayouts(input: DualSettlementInput): {
  readonly invest: DualPayout;
  readonly exercise: DualPayout;
} {
  const hours = dualTermHours(input.term);
  const grown = dec(input.principal).times(dec(input.apyFraction).times(hours).plus(HOURS_PER_YEAR));
  const price = dec(input.exercisePrice);
  let exerciseAmount: string;
  if (!price.gt(0)) exerciseAmount = toPlaces('0', DISPLAY_DECIMALS);
  else if (input.type === DUAL_PRODUCT_TYPE.CALL)
    exerciseAmount = toPlaces(grown.times(price).div(HOURS_PER_YEAR), DISPLAY_DECIMALS);
  else exerciseAmount = toPlaces(grown.div(price.times(HOURS_PER_YEAR)), DISPLAY_DECIMALS);
  return {
    invest: {
      currency: 'invest',
      asset: input.investCurrency,
      amount: toPlaces(grown.div(HOURS_PER_YEAR), DISPLAY_DECIMALS),
    },
    exercise: { currency: 'exercise', asset: input.exerciseCurrency, amount: exerciseAmount },
  };
}

/**
 * Settles a dual order at `settlePrice`. Call (sell high): settle ≥ exercise price → paid in the
 * exercise currency, principal × F × exercise_price; else in the invest currency, principal × F.
 * Put (buy low): settle ≤ exercise price → paid in the exercise currency, principal × F /
 * exercise_price; else principal × F in the invest currency. F and the rounding are those of
 * {@link dualPayouts} (exact, then ROUND_DOWN to 8 decimals). A settle price exactly at the target
 * converts, for both types.
 */
export function settleDual(
  input: DualSettlementInput,
  settlePrice: string,
): DualPayout & { readonly exercised: boolean } {
  const payouts = dualPayouts(input);
  const exercised = dualConverts(input.type, settlePrice, input.exercisePrice);
  return { ...(exercised ? payouts.exercise : payouts.invest), exercised };
}

/** §1: sell high (call) converts above the target, buy low (put) below it. */
const CONVERTING_SIDE = { [DUAL_PRODUCT_TYPE.CALL]: 'over', [DUAL_PRODUCT_TYPE.PUT]: 'below' } as const;

/**
 * Where a dual order converts (§1), the one rule behind {@link settleDual} and the prediction
 * panel's two tabs: a call once the settle price reaches the target, a put once it falls to it; a
 * settle price exactly at the target converts for both.
 */
export function dualConverts(type: DualProductType, settlePrice: string, exercisePrice: string): boolean {
  const settle = dec(settlePrice);
  const target = dec(exercisePrice);
  return CONVERTING_SIDE[type] === 'over' ? settle.gte(target) : settle.lte(target);
}

/** One side of the target in the prediction panel (§2): how the price compares, and whether it converts. */
export interface DualPredictionSide {
  readonly when: 'lt' | 'lte' | 'gte' | 'gt';
  readonly converts: boolean;
}

/** The prediction panel's two tabs (§2), from {@link dualConverts}'s rule: the target belongs to the converting side. */
export function dualPredictionSides(type: DualProductType): {
  readonly below: DualPredictionSide;
  readonly over: DualPredictionSide;
} {
  const side = CONVERTING_SIDE[type];
  return {
    below: { when: side === 'below' ? 'lte' : 'lt', converts: side === 'below' },
    over: { when: side === 'over' ? 'gte' : 'gt', converts: side === 'over' },
  };
}

/**
 * What a trial-fund order (§6 category 2, bought with a voucher) pays the customer. §5, §6 say only
 * that the voucher pays for it; our reading, which the sandbox settles with: the voucher's principal
 * goes back to the house and the customer keeps the yield, in the invest currency (the voucher's),
 * whichever side of the target the price settles. The yield is the invest payout of
 * {@link dualPayouts} minus the principal (exact to 8 decimals), never negative; trimmed.
 */
export function dualTrialYield(input: DualSettlementInput): string {
  const grown = dec(dualPayouts(input).invest.amount);
  const yieldAmount = grown.minus(dec(input.principal));
  return yieldAmount.isNegative() ? '0' : yieldAmount.toString();
}

/** {@link dualTrialYield} as a payout, as the prediction panel shows it (8 decimals). */
export function dualTrialPayout(input: DualSettlementInput): DualPayout {
  return {
    currency: 'invest',
    asset: input.investCurrency,
    amount: toPlaces(dualTrialYield(input), DISPLAY_DECIMALS),
  };
}
