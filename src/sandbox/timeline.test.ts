import { type FixedLendBody, isServerMessageError } from '../api';
import { DAY_MS, HOUR_MS, MINUTE_MS } from '../domain';
import { assertConserved } from './conservation';
import { DEFAULT_SANDBOX_NOW } from './exchange';
import { key, rejectionOf, setupSandbox } from './testSupport';

const T0 = DEFAULT_SANDBOX_NOW; // 2025-01-15 08:00 UTC

function interestRecords<T extends { type: number }>(history: T[]): T[] {
  return history.filter((r) => r.type === 3);
}

describe('§9 flexible timeline on the virtual clock', () => {
  it('§9 lend_amount (earning principal) is 0 until +1 h, then the subscription', async () => {
    const { exchange, client } = setupSandbox({ scenario: 'new-user', balances: { USDT: '1000' } });
    await client.simpleEarn.subscribe(
      { asset: 'USDT', amount: '100', rateYear: '0.0001' },
      { idempotencyKey: key() },
    );
    exchange.clock.advance(HOUR_MS - 1);
    expect(exchange.state.flexibleHoldings()[0]?.lend_amount).toBe('0');
    exchange.clock.advance(1);
    expect(exchange.state.flexibleHoldings()[0]?.lend_amount).toBe('100');
  });

  describe('given 100 USDT subscribed at T0 (ladder 10 % below 1000, bonus 5 % below 500)', () => {
    async function subscribed() {
      const setup = setupSandbox({ scenario: 'new-user', balances: { USDT: '1000' } });
      await setup.client.simpleEarn.subscribe(
        { asset: 'USDT', amount: '100', rateYear: '0.0001' },
        { idempotencyKey: key() },
      );
      return setup;
    }

    it('§9 pays nothing before +2 h, then the first hour (+1 h to +2 h) at +2 h exactly', async () => {
      const { exchange } = await subscribed();
      exchange.clock.advance(2 * HOUR_MS - 1);
      expect(interestRecords(exchange.state.history())).toEqual([]);
      exchange.clock.advance(1);
      const [paid] = interestRecords(exchange.state.history());
      // 100 × 0.1 / 365 / 24, rounded down to 8 decimals.
      expect(paid).toMatchObject({ amount: '0.00114155', time_at: (T0 + 2 * HOUR_MS) / 1000 });
      expect(exchange.state.flexibleHoldings()[0]).toMatchObject({
        cumulative: '0.00114155',
        curr_amount: '100.00114155',
      });
      assertConserved(exchange.state);
    });

    it('§9 then pays hourly: +3 h, +4 h', async () => {
      const { exchange } = await subscribed();
      exchange.clock.advance(4 * HOUR_MS);
      expect(interestRecords(exchange.state.history()).map((r) => r.time_at)).toEqual(
        [2, 3, 4].map((h) => (T0 + h * HOUR_MS) / 1000),
      );
    });

    it('§3 pays the bonus (ext_award_rate_year within ext_award_limit) only for hours inside the bonus window', async () => {
      const { exchange } = await subscribed();
      exchange.state.update((data) => {
        const usdt = (data.modules.flexible as { products: Record<string, { bonus: { end_at: number } }> })
          .products.USDT;
        if (usdt) usdt.bonus.end_at = (T0 + 2.5 * HOUR_MS) / 1000;
      });
      exchange.clock.advance(4 * HOUR_MS);
      const bonuses = exchange.state.history().filter((r) => r.type === 4);
      // Only the hour +1 h..+2 h lies wholly inside the window: 100 × 0.05 / 365 / 24.
      expect(bonuses).toHaveLength(1);
      expect(bonuses[0]).toMatchObject({
        bonus_amount: '0.00057077',
        bonus_asset: 'USDT',
        time_at: (T0 + 2 * HOUR_MS) / 1000,
      });
      expect(exchange.state.balances().USDT).toBe('900.00057077');
      assertConserved(exchange.state);
    });

    it('§4 a redemption stays frozen (frozen_status 1) for 10 minutes, then arrives in spot', async () => {
      const { exchange, client } = await subscribed();
      await client.simpleEarn.redeem(
        { asset: 'USDT', amount: '40', curr_amount: '100', lend_amount: '0' },
        { idempotencyKey: key() },
      );
      exchange.clock.advance(10 * MINUTE_MS - 1);
      expect(exchange.state.flexibleHoldings()[0]).toMatchObject({ frozen_amount: '40', frozen_status: 1 });
      exchange.clock.advance(1);
      expect(exchange.state.flexibleHoldings()[0]).toMatchObject({
        frozen_amount: '0',
        frozen_status: 0,
        curr_amount: '60',
      });
      expect(exchange.state.balances().USDT).toBe('940');
      expect(exchange.state.history().at(-1)).toMatchObject({ type: 2, mode: 32, amount: '40' });
      assertConserved(exchange.state);
    });
  });
});

describe('§9 fixed timeline on the virtual clock', () => {
  const lendBody: FixedLendBody = {
    product_id: 101,
    redeem_account_type: 0,
    reinvest_status: 0,
    amount: '1000',
    year_rate: '0.06',
    isVip: false,
  };
  const MATURITY = Date.UTC(2025, 0, 23); // 15 Jan 00:00 + (7 + 1) days; interest from 16 Jan 00:00

  async function lent(patch: Partial<FixedLendBody> = {}) {
    const setup = setupSandbox({ scenario: 'new-user', balances: { USDT: '5000' } });
    const order = (await setup.client.fixed.lend({ ...lendBody, ...patch }, { idempotencyKey: key() })) as {
      order_id: number;
    };
    return { ...setup, orderId: order.order_id };
  }

  it('§9 interest starts next day 00:00 and maturity is period + 1 days: finish_time', async () => {
    const { exchange } = await lent();
    expect(exchange.state.fixedOrders()[0]).toMatchObject({
      finish_time: MATURITY / 1000,
      interest: '1.15068493',
    });
  });

  it('§9 at maturity the interest is paid and the order is redeeming; it arrives in spot 30 minutes later', async () => {
    const { exchange } = await lent();
    exchange.clock.set(MATURITY - 1);
    expect(exchange.state.fixedOrders()[0]?.status).toBe(1);
    exchange.clock.advance(1);
    expect(exchange.state.fixedOrders()[0]?.status).toBe(2);
    expect(exchange.state.history().filter((r) => r.type === 3)).toHaveLength(1);
    exchange.clock.advance(30 * MINUTE_MS - 1);
    expect(exchange.state.balances().USDT).toBe('4000');
    exchange.clock.advance(1);
    expect(exchange.state.balances().USDT).toBe('5001.15068493');
    expect(exchange.state.fixedOrders()[0]?.status).toBe(3);
    assertConserved(exchange.state);
  });

  it('§3 redeem_account_type 1 sends the arrival to the flexible account (mode 14)', async () => {
    const { exchange } = await lent({ redeem_account_type: 1 });
    exchange.clock.set(MATURITY + 30 * MINUTE_MS);
    expect(exchange.state.flexibleHoldings()[0]).toMatchObject({
      asset: 'USDT',
      curr_amount: '1001.15068493',
    });
    expect(exchange.state.history().filter((r) => r.mode === 14).length).toBeGreaterThan(0);
    assertConserved(exchange.state);
  });

  it('§4 auto-reinvest at maturity makes a new order of principal + interest (mode 15) and nothing arrives', async () => {
    const { exchange } = await lent({ reinvest_status: 1 });
    exchange.clock.set(MATURITY + HOUR_MS);
    const [next, old] = exchange.state.fixedOrders();
    expect(old?.status).toBe(3);
    expect(next).toMatchObject({ status: 1, principal: '1001.15068493', reinvest_status: 1 });
    expect(next?.finish_time).toBe((MATURITY + 8 * DAY_MS) / 1000);
    expect(exchange.state.history().at(-1)).toMatchObject({ type: 1, mode: 15 });
    expect(exchange.state.balances().USDT).toBe('4000');
    assertConserved(exchange.state);
  });

  describe('§4/§9 the 1-hour lock before maturity', () => {
    it('allows early redeem, reinvest and redeem-to with exactly 1 hour left', async () => {
      const { exchange, client, orderId } = await lent();
      exchange.clock.set(MATURITY - HOUR_MS);
      await client.fixed.setReinvestStatus(orderId, { reinvest_status: 1 });
      // §4: turning reinvest off sets the redeem account to 1 (flexible); choose spot again.
      await client.fixed.setReinvestStatus(orderId, { reinvest_status: 0 });
      await client.fixed.setRedeemAccountType(orderId, { redeem_account_type: 0 });
      await client.fixed.preRedeem({ order_id: orderId, isVip: false }, { idempotencyKey: key() });
      exchange.clock.advance(30 * MINUTE_MS);
      expect(exchange.state.balances().USDT).toBe('5000');
      assertConserved(exchange.state);
    });

    it('refuses each of them with under 1 hour left', async () => {
      const { exchange, client, orderId } = await lent();
      exchange.clock.set(MATURITY - HOUR_MS + 1);
      const message = 'Not available within 1 hour of maturity';
      for (const call of [
        client.fixed.setRedeemAccountType(orderId, { redeem_account_type: 1 }),
        client.fixed.setReinvestStatus(orderId, { reinvest_status: 1 }),
        client.fixed.preRedeem({ order_id: orderId, isVip: false }, { idempotencyKey: key() }),
      ]) {
        const error = await rejectionOf(call);
        expect(isServerMessageError(error) && error.serverMessage).toBe(message);
      }
    });
  });
});
