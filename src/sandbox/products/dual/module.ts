import type { RouteName } from '../../../api/allRoutes';
import type { DualCoupon } from '../../../api/types';
import {
  DAY_MS,
  DUAL_CATEGORY,
  DUAL_COUPON_LIMIT,
  DUAL_COUPON_STATUS,
  DUAL_ORDER_STATUS,
  DUAL_PRODUCT_TYPE,
  type DualProductType,
  dec,
  isDecimalString,
  msToSeconds,
  TABLE_PAGE_SIZE,
} from '../../../domain';
import { canBuyDualVipSavings } from '../../../domain/dual';
import { paginate, readInt, readString } from '../../body';
import {
  defineModule,
  type ExchangeContext,
  type HandlerAnswer,
  ok,
  refuse,
  type SandboxRequest,
} from '../../module';
import type { ScenarioDefinition } from '../../scenarios';
import { PLAIN_MODE } from '../flexible';
import { listCatalogue, projectsOnSale, reinvestMatch, snapshotOf, toDualProduct } from './catalogue';
import { createOrder, heldBy, recordPurchase, toDualOrder } from './orders';
import { APP_ID, placeOrder } from './purchase';
import { DUAL_CATEGORY_NORMAL } from './rules';
import {
  DUAL,
  type DualAutoRenewal,
  type DualSlice,
  dualSlice,
  type StoredDualVoucher,
  takeDualPrincipal,
} from './slice';
import { tickDual } from './timeline';

/**
 * Dual-currency investment (§1, §3 Dual-currency, §4 dual order statuses, §5, §6, §7 Dual). The
 * catalogue is in dual/catalogue.ts, the purchase in dual/purchase.ts, orders and settlement in
 * dual/orders.ts (the status table is there), the clock in dual/timeline.ts and the rules the spec
 * leaves open in dual/rules.ts.
 *
 * Calls whose shape §7 does not show answer: order-list `{list, total}` of orders newest first
 * (`current_order_id` narrows to one order, `renewal_id` to one auto-reinvest chain); its VIP variant
 * lists VIP savings (category 3) orders and the plain one every other order; order-detail takes `id`
 * (or `order_id`); dual-sniper/order answers an empty page (the sandbox has no sniper products);
 * autorenewal_info answers whether an unsettled order has auto-reinvest on; expire_second of a
 * coupon is the Unix second it expires. The scenario trait `dualReinvestPaused` makes auto-reinvest
 * match nothing (reinvest-match-project answers match_project false).
 */

function readType(query: Readonly<Record<string, string>>): DualProductType {
  const type = readString(query, 'type');
  if (type !== DUAL_PRODUCT_TYPE.CALL && type !== DUAL_PRODUCT_TYPE.PUT) refuse('type must be call or put');
  return type;
}

function readOptionalInt(query: Readonly<Record<string, string>>, field: string): number | undefined {
  return query[field] === undefined || query[field] === '' ? undefined : readInt(query, field);
}

function orderList(request: SandboxRequest, ctx: ExchangeContext): HandlerAnswer {
  const pageSize = readOptionalInt(request.query, 'page_size') ?? TABLE_PAGE_SIZE;
  const page = readOptionalInt(request.query, 'page') ?? 1;
  if (page < 1) refuse('page must be at least 1');
  if (pageSize < 1 || pageSize > 100) refuse('page_size must be between 1 and 100');
  const current = readOptionalInt(request.query, 'current_order_id');
  const renewal = readOptionalInt(request.query, 'renewal_id');
  // §6: the VIP variant lists VIP savings; the plain list everything else.
  const vip = request.vip === true;
  const rows = dualSlice(ctx)
    .orders.filter((o) => (o.project.category === DUAL_CATEGORY.VIP_SAVINGS) === vip)
    .filter((o) => current === undefined || o.id === current)
    .filter((o) => renewal === undefined || o.renewalId === renewal)
    .sort((a, b) => b.id - a.id)
    .map(toDualOrder);
  return ok(paginate(rows, page, pageSize));
}

function orderDetail(request: SandboxRequest, ctx: ExchangeContext): HandlerAnswer {
  const field = request.query.id !== undefined ? 'id' : 'order_id';
  const id = readInt(request.query, field);
  const order = dualSlice(ctx).orders.find((o) => o.id === id);
  if (!order) refuse(`no dual order ${id}`);
  return ok(toDualOrder(order));
}

function reinvestMatchRoute(request: SandboxRequest, ctx: ExchangeContext): HandlerAnswer {
  const type = readType(request.query);
  const coin = readString(request.query, 'coin').toUpperCase();
  const rate = request.query.rate;
  if (rate !== undefined && rate !== '' && !isDecimalString(rate)) refuse('rate must be a decimal string');
  const pid = readOptionalInt(request.query, 'pid');
  // The category of the product being bought: VIP savings reinvest into VIP savings.
  const category = dualSlice(ctx).projects.find((p) => p.id === pid)?.category ?? DUAL_CATEGORY_NORMAL;
  return ok(reinvestMatch(ctx, { coin, type, category }));
}

function coupons(request: SandboxRequest, ctx: ExchangeContext): HandlerAnswer {
  const limit = Math.min(readOptionalInt(request.query, 'limit') ?? DUAL_COUPON_LIMIT, DUAL_COUPON_LIMIT);
  if (limit < 1) refuse('limit must be at least 1');
  // Only trial-fund vouchers of dual exist in the sandbox; another sub_type has none.
  if (request.query.sub_type !== 'dual') return ok([]);
  const list: DualCoupon[] = dualSlice(ctx)
    .vouchers.filter((v) => !v.used && v.expire_second * 1000 > ctx.now())
    .slice(0, limit)
    .map((v) => ({
      id: v.id,
      currency: v.currency,
      status: DUAL_COUPON_STATUS.TO_BE_USED,
      amount: v.amount,
      expire_second: v.expire_second,
    }));
  return ok(list);
}

const ROUTES = {
  dualProjectList: (request, ctx) => {
    const coin = readString(request.query, 'coin').toUpperCase();
    const type = readType(request.query);
    return ok(
      projectsOnSale(ctx)
        .filter((p) => p.coin === coin && p.type === type)
        .map((p) => toDualProduct(ctx, p)),
    );
  },
  dualOrder: placeOrder,
  dualOrderList: orderList,
  dualReinvestMatch: reinvestMatchRoute,
  dualOrderDetail: orderDetail,
  dualSniperOrder: () => ok({ list: [], total: 0 }),
  dualAutoRenewalInfo: (_request, ctx) => {
    const unsettled: string[] = [
      DUAL_ORDER_STATUS.INIT,
      DUAL_ORDER_STATUS.PROCESSING,
      DUAL_ORDER_STATUS.SETTLEMENT_PROCESSING,
    ];
    return ok({
      is_reinvested: dualSlice(ctx).orders.some(
        (o) => o.autorenewal !== null && unsettled.includes(o.status),
      ),
    });
  },
  dualCoupons: coupons,
} satisfies Partial<Record<RouteName, (request: SandboxRequest, ctx: ExchangeContext) => HandlerAnswer>>;

/** Trial-fund vouchers every account starts with (a new user is who trial funds are for). */
function defaultVouchers(nowMs: number): StoredDualVoucher[] {
  return [
    {
      id: 951,
      currency: 'USDT',
      amount: '100',
      expire_second: msToSeconds(nowMs + 14 * DAY_MS),
      used: false,
    },
    { id: 952, currency: 'USDT', amount: '50', expire_second: msToSeconds(nowMs + 7 * DAY_MS), used: false },
  ];
}

/** A seeded holding: bought now from the listing of a catalogue row, already confirmed. */
function seedOrder(
  ctx: ExchangeContext,
  template: string,
  amount: string,
  autorenewal: DualAutoRenewal | null,
) {
  const project = dualSlice(ctx).projects.find((p) => p.template === template);
  if (!project || dec(ctx.data.spot[project.invest_currency]).lt(amount)) return;
  takeDualPrincipal(ctx, project.invest_currency, amount);
  const vip = project.category === DUAL_CATEGORY.VIP_SAVINGS;
  const order = createOrder(ctx, {
    project: snapshotOf(ctx, project),
    deliveryAtMs: project.deliveryAtMs,
    amount,
    appId: vip ? APP_ID.VIP : APP_ID.NORMAL,
    bizEntrance: 'sandbox-seed',
    refCode: '',
    autorenewal,
    voucherId: null,
    confirmed: true,
  });
  recordPurchase(ctx, order, PLAIN_MODE);
}

/** The dual product module. */
export const dualModule = defineModule<DualSlice>({
  name: DUAL,
  routes: ROUTES,
  publicRoutes: ['dualProjectList'],
  init: (ctx) => ({ projects: [], orders: [], vouchers: defaultVouchers(ctx.now()), nextProjectId: 70_001 }),
  seed(ctx: ExchangeContext, scenario: ScenarioDefinition) {
    listCatalogue(ctx);
    if (scenario.dualReinvestPaused) dualSlice(ctx).reinvestPaused = true;
    if (!scenario.holdings) return;
    // 'regular': a BTC sell-high with auto-reinvest and a USDT buy-low; VIP users also hold VIP savings.
    seedOrder(ctx, `${DUAL_CATEGORY_NORMAL}:BTC:call:72h:2`, '0.01', {
      price_deviation: '2',
      effective_time_duration: (7 * DAY_MS) / 1000,
    });
    seedOrder(ctx, `${DUAL_CATEGORY_NORMAL}:BTC:put:168h:2`, '500', null);
    if (canBuyDualVipSavings(ctx.data.user.tierLevel))
      seedOrder(ctx, `${DUAL_CATEGORY.VIP_SAVINGS}:BTC:put:168h:2`, '1000', null);
  },
  tick: tickDual,
  balances: (ctx) => dualSlice(ctx).orders.flatMap(heldBy),
});
