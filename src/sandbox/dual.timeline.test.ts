import type { DualProduct, WealthClient } from '../api';
import { DAY_MS, type DualProductType, dec, dualPayouts, HOUR_MS, MINUTE_MS, settleDual } from '../domain';
import { assertConserved } from './conservation';
import { buy, dualSandbox, project, settlementOf } from './dualTestSupport';
import type { SandboxExchange } from './exchange';
import { key } from './testSupport';

/** Where the settle price sits against the target. */
type Side = 'below' | 'at' | 'over';

function priceAt(product: DualProduct, side: Side): string {
  const target = dec(product.exercise_price);
  if (side === 'at') return target.toString();
  return (side === 'below' ? target.times('0.97') : target.times('1.03')).toString();
}

async function detail(client: WealthClient, id: unknown) {
  return client.dual.orderDetail({ id: String(id) });
}

function spot(exchange: SandboxExchange, asset: string): string {
  return exchange.state.balances()[asset] ?? '0';
}

describe('§4 dual delivery and settlement on the virtual clock', () => {
  describe.each<[DualProductType, Side, boolean]>([
    ['call', 'below', false],
    ['call', 'at', true],
    ['call', 'over', true],
    ['put', 'below', true],
    ['put', 'at', true],
    ['put', 'over', false],
  ])('given a 24 h %s order and a settle price %s the target', (type, side, exercised) => {
    it(`when delivery comes it settles with the domain's settleDual (exercised: ${exercised}), then pays spot 30 min later`, async () => {
      const { exchange, client } = dualSandbox({
        scenario: 'new-user',
        balances: { USDT: '20000', BTC: '1' },
      });
      const product = await project(client, { coin: 'BTC', type, hours: 24, multiple: '2' });
      const amount = type === 'call' ? '0.12345678' : '1234.5';
      const order = await buy(client, product, amount);
      const invest = product.invest_currency;
      const other = product.exercise_currency;
      const before = { invest: spot(exchange, invest), other: spot(exchange, other) };

      exchange.clock.advance(MINUTE_MS);
      expect((await detail(client, order.id)).status).toBe('PROCESSING');

      const settlePrice = priceAt(product, side);
      exchange.state.setPrice('BTC_USDT', settlePrice);
      exchange.clock.advance(24 * HOUR_MS - MINUTE_MS - 1);
      expect((await detail(client, order.id)).status).toBe('PROCESSING');
      exchange.clock.advance(1);
      const settling = await detail(client, order.id);
      const expected = settleDual(settlementOf(product, amount), settlePrice);
      expect(expected.exercised).toBe(exercised);
      expect(settling).toMatchObject({
        status: 'SETTLEMENT_PROCESSING',
        settlement_price: settlePrice,
        is_exercised: exercised ? 1 : 0,
        settlement_currency: expected.asset,
        settlement_amount: dec(expected.amount).toString(),
      });
      // Nothing reaches spot before the arrival.
      expect(spot(exchange, expected.asset)).toBe(expected.asset === invest ? before.invest : before.other);
      assertConserved(exchange.state);

      exchange.clock.advance(30 * MINUTE_MS);
      expect((await detail(client, order.id)).status).toBe('SETTLEMENT_SUCCESS');
      const paidTo = expected.asset === invest ? before.invest : before.other;
      expect(spot(exchange, expected.asset)).toBe(dec(paidTo).plus(expected.amount).toString());
      assertConserved(exchange.state);
    });
  });
});

describe('§1 auto-reinvest at settlement', () => {
  const settings = {
    is_autorenewal: 1 as const,
    price_deviation: '2',
    effective_time_duration: (7 * DAY_MS) / 1000,
  };

  describe('given a BTC call with auto-reinvest that does not reach its target', () => {
    it('when it settles the BTC proceeds buy a new BTC call nearest the 2 % difference, not spot', async () => {
      const { exchange, client } = dualSandbox({ scenario: 'new-user', balances: { BTC: '1' } });
      const product = await project(client, { coin: 'BTC', type: 'call', hours: 24, multiple: '2' });
      const order = await buy(client, product, '0.5', settings);
      exchange.state.setPrice('BTC_USDT', priceAt(product, 'below'));
      exchange.clock.advance(24 * HOUR_MS + 30 * MINUTE_MS);

      const old = await detail(client, order.id);
      expect(old).toMatchObject({ status: 'SETTLEMENT_SUCCESS' });
      const next = await detail(client, old.reinvest_order_id);
      const paid = settleDual(settlementOf(product, '0.5'), priceAt(product, 'below')).amount;
      expect(next).toMatchObject({
        status: 'INIT',
        type: 'call',
        multiple: '2',
        amount: dec(paid).toString(),
        renewal_id: order.id,
        is_autorenewal: 1,
      });
      expect(spot(exchange, 'BTC')).toBe('0.5');
      expect(exchange.state.history().at(-1)).toMatchObject({ type: 1, mode: 15 });
      const chain = await client.dual.orderList({ page_size: 10, page: 1, renewal_id: order.id });
      expect(chain.list.map((o) => o.id)).toEqual([next.id, order.id]);
      exchange.clock.advance(MINUTE_MS);
      expect((await detail(client, next.id)).status).toBe('PROCESSING');
      assertConserved(exchange.state);
    });
  });

  describe('given a BTC call with auto-reinvest that converts to USDT', () => {
    it('when it settles the USDT proceeds buy a BTC put (the direction USDT can buy)', async () => {
      const { exchange, client } = dualSandbox({ scenario: 'new-user', balances: { BTC: '1' } });
      const product = await project(client, { coin: 'BTC', type: 'call', hours: 24, multiple: '2' });
      const order = await buy(client, product, '0.5', settings);
      exchange.state.setPrice('BTC_USDT', priceAt(product, 'over'));
      exchange.clock.advance(24 * HOUR_MS + 30 * MINUTE_MS);
      const old = await detail(client, order.id);
      const next = await detail(client, old.reinvest_order_id);
      expect(next).toMatchObject({ type: 'put', invest_currency: 'USDT', amount: old.settlement_amount });
      expect(spot(exchange, 'USDT')).toBe('0');
      assertConserved(exchange.state);
    });
  });

  describe('given a VIP savings order with auto-reinvest whose owner is no longer VIP', () => {
    it('when it settles no VIP savings project matches, so the proceeds go to spot', async () => {
      const { exchange, client } = dualSandbox({
        scenario: 'new-user',
        user: { tierLevel: 5 },
        balances: { USDT: '5000' },
      });
      const savings = await project(client, {
        coin: 'BTC',
        type: 'put',
        hours: 168,
        multiple: '2',
        category: 3,
      });
      const order = await buy(client, savings, '1000', settings);
      exchange.state.setUser({ tierLevel: 1 });
      exchange.state.setPrice('BTC_USDT', priceAt(savings, 'over'));
      exchange.clock.advance(168 * HOUR_MS + 30 * MINUTE_MS);
      const done = await client.dual.orderList({ page_size: 10, page: 1, current_order_id: order.id });
      expect(done.list).toEqual([]); // VIP savings are listed through the VIP list only
      const expected = settleDual(settlementOf(savings, '1000'), priceAt(savings, 'over'));
      expect(expected.exercised).toBe(false);
      expect(spot(exchange, 'USDT')).toBe(dec('4000').plus(expected.amount).toString());
      assertConserved(exchange.state);
    });
  });
});

describe('§6 trial-fund vouchers', () => {
  describe('given the 100 USDT trial-fund voucher 951', () => {
    it('when it buys the trial project the voucher pays, is consumed, and only the yield reaches spot', async () => {
      const { exchange, client } = dualSandbox({ scenario: 'new-user', balances: { USDT: '10' } });
      const trial = await project(client, {
        coin: 'BTC',
        type: 'put',
        hours: 24,
        multiple: '2',
        category: 2,
      });
      const order = (await client.dual.trialOrder(
        { project_id: trial.id, amount: '100', voucher_id: 951 },
        { idempotencyKey: key() },
      )) as { id: number };
      expect(spot(exchange, 'USDT')).toBe('10');
      const coupons = await client.dual.coupons({ sub_type: 'dual', limit: 20 });
      expect(coupons.map((c) => c.id)).not.toContain(951);
      assertConserved(exchange.state);

      // Converted or not, the customer gets the invest-currency yield; the 100 USDT returns to the house.
      exchange.state.setPrice('BTC_USDT', priceAt(trial, 'below'));
      exchange.clock.advance(24 * HOUR_MS + 30 * MINUTE_MS);
      const yieldAmount = dec(dualPayouts(settlementOf(trial, '100')).invest.amount).minus('100');
      expect(yieldAmount.gt(0)).toBe(true);
      expect(await detail(client, order.id)).toMatchObject({
        status: 'SETTLEMENT_SUCCESS',
        settlement_currency: 'USDT',
        settlement_amount: yieldAmount.toString(),
        is_exercised: 1,
        voucher_id: 951,
      });
      expect(spot(exchange, 'USDT')).toBe(dec('10').plus(yieldAmount).toString());
      assertConserved(exchange.state);
    });
  });
});

describe('conservation through buy and settlement (assertConserved)', () => {
  describe('given the regular scenario with its seeded dual orders', () => {
    it('every asset stays conserved across purchases, price moves, deliveries and arrivals', async () => {
      const { exchange, client } = dualSandbox({ scenario: 'regular' });
      assertConserved(exchange.state);
      const put = await project(client, { coin: 'ETH', type: 'put', hours: 8, multiple: '0.5' });
      await buy(client, put, '300');
      const call = await project(client, { coin: 'ETH', type: 'call', hours: 72, multiple: '5' });
      await buy(client, call, '1.5', {
        is_autorenewal: 1,
        price_deviation: '5',
        effective_time_duration: (3 * DAY_MS) / 1000,
      });
      assertConserved(exchange.state);
      for (const [hours, price] of [
        [8, '2500'],
        [64, '4000'],
        [100, '3000'],
        [240, '90000'],
      ] as const) {
        exchange.state.setPrice('ETH_USDT', price);
        exchange.state.setPrice('BTC_USDT', dec(price).times('20').toString());
        exchange.clock.advance(hours * HOUR_MS);
        assertConserved(exchange.state);
      }
      // The run went through conversions, unconverted yields and auto-reinvests, not just holding.
      const reasons = new Set(exchange.state.data.ledger.map((e) => e.reason));
      for (const reason of ['dual-convert-out', 'dual-convert-in', 'interest', 'dual-arrival'])
        expect(reasons).toContain(reason);
      const orders = await client.dual.orderList({ page_size: 100, page: 1 });
      expect(orders.list.some((o) => o.renewal_id !== o.id)).toBe(true);
    });
  });
});
