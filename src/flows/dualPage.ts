/**
 * The dual-currency page without React (§2 /dual-currency-investment, §3, §4): the product list in
 * the order a customer compares it, and an order row read safely (§7 shows the order's status, not
 * its other fields).
 */
import type { DualOrder, DualProduct } from '../api/types';
import { dec, isDecimalString } from '../domain/decimal';
import { type DualTermDisplay, dualTermDisplay, dualTermHours } from '../domain/dual';
import {
  DUAL_ORDER_STATUS,
  DUAL_PRODUCT_TYPE,
  type DualOrderStatus,
  type DualProductType,
} from '../domain/enums';
import { secondsToMs } from '../domain/timeline';

/** The coins the page offers when the host names none: §9's coins with a copy size, but the quote. */
export const DUAL_PAGE_COINS = ['BTC', 'ETH'] as const;

/**
 * The products shortest term first; within a term the target nearest the price first (a sell-high
 * target rises, a buy-low target falls, away from it), then the id.
 */
export function sortDualProducts(products: readonly DualProduct[], type: DualProductType): DualProduct[] {
  const towards = type === DUAL_PRODUCT_TYPE.CALL ? 1 : -1;
  return [...products].sort(
    (a, b) =>
      dualTermHours(a) - dualTermHours(b) ||
      towards * dec(a.exercise_price).comparedTo(b.exercise_price) ||
      Number(a.id) - Number(b.id),
  );
}

/** A dual order as the page lists it; a field the answer leaves out or garbles is null. */
export interface DualOrderView {
  id: string;
  status: DualOrderStatus | null;
  coin: string | null;
  type: DualProductType | null;
  amount: string | null;
  investCurrency: string | null;
  exercisePrice: string | null;
  /** Percent. */
  apy: string | null;
  term: DualTermDisplay | null;
  deliveryMs: number | null;
  /** What the settlement paid, once settled. */
  settlement: { amount: string; currency: string } | null;
}

const text = (value: unknown): string | null => (typeof value === 'string' && value !== '' ? value : null);
const decimal = (value: unknown): string | null =>
  (typeof value === 'string' || typeof value === 'number') && isDecimalString(String(value))
    ? String(value)
    : null;
const whole = (value: unknown): number | null =>
  typeof value === 'number' && Number.isInteger(value) && value >= 0 ? value : null;

function isStatus(value: unknown): value is DualOrderStatus {
  return typeof value === 'string' && (Object.values(DUAL_ORDER_STATUS) as string[]).includes(value);
}

/** An order row (§3 status, §4) with its other fields checked, as the sandbox exchange sends them. */
export function dualOrderView(order: DualOrder): DualOrderView {
  const type =
    order.type === DUAL_PRODUCT_TYPE.CALL || order.type === DUAL_PRODUCT_TYPE.PUT ? order.type : null;
  const days = whole(order.invest_days);
  const hours = whole(order.invest_hours);
  const delivery = whole(order.delivery_timest);
  const settled = decimal(order.settlement_amount);
  const settledIn = text(order.settlement_currency);
  return {
    id: String(order.id),
    status: isStatus(order.status) ? order.status : null,
    coin: text(order.coin),
    type,
    amount: decimal(order.amount),
    investCurrency: text(order.invest_currency),
    exercisePrice: decimal(order.exercise_price),
    apy: decimal(order.apy_display),
    term:
      days === null && hours === null
        ? null
        : dualTermDisplay({ invest_days: days ?? 0, invest_hours: hours ?? 0 }),
    deliveryMs: delivery === null || delivery === 0 ? null : secondsToMs(delivery),
    settlement: settled !== null && settledIn !== null ? { amount: settled, currency: settledIn } : null,
  };
}
