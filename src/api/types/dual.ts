import type { DualOrderStatus } from '../../domain/enums';
import type { DecimalString, Flag, Id } from './base';

// ---------------------------------------------------------------- Dual (§3, §4)

/** §3 dual product type: call = sell high, put = buy low. */
export type DualType = 'call' | 'put';

/** §3 dual "Product". */
export interface DualProduct {
  id: Id;
  type: DualType;
  /** 2 trial fund, 3 VIP savings. */
  category: number;
  invest_currency: string;
  exercise_currency: string;
  exercise_price: DecimalString;
  /** Last price. */
  price: DecimalString;
  apy_display: DecimalString;
  invest_days: number;
  invest_hours: number;
  min_copies: number;
  max_copies: number;
  /** Percent deviation. */
  multiple: DecimalString;
  delivery_timest: number;
}

/** §3 "Auto-reinvest info". */
export interface DualAutoRenewalInfo {
  is_reinvested: boolean | Flag;
}

/** §3 "Reinvest settings". */
export interface DualReinvestSettings {
  priceDeviation: DecimalString;
  term: number;
}

/** §3 dual "Coupon". */
export interface DualCoupon {
  id: Id;
  currency: string;
  status: 'TO_BE_USED' | string;
  amount: DecimalString;
  expire_second: number;
}

/** A dual order row; §7 says "Other dual response shapes are not shown", so only the status is typed. */
export interface DualOrder {
  id: Id;
  status: DualOrderStatus;
  [field: string]: unknown;
}
