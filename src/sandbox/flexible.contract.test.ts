import { isServerMessageError } from '../api';
import { DEFAULT_SANDBOX_NOW } from './exchange';
import { key, rejectionOf, setupSandbox } from './testSupport';

const HOLDING_FIELDS = [
  'asset',
  'curr_amount',
  'lend_amount',
  'frozen_amount',
  'frozen_status',
  'margin_frozen_amount',
  'cumulative',
  'interest',
  'next_time_rate_year',
  'ext_award_rate_year',
  'last_rate_year',
  'is_open_award_pool',
  'award_asset',
  'auto_invest_status',
  'min_lend_rate_year',
  'ladder_apr',
].sort();

const DETAIL_FIELDS = [
  'min_lend_amount',
  'limit_min_lend_rate_year',
  'max_lend_rate_year',
  'next_time_rate_year',
  'ext_award_rate_year',
  'ext_award_limit',
  'award_asset',
  'ladder_apr',
  'is_open_award_pool',
  'lend_ratio',
  'usdt_rate',
  'fixed_list',
].sort();

const HISTORY_FIELDS = [
  'id',
  'asset',
  'order_id',
  'lock_up_period',
  'create_at',
  'finish_at',
  'principal',
  'interest',
  'amount',
  'year_rate',
  'mode',
  'type',
  'time_at',
  'unique_time',
  'sub_business',
  'bonus_amount',
  'bonus_asset',
  'coupon_principal',
  'coupon_interest',
  'rate_ratio',
].sort();

describe('§7 Simple Earn (flexible) calls through the real client', () => {
  describe('given the regular scenario', () => {
    const { exchange, client } = setupSandbox({ scenario: 'regular' });

    it('§3 coin-info answers the flexible product detail with its fixed_list and bonus', async () => {
      const detail = await client.simpleEarn.coinInfo({ coin: 'USDT', kyc_level: 2, show_page: 'home' });
      expect(Object.keys(detail).sort()).toEqual(DETAIL_FIELDS);
      expect(detail.ladder_apr[0]).toEqual({ left: '0', right: '1000', apr: '0.1' });
      expect(detail.ext_award_rate_year).toBe('0.05');
      expect(detail.fixed_list.every((p) => p.asset === 'USDT')).toBe(true);
    });

    it('§3 holdings (GET subscribe) answer a page of flexible holdings, limit 10', async () => {
      const page = await client.simpleEarn.holdings({ page: 1, limit: 10 });
      expect(page.total).toBe(3);
      expect(page.list.map((h) => h.asset)).toEqual(['BTC', 'ETH', 'USDT']);
      for (const holding of page.list) expect(Object.keys(holding).sort()).toEqual(HOLDING_FIELDS);
      expect((await client.simpleEarn.holdings({ page: 1, limit: 10, asset: 'ETH' })).list).toHaveLength(1);
    });

    it('§7 autoivest GET/POST: the status per asset switches between "0" and "1"', async () => {
      expect(await client.simpleEarn.autoInvest({ assets: 'USDT,BTC' })).toEqual([
        { asset: 'USDT', status: '1' },
        { asset: 'BTC', status: '0' },
      ]);
      await client.simpleEarn.setAutoInvest({ assets: 'BTC', status: '1' });
      expect(await client.simpleEarn.autoInvest({ assets: 'BTC' })).toEqual([{ asset: 'BTC', status: '1' }]);
    });

    it('§5 interest-rate stores a valid minimum lent APR and refuses one above the 5 % maximum', async () => {
      await client.simpleEarn.setMinRate({ asset: 'USDT', rateYear: '0.0325' });
      expect(exchange.state.flexibleHoldings().find((h) => h.asset === 'USDT')?.min_lend_rate_year).toBe(
        '0.0325',
      );
      const error = await rejectionOf(client.simpleEarn.setMinRate({ asset: 'USDT', rateYear: '0.06' }));
      expect(isServerMessageError(error) && error.serverMessage).toBe('The maximum APR is 5%');
    });

    it('§3 chart answers hourly and daily APR points { time, value }, the same for the same seed', async () => {
      const from = DEFAULT_SANDBOX_NOW / 1000 - 86_400;
      const to = DEFAULT_SANDBOX_NOW / 1000;
      const hourly = await client.simpleEarn.chart({ from, to, asset: 'USDT', type: 'hour' });
      expect(hourly).toHaveLength(25);
      expect(Object.keys(hourly[0] ?? {}).sort()).toEqual(['time', 'value']);
      const daily = await client.simpleEarn.chart({ from: to - 30 * 86_400, to, asset: 'USDT', type: 'day' });
      expect(daily).toHaveLength(30); // one point per 00:00 inside the 30 days
      expect(await setupSandbox().client.simpleEarn.chart({ from, to, asset: 'USDT', type: 'hour' })).toEqual(
        hourly,
      );
    });

    it('§3 award-pool answers the bonus promo', async () => {
      const promo = await client.simpleEarn.awardPool({ asset: 'USDT' });
      expect(Object.keys(promo).sort()).toEqual([
        'award_asset',
        'end_at',
        'ext_award_limit',
        'ext_award_rate_year',
        'start_at',
      ]);
    });

    it('§7 statistics answer totals in USDT and a row per holding', async () => {
      const stats = (await client.simpleEarn.statistics()) as { list: unknown[]; total_lend_usdt: string };
      expect(stats.list).toHaveLength(3);
      expect(stats.total_lend_usdt).toMatch(/^\d+\.\d{2}$/);
    });

    it('§3 history answers a page of records with every §3 field; coins and types list the filters', async () => {
      await client.simpleEarn.subscribe(
        { asset: 'USDT', amount: '10', rateYear: '0.0001' },
        { idempotencyKey: key() },
      );
      const page = await client.simpleEarn.history({ page: 1, limit: 10, type: 1 });
      expect(page.list.length).toBeGreaterThan(0);
      for (const record of page.list) {
        expect(Object.keys(record).sort()).toEqual(HISTORY_FIELDS);
        expect(record.type).toBe(1);
      }
      expect(await client.simpleEarn.historyCoins()).toEqual(expect.arrayContaining(['USDT', 'BTC']));
      expect(await client.simpleEarn.historyTypes({ product_type: 0 })).toEqual([1, 2, 3, 4]);
      expect(await client.simpleEarn.historyTypes({ product_type: 1 })).toEqual([1, 2, 3, 5]);
    });

    it('§3 user/vip answers the upgrade way', async () => {
      expect(await client.simpleEarn.userVip()).toEqual({
        recommend_type: 2,
        recommend_asset: 'USDT',
        recommend_value: '50000',
      });
    });

    it('§7 coupon-recommend answers data.list of §3 rate-up vouchers for the product', async () => {
      const { list } = await client.simpleEarn.couponRecommend({ pid: 101 });
      expect(list).toHaveLength(1);
      expect(Object.keys(list[0] ?? {}).sort()).toEqual([
        'buy_limit_high',
        'buy_limit_low',
        'expired_timest',
        'id',
        'rate_day',
        'rate_ratio',
        'title',
        'using_currency',
      ]);
    });

    it('§7 maintenance margin rate, trading home and funding lock answer', async () => {
      expect(await client.simpleEarn.maintenanceMarginRate()).toEqual({ maintenance_margin_rate: '0.05' });
      expect(await client.simpleEarn.tradingHome({ market: 'BTC_USDT' })).toMatchObject({
        market: 'BTC_USDT',
      });
      expect(await client.simpleEarn.fundingLock()).toEqual({ use_funding: false, locked: false });
    });
  });

  describe('given a new user with 1000 USDT', () => {
    it('§7 subscribe moves spot into flexible principal; redeem freezes; cancel puts it back', async () => {
      const { exchange, client } = setupSandbox({ scenario: 'new-user', balances: { USDT: '1000' } });
      await client.simpleEarn.subscribe(
        { asset: 'USDT', amount: '400', rateYear: '0.0001' },
        { idempotencyKey: key() },
      );
      expect(exchange.state.balances().USDT).toBe('600');
      const redeemed = await client.simpleEarn.redeem(
        { asset: 'USDT', amount: '150', curr_amount: '400', lend_amount: '0' },
        { idempotencyKey: key() },
      );
      expect(redeemed.outcome).toBe('redeemed');
      expect(exchange.state.flexibleHoldings()[0]).toMatchObject({
        curr_amount: '400',
        frozen_amount: '150',
        frozen_status: 1,
      });
      await client.simpleEarn.cancelRedemption({ asset: 'USDT', amount: '150' }, { idempotencyKey: key() });
      expect(exchange.state.flexibleHoldings()[0]).toMatchObject({
        curr_amount: '400',
        frozen_amount: '0',
        frozen_status: 0,
      });
    });
  });

  describe('given the regular scenario: a redemption the pool cannot pay at once (§2 auto-transfer)', () => {
    // BTC's lend ratio is 0.85: every BTC redemption is an application (code 213).
    const redeemBtc = (client: ReturnType<typeof setupSandbox>['client'], autoTransfer?: 0 | 1) =>
      client.simpleEarn.redeem(
        {
          asset: 'BTC',
          amount: '0.1',
          curr_amount: '0.5',
          lend_amount: '0.5',
          ...(autoTransfer === undefined ? {} : { auto_transfer: autoTransfer }),
        },
        { idempotencyKey: key() },
      );

    it.each([
      ['auto_transfer 1', 1],
      ['no auto_transfer field (an exchange default)', undefined],
    ] as const)('with %s, it is queued as an application (code 213) and frozen', async (_name, flag) => {
      const { exchange, client } = setupSandbox({ scenario: 'regular' });
      expect((await redeemBtc(client, flag)).outcome).toBe('submitted');
      expect(exchange.state.flexibleHoldings().find((h) => h.asset === 'BTC')?.frozen_amount).toBe('0.1');
    });

    it('with auto_transfer 0, it is refused (code −1) and nothing is frozen', async () => {
      const { exchange, client } = setupSandbox({ scenario: 'regular' });
      const error = await rejectionOf(redeemBtc(client, 0));
      expect(isServerMessageError(error) && error.message).toMatch(/auto-transfer/);
      expect(exchange.state.flexibleHoldings().find((h) => h.asset === 'BTC')?.frozen_amount).toBe('0');
    });

    it('with auto_transfer 0, a redemption paid at once still goes through', async () => {
      const { client } = setupSandbox({ scenario: 'regular' });
      const redeemed = await client.simpleEarn.redeem(
        { asset: 'USDT', amount: '10', curr_amount: '5000', lend_amount: '5000', auto_transfer: 0 },
        { idempotencyKey: key() },
      );
      expect(redeemed.outcome).toBe('redeemed');
    });
  });

  describe("given ETH, whose amounts take 6 decimals (§5 the coin's precision)", () => {
    it('lend-earn-coin-info answers precision 6', async () => {
      const { client } = setupSandbox({ scenario: 'regular' });
      expect(await client.shared.lendEarnCoinInfo({ coin: 'ETH' })).toMatchObject({ precision: 6 });
    });

    it('a redemption with 7 decimals is refused; with 6 it goes through', async () => {
      const { client } = setupSandbox({ scenario: 'regular' });
      const body = { asset: 'ETH', curr_amount: '5', lend_amount: '5' };
      const error = await rejectionOf(
        client.simpleEarn.redeem({ ...body, amount: '0.1234567' }, { idempotencyKey: key() }),
      );
      expect(isServerMessageError(error) && error.message).toBe('ETH amounts take at most 6 decimals');
      const redeemed = await client.simpleEarn.redeem(
        { ...body, amount: '0.123456' },
        { idempotencyKey: key() },
      );
      expect(redeemed.outcome).toBe('redeemed');
    });
  });
});
