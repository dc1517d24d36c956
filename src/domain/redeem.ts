import { roundDown } from './amount';
import { DISPLAY_DECIMALS, MIN_FLEXIBLE_REDEEM, REDEEM_WARNING_LEND_RATIO } from './constants';
import { type DecimalInput, dec, maxDec } from './decimal';
import { FROZEN_STATUS, PRODUCT_FLAG } from './enums';
import { type DomainMessage, message } from './messages';

/** The parts of a flexible holding (§3) that decide what can be redeemed. */
export interface FlexibleHoldingAmounts {
  readonly curr_amount: string;
  readonly frozen_amount?: string | null;
  readonly margin_frozen_amount?: string | null;
}

/**
 * §5: redeemable = curr_amount − frozen_amount − margin_frozen_amount, never below zero (a pending
 * redemption plus margin can exceed the current amount while the server catches up).
 */
export function flexibleRedeemable(holding: FlexibleHoldingAmounts): string {
  const left = dec(holding.curr_amount)
    .minus(dec(holding.frozen_amount))
    .minus(dec(holding.margin_frozen_amount));
  return maxDec(left, '0').toString();
}

/**
 * §5: the redeem amount is capped at the redeemable amount (an empty input stays empty). The cap is
 * cut down to the input's precision so that Max never offers more than can be redeemed.
 * @param precision @default DISPLAY_DECIMALS
 */
export function capRedeemAmount(
  amount: string,
  redeemable: DecimalInput,
  precision: number = DISPLAY_DECIMALS,
): string {
  if (amount === '') return '';
  return dec(amount).gt(dec(redeemable)) ? roundDown(maxDec(redeemable, '0'), precision) : amount;
}

export interface FlexibleRedeemCheckInput {
  /** The sanitized (and capped) amount input. */
  readonly amount: string;
  /** §3 lend_ratio of the product; blank when unknown. */
  readonly lendRatio?: string | null;
}

export interface FlexibleRedeemCheck {
  /** 'earn.redeem.min' with amount 0.000001, or null. */
  readonly error: DomainMessage | null;
  /** 'earn.redeem.lendRatioWarning' when lend_ratio ≥ 0.8, or null. */
  readonly warning: DomainMessage | null;
  /** False while the amount is empty, zero or errored. */
  readonly canConfirm: boolean;
}

/**
 * §5 Simple Earn redeem. An amount whose text starts with "0.000000" (below 0.000001, including
 * "0.000000" itself) shows 'minimum 0.000001'; an empty or zero amount disables confirm; a lend ratio
 * of 0.8 or more adds a warning. The prefix test mirrors the spec literally: it looks at the text, so
 * "0.0000001" and "0.000000" are caught while "0.00000" (still being typed) is not.
 */
export function checkFlexibleRedeem(input: FlexibleRedeemCheckInput): FlexibleRedeemCheck {
  const { amount } = input;
  const error = amount.startsWith('0.000000')
    ? message('earn.redeem.min', { amount: MIN_FLEXIBLE_REDEEM })
    : null;
  const warning = isHighLendRatio(input.lendRatio) ? message('earn.redeem.lendRatioWarning') : null;
  return { error, warning, canConfirm: error === null && amount !== '' && dec(amount).gt(0) };
}

/** §5, §9: true when lend_ratio is at least 0.8. */
export function isHighLendRatio(lendRatio: string | null | undefined): boolean {
  return (
    lendRatio !== null &&
    lendRatio !== undefined &&
    lendRatio !== '' &&
    dec(lendRatio).gte(REDEEM_WARNING_LEND_RATIO)
  );
}

/**
 * §5 "decimals capped at the coin's precision" for a flexible redemption. §7 does not show the shape
 * of `lend-earn-coin-info`; we read the coin's decimals from its `precision` field (the assumption is
 * written in the README, "Flexible redemption"). It is never above the display decimals (§9: 8), and
 * 8 stands while the field is absent or not a whole number from 0 to 8.
 */
export function coinAmountPrecision(precision: unknown): number {
  return typeof precision === 'number' && Number.isInteger(precision) && precision >= 0
    ? Math.min(precision, DISPLAY_DECIMALS)
    : DISPLAY_DECIMALS;
}

/** True when `amount` (a plain decimal text) carries more decimals than `precision` allows. */
export function exceedsPrecision(amount: string, precision: number): boolean {
  const point = amount.indexOf('.');
  return point !== -1 && amount.slice(point + 1).replace(/0+$/, '').length > precision;
}

/**
 * §2 lists an auto-transfer checkbox in the flexible redeem modal without saying what it does. Our
 * reading (README, "Flexible redemption"): a redemption the pool cannot pay at once becomes an
 * application (code 213, §8) that is paid and transferred to the customer's account automatically
 * later. With auto-transfer on (the default, and what an exchange that does not know the field does)
 * the customer accepts that; with it off the exchange must pay now or refuse, so the customer is
 * never left with money queued that they expected at once. Sent as `auto_transfer` 1 or 0.
 */
export const FLEXIBLE_REDEEM_AUTO_TRANSFER_DEFAULT = true;

/** §4: frozen_status 1 lets a pending redemption be cancelled; 0 does not. */
export function canCancelRedemption(frozenStatus: number): boolean {
  return frozenStatus === FROZEN_STATUS.CANCELLABLE;
}

/** §2, §5: early redeem of a fixed order is allowed only when the product's pre_redeem flag is 1. */
export function isEarlyRedeemAllowed(preRedeem: number | null | undefined): boolean {
  return preRedeem === PRODUCT_FLAG.ALLOWED;
}
