import { ROUTES } from '../api';
import { DAY_MS } from '../domain';
import { buy, dualSandbox, project, refusalOf } from './dualTestSupport';
import { composeScenario, SCENARIOS } from './scenarios';
import { key } from './testSupport';

const PRODUCT_FIELDS = [
  'id',
  'type',
  'category',
  'invest_currency',
  'exercise_currency',
  'exercise_price',
  'price',
  'apy_display',
  'invest_days',
  'invest_hours',
  'min_copies',
  'max_copies',
  'multiple',
  'delivery_timest',
].sort();

const COUPON_FIELDS = ['id', 'currency', 'status', 'amount', 'expire_second'].sort();

describe('§7 Dual calls through the real client', () => {
  describe('given a user with USDT and BTC (new-user scenario, no seeded orders)', () => {
    const { exchange, client, vipClient, seen } = dualSandbox({
      scenario: 'new-user',
      balances: { USDT: '50000', BTC: '2' },
    });

    it('§3 project-list (coin, type) answers call projects with every §3 field and the ticker price', async () => {
      const calls = await client.dual.projectList({ coin: 'BTC', type: 'call' });
      expect(calls.length).toBeGreaterThan(0);
      for (const p of calls) {
        expect(Object.keys(p).sort()).toEqual(PRODUCT_FIELDS);
        expect(p).toMatchObject({ type: 'call', invest_currency: 'BTC', exercise_currency: 'USDT' });
        expect(p.price).toBe(exchange.state.data.prices.BTC_USDT);
      }
      // §6: VIP savings (category 3) are not listed for a non-VIP user.
      expect(calls.some((p) => p.category === 3)).toBe(false);
    });

    it('§3 put projects invest the quote coin; the price follows state.setPrice', async () => {
      exchange.state.setPrice('ETH_USDT', '3333.5');
      const puts = await client.dual.projectList({ coin: 'ETH', type: 'put' });
      expect(puts.every((p) => p.invest_currency === 'USDT' && p.exercise_currency === 'ETH')).toBe(true);
      expect(puts.every((p) => p.price === '3333.5')).toBe(true);
      // Hour-based terms exist (§9 "hour-based terms under 24 hours").
      expect(puts.some((p) => p.invest_hours === 8 && p.invest_days === 0)).toBe(true);
    });

    it('§7 order answers code 200 (§7 purchase success) and order-list / order-detail show the order', async () => {
      const product = await project(client, { coin: 'BTC', type: 'call', hours: 24, multiple: '2' });
      const order = await buy(client, product, '0.1');
      expect(seen.at(-1)).toEqual({ path: ROUTES.dualOrder.path, code: 200 });
      expect(order).toMatchObject({ status: 'INIT', project_id: product.id, amount: '0.1', type: 'call' });
      const page = await client.dual.orderList({ page_size: 10, page: 1 });
      expect(page.list[0]).toMatchObject({ id: order.id, status: 'INIT' });
      expect(
        await client.dual.orderList({ page_size: 10, page: 1, current_order_id: order.id }),
      ).toMatchObject({
        list: [{ id: order.id }],
      });
      expect(await client.dual.orderDetail({ id: order.id })).toMatchObject({
        id: order.id,
        exercise_price: product.exercise_price,
        delivery_timest: product.delivery_timest,
      });
      expect(exchange.state.balances().BTC).toBe('1.9');
    });

    it('§7 the trial-fund purchase body {project_id, amount, voucher_id} also answers code 200', async () => {
      const trial = await project(client, {
        coin: 'BTC',
        type: 'put',
        hours: 24,
        multiple: '2',
        category: 2,
      });
      await client.dual.trialOrder(
        { project_id: trial.id, amount: '50', voucher_id: 952 },
        { idempotencyKey: key() },
      );
      expect(seen.at(-1)).toEqual({ path: ROUTES.dualOrder.path, code: 200 });
    });

    it('§7 reinvest-match-project (type, coin, rate, pid) answers match_project, min_rate, max_rate', async () => {
      const product = await project(client, { coin: 'BTC', type: 'call', hours: 24, multiple: '2' });
      const match = await client.dual.reinvestMatch({
        type: 'call',
        coin: 'BTC',
        rate: '1',
        pid: product.id,
      });
      expect(Object.keys(match).sort()).toEqual(['match_project', 'max_rate', 'min_rate']);
      expect(match).toEqual({ match_project: true, min_rate: '0.5', max_rate: '5' });
    });

    it('§7 hold-bonus-available-list (sub_type dual, limit 20) answers §3 coupons TO_BE_USED', async () => {
      const coupons = await client.dual.coupons({ sub_type: 'dual', limit: 20 });
      expect(coupons.length).toBeGreaterThan(0);
      for (const c of coupons) {
        expect(Object.keys(c).sort()).toEqual(COUPON_FIELDS);
        expect(c.status).toBe('TO_BE_USED');
        expect(c.expire_second * 1000).toBeGreaterThan(exchange.clock.now());
      }
    });

    it('§7 autorenewal_info answers data.is_reinvested', async () => {
      expect(await client.dual.autoRenewalInfo()).toEqual({ is_reinvested: false });
      const product = await project(client, { coin: 'BTC', type: 'put', hours: 72, multiple: '2' });
      await buy(client, product, '100', {
        is_autorenewal: 1,
        price_deviation: '2',
        effective_time_duration: (7 * DAY_MS) / 1000,
      });
      expect(await client.dual.autoRenewalInfo()).toEqual({ is_reinvested: true });
    });

    it('§7 dual-sniper/order answers an empty page (the sandbox lists no sniper products)', async () => {
      expect(await client.dual.sniperOrder()).toEqual({ list: [], total: 0 });
    });

    it('§6 the VIP variant wealth-vip/dual-order-list lists only VIP savings orders', async () => {
      const page = await vipClient.dual.orderList({ page_size: 10, page: 1 });
      expect(seen.at(-1)?.path).toBe('/apiw/v2/earn/wealth-vip/dual-order-list');
      expect(page.list).toEqual([]);
    });

    it('§8 every answer carried the §7 envelope with a success code', () => {
      expect(seen.every((s) => s.code === 0 || s.code === 200)).toBe(true);
    });
  });

  describe('given the vip5 scenario (§6 VIP savings)', () => {
    const { client, vipClient } = dualSandbox({ scenario: 'vip5' });

    it('project-list shows VIP savings (category 3) and the VIP order list holds the seeded one', async () => {
      const puts = await client.dual.projectList({ coin: 'BTC', type: 'put' });
      expect(puts.some((p) => p.category === 3)).toBe(true);
      const vip = await vipClient.dual.orderList({ page_size: 10, page: 1 });
      expect(vip.list.map((o) => [o.category, o.app_id])).toEqual([[3, 'vip-savings']]);
      const plain = await client.dual.orderList({ page_size: 10, page: 1 });
      expect(plain.list.every((o) => o.category !== 3)).toBe(true);
    });

    it('§6 a VIP savings purchase (app_id vip-savings, 100-copy minimum) succeeds', async () => {
      const savings = await project(client, {
        coin: 'BTC',
        type: 'put',
        hours: 168,
        multiple: '2',
        category: 3,
      });
      const order = await buy(client, savings, '100');
      expect(order).toMatchObject({ category: 3, app_id: 'vip-savings', status: 'INIT' });
    });
  });

  describe('given the regular scenario', () => {
    const { client } = dualSandbox({ scenario: 'regular' });

    it('holds two seeded dual orders, one with auto-reinvest, none of them VIP savings', async () => {
      const page = await client.dual.orderList({ page_size: 10, page: 1 });
      expect(page.list).toHaveLength(2);
      expect(page.list.map((o) => o.status)).toEqual(['PROCESSING', 'PROCESSING']);
      expect(page.list.map((o) => o.is_autorenewal).sort()).toEqual([0, 1]);
    });
  });

  describe('given the regular scenario with auto-reinvest paused (trait dualReinvestPaused)', () => {
    const { client } = dualSandbox({
      scenario: composeScenario(SCENARIOS.regular, { dualReinvestPaused: true }),
    });

    it('§5 reinvest-match-project matches nothing, and an order asking for auto-reinvest is refused', async () => {
      const product = await project(client, { coin: 'BTC', type: 'call', hours: 24, multiple: '2' });
      expect(
        await client.dual.reinvestMatch({ type: 'call', coin: 'BTC', rate: '2', pid: product.id }),
      ).toEqual({ match_project: false, min_rate: '0', max_rate: '0' });
      expect(
        await refusalOf(
          buy(client, product, '0.01', {
            is_autorenewal: 1,
            price_deviation: '2',
            effective_time_duration: DAY_MS / 1000,
          }),
        ),
      ).toBe('No matching product for these settings');
      expect(await buy(client, product, '0.01')).toMatchObject({ status: 'INIT', is_autorenewal: 0 });
    });
  });

  describe('given a logged-out visitor', () => {
    const { client } = dualSandbox({ scenario: 'logged-out' });

    it('§6 project-list is public; the order list needs login (401)', async () => {
      expect((await client.dual.projectList({ coin: 'BTC', type: 'call' })).length).toBeGreaterThan(0);
      await expect(client.dual.orderList({ page_size: 10, page: 1 })).rejects.toMatchObject({ code: 401 });
    });
  });
});
