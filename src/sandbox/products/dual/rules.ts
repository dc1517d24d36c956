import {
  DUAL_MAX_TERM_DAYS,
  DUAL_PRODUCT_TYPE,
  type DualProductType,
  dualTermDurationSeconds,
  HOUR_MS,
  MINUTE_MS,
} from '../../../domain';

/**
 * How the simulated exchange runs dual products where the spec leaves it open: when sales close,
 * how long confirmation and arrival take, how a project's term follows its delivery and which way
 * proceeds reinvest. The widgets never compute these (they read them from the products and orders),
 * so they stay here; the rules the widgets show live in src/domain/dual.ts.
 */

/** §3 has no "normal" category; 2 (trial fund) and 3 (VIP savings) are the special ones. */
export const DUAL_CATEGORY_NORMAL = 1;

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

// §3 gives invest_days / invest_hours but not how they relate to delivery. A
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

// §1 names auto-reinvest but not which direction proceeds go. Proceeds in the
// base coin can only buy a call (sell high), proceeds in the quote coin only a put (buy low), so the
// direction follows the currency the order settled in.
/** The product type that the proceeds of a settlement can buy. */
export function dualReinvestType(proceedsAsset: string, baseCoin: string): DualProductType {
  return proceedsAsset === baseCoin ? DUAL_PRODUCT_TYPE.CALL : DUAL_PRODUCT_TYPE.PUT;
}
