import { familyAccessor } from '../families';
import { DUAL_ROUTES } from '../routeTables';
import type { CallOptions, MoneyCallOptions, Query, Transport } from '../transport';
import type {
  DualAutoRenewalInfo,
  DualCoupon,
  DualOrder,
  DualProduct,
  DualReinvestMatch,
  DualType,
  Id,
} from '../types';
import { reads, readsAll } from './reads';

/** §7 dual order body. */
export interface DualOrderBody {
  biz_entrance: string;
  project_id: Id;
  amount: string;
  ref_code?: string;
  /** 'vip-savings' for VIP savings (category 3), otherwise 'dual-savings'. */
  app_id: 'vip-savings' | 'dual-savings';
  is_autorenewal: 0 | 1;
  /** Auto-reinvest price difference in percent, as a string (§7), e.g. '0.5'. */
  price_deviation?: string;
  /** Auto-reinvest preferred term, in seconds (§7). */
  effective_time_duration?: number;
}

/** §7 trial-fund dual order body: bought with a voucher (§6 category 2). */
export interface DualTrialOrderBody {
  project_id: Id;
  amount: string;
  voucher_id: Id;
}

/** §7 Dual calls (base /apiw/v2/earn/dual). */
export interface DualEndpoints {
  /** GET project-list (coin, type). */
  projectList(query: { coin: string; type: DualType }, call?: CallOptions): Promise<DualProduct[]>;
  /** POST order: buy a dual product; success code 200 (§7). Money-moving. */
  order(body: DualOrderBody, money: MoneyCallOptions): Promise<unknown>;
  /** POST order with a trial-fund voucher {project_id, amount, voucher_id}. Money-moving. */
  trialOrder(body: DualTrialOrderBody, money: MoneyCallOptions): Promise<unknown>;
  /**
   * GET order-list (page_size, page, current_order_id, renewal_id). VIP-flagged: in VIP mode it is
   * GET /apiw/v2/earn/wealth-vip/dual-order-list (§6, §7).
   */
  orderList(
    query: { page_size: number; page: number; current_order_id?: Id; renewal_id?: Id },
    call?: CallOptions,
  ): Promise<{ list: DualOrder[] }>;
  /** GET reinvest-match-project (type, coin, rate, pid). */
  reinvestMatch(
    query: { type: DualType; coin: string; rate: string; pid: Id },
    call?: CallOptions,
  ): Promise<DualReinvestMatch>;
  /** GET order-detail; §7 shows no parameters, so any query passes through. */
  orderDetail(query?: Query, call?: CallOptions): Promise<DualOrder>;
  /** GET /apiw/v2/earn/dual-sniper/order. */
  sniperOrder(query?: Query, call?: CallOptions): Promise<unknown>;
  /** GET /dual_center/user/autorenewal_info (data.is_reinvested). */
  autoRenewalInfo(call?: CallOptions): Promise<DualAutoRenewalInfo>;
  /** GET /api/web/v1/coupon/hold-bonus-available-list (sub_type dual, limit 20). */
  coupons(query: { sub_type: 'dual'; limit: number }, call?: CallOptions): Promise<DualCoupon[]>;
}

/** Builds `client.dual`. */
export function createDualEndpoints(t: Transport): DualEndpoints {
  return {
    projectList: reads(t, DUAL_ROUTES.dualProjectList),
    order: (body, { signal, ...money }) => t.request({ route: DUAL_ROUTES.dualOrder, body, money, signal }),
    trialOrder: (body, { signal, ...money }) =>
      t.request({ route: DUAL_ROUTES.dualOrder, body, money, signal }),
    orderList: reads(t, DUAL_ROUTES.dualOrderList),
    reinvestMatch: reads(t, DUAL_ROUTES.dualReinvestMatch),
    orderDetail: reads(t, DUAL_ROUTES.dualOrderDetail),
    sniperOrder: reads(t, DUAL_ROUTES.dualSniperOrder),
    autoRenewalInfo: readsAll(t, DUAL_ROUTES.dualAutoRenewalInfo),
    coupons: reads(t, DUAL_ROUTES.dualCoupons),
  };
}

/** `client.dual`, and the reason its calls are in the bundle (see familyAccessor). */
export const dualApi = /* @__PURE__ */ familyAccessor('dual', createDualEndpoints);
