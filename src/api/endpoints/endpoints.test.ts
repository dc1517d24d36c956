import { createFaultyFetch } from '../../sandbox/faults';
import { matchRoute, ROUTE_LIST, type RouteName } from '../allRoutes';
import { createWealthClient, type WealthClient } from '../client';

/** Records every request and answers success, so each endpoint's wire shape can be read back. */
function recordingClient(vip = false) {
  const faulty = createFaultyFetch(async () => Response.json({ code: 0, data: null }));
  const client = createWealthClient({
    baseUrl: 'https://exchange.test',
    fetch: faulty.fetch,
    vip,
    backoff: () => 0,
  });
  return { client, calls: faulty.calls };
}

const key = { idempotencyKey: 'intent-1' };

interface Contract {
  name: string;
  call: (client: WealthClient) => Promise<unknown>;
  method: 'GET' | 'POST' | 'PUT';
  path: string;
  query?: Record<string, string>;
  body?: unknown;
  /** The same call in VIP mode, when it differs (§6). */
  vip?: { path?: string; body?: unknown };
}

const EARN = '/apiw/v2/uni-loan/earn';
const FIXED = '/fixed_earn/api';
const STAKING = '/apiw/v2/earn/staking';
const DUAL = '/apiw/v2/earn/dual';
const LP = '/apiw/v2/earn/launch-pool';

const contracts: Contract[] = [
  // §7 Shared
  {
    name: 'shared.outable',
    call: (c) => c.shared.outable({ assets: ['BTC', 'USDT'] }),
    method: 'POST',
    path: '/apiw/v2/account/spot/asset/outable',
    body: { assets: ['BTC', 'USDT'] },
  },
  {
    name: 'shared.complianceCheck',
    call: (c) => c.shared.complianceCheck(),
    method: 'GET',
    path: '/api/web/v1/compliance/check',
  },
  {
    name: 'shared.borrowCoinSettings',
    call: (c) => c.shared.borrowCoinSettings({ coin: 'ETH' }),
    method: 'GET',
    path: '/apiw/v2/earn/borrow-coin-settings',
    query: { coin: 'ETH' },
  },
  {
    name: 'shared.lendEarnCoinInfo',
    call: (c) => c.shared.lendEarnCoinInfo({ coin: 'ETH' }),
    method: 'GET',
    path: '/api/web/v1/uniloan/lend-earn-coin-info',
    query: { coin: 'ETH' },
  },
  {
    name: 'shared.accountMode',
    call: (c) => c.shared.accountMode(),
    method: 'GET',
    path: '/apiw/v2/unified/account_mode',
  },
  {
    name: 'shared.rebateUserInfo',
    call: (c) => c.shared.rebateUserInfo(),
    method: 'GET',
    path: '/api/web/v1/rebate/get_user_info',
  },
  {
    name: 'shared.tickers',
    call: (c) => c.shared.tickers({ currency_pairs: 'BTC_USDT,ETH_USDT' }),
    method: 'GET',
    path: '/apiw/v2/market/tickers',
    query: { currency_pairs: 'BTC_USDT,ETH_USDT' },
  },

  // §7 Launch pool
  {
    name: 'launchPool.createOrder',
    call: (c) => c.launchPool.createOrder({ pid: 5, rid: 9, amount: '12.5', simpleEarnStatus: 1 }, key),
    method: 'POST',
    path: `${LP}/create-order`,
    body: { pid: 5, rid: 9, amount: '12.5', simpleEarnStatus: 1 },
  },
  {
    name: 'launchPool.redeem',
    call: (c) => c.launchPool.redeem({ pid: 5, rid: 9, amount: '2', simpleEarnStatus: 0 }, key),
    method: 'POST',
    path: `${LP}/redeem`,
    body: { pid: 5, rid: 9, amount: '2', simpleEarnStatus: 0 },
  },
  {
    name: 'launchPool.projectInfo',
    call: (c) => c.launchPool.projectInfo({ projectId: 5 }),
    method: 'GET',
    path: `${LP}/project-info`,
    query: { projectId: '5' },
  },
  {
    name: 'launchPool.userProjectStatistics',
    call: (c) => c.launchPool.userProjectStatistics({ pid: 5 }),
    method: 'GET',
    path: `${LP}/user-project-statistics`,
    query: { pid: '5' },
  },
  {
    name: 'launchPool.userLoanProperty',
    call: (c) => c.launchPool.userLoanProperty(),
    method: 'GET',
    path: `${LP}/get-user-loan-property`,
  },

  // §7 Simple Earn
  {
    name: 'simpleEarn.coinInfo',
    call: (c) => c.simpleEarn.coinInfo({ coin: 'USDT', kyc_level: 2, show_page: 'home' }),
    method: 'GET',
    path: `${EARN}/coin-info`,
    query: { coin: 'USDT', kyc_level: '2', show_page: 'home' },
  },
  {
    name: 'simpleEarn.subscribe',
    call: (c) => c.simpleEarn.subscribe({ asset: 'USDT', amount: '100', rateYear: '0.0123' }, key),
    method: 'POST',
    path: `${EARN}/subscribe`,
    body: { asset: 'USDT', amount: '100', rateYear: '0.0123' },
  },
  {
    name: 'simpleEarn.redeem',
    call: (c) =>
      c.simpleEarn.redeem({ asset: 'USDT', amount: '5', curr_amount: '100', lend_amount: '90' }, key),
    method: 'POST',
    path: `${EARN}/redeem`,
    body: { asset: 'USDT', amount: '5', curr_amount: '100', lend_amount: '90' },
  },
  {
    name: 'simpleEarn.cancelRedemption',
    call: (c) => c.simpleEarn.cancelRedemption({ amount: '5', asset: 'USDT' }, key),
    method: 'POST',
    path: `${EARN}/redeem-callback`,
    body: { amount: '5', asset: 'USDT' },
  },
  {
    name: 'simpleEarn.autoInvest',
    call: (c) => c.simpleEarn.autoInvest({ assets: 'USDT,BTC' }),
    method: 'GET',
    path: `${EARN}/autoivest`,
    query: { assets: 'USDT,BTC' },
  },
  {
    name: 'simpleEarn.setAutoInvest',
    call: (c) => c.simpleEarn.setAutoInvest({ assets: 'USDT', status: '0' }),
    method: 'POST',
    path: `${EARN}/autoivest`,
    body: { assets: 'USDT', status: '0' },
  },
  {
    name: 'simpleEarn.chart',
    call: (c) => c.simpleEarn.chart({ from: 1700000000, to: 1700086400, asset: 'USDT', type: 'hour' }),
    method: 'GET',
    path: `${EARN}/chart`,
    query: { from: '1700000000', to: '1700086400', asset: 'USDT', type: 'hour' },
  },
  {
    name: 'simpleEarn.setMinRate',
    call: (c) => c.simpleEarn.setMinRate({ asset: 'USDT', rateYear: '0.0150' }),
    method: 'POST',
    path: `${EARN}/interest-rate`,
    body: { asset: 'USDT', rateYear: '0.0150' },
  },
  {
    name: 'simpleEarn.awardPool',
    call: (c) => c.simpleEarn.awardPool({ asset: 'USDT' }),
    method: 'GET',
    path: `${EARN}/award-pool`,
    query: { asset: 'USDT' },
  },
  {
    name: 'simpleEarn.statistics',
    call: (c) => c.simpleEarn.statistics(),
    method: 'GET',
    path: `${EARN}/statistics`,
  },
  {
    name: 'simpleEarn.holdings',
    call: (c) => c.simpleEarn.holdings({ page: 1, limit: 10, asset: 'USDT' }),
    method: 'GET',
    path: `${EARN}/subscribe`,
    query: { page: '1', limit: '10', asset: 'USDT' },
  },
  {
    name: 'simpleEarn.history',
    call: (c) =>
      c.simpleEarn.history({
        page: 2,
        limit: 8,
        type: 3,
        asset: 'BTC',
        start_at: 1,
        end_at: 2,
        is_daily_log: 1,
        time_zone: 'UTC+8',
        is_time_zone: 1,
      }),
    method: 'GET',
    path: `${EARN}/history`,
    query: {
      page: '2',
      limit: '8',
      type: '3',
      asset: 'BTC',
      start_at: '1',
      end_at: '2',
      is_daily_log: '1',
      time_zone: 'UTC+8',
      is_time_zone: '1',
    },
  },
  {
    name: 'simpleEarn.historyCoins',
    call: (c) => c.simpleEarn.historyCoins(),
    method: 'GET',
    path: `${EARN}/history/coins`,
  },
  {
    name: 'simpleEarn.historyTypes',
    call: (c) => c.simpleEarn.historyTypes({ product_type: 1 }),
    method: 'GET',
    path: `${EARN}/history/types`,
    query: { product_type: '1' },
  },
  {
    name: 'simpleEarn.userVip',
    call: (c) => c.simpleEarn.userVip(),
    method: 'GET',
    path: `${EARN}/user/vip`,
  },
  {
    name: 'simpleEarn.couponRecommend',
    call: (c) => c.simpleEarn.couponRecommend({ pid: 0 }),
    method: 'GET',
    path: `${EARN}/coupon-recommend`,
    query: { pid: '0' },
  },
  {
    name: 'simpleEarn.maintenanceMarginRate',
    call: (c) => c.simpleEarn.maintenanceMarginRate(),
    method: 'GET',
    path: '/apiw/v2/unified/maintenance_margin_rate',
  },
  {
    name: 'simpleEarn.tradingHome',
    call: (c) => c.simpleEarn.tradingHome({ market: 'BTC_USDT' }),
    method: 'GET',
    path: '/apiw/v2/account/spot/trading/home',
    query: { market: 'BTC_USDT' },
  },
  {
    name: 'simpleEarn.fundingLock',
    call: (c) => c.simpleEarn.fundingLock(),
    method: 'GET',
    path: `${EARN}/funding-lock`,
  },

  // §7 Fixed
  {
    name: 'fixed.productList',
    call: (c) => c.fixed.productList(2, { asset: 'USDT' }),
    method: 'GET',
    path: `${FIXED}/product/2/list`,
    query: { asset: 'USDT' },
  },
  {
    name: 'fixed.productDetail',
    call: (c) => c.fixed.productDetail({ id: 4 }),
    method: 'GET',
    path: `${FIXED}/product/detail`,
    query: { id: '4' },
  },
  {
    name: 'fixed.productCoins',
    call: (c) => c.fixed.productCoins(),
    method: 'GET',
    path: `${FIXED}/product/coins`,
  },
  {
    name: 'fixed.lendable',
    call: (c) => c.fixed.lendable({ product_id: 4 }),
    method: 'GET',
    path: `${FIXED}/user/lendable`,
    query: { product_id: '4' },
  },
  {
    name: 'fixed.lend',
    call: (c) =>
      c.fixed.lend(
        {
          product_id: 4,
          redeem_account_type: 0,
          reinvest_status: 1,
          amount: '50',
          year_rate: '0.08',
          isVip: true,
          financial_rate_id: 77,
        },
        key,
      ),
    method: 'POST',
    path: `${FIXED}/user/lend`,
    body: {
      product_id: 4,
      redeem_account_type: 0,
      reinvest_status: 1,
      amount: '50',
      year_rate: '0.08',
      isVip: true,
      financial_rate_id: 77,
    },
  },
  {
    name: 'fixed.orders',
    call: (c) => c.fixed.orders({ order_type: 1, page: 1, limit: 10 }),
    method: 'GET',
    path: `${FIXED}/user/lend`,
    query: { order_type: '1', page: '1', limit: '10' },
  },
  {
    name: 'fixed.preRedeem',
    call: (c) => c.fixed.preRedeem({ order_id: 31, isVip: false }, key),
    method: 'POST',
    path: `${FIXED}/user/pre-redeem`,
    body: { order_id: 31, isVip: false },
  },
  {
    name: 'fixed.history',
    call: (c) => c.fixed.history({ page: 1 }),
    method: 'GET',
    path: `${FIXED}/user/history`,
    query: { page: '1' },
  },
  {
    name: 'fixed.setReinvestStatus',
    call: (c) => c.fixed.setReinvestStatus(31, { reinvest_status: 1 }),
    method: 'PUT',
    path: `${FIXED}/user/reinvest-status/31`,
    body: { reinvest_status: 1 },
  },
  {
    name: 'fixed.setRedeemAccountType',
    call: (c) => c.fixed.setRedeemAccountType('A/1', { redeem_account_type: 1 }),
    method: 'PUT',
    path: `${FIXED}/user/redeem-account-type/A%2F1`,
    body: { redeem_account_type: 1 },
  },

  // §7 Staking
  {
    name: 'staking.coinLines',
    call: (c) => c.staking.coinLines({ coin: 'ETH', pid: 2, limit: 365, page: 1 }),
    method: 'GET',
    path: `${STAKING}/coin-lines`,
    query: { coin: 'ETH', pid: '2', limit: '365', page: '1' },
  },
  {
    name: 'staking.defiLines',
    call: (c) => c.staking.defiLines({ coin: 'ETH', limit: 30, page: 1 }),
    method: 'GET',
    path: `${STAKING}/coin-defi-lines`,
    query: { coin: 'ETH', limit: '30', page: '1' },
  },
  {
    name: 'staking.stake',
    call: (c) => c.staking.stake({ coin: 'ETH', amount: '1.5', pid: 2 }, key),
    method: 'POST',
    path: `${STAKING}/coin-swap-verify`,
    body: { side: 0, amount: '1.5', coin: 'ETH', pid: 2 },
    vip: { body: { side: 0, amount: '1.5', coin: 'ETH', pid: 2, src: 1 } },
  },
  {
    name: 'staking.stake without a protocol (pid -1 omitted)',
    call: (c) => c.staking.stake({ coin: 'ETH', amount: '1.5', pid: -1 }, key),
    method: 'POST',
    path: `${STAKING}/coin-swap-verify`,
    body: { side: 0, amount: '1.5', coin: 'ETH' },
  },
  {
    name: 'staking.redeem',
    call: (c) => c.staking.redeem({ coin: 'ETH', amount: '1', pid: '-1', quick: 1 }, key),
    method: 'POST',
    path: `${STAKING}/coin-redeem`,
    body: { side: 1, amount: '1', coin: 'ETH', quick: 1 },
    vip: { body: { side: 1, amount: '1', coin: 'ETH', src: 1, quick: 1 } },
  },
  {
    name: 'staking.statistics',
    call: (c) => c.staking.statistics({ coin: 'ETH' }),
    method: 'GET',
    path: `${STAKING}/statistics`,
    query: { coin: 'ETH' },
  },
  {
    name: 'staking.userInfo',
    call: (c) => c.staking.userInfo({ coin: 'ETH', pid: 2 }),
    method: 'GET',
    path: `${STAKING}/coin-user-info`,
    query: { coin: 'ETH', pid: '2' },
  },
  {
    name: 'staking.balances',
    call: (c) => c.staking.balances({ coin: 'ETH', hide_zero_hold: 1 }),
    method: 'GET',
    path: `${STAKING}/balances`,
    query: { coin: 'ETH', hide_zero_hold: '1' },
  },
  {
    name: 'staking.profitRecords',
    call: (c) => c.staking.profitRecords({ coin: 'ETH', page: 1, limit: 10, to: 1700086399 }),
    method: 'GET',
    path: `${STAKING}/coin-user-profit-records`,
    query: { coin: 'ETH', page: '1', limit: '10', to: '1700086399' },
  },
  {
    name: 'staking.lockBalances',
    call: (c) => c.staking.lockBalances(),
    method: 'GET',
    path: `${STAKING}/lock-balances`,
  },
  {
    name: 'staking.product',
    call: (c) => c.staking.product({ coin: 'ETH', pid: 2 }),
    method: 'GET',
    path: `${STAKING}/product`,
    query: { coin: 'ETH', pid: '2' },
  },
  {
    name: 'staking.userLoans',
    call: (c) => c.staking.userLoans({ coin: 'ETH' }),
    method: 'GET',
    path: `${STAKING}/user-loans`,
    query: { coin: 'ETH' },
  },
  {
    name: 'staking.faq',
    call: (c) => c.staking.faq({ pid: 2, coin: 'ETH' }),
    method: 'GET',
    path: `${STAKING}/coin-ask`,
    query: { pid: '2', coin: 'ETH' },
  },

  // §7 Dual
  {
    name: 'dual.projectList',
    call: (c) => c.dual.projectList({ coin: 'BTC', type: 'call' }),
    method: 'GET',
    path: `${DUAL}/project-list`,
    query: { coin: 'BTC', type: 'call' },
  },
  {
    name: 'dual.order',
    call: (c) =>
      c.dual.order(
        {
          biz_entrance: 'dual_page',
          project_id: 88,
          amount: '200',
          ref_code: 'abc',
          app_id: 'dual-savings',
          is_autorenewal: 1,
          price_deviation: '0.5',
          effective_time_duration: 7 * 86400,
        },
        key,
      ),
    method: 'POST',
    path: `${DUAL}/order`,
    body: {
      biz_entrance: 'dual_page',
      project_id: 88,
      amount: '200',
      ref_code: 'abc',
      app_id: 'dual-savings',
      is_autorenewal: 1,
      price_deviation: '0.5',
      effective_time_duration: 604800,
    },
  },
  {
    name: 'dual.trialOrder',
    call: (c) => c.dual.trialOrder({ project_id: 88, amount: '10', voucher_id: 5 }, key),
    method: 'POST',
    path: `${DUAL}/order`,
    body: { project_id: 88, amount: '10', voucher_id: 5 },
  },
  {
    name: 'dual.orderList',
    call: (c) => c.dual.orderList({ page_size: 10, page: 1, current_order_id: 3, renewal_id: 4 }),
    method: 'GET',
    path: `${DUAL}/order-list`,
    query: { page_size: '10', page: '1', current_order_id: '3', renewal_id: '4' },
    vip: { path: '/apiw/v2/earn/wealth-vip/dual-order-list' },
  },
  {
    name: 'dual.reinvestMatch',
    call: (c) => c.dual.reinvestMatch({ type: 'put', coin: 'BTC', rate: '0.5', pid: 88 }),
    method: 'GET',
    path: `${DUAL}/reinvest-match-project`,
    query: { type: 'put', coin: 'BTC', rate: '0.5', pid: '88' },
  },
  {
    name: 'dual.orderDetail',
    call: (c) => c.dual.orderDetail({ order_id: 9 }),
    method: 'GET',
    path: `${DUAL}/order-detail`,
    query: { order_id: '9' },
  },
  {
    name: 'dual.sniperOrder',
    call: (c) => c.dual.sniperOrder(),
    method: 'GET',
    path: '/apiw/v2/earn/dual-sniper/order',
  },
  {
    name: 'dual.autoRenewalInfo',
    call: (c) => c.dual.autoRenewalInfo(),
    method: 'GET',
    path: '/dual_center/user/autorenewal_info',
  },
  {
    name: 'dual.coupons',
    call: (c) => c.dual.coupons({ sub_type: 'dual', limit: 20 }),
    method: 'GET',
    path: '/api/web/v1/coupon/hold-bonus-available-list',
    query: { sub_type: 'dual', limit: '20' },
  },
];

describe('endpoint contracts (§7)', () => {
  describe.each(contracts)('given $name', ({ call, method, path, query, body, vip }) => {
    it('sends the §7 method, path, query and JSON body', async () => {
      const { client, calls } = recordingClient();
      await call(client);
      expect(calls).toHaveLength(1);
      expect(calls[0]).toMatchObject({ method, path, query: query ?? {}, body });
    });

    it('sends the VIP variant under the VIP theme (§6)', async () => {
      const { client, calls } = recordingClient(true);
      await call(client);
      expect(calls[0]).toMatchObject({
        method,
        path: vip?.path ?? path,
        query: query ?? {},
        body: vip?.body ?? body,
      });
    });

    it('carries Idempotency-Key exactly when the route moves money', async () => {
      const { client, calls } = recordingClient();
      await call(client);
      const route = matchRoute(method, path)?.route;
      expect(calls[0]?.headers['idempotency-key']).toBe(route?.moneyMoving ? 'intent-1' : undefined);
    });
  });

  describe('given the whole route table', () => {
    it('has a contract for every route (§7: every call)', async () => {
      const covered = new Set<RouteName>();
      for (const vip of [false, true]) {
        const { client, calls } = recordingClient(vip);
        for (const contract of contracts) await contract.call(client);
        for (const call of calls) {
          const found = matchRoute(call.method, call.path);
          if (found) covered.add(found.route.name);
        }
      }
      expect(ROUTE_LIST.map((route) => route.name).filter((name) => !covered.has(name))).toEqual([]);
    });
  });
});
