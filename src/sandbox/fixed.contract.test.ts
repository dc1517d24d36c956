import { isServerMessageError } from '../api';
import { key, rejectionOf, setupSandbox } from './testSupport';

const ORDER_FIELDS = [
  'order_id',
  'id',
  'asset',
  'product_id',
  'product_type',
  'create_time',
  'principal',
  'lock_up_period',
  'interest',
  'total_interest',
  'year_rate',
  'year_rate_perent',
  'total_year_rate_percent',
  'finish_time',
  'status',
  'bonus_info',
  'coupon_info',
  'redeem_account_type',
  'reinvest_status',
  'product_info',
].sort();

const PRODUCT_FIELDS = [
  'asset',
  'id',
  'type',
  'year_rate',
  'ladder_apr',
  'min_vip',
  'max_vip',
  'sale_status',
  'lock_up_period',
  'award_asset',
  'next_time_rate_year',
  'min_lend_amount',
  'user_max_lend_volume',
  'start_at',
  'end_at',
  'bonus_asset',
  'bonus_asset_price',
  'product_asset_price',
  'reinvest',
  'pre_redeem',
  'redeem_account',
].sort();

const lendBody = {
  product_id: 101,
  redeem_account_type: 0 as const,
  reinvest_status: 0 as const,
  amount: '500',
  year_rate: '0.06',
  isVip: false,
};

async function serverMessage(promise: Promise<unknown>): Promise<string> {
  const error = await rejectionOf(promise);
  if (!isServerMessageError(error)) throw error;
  return error.serverMessage;
}

describe('§7 Fixed calls through the real client', () => {
  describe('given the regular scenario', () => {
    const { exchange, client } = setupSandbox({ scenario: 'regular' });

    it('§3 product/{type}/list answers normal (1) or VIP (2) products with every §3 field', async () => {
      const normal = await client.fixed.productList(1);
      const vip = await client.fixed.productList(2);
      expect(normal.every((p) => p.type === 1)).toBe(true);
      expect(vip.map((p) => [p.min_vip, p.max_vip])).toEqual([
        [5, 7],
        [8, 16],
      ]);
      for (const product of normal) expect(Object.keys(product).sort()).toEqual(PRODUCT_FIELDS);
    });

    it('§7 product/detail and product/coins', async () => {
      expect(await client.fixed.productDetail({ id: 103 })).toMatchObject({
        asset: 'BTC',
        lock_up_period: 14,
      });
      expect(await client.fixed.productCoins()).toEqual(['BTC', 'ETH', 'USDT']);
    });

    it('§7 user/lendable answers the remaining personal quota', async () => {
      // The scenario already holds 1000 USDT in product 101.
      expect(await client.fixed.lendable({ product_id: 101 })).toEqual({
        product_id: 101,
        lendable: '99000',
        user_max_lend_volume: '100000',
      });
    });

    it('§7 user/lend creates an order; GET user/lend lists it (order_type=1, limit 10)', async () => {
      const order = (await client.fixed.lend(lendBody, { idempotencyKey: key() })) as { order_id: number };
      const page = await client.fixed.orders({ order_type: 1, page: 1, limit: 10 });
      expect(page.list[0]?.order_id).toBe(order.order_id);
      for (const row of page.list) expect(Object.keys(row).sort()).toEqual(ORDER_FIELDS);
      expect(page.list[0]).toMatchObject({
        principal: '500',
        status: 1,
        product_type: 1,
        interest: '0.57534246',
      });
    });

    it('§7 user/lend with a rate-up voucher consumes it and adds coupon interest for rate_day days', async () => {
      await client.fixed.lend(
        { ...lendBody, amount: '1000', financial_rate_id: 901 },
        { idempotencyKey: key() },
      );
      const [order] = exchange.state.fixedOrders();
      // 1000 × 2 % / 365 × 3 days, rounded down to 8 decimals.
      expect(order?.coupon_info).toMatchObject({ id: 901, rate_day: 3, interest: '0.16438356' });
      expect(order?.total_year_rate_percent).toBe('8');
      expect((await client.simpleEarn.couponRecommend({ pid: 101 })).list).toEqual([]);
      expect(
        await serverMessage(
          client.fixed.lend({ ...lendBody, financial_rate_id: 901 }, { idempotencyKey: key() }),
        ),
      ).toBe('this rate-up voucher was already used');
    });

    it('§7 user/pre-redeem, reinvest-status and redeem-account-type change an order', async () => {
      const order = (await client.fixed.lend(lendBody, { idempotencyKey: key() })) as { order_id: number };
      await client.fixed.setReinvestStatus(order.order_id, { reinvest_status: 1 });
      expect(exchange.state.fixedOrders()[0]).toMatchObject({ reinvest_status: 1, redeem_account_type: 0 });
      await client.fixed.setReinvestStatus(order.order_id, { reinvest_status: 0 });
      await client.fixed.setRedeemAccountType(order.order_id, { redeem_account_type: 0 });
      expect(exchange.state.fixedOrders()[0]).toMatchObject({ reinvest_status: 0, redeem_account_type: 0 });
      await client.fixed.preRedeem({ order_id: order.order_id, isVip: false }, { idempotencyKey: key() });
      expect(exchange.state.fixedOrders()[0]).toMatchObject({ status: 2, interest: '0' });
    });

    it('§3 user/history answers fixed records only', async () => {
      const page = await client.fixed.history({ page: 1, limit: 10 });
      expect(page.list.length).toBeGreaterThan(0);
      expect(page.list.every((r) => r.lock_up_period > 0)).toBe(true);
    });
  });

  describe('§5/§6 server re-checks of a fixed lend (code −1)', () => {
    it('refuses a VIP product below tier 5, and outside its VIP range', async () => {
      const regular = setupSandbox({ scenario: 'regular' }).client;
      const vipBody = { ...lendBody, product_id: 105, year_rate: '0.12', isVip: true };
      expect(await serverMessage(regular.fixed.lend(vipBody, { idempotencyKey: key() }))).toBe(
        'VIP products need VIP 5 or higher',
      );
      const vip8 = setupSandbox({ scenario: 'vip8' }).client;
      expect(await serverMessage(vip8.fixed.lend(vipBody, { idempotencyKey: key() }))).toBe(
        'this product is for VIP 5 to VIP 7',
      );
      const vip5 = setupSandbox({ scenario: 'vip5' }).client;
      await expect(vip5.fixed.lend(vipBody, { idempotencyKey: key() })).resolves.toBeDefined();
    });

    it('refuses a sold-out product (sale_status 2)', async () => {
      const { client } = setupSandbox({ scenario: 'sold-out' });
      expect((await client.fixed.productList(1)).every((p) => p.sale_status === 2)).toBe(true);
      expect(await serverMessage(client.fixed.lend(lendBody, { idempotencyKey: key() }))).toBe(
        'this product is sold out',
      );
    });

    it('refuses below the minimum, above the balance, above the quota, a stale rate and a voucher bound', async () => {
      const { client, exchange } = setupSandbox({ scenario: 'regular' });
      exchange.state.update((data) => {
        const products = (data.modules.fixed as { products: { id: number; user_max_lend_volume: string }[] })
          .products;
        const btc = products.find((p) => p.id === 103);
        if (btc) btc.user_max_lend_volume = '0.3';
      });
      const send = (patch: object) =>
        serverMessage(client.fixed.lend({ ...lendBody, ...patch }, { idempotencyKey: key() }));
      expect(await send({ amount: '5' })).toBe('Minimum purchase amount is 10 USDT');
      expect(await send({ amount: '99000', product_id: 101 })).toBe('Insufficient balance');
      expect(await send({ product_id: 103, amount: '0.5', year_rate: '0.03' })).toBe(
        'Exceeds your remaining individual quota of 0.2 BTC',
      );
      expect(await send({ year_rate: '0.07' })).toBe('the product rate has changed; refresh and try again');
      expect(await send({ amount: '50', financial_rate_id: 901 })).toBe(
        'Min purchase 100 USDT to use this voucher',
      );
      expect(await send({ amount: '10.1234567' })).toBe('amount must have at most 6 decimals');
      expect(await send({ product_id: 104, year_rate: '0.04', amount: '1', redeem_account_type: 1 })).toBe(
        'this product cannot redeem to the flexible account',
      );
    });

    it('refuses early redeem where pre_redeem is 0', async () => {
      const { client } = setupSandbox({ scenario: 'regular' });
      const order = (await client.fixed.lend(
        { ...lendBody, product_id: 102, year_rate: '0.08' },
        { idempotencyKey: key() },
      )) as {
        order_id: number;
      };
      expect(
        await serverMessage(
          client.fixed.preRedeem({ order_id: order.order_id, isVip: false }, { idempotencyKey: key() }),
        ),
      ).toBe('This product does not support this action');
    });
  });
});
