import {
  canSubscribeVipFixed,
  DUAL_MAX_TERM_DAYS,
  DUAL_PRODUCT_TYPE,
  type DualProductType,
  dualTermDurationSeconds,
  HOUR_MS,
  MINUTE_MS,
} from '../../../domain';

/**
 * Dual rules the spec leaves open and the sandbox had to choose. Each exported rule the UI would
 * need too is marked `// domain candidate` (listed in the issue 3 report): it belongs in
 * src/domain/dual.ts once the lead agrees, and this file then re-exports it.
 */

/** §3 has no "normal" category; 2 (trial fund) and 3 (VIP savings) are the special ones. */
export const DUAL_CATEGORY_NORMAL = 1;

// Moved to the domain (src/domain/dual.ts) for the purchase dialog; re-exported for the sandbox.
export { DUAL_COPY_AMOUNT, dualCopyAmount } from '../../../domain';

// domain candidate: §6 says "VIP products need tier level 5 or higher" for fixed products and that
// VIP savings have VIP copy; we apply the same tier 5 to buying (and seeing) dual VIP savings.
/** Whether a tier may see and buy VIP savings (category 3). */
export function canBuyDualVipSavings(tierLevel: number): boolean {
  return canSubscribeVipFixed(tierLevel);
}

/** Decimals a dual amount may carry (§5 caps the input at the coin's precision; §9 shows 8). */
export const DUAL_AMOUNT_DECIMALS = 8;

/** Sales of a project close this long before delivery, so every order runs for at least an hour. */
export const DUAL_SALE_CLOSE_MS = HOUR_MS;

/** INIT lasts this long: the exchange "confirms" an order a minute after it is placed. */
export const DUAL_CONFIRM_MS = MINUTE_MS;

/** The settled amount arrives in spot this long after delivery (like §9's fixed arrival). */
export const DUAL_ARRIVAL_MS = 30 * MINUTE_MS;

/** §9: the longest preferred term of auto-reinvest, in seconds (30 days). */
export const DUAL_MAX_REINVEST_TERM_SECONDS = dualTermDurationSeconds(DUAL_MAX_TERM_DAYS);

// domain candidate: §3 gives invest_days / invest_hours but not how they relate to delivery. A
// project's term is the whole hours left until delivery (rounded down, so an order never earns for
// time it was not invested); hours are always sent, which dualTermHours prefers.
/** The §3 term fields of a project delivered at `deliveryMs`, seen at `nowMs`. */
export function dualRemainingTerm(
  deliveryMs: number,
  nowMs: number,
): { invest_days: number; invest_hours: number } {
  const hours = Math.max(0, Math.floor((deliveryMs - nowMs) / HOUR_MS));
  return { invest_days: Math.floor(hours / 24), invest_hours: hours };
}

// domain candidate: §1 names auto-reinvest but not which direction proceeds go. Proceeds in the
// base coin can only buy a call (sell high), proceeds in the quote coin only a put (buy low), so the
// direction follows the currency the order settled in.
/** The product type that the proceeds of a settlement can buy. */
export function dualReinvestType(proceedsAsset: string, baseCoin: string): DualProductType {
  return proceedsAsset === baseCoin ? DUAL_PRODUCT_TYPE.CALL : DUAL_PRODUCT_TYPE.PUT;
}

// The trial-fund payout (the customer keeps only the yield) moved to the domain (dualTrialYield in
// src/domain/dual.ts) so the purchase dialog predicts it; orders.ts imports it from there.
