/**
 * Clock coverage (issue 3 "Done when": every timeline rule of §9 and §4 has a clock test). Each rule,
 * and the test that moves the virtual clock across it (file › test name):
 *
 * Simple Earn flexible
 * - §9 interest starts 1 h after subscription: this file › "§9 lend_amount (earning principal) is 0
 *   until +1 h, then the subscription"
 * - §9 interest is received 2 h after, then hourly: this file › "§9 pays nothing before +2 h, then the
 *   first hour (+1 h to +2 h) at +2 h exactly", "§9 then pays hourly: +3 h, +4 h"
 * - §3/§4 bonus window (the extra bonus applies only while processing): this file › "§4 a bonus that
 *   has not started pays nothing; the first hour wholly after start_at pays it" (start) and "§3 pays
 *   the bonus (ext_award_rate_year within ext_award_limit) only for hours inside the bonus window" (end)
 * - §4 a redemption is frozen (frozen_status 1, cancellable) and then arrives: this file › "§4 a
 *   redemption stays frozen (frozen_status 1) for 10 minutes, then arrives in spot"
 * - §4/§8 code 213, an application that arrives later: guards.test.ts › "answers 213 when lend_ratio ≥
 *   0.8 (BTC), seen by the client as outcome "submitted"; not cancellable; arrives in 24 h"
 *
 * Fixed
 * - §9 interest starts the next day at 00:00: this file › "§9 interest starts next day 00:00 and
 *   maturity is period + 1 days: finish_time" and "§9 a lend just before midnight earns from that
 *   midnight, one just after from the next: maturity moves by a day"
 * - §9 maturity at period + 1 days, §9 arrival 30 min after finish_time: this file › "§9 at maturity
 *   the interest is paid and the order is redeeming; it arrives in spot 30 minutes later"
 * - §3 redeem-to account at arrival: this file › "§3 redeem_account_type 1 sends the arrival to the
 *   flexible account (mode 14)"
 * - §4 auto-reinvest at maturity: this file › "§4 auto-reinvest at maturity makes a new order of
 *   principal + interest (mode 15) and nothing arrives"
 * - §4/§9 the 1-hour lock on early redeem, reinvest and redeem-to (and an early redeem arriving 30 min
 *   later): this file › "allows early redeem, reinvest and redeem-to with exactly 1 hour left",
 *   "refuses each of them with under 1 hour left"
 * - §3/§4 rate-up voucher interest for rate_day days, paid at maturity (history type 5): this file ›
 *   "§4 a rate-up voucher's rate_day days of extra interest are paid at maturity as a rate-up record"
 *
 * Launch pool
 * - §3 hourly rewards, from the next whole hour after a stake: launchPool.timeline.test.ts › "§3
 *   valid_amount is 0 until the next whole hour, then the stake; that hour pays nothing", "§3 pays the
 *   first reward at T0 + 2 h in the project coin, to spot, recorded in history", "§3 earns from the
 *   first hour: 100 × 0.5 / 365 / 24 at T0 + 1 h", "§3 a partial redeem stops earning at once"
 * - §4 project state by its times: launchPool.timeline.test.ts › "§4 a not-started project opens at its
 *   start_timest (2 → 1) and then takes stakes", "§4 completes at its end (1 → 3)"
 *
 * Staking
 * - §3 reward delay: staking.timeline.test.ts › "§3 reward_delay_days: earning starts at the next 00:00
 *   plus one day, so the first reward is paid at DAY0 + 3 d"; "§3 interest_days: the reward of a day
 *   is paid one day after it accrues"
 * - §4 ladder extra_interest campaign start/end: staking.timeline.test.ts › "§4 the ladder bonus (3 %
 *   below 1000) is paid ... then stops when it finishes", "§4 no bonus while the campaign has not
 *   started; the bonus starts with the first whole processing day"
 * - §3 fast arrival (redeem_quick_long) with its fee: staking.timeline.test.ts › "§3 fast: arrives
 *   redeem_quick_long (30) minutes later, less the 0.5 % fee; redeem_stamp says when"
 * - §4 standard arrival by the redemption span: staking.timeline.test.ts › "§4 standard, min 1 / max 3
 *   days: arrives at the maximum day, with no fee", "§4 immediate (income_days 0, no min/max day)",
 *   "§3 exchange-type ... after income_days (2)", "§9 credit/debt (mode 2) ... USDC"
 * - §3/§5 the daily fast quota resets at 00:00 UTC: staking.timeline.test.ts › "§3 redeem_quick_daily
 *   counts down, refuses beyond it, and resets at 00:00 UTC"
 *
 * Dual
 * - §4 delivery and settlement (call/put, below/at/over the target), then arrival: dual.timeline.test.ts
 *   › "when delivery comes it settles with the domain's settleDual (exercised: …), then pays spot 30
 *   min later" (six cases)
 * - §1 auto-reinvest at settlement: dual.timeline.test.ts › "§1 auto-reinvest at settlement" (three)
 * - §6 trial fund settles and only the yield reaches spot: dual.timeline.test.ts › "§6 trial-fund
 *   vouchers"
 * - sales close an hour before delivery: dual.guards.test.ts › "a project that closed for sale (under
 *   an hour before delivery) is refused"
 *
 * Everything at once, in random order: exchange.model.property.test.ts crosses all of these inside
 * 1,000 random sequences and checks conservation after each step.
 * (§4 "the reinvest tip reappears after 604800 seconds" is a client-side UI timer, not an exchange
 * rule; it is tested with the dual widget.)
 */
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

    it('§4 a bonus that has not started pays nothing; the first hour wholly after start_at pays it', async () => {
      const { exchange } = await subscribed();
      exchange.state.update((data) => {
        const usdt = (data.modules.flexible as { products: Record<string, { bonus: { start_at: number } }> })
          .products.USDT;
        if (usdt) usdt.bonus.start_at = (T0 + 2.5 * HOUR_MS) / 1000;
      });
      exchange.clock.advance(4 * HOUR_MS - 1);
      expect(exchange.state.history().filter((r) => r.type === 4)).toEqual([]);
      exchange.clock.advance(1);
      // The hour +3 h..+4 h is the first wholly after +2.5 h, on the 100.00228311 earning by then
      // (two hourly interests compounded): × 0.05 / 365 / 24, rounded down. Interest paid every hour.
      expect(exchange.state.history().filter((r) => r.type === 4)).toMatchObject([
        { bonus_amount: '0.00057078', bonus_asset: 'USDT', time_at: (T0 + 4 * HOUR_MS) / 1000 },
      ]);
      expect(interestRecords(exchange.state.history())).toHaveLength(3);
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

  it('§9 a lend just before midnight earns from that midnight, one just after from the next: maturity moves by a day', async () => {
    const setup = setupSandbox({ scenario: 'new-user', balances: { USDT: '5000' } });
    const midnight = Date.UTC(2025, 0, 16);
    setup.exchange.clock.set(midnight - 1);
    await setup.client.fixed.lend(lendBody, { idempotencyKey: key() });
    setup.exchange.clock.set(midnight + 1);
    await setup.client.fixed.lend(lendBody, { idempotencyKey: key() });
    const [late, early] = setup.exchange.state.fixedOrders();
    // Interest from 16 Jan 00:00 (7 days) → 23 Jan; from 17 Jan 00:00 → 24 Jan. Same interest.
    expect(early).toMatchObject({ finish_time: MATURITY / 1000, interest: '1.15068493' });
    expect(late).toMatchObject({ finish_time: (MATURITY + DAY_MS) / 1000, interest: '1.15068493' });
    setup.exchange.clock.set(MATURITY);
    expect(setup.exchange.state.fixedOrders().map((o) => o.status)).toEqual([1, 2]);
    setup.exchange.clock.set(MATURITY + DAY_MS);
    expect(setup.exchange.state.fixedOrders().map((o) => o.status)).toEqual([2, 3]);
    assertConserved(setup.exchange.state);
  });

  it("§4 a rate-up voucher's rate_day days of extra interest are paid at maturity as a rate-up record", async () => {
    const { exchange } = await lent({ financial_rate_id: 901 });
    exchange.clock.set(MATURITY - 1);
    expect(exchange.state.history().filter((r) => r.type === 5)).toEqual([]);
    exchange.clock.advance(1);
    // 1000 × 2 % / 365 × 3 days (rate_day 3), rounded down to 8 decimals.
    expect(exchange.state.history().filter((r) => r.type === 5)).toMatchObject([
      { amount: '0.16438356', asset: 'USDT', time_at: MATURITY / 1000 },
    ]);
    exchange.clock.advance(30 * MINUTE_MS);
    expect(exchange.state.balances().USDT).toBe('5001.31506849');
    assertConserved(exchange.state);
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
