/**
 * The §7 route table, one const per group, so a host's bundle carries only the groups its widgets
 * call (a subscribe-only page has no staking, dual or launch pool rows). `ROUTES` in routes.ts
 * joins them for the sandbox, the tests and the intent ledger's resend. Each table is written
 * inside a function so that a bundler can drop a table nobody uses (its rows call `get`).
 */
import {
  DUAL_BASE,
  EARN,
  FIXED_BASE,
  get,
  LAUNCH_POOL_BASE,
  named,
  type RouteSpec,
  SIMPLE_EARN_BASE,
  STAKING_BASE,
} from './routeSpec';

export const SHARED_ROUTES = /* @__PURE__ */ named(
  () =>
    ({
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
    }) as const satisfies Record<string, RouteSpec>,
);

export const LAUNCH_POOL_ROUTES = /* @__PURE__ */ named(
  () =>
    ({
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
    }) as const satisfies Record<string, RouteSpec>,
);

export const SIMPLE_EARN_ROUTES = /* @__PURE__ */ named(
  () =>
    ({
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
    }) as const satisfies Record<string, RouteSpec>,
);

export const FIXED_ROUTES = /* @__PURE__ */ named(
  () =>
    ({
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
    }) as const satisfies Record<string, RouteSpec>,
);

export const STAKING_ROUTES = /* @__PURE__ */ named(
  () =>
    ({
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
    }) as const satisfies Record<string, RouteSpec>,
);

export const DUAL_ROUTES = /* @__PURE__ */ named(
  () =>
    ({
      // §7 Dual
      dualProjectList: get('dual', `${DUAL_BASE}/project-list`),
      dualOrder: {
        group: 'dual',
        method: 'POST',
        path: `${DUAL_BASE}/order`,
        moneyMoving: true,
        source: 'spec',
      },
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
    }) as const satisfies Record<string, RouteSpec>,
);
