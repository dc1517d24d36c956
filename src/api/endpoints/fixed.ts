import { familyAccessor } from '../families';
import { FIXED_ROUTES } from '../routeTables';
import type { CallOptions, MoneyCallOptions, Query, Transport } from '../transport';
import type { FixedOrder, FixedProduct, Flag, HistoryRecord, Id, Page, RedeemAccountType } from '../types';
import { reads, readsAll } from './reads';

/** §7 fixed lend body. */
export interface FixedLendBody {
  product_id: Id;
  redeem_account_type: RedeemAccountType;
  reinvest_status: Flag;
  amount: string;
  year_rate: string;
  /** True for a VIP product (product_type 2). */
  isVip: boolean;
  /** The rate-up voucher applied, if any. */
  financial_rate_id?: Id;
}

/** §7 Fixed calls (base /fixed_earn/api). */
export interface FixedEndpoints {
  /** GET product/{type}/list. */
  productList(type: string | number, query?: Query, call?: CallOptions): Promise<FixedProduct[]>;
  /** GET product/detail; §7 shows no parameters, so any query passes through. */
  productDetail(query?: Query, call?: CallOptions): Promise<FixedProduct>;
  /** GET product/coins. */
  productCoins(call?: CallOptions): Promise<string[]>;
  /**
   * GET user/lendable (product_id): what the user may still lend into the product; also the
   * "remaining personal quota per product" §7 mentions without a path.
   */
  lendable(query: { product_id: Id }, call?: CallOptions): Promise<unknown>;
  /** POST user/lend: subscribe to a fixed product. Money-moving. */
  lend(body: FixedLendBody, money: MoneyCallOptions): Promise<unknown>;
  /** GET user/lend (order_type=1, page, limit 10): fixed orders. */
  orders(
    query: { order_type: number; page: number; limit: number },
    call?: CallOptions,
  ): Promise<Page<FixedOrder>>;
  /** POST user/pre-redeem {order_id, isVip}: early redeem. Money-moving. */
  preRedeem(body: { order_id: Id; isVip: boolean }, money: MoneyCallOptions): Promise<unknown>;
  /** GET user/history. */
  history(query?: Query, call?: CallOptions): Promise<Page<HistoryRecord>>;
  /** PUT user/reinvest-status/{order_id} (reinvest_status). */
  setReinvestStatus(orderId: Id, body: { reinvest_status: Flag }, call?: CallOptions): Promise<unknown>;
  /** PUT user/redeem-account-type/{order_id} (redeem_account_type). */
  setRedeemAccountType(
    orderId: Id,
    body: { redeem_account_type: RedeemAccountType },
    call?: CallOptions,
  ): Promise<unknown>;
}

/** Builds `client.fixed`. */
export function createFixedEndpoints(t: Transport): FixedEndpoints {
  return {
    productList: (type, query, call) =>
      t.request({ route: FIXED_ROUTES.fixedProductList, params: { type }, query, ...call }),
    productDetail: reads(t, FIXED_ROUTES.fixedProductDetail),
    productCoins: readsAll(t, FIXED_ROUTES.fixedProductCoins),
    lendable: reads(t, FIXED_ROUTES.fixedLendable),
    lend: (body, { signal, ...money }) => t.request({ route: FIXED_ROUTES.fixedLend, body, money, signal }),
    orders: reads(t, FIXED_ROUTES.fixedOrders),
    preRedeem: (body, { signal, ...money }) =>
      t.request({ route: FIXED_ROUTES.fixedPreRedeem, body, money, signal }),
    history: reads(t, FIXED_ROUTES.fixedHistory),
    setReinvestStatus: (orderId, body, call) =>
      t.request({ route: FIXED_ROUTES.fixedSetReinvestStatus, params: { order_id: orderId }, body, ...call }),
    setRedeemAccountType: (orderId, body, call) =>
      t.request({
        route: FIXED_ROUTES.fixedSetRedeemAccountType,
        params: { order_id: orderId },
        body,
        ...call,
      }),
  };
}

/** `client.fixed`, and the reason its calls are in the bundle (see familyAccessor). */
export const fixedApi = /* @__PURE__ */ familyAccessor('fixed', createFixedEndpoints);
