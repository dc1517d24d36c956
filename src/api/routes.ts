/**
 * Every call of §7 in ONE table. The client builds its requests from it and the sandbox exchange
 * serves exactly it, so a path is written nowhere else.
 *
 * Where §7 does not show a path, the row says `source: 'chosen'` and a comment says why.
 *
 * VIP rule (§6 "VIP-flagged calls use a /vip path variant; the VIP theme selects VIP endpoints"):
 * a route is VIP-flagged when it has `vipVariant`, the full path used instead of `path` when the
 * client is created with `vip: true`. The variant is spelled out per row rather than derived,
 * because the one variant §7 shows (`/apiw/v2/earn/wealth-vip/dual-order-list` for the dual order
 * list) does not follow a mechanical "/vip" suffix. VIP is also carried in bodies, not paths: the
 * staking action sends `src=1` under the VIP theme (§7 Staking) and the fixed lend / pre-redeem carry
 * `isVip` for VIP products (§7 Fixed); the endpoint functions handle those.
 */

/** HTTP methods §7 uses. */
export type HttpMethod = 'GET' | 'POST' | 'PUT';

/** The endpoint groups of §7, as the client exposes them (`client.shared`, ...). */
export type RouteGroup = 'shared' | 'launchPool' | 'simpleEarn' | 'fixed' | 'staking' | 'dual';

/** One row of the route table. */
export interface RouteSpec {
  /** The §7 group. */
  readonly group: RouteGroup;
  /** The §7 method; GET and POST may share a path (uni-loan/earn/subscribe, fixed user/lend). */
  readonly method: HttpMethod;
  /** Absolute path from the origin; `{name}` marks a path parameter (fixed `{type}`, `{order_id}`). */
  readonly path: string;
  /**
   * True for a request that moves money. It is never retried by any layer and must carry an
   * `Idempotency-Key` (and `X-Fund-Password` when the user gave one).
   */
  readonly moneyMoving: boolean;
  /** Path used instead of `path` when the client is in VIP mode (§6). */
  readonly vipVariant?: string;
  /**
   * True for a non-GET that only reads (§7's balance call is a POST), so it is retried like a GET.
   * Money-moving routes and settings changes never have it.
   */
  readonly read?: boolean;
  /** True when §7 asks for the device token header (launch pool money POSTs). */
  readonly deviceToken?: boolean;
  /** 'spec' when §7 shows the path; 'chosen' when we picked it because §7 is silent. */
  readonly source: 'spec' | 'chosen';
}

/** §7 Launch pool base. */
export const LAUNCH_POOL_BASE = '/apiw/v2/earn/launch-pool';
/** §7 Simple Earn base. */
export const SIMPLE_EARN_BASE = '/apiw/v2';
/**
 * §7 Fixed "(fixed_earn/api)". It is written without a leading slash in §7; we anchor it at the
 * origin like every other base, since the product pages live at /simple-earn, not under it.
 */
export const FIXED_BASE = '/fixed_earn/api';
/** §7 Staking base. */
export const STAKING_BASE = '/apiw/v2/earn/staking';
/** §7 Dual base. */
export const DUAL_BASE = '/apiw/v2/earn/dual';

const EARN = `${SIMPLE_EARN_BASE}/uni-loan/earn`;

function get(group: RouteGroup, path: string): RouteSpec {
  return { group, method: 'GET', path, moneyMoving: false, source: 'spec' };
}

/** The route table: every §7 call by name. */
export const ROUTES = {
  // §7 Shared
  sharedOutable: {
    group: 'shared',
    method: 'POST',
    path: '/apiw/v2/account/spot/asset/outable',
    moneyMoving: false,
    read: true,
    source: 'spec',
  },
  sharedComplianceCheck: get('shared', '/api/web/v1/compliance/check'),
  sharedBorrowCoinSettings: get('shared', '/apiw/v2/earn/borrow-coin-settings'),
  sharedLendEarnCoinInfo: get('shared', '/api/web/v1/uniloan/lend-earn-coin-info'),
  sharedAccountMode: get('shared', '/apiw/v2/unified/account_mode'),
  sharedRebateUserInfo: get('shared', '/api/web/v1/rebate/get_user_info'),
  sharedTickers: get('shared', '/apiw/v2/market/tickers'),

  // §7 Launch pool
  launchPoolCreateOrder: {
    group: 'launchPool',
    method: 'POST',
    path: `${LAUNCH_POOL_BASE}/create-order`,
    moneyMoving: true,
    deviceToken: true,
    source: 'spec',
  },
  launchPoolRedeem: {
    group: 'launchPool',
    method: 'POST',
    path: `${LAUNCH_POOL_BASE}/redeem`,
    moneyMoving: true,
    deviceToken: true,
    source: 'spec',
  },
  launchPoolProjectInfo: get('launchPool', `${LAUNCH_POOL_BASE}/project-info`),
  launchPoolUserProjectStatistics: get('launchPool', `${LAUNCH_POOL_BASE}/user-project-statistics`),
  launchPoolUserLoanProperty: get('launchPool', `${LAUNCH_POOL_BASE}/get-user-loan-property`),

  // §7 Simple Earn. The "Payloads of actions" paragraph says the mutation paths are not shown; we
  // pair each payload with the one listed POST of the same name (subscribe, redeem, autoivest,
  // interest-rate), which leaves only cancel redemption without a path (below).
  earnCoinInfo: get('simpleEarn', `${EARN}/coin-info`),
  earnSubscribe: {
    group: 'simpleEarn',
    method: 'POST',
    path: `${EARN}/subscribe`,
    moneyMoving: true,
    source: 'spec',
  },
  earnRedeem: {
    group: 'simpleEarn',
    method: 'POST',
    path: `${EARN}/redeem`,
    moneyMoving: true,
    source: 'spec',
  },
  // Chosen: §7 lists POST redeem-callback without saying what it does and gives the cancel
  // redemption payload {amount, asset} without a path. It is the only unclaimed POST; cancelling a
  // pending redemption puts funds back to lending, so it is money-moving.
  earnCancelRedemption: {
    group: 'simpleEarn',
    method: 'POST',
    path: `${EARN}/redeem-callback`,
    moneyMoving: true,
    source: 'chosen',
  },
  earnAutoInvest: get('simpleEarn', `${EARN}/autoivest`),
  earnSetAutoInvest: {
    group: 'simpleEarn',
    method: 'POST',
    path: `${EARN}/autoivest`,
    moneyMoving: false,
    source: 'spec',
  },
  earnChart: get('simpleEarn', `${EARN}/chart`),
  earnSetMinRate: {
    group: 'simpleEarn',
    method: 'POST',
    path: `${EARN}/interest-rate`,
    moneyMoving: false,
    source: 'spec',
  },
  earnAwardPool: get('simpleEarn', `${EARN}/award-pool`),
  earnStatistics: get('simpleEarn', `${EARN}/statistics`),
  earnHoldings: get('simpleEarn', `${EARN}/subscribe`),
  earnHistory: get('simpleEarn', `${EARN}/history`),
  earnHistoryCoins: get('simpleEarn', `${EARN}/history/coins`),
  earnHistoryTypes: get('simpleEarn', `${EARN}/history/types`),
  earnUserVip: get('simpleEarn', `${EARN}/user/vip`),
  earnCouponRecommend: get('simpleEarn', `${EARN}/coupon-recommend`),
  earnMaintenanceMarginRate: get('simpleEarn', `${SIMPLE_EARN_BASE}/unified/maintenance_margin_rate`),
  earnTradingHome: get('simpleEarn', `${SIMPLE_EARN_BASE}/account/spot/trading/home`),
  // Chosen: §7 describes the funding-lock check (response use_funding, locked) without a path. It
  // is a read of the lending account, so it sits beside the other uni-loan/earn reads.
  earnFundingLock: { ...get('simpleEarn', `${EARN}/funding-lock`), source: 'chosen' },
  // §7 "Remaining personal quota per product is fetched; its path is not shown": fixed
  // `user/lendable` (product_id) already answers it (fixedLendable), so no extra route.

  // §7 Fixed
  fixedProductList: get('fixed', `${FIXED_BASE}/product/{type}/list`),
  fixedProductDetail: get('fixed', `${FIXED_BASE}/product/detail`),
  fixedProductCoins: get('fixed', `${FIXED_BASE}/product/coins`),
  fixedLendable: get('fixed', `${FIXED_BASE}/user/lendable`),
  fixedLend: {
    group: 'fixed',
    method: 'POST',
    path: `${FIXED_BASE}/user/lend`,
    moneyMoving: true,
    source: 'spec',
  },
  fixedOrders: get('fixed', `${FIXED_BASE}/user/lend`),
  fixedPreRedeem: {
    group: 'fixed',
    method: 'POST',
    path: `${FIXED_BASE}/user/pre-redeem`,
    moneyMoving: true,
    source: 'spec',
  },
  fixedHistory: get('fixed', `${FIXED_BASE}/user/history`),
  // Settings of an order, not transfers: safe to repeat, so no idempotency key; still not retried
  // automatically since only GETs are.
  fixedSetReinvestStatus: {
    group: 'fixed',
    method: 'PUT',
    path: `${FIXED_BASE}/user/reinvest-status/{order_id}`,
    moneyMoving: false,
    source: 'spec',
  },
  fixedSetRedeemAccountType: {
    group: 'fixed',
    method: 'PUT',
    path: `${FIXED_BASE}/user/redeem-account-type/{order_id}`,
    moneyMoving: false,
    source: 'spec',
  },

  // §7 Staking
  stakingCoinLines: get('staking', `${STAKING_BASE}/coin-lines`),
  stakingDefiLines: get('staking', `${STAKING_BASE}/coin-defi-lines`),
  // §7 says "the exact path of that action is not shown" for the shared stake/redeem action, yet
  // names POST /coin-swap-verify as stake and POST /coin-redeem as redeem: we send the shared
  // action body (side, amount, coin, pid?, src?, quick) to those two.
  stakingStake: {
    group: 'staking',
    method: 'POST',
    path: `${STAKING_BASE}/coin-swap-verify`,
    moneyMoving: true,
    source: 'chosen',
  },
  stakingRedeem: {
    group: 'staking',
    method: 'POST',
    path: `${STAKING_BASE}/coin-redeem`,
    moneyMoving: true,
    source: 'chosen',
  },
  stakingStatistics: get('staking', `${STAKING_BASE}/statistics`),
  stakingUserInfo: get('staking', `${STAKING_BASE}/coin-user-info`),
  stakingBalances: get('staking', `${STAKING_BASE}/balances`),
  stakingProfitRecords: get('staking', `${STAKING_BASE}/coin-user-profit-records`),
  stakingLockBalances: get('staking', `${STAKING_BASE}/lock-balances`),
  stakingProduct: get('staking', `${STAKING_BASE}/product`),
  stakingUserLoans: get('staking', `${STAKING_BASE}/user-loans`),
  stakingFaq: get('staking', `${STAKING_BASE}/coin-ask`),

  // §7 Dual
  dualProjectList: get('dual', `${DUAL_BASE}/project-list`),
  dualOrder: { group: 'dual', method: 'POST', path: `${DUAL_BASE}/order`, moneyMoving: true, source: 'spec' },
  // The one VIP variant §7 shows (§6 VIP rule above).
  dualOrderList: {
    ...get('dual', `${DUAL_BASE}/order-list`),
    vipVariant: '/apiw/v2/earn/wealth-vip/dual-order-list',
  },
  dualReinvestMatch: get('dual', `${DUAL_BASE}/reinvest-match-project`),
  dualOrderDetail: get('dual', `${DUAL_BASE}/order-detail`),
  dualSniperOrder: get('dual', '/apiw/v2/earn/dual-sniper/order'),
  dualAutoRenewalInfo: get('dual', '/dual_center/user/autorenewal_info'),
  dualCoupons: get('dual', '/api/web/v1/coupon/hold-bonus-available-list'),
} as const satisfies Record<string, RouteSpec>;

/** A route's name in {@link ROUTES}. */
export type RouteName = keyof typeof ROUTES;

/** A route table row with its name, as data (what the sandbox serves). */
export interface NamedRoute extends RouteSpec {
  readonly name: RouteName;
}

/** {@link ROUTES} as a list, for the sandbox and for contract tests. */
export const ROUTE_LIST: readonly NamedRoute[] = (Object.keys(ROUTES) as RouteName[]).map((name) => ({
  name,
  ...(ROUTES[name] as RouteSpec),
}));

/** Values a `{name}` segment can take. */
export type PathParams = Record<string, string | number>;

/** The path to call: the VIP variant when asked for and defined, with `{name}` segments filled in. */
export function resolvePath(route: RouteSpec, options: { vip?: boolean; params?: PathParams } = {}): string {
  const template = options.vip && route.vipVariant ? route.vipVariant : route.path;
  return template.replace(/\{(\w+)\}/g, (_, key: string) => {
    const value = options.params?.[key];
    if (value === undefined) throw new TypeError(`Missing path parameter "${key}" for ${route.path}`);
    return encodeURIComponent(String(value));
  });
}

/** A route found by {@link matchRoute}. */
export interface RouteMatch {
  readonly route: NamedRoute;
  /** The `{name}` segments, decoded. */
  readonly params: Record<string, string>;
  /** True when the path matched the route's VIP variant. */
  readonly vip: boolean;
}

function templateToRegExp(template: string): RegExp {
  const source = template
    .split(/(\{\w+\})/)
    .map((part) =>
      /^\{\w+\}$/.test(part) ? `(?<${part.slice(1, -1)}>[^/]+)` : part.replace(/[.*+?^$()|[\]\\]/g, '\\$&'),
    )
    .join('');
  return new RegExp(`^${source}$`);
}

/**
 * The route a request is for, from its method and pathname (no query), or `undefined`. Used by the
 * sandbox to serve the table and by tests to check what the client sent.
 */
export function matchRoute(method: string, pathname: string): RouteMatch | undefined {
  const upper = method.toUpperCase();
  for (const route of ROUTE_LIST) {
    if (route.method !== upper) continue;
    const candidates: Array<[string, boolean]> = [[route.path, false]];
    if (route.vipVariant) candidates.push([route.vipVariant, true]);
    for (const [template, vip] of candidates) {
      const found = templateToRegExp(template).exec(pathname);
      if (!found) continue;
      const params: Record<string, string> = {};
      for (const [key, value] of Object.entries(found.groups ?? {})) params[key] = decodeURIComponent(value);
      return { route, params, vip };
    }
  }
  return undefined;
}
