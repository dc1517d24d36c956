import { ROUTES } from '../api/allRoutes';
import { DAY_MS, dec } from '../domain';
import { DEFAULT_SANDBOX_NOW } from './exchange';
import { key, SANDBOX_BASE_URL, setupSandbox } from './testSupport';

/** §3 field lists, sorted, so a missing or extra field fails the comparison. */
const PRODUCT_FIELDS = [
  'mortgage_coin',
  'reward_coin',
  'rate',
  'base_rate',
  'most_rate',
  'type',
  'min_mortgage_amount',
  'min_redeem_amount',
  'personal_mortgage_limit',
  'crowd_mortgage_limit',
  'agreement',
  'reward_delay_days',
  'interest_days',
  'income_days',
  'borrow_support',
  'is_defi',
  'exchange_type',
  'exchange_rate',
  'exchange_rate_reverse',
  'tips',
  'redeem_quick_daily',
  'vip_config',
  // Not in §3's product list: the commission the answered source's reward entry names (README).
  'fee_rate',
  'extra_interest_type',
  'extra_interest_task',
  'extra_interest',
  'extra',
  'defi',
  'debt',
].sort();
const EXTRA_INTEREST_FIELDS = [
  'status',
  'max_interest',
  'reward_coin',
  'start_time',
  'end_time',
  'interest',
].sort();
const EXTRA_FIELDS = [
  'redeem_period_txt',
  'redeem_quick',
  'redeem_quick_long',
  'redeem_quick_fee',
  'redeem_fee',
  'redeem_control',
  'redeem_minday',
  'redeem_maxday',
].sort();
const REWARD_FIELDS = [
  'reward_coin',
  'reward_delay_days',
  'interest_delay_days',
  'fee_rate',
  'income_days',
  'min_redeem_amount',
  'vip_config',
].sort();
const DEFI_FIELDS = ['pid', 'protocol_name', 'rate', 'base_rate', 'reward', 'extra_interest'].sort();
const DEBT_FIELDS = [
  'id',
  'protocol_name',
  'mortgage_coin',
  'reward_coin',
  'base_rate',
  'extra_interest',
  'reward',
].sort();
const USER_INFO_FIELDS = ['hold_amount', 'tier', 'is_crowd', 'mortgage_amount', 'redeem_stamp'].sort();
const TREND_FIELDS = ['time', 'rate', 'base_rate', 'reward_coin', 'extra_rate', 'extra_coin', 'coins'].sort();
const TREND_COIN_FIELDS = ['rate', 'stake_total_amount', 'stake_total_amount_u'].sort();

const keysOf = (value: unknown) => Object.keys(value as object).sort();
const TODAY_S = Math.floor(DEFAULT_SANDBOX_NOW / DAY_MS) * 86_400;

describe('§7 Staking calls through the real client', () => {
  describe('given the regular scenario (100 GT staked, 2000 USDT in Aave V3, 12.5 GTSOL, a 50 GT loan)', () => {
    const { exchange, client } = setupSandbox({ scenario: 'regular' });

    it('§3 product (coin) answers every Staking product field, with extra_interest and extra', async () => {
      const product = await client.staking.product({ coin: 'GT' });
      expect(keysOf(product)).toEqual(PRODUCT_FIELDS);
      expect(keysOf(product.extra_interest)).toEqual(EXTRA_INTEREST_FIELDS);
      expect(keysOf(product.extra)).toEqual(EXTRA_FIELDS);
      expect(product.extra_interest?.status).toBe('processing');
      expect(product.vip_config[0]).toEqual({ min_tier: 1, max_tier: 4, vip_sale: '0.9' });
      expect(product).toMatchObject({ type: 1, exchange_type: 'default', redeem_quick_daily: '500' });
    });

    it('§3 product (coin, pid) of a DeFi product lists the defi sources with their reward lists', async () => {
      const product = await client.staking.product({ coin: 'USDT', pid: 12 });
      expect(product.is_defi).toBe(1);
      expect(product.base_rate).toBe('2.8');
      expect(product.defi?.map((s) => s.pid)).toEqual([11, 12]);
      for (const source of product.defi ?? []) {
        expect(keysOf(source)).toEqual(DEFI_FIELDS);
        expect(keysOf(source.reward[0])).toEqual(REWARD_FIELDS);
      }
      expect(product.defi?.[1]?.extra_interest?.status).toBe('not_started');
    });

    it('§3 product of the credit/debt product is stake mode 2 with a debt list; web3-task and exchange-type products', async () => {
      const credit = await client.staking.product({ coin: 'USDD' });
      expect(credit.type).toBe(2);
      expect(credit.redeem_quick_daily).toBe('-1');
      for (const debt of credit.debt ?? []) expect(keysOf(debt)).toEqual(DEBT_FIELDS);
      const task = await client.staking.product({ coin: 'DOGE' });
      expect(task.extra_interest_task).toEqual({
        interest_key: 'web3_wallet_first_swap',
        jump_web: '/web3/tasks',
      });
      const sol = await client.staking.product({ coin: 'SOL' });
      expect(sol).toMatchObject({
        exchange_type: 'asset',
        exchange_rate: '0.96',
        exchange_rate_reverse: '1.04166666',
      });
    });

    it('§3 coin-user-info answers hold_amount (spot − loans: GT takes no borrowed funds), tier, is_crowd, mortgage_amount, redeem_stamp', async () => {
      const info = await client.staking.userInfo({ coin: 'GT' });
      expect(keysOf(info)).toEqual(USER_INFO_FIELDS);
      // Other products of the scenario use GT too; whatever spot holds, the loan comes off it.
      const spot = exchange.state.balances().GT ?? '0';
      expect(dec(spot).minus(dec(info.hold_amount)).toString()).toBe('50');
      expect(info).toEqual({
        hold_amount: info.hold_amount,
        tier: 1,
        is_crowd: 0,
        mortgage_amount: '100',
        redeem_stamp: 0,
      });
    });

    it('§7 balances (coin, hide_zero_hold): one row per source; data[0].mortgage_amount is the holding', async () => {
      const all = await client.staking.balances({ coin: 'USDT', hide_zero_hold: 0 });
      expect(all.map(keysOf)).toEqual([
        ['mortgage_amount', 'pid', 'protocol_name'],
        ['mortgage_amount', 'pid', 'protocol_name'],
      ]);
      const held = await client.staking.balances({ coin: 'USDT', hide_zero_hold: 1 });
      expect(held).toEqual([{ pid: 11, protocol_name: 'Aave V3', mortgage_amount: '2000' }]);
      expect((await client.staking.balances({ coin: 'GT', hide_zero_hold: 1 }))[0]?.mortgage_amount).toBe(
        '100',
      );
    });

    it('§7 user-loans (coin) answers the loans by coin', async () => {
      expect(await client.staking.userLoans({ coin: 'GT' })).toEqual({ GT: '50' });
      expect(await client.staking.userLoans({ coin: 'DOGE' })).toEqual({ DOGE: '0' });
    });

    it('§3 coin-ask (pid, coin) answers FAQ items ask/answer/cate/unfold, the first unfolded', async () => {
      const items = await client.staking.faq({ coin: 'USDT', pid: 11 });
      expect(items.length).toBeGreaterThanOrEqual(4);
      for (const item of items) expect(keysOf(item)).toEqual(['answer', 'ask', 'cate', 'unfold']);
      expect(items.map((i) => i.unfold)).toEqual([1, ...items.slice(1).map(() => 0)]);
      expect(items.find((i) => i.cate === 'sources')?.answer).toContain('Aave V3, Compound');
    });

    it.each([7, 30, 90, 365])(
      '§9 coin-lines: the %i-day period gives one daily point per day up to today, seeded',
      async (days) => {
        const points = await client.staking.coinLines({ coin: 'GT', limit: days, page: 1 });
        expect(points).toHaveLength(days);
        expect(keysOf(points[0])).toEqual(TREND_FIELDS);
        expect(keysOf(points[0]?.coins[0])).toEqual(TREND_COIN_FIELDS);
        expect(points.at(-1)?.time).toBe(TODAY_S);
        expect(points[0]?.time).toBe(TODAY_S - (days - 1) * 86_400);
        const again = await setupSandbox({ scenario: 'regular' }).client.staking.coinLines({
          coin: 'GT',
          limit: days,
          page: 1,
        });
        expect(again).toEqual(points);
      },
    );

    it('§3 coin-lines: extra_rate is the bonus while the campaign processes, 0 before it', async () => {
      const points = await client.staking.coinLines({ coin: 'GT', limit: 7, page: 1 });
      // The GT campaign started two days before today.
      expect(points.map((p) => p.extra_rate)).toEqual(['0', '0', '0', '0', '3', '3', '3']);
      const other = await setupSandbox({ seed: 9 }).client.staking.coinLines({
        coin: 'GT',
        limit: 7,
        page: 1,
      });
      expect(other.map((p) => p.base_rate)).not.toEqual(points.map((p) => p.base_rate));
    });

    it('§7 coin-defi-lines (coin, limit, page) lists every DeFi source per day', async () => {
      const points = await client.staking.defiLines({ coin: 'USDT', limit: 30, page: 2 });
      expect(points).toHaveLength(30);
      expect(points.at(-1)?.time).toBe(TODAY_S - 30 * 86_400);
      for (const point of points) {
        expect(keysOf(point)).toEqual(TREND_FIELDS);
        expect(point.coins).toHaveLength(2);
      }
    });

    it('§7 statistics (coin, optional pid) answers the holding and profits', async () => {
      const stats = await client.staking.statistics({ coin: 'USDT', pid: 11 });
      expect(stats).toMatchObject({ coin: 'USDT', pid: 11, mortgage_amount: '2000', redeeming_amount: '0' });
    });

    it('§7 stake and redeem send the shared action; redeem answers data.redeem_stamp; lock-balances list what waits', async () => {
      await client.staking.stake({ coin: 'GT', amount: '20' }, { idempotencyKey: key() });
      const result = await client.staking.redeem(
        { coin: 'GT', amount: '5', quick: 1 },
        { idempotencyKey: key() },
      );
      expect(result.redeem_stamp).toBe((DEFAULT_SANDBOX_NOW + 30 * 60_000) / 1000);
      const locks = (await client.staking.lockBalances()) as Array<Record<string, unknown>>;
      expect(locks.find((l) => l.coin === 'GT')).toEqual({
        coin: 'GT',
        pid: -1,
        asset: 'GT',
        mortgage_amount: '115',
        redeeming_amount: '4.975',
        redeem_stamp: result.redeem_stamp,
      });
    });

    it('§7 coin-user-profit-records (coin, page, limit, to) pages the daily rewards, newest first, up to `to`', async () => {
      const to = TODAY_S + 3 * 86_400 - 1;
      // The seed's holdings have earned since they were staked, 10 days before the start.
      const seeded = (await client.staking.profitRecords({ coin: 'GT', page: 1, limit: 3, to })).total ?? 0;
      expect(seeded).toBeGreaterThan(0);
      exchange.clock.advance(3 * DAY_MS);
      const page = (await client.staking.profitRecords({
        coin: 'GT',
        page: 1,
        limit: 3,
        to,
      })) as { list: Array<{ time: number; type: string; reward_coin: string }>; total: number };
      expect(page.list).toHaveLength(3);
      expect(page.list.every((r) => r.time <= to)).toBe(true);
      const times = page.list.map((r) => r.time);
      expect([...times].sort((a, b) => b - a)).toEqual(times);
      expect(page.total).toBe(seeded + 4); // two more days before `to`, each a reward and a bonus
    });
  });

  describe('given a raw request to a staking route', () => {
    it('§7 every staking answer is the envelope code, data, message', async () => {
      const { exchange } = setupSandbox({ scenario: 'regular' });
      const gets = [
        `${ROUTES.stakingProduct.path}?coin=GT`,
        `${ROUTES.stakingUserInfo.path}?coin=GT`,
        `${ROUTES.stakingBalances.path}?coin=GT&hide_zero_hold=1`,
        `${ROUTES.stakingStatistics.path}?coin=GT`,
        `${ROUTES.stakingProfitRecords.path}?coin=GT&page=1&limit=10&to=${TODAY_S + 86_399}`,
        ROUTES.stakingLockBalances.path,
        `${ROUTES.stakingUserLoans.path}?coin=GT`,
        `${ROUTES.stakingFaq.path}?coin=GT`,
        `${ROUTES.stakingCoinLines.path}?coin=GT&limit=7&page=1`,
        `${ROUTES.stakingDefiLines.path}?coin=USDT&limit=7&page=1`,
      ];
      for (const path of gets) {
        const body = await (await exchange.fetch(`${SANDBOX_BASE_URL}${path}`)).json();
        expect(keysOf(body)).toEqual(['code', 'data', 'message']);
        expect(body.code).toBe(0);
      }
      const refused = await exchange.fetch(`${SANDBOX_BASE_URL}${ROUTES.stakingStake.path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'idempotency-key': 'raw-1' },
        body: JSON.stringify({ side: 0, coin: 'GT', amount: '0.5' }),
      });
      expect(await refused.json()).toEqual({
        code: -1,
        data: null,
        message: 'Minimum staking amount is 1 GT',
      });
    });

    it('§6 logged out: product, lines and FAQ answer; the holding calls answer 401', async () => {
      const { exchange, client } = setupSandbox({ scenario: 'logged-out' });
      expect((await client.staking.product({ coin: 'GT' })).reward_coin).toBe('GT');
      expect(await client.staking.faq({ coin: 'GT' })).not.toHaveLength(0);
      const answer = await exchange.fetch(`${SANDBOX_BASE_URL}${ROUTES.stakingUserInfo.path}?coin=GT`);
      expect(answer.status).toBe(401);
    });
  });
});
