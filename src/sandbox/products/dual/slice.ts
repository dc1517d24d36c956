import type { DualOrderStatus, DualProductType } from '../../../domain';
import { moveFunds, SPOT } from '../../ledger';
import type { ExchangeContext } from '../../module';

/**
 * The dual module's state: listed projects, orders and trial-fund vouchers, as plain JSON (amounts
 * are strings, times ms) so a stored sandbox reloads them.
 */

/** Module name, state slice key and history business. */
export const DUAL = 'dual';
/** The ledger account of money inside dual orders (principal, then the settled amount). */
export const DUAL_ACCOUNT = 'dual';

/** A listed project: the §3 product without the live fields (price, term), which depend on now. */
export interface StoredDualProject {
  id: number;
  /** Which catalogue row it is a listing of; a new listing replaces it at delivery. */
  template: string;
  /** The non-USDT coin of the pair: what project-list's `coin` filters on. */
  coin: string;
  type: DualProductType;
  category: number;
  invest_currency: string;
  exercise_currency: string;
  exercise_price: string;
  /** Percent. */
  apy_display: string;
  min_copies: number;
  max_copies: number;
  /** §3 "percent deviation" of the exercise price from the price at listing. */
  multiple: string;
  listedAtMs: number;
  deliveryAtMs: number;
}

/** The §3 product as the customer bought it (live fields frozen at purchase). */
export interface DualProjectSnapshot {
  id: number;
  type: DualProductType;
  category: number;
  coin: string;
  invest_currency: string;
  exercise_currency: string;
  exercise_price: string;
  price: string;
  apy_display: string;
  invest_days: number;
  invest_hours: number;
  multiple: string;
}

/** §7 auto-reinvest settings of an order. */
export interface DualAutoRenewal {
  /** Percent, as sent. */
  price_deviation: string;
  /** Preferred term, seconds. */
  effective_time_duration: number;
}

/** How an order settled. */
export interface DualSettlement {
  /** The pair's sandbox price at delivery. */
  price: string;
  /** settleDual's verdict: the target was reached. */
  exercised: boolean;
  /** What settleDual says the order pays (asset and amount, 8 decimals, trimmed). */
  asset: string;
  amount: string;
  /** What the customer receives: `amount`, except a trial-fund order, which pays only its yield. */
  paidAsset: string;
  paid: string;
}

/** A dual order as the sandbox keeps it. */
export interface StoredDualOrder {
  id: number;
  status: DualOrderStatus;
  project: DualProjectSnapshot;
  /** Principal in the invest currency. */
  amount: string;
  createdAtMs: number;
  processingAtMs: number;
  deliveryAtMs: number;
  arriveAtMs: number;
  app_id: string;
  biz_entrance: string;
  ref_code: string;
  autorenewal: DualAutoRenewal | null;
  voucherId: number | null;
  /** The first order of its auto-reinvest chain (itself when it was bought by hand). */
  renewalId: number;
  /** The order this one was reinvested from. */
  previousOrderId: number | null;
  /** The order its proceeds were reinvested into. */
  reinvestedInto: number | null;
  settlement: DualSettlement | null;
}

/** A §3 dual coupon (trial-fund voucher) plus whether it was used. */
export interface StoredDualVoucher {
  id: number;
  currency: string;
  amount: string;
  /** Unix seconds when it expires. */
  expire_second: number;
  used: boolean;
}

/** The dual module's state. */
export interface DualSlice {
  projects: StoredDualProject[];
  orders: StoredDualOrder[];
  vouchers: StoredDualVoucher[];
  /** Project ids have their own counter so listings never shift the shared ids of other records. */
  nextProjectId: number;
  /** The scenario trait `dualReinvestPaused`: auto-reinvest matches nothing (absent in older states). */
  reinvestPaused?: boolean;
}

/** The dual slice. */
export function dualSlice(ctx: ExchangeContext): DualSlice {
  return ctx.slice<DualSlice>(DUAL);
}

/** A purchase's principal leaves spot for the dual account (§7 order: paid in the invest currency). */
export function takeDualPrincipal(ctx: ExchangeContext, asset: string, amount: string): void {
  moveFunds(ctx.data, { asset, from: SPOT, to: DUAL_ACCOUNT, amount, reason: 'dual-buy' });
}
