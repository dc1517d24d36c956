import { DAY_MS, dec, MINUTE_MS } from '../domain';
import { assertConserved } from './conservation';
import { DEFAULT_SANDBOX_NOW } from './exchange';
import type { StakingSlice } from './products/staking/model';
import { key, setupSandbox } from './testSupport';

const T0 = DEFAULT_SANDBOX_NOW; // 2025-01-15 08:00 UTC
const DAY0 = Math.floor(T0 / DAY_MS) * DAY_MS; // 2025-01-15 00:00 UTC
const seconds = (ms: number) => ms / 1000;

function rewards(history: Array<{ type: number; time_at: number; amount: string; asset: string }>) {
  return history.filter((r) => r.type === 3);
}
function bonuses(
  history: Array<{ type: number; time_at: number; bonus_amount: string; bonus_asset: string }>,
) {
  return history.filter((r) => r.type === 4);
}

/** A new user with `balances`, optionally of a VIP tier. */
function sandbox(balances: Record<string, string>, tierLevel = 0) {
  return setupSandbox({ scenario: 'new-user', balances, user: { tierLevel } });
}

describe('§9 staking accrual on the virtual clock', () => {
  describe('given 100 GT staked at T0 (reward_delay_days 1, interest_days 0, 10 % commission)', () => {
    async function staked(tierLevel = 0) {
      const setup = sandbox({ GT: '1000' }, tierLevel);
      await setup.client.staking.stake({ coin: 'GT', amount: '100' }, { idempotencyKey: key() });
      return setup;
    }

    it('§3 reward_delay_days: earning starts at the next 00:00 plus one day, so the first reward is paid at DAY0 + 3 d', async () => {
      const { exchange } = await staked();
      exchange.clock.set(DAY0 + 3 * DAY_MS - 1);
      expect(rewards(exchange.state.history())).toEqual([]);
      exchange.clock.advance(1);
      // 100 × 4 % / 365 = 0.01095890…, less 10 % commission, rounded down to 8 decimals.
      expect(rewards(exchange.state.history())).toEqual([
        expect.objectContaining({ amount: '0.00986301', asset: 'GT', time_at: seconds(DAY0 + 3 * DAY_MS) }),
      ]);
      exchange.clock.advance(DAY_MS);
      expect(rewards(exchange.state.history())).toHaveLength(2);
      expect(exchange.state.balances().GT).toBe('900.03616436'); // two rewards + two ladder bonuses
      assertConserved(exchange.state);
    });

    it('§6 VIP discount: tier 5 matches vip_sale 0.5, halving the commission', async () => {
      const { exchange } = await staked(5);
      exchange.clock.set(DAY0 + 3 * DAY_MS);
      expect(rewards(exchange.state.history())[0]?.amount).toBe('0.01041095');
    });

    it('§4 the ladder bonus (3 % below 1000) is paid in GT for each whole day the campaign processes, then stops when it finishes', async () => {
      const { exchange, client } = await staked();
      exchange.clock.set(DAY0 + 12 * DAY_MS); // the campaign ends at DAY0 + 10 d
      const paid = bonuses(exchange.state.history());
      // Earning days DAY0+2 … DAY0+9 are inside the window: 8 bonuses, paid at the end of each.
      expect(paid.map((r) => r.time_at)).toEqual(
        [3, 4, 5, 6, 7, 8, 9, 10].map((d) => seconds(DAY0 + d * DAY_MS)),
      );
      expect(paid[0]).toMatchObject({ bonus_amount: '0.00821917', bonus_asset: 'GT' });
      expect((await client.staking.product({ coin: 'GT' })).extra_interest?.status).toBe('finished');
      assertConserved(exchange.state);
    });
  });

  describe('given 1000 USDT staked in Compound (pid 12: rewards in COMP from +1 d, a 2 % USDT campaign starting DAY0 + 3 d)', () => {
    it('§4 no bonus while the campaign has not started; the bonus starts with the first whole processing day', async () => {
      const { exchange, client } = sandbox({ USDT: '5000' });
      await client.staking.stake({ coin: 'USDT', amount: '1000', pid: 12 }, { idempotencyKey: key() });
      expect((await client.staking.product({ coin: 'USDT', pid: 12 })).extra_interest?.status).toBe(
        'not_started',
      );
      exchange.clock.set(DAY0 + 3 * DAY_MS);
      expect(rewards(exchange.state.history()).map((r) => r.asset)).toEqual(['COMP']);
      expect(bonuses(exchange.state.history())).toEqual([]);
      expect((await client.staking.product({ coin: 'USDT', pid: 12 })).extra_interest?.status).toBe(
        'processing',
      );
      exchange.clock.advance(DAY_MS);
      expect(bonuses(exchange.state.history())).toEqual([
        // 1000 × 2 % / 365, paid in USDT.
        expect.objectContaining({
          bonus_amount: '0.05479452',
          bonus_asset: 'USDT',
          time_at: seconds(DAY0 + 4 * DAY_MS),
        }),
      ]);
      expect(exchange.state.balances().COMP).toBe('0.15342464'); // two days at 2.8 %, no commission
      assertConserved(exchange.state);
    });
  });

  describe('given 1000 USDT staked in Aave V3 (pid 11: earning from the next 00:00, interest_delay_days 1)', () => {
    it('§3 interest_days: the reward of a day is paid one day after it accrues', async () => {
      const { exchange, client } = sandbox({ USDT: '5000' });
      await client.staking.stake({ coin: 'USDT', amount: '1000', pid: 11 }, { idempotencyKey: key() });
      exchange.clock.set(DAY0 + 3 * DAY_MS - 1);
      expect(rewards(exchange.state.history())).toEqual([]);
      exchange.clock.advance(1);
      // Day DAY0+1 accrued at DAY0+2 and is paid at DAY0+3: 1000 × 3.2 % / 365 less 5 %.
      expect(rewards(exchange.state.history())).toEqual([
        expect.objectContaining({ amount: '0.08328767', time_at: seconds(DAY0 + 3 * DAY_MS) }),
      ]);
      assertConserved(exchange.state);
    });
  });
});

describe('§3 staking redemption arrival and redeem_stamp', () => {
  it('§3 fast: arrives redeem_quick_long (30) minutes later, less the 0.5 % fee; redeem_stamp says when', async () => {
    const { exchange, client } = sandbox({ GT: '1000' });
    await client.staking.stake({ coin: 'GT', amount: '100' }, { idempotencyKey: key() });
    const { redeem_stamp } = await client.staking.redeem(
      { coin: 'GT', amount: '40', quick: 1 },
      { idempotencyKey: key() },
    );
    expect(redeem_stamp).toBe(seconds(T0 + 30 * MINUTE_MS));
    expect((await client.staking.userInfo({ coin: 'GT' })).redeem_stamp).toBe(redeem_stamp);
    exchange.clock.advance(30 * MINUTE_MS - 1);
    expect(exchange.state.balances().GT).toBe('900');
    exchange.clock.advance(1);
    expect(exchange.state.balances().GT).toBe('939.8');
    expect((await client.staking.userInfo({ coin: 'GT' })).redeem_stamp).toBe(0);
    assertConserved(exchange.state);
  });

  it('§4 standard, min 1 / max 3 days: arrives at the maximum day, with no fee', async () => {
    const { exchange, client } = sandbox({ GT: '1000' });
    await client.staking.stake({ coin: 'GT', amount: '100' }, { idempotencyKey: key() });
    const { redeem_stamp } = await client.staking.redeem(
      { coin: 'GT', amount: '40', quick: 0 },
      { idempotencyKey: key() },
    );
    expect(redeem_stamp).toBe(seconds(T0 + 3 * DAY_MS));
    exchange.clock.set(T0 + 3 * DAY_MS - 1);
    const before = exchange.state.balances().GT;
    exchange.clock.advance(1);
    expect(dec(exchange.state.balances().GT).minus(dec(before)).toString()).toBe('40');
    assertConserved(exchange.state);
  });

  it('§4 immediate (income_days 0, no min/max day): arrives at once and redeem_stamp is now', async () => {
    const { exchange, client } = sandbox({ DOGE: '1000' });
    await client.staking.stake({ coin: 'DOGE', amount: '500' }, { idempotencyKey: key() });
    const { redeem_stamp } = await client.staking.redeem(
      { coin: 'DOGE', amount: '200', quick: 0 },
      { idempotencyKey: key() },
    );
    expect(redeem_stamp).toBe(seconds(T0));
    expect(exchange.state.balances().DOGE).toBe('700');
    assertConserved(exchange.state);
  });

  it('§3 exchange-type: 10 SOL stake 9.6 GTSOL; redeeming them pays SOL at exchange_rate_reverse after income_days (2)', async () => {
    const { exchange, client } = sandbox({ SOL: '10' });
    await client.staking.stake({ coin: 'SOL', amount: '10' }, { idempotencyKey: key() });
    expect(await client.staking.balances({ coin: 'SOL', hide_zero_hold: 1 })).toEqual([
      { pid: -1, protocol_name: 'SOL Liquid Staking', mortgage_amount: '9.6' },
    ]);
    const { redeem_stamp } = await client.staking.redeem(
      { coin: 'SOL', amount: '9.6', quick: 0 },
      { idempotencyKey: key() },
    );
    expect(redeem_stamp).toBe(seconds(T0 + 2 * DAY_MS));
    exchange.clock.set(T0 + 2 * DAY_MS);
    // Fee 0.05 % of 9.6 = 0.0048 GTSOL; 9.5952 GTSOL × 1.04166666 = 9.99499993 SOL (rounded down).
    expect(exchange.state.balances().SOL).toMatch(/^9\.99499993\d*$/);
    assertConserved(exchange.state);
  });

  it('§9 credit/debt (mode 2): the redemption pays the default debt redeem coin USDC', async () => {
    const { exchange, client } = sandbox({ USDD: '100' });
    await client.staking.stake({ coin: 'USDD', amount: '100', pid: 21 }, { idempotencyKey: key() });
    const result = await client.staking.redeem(
      { coin: 'USDD', amount: '50', quick: 1, pid: 21 },
      { idempotencyKey: key() },
    );
    expect(result.redeem_stamp).toBe(seconds(T0 + 10 * MINUTE_MS));
    exchange.clock.advance(10 * MINUTE_MS);
    expect(exchange.state.balances()).toMatchObject({ USDC: '49.9', USDD: '0' }); // 0.2 % fast fee
    assertConserved(exchange.state);
  });
});

describe('§5 the daily fast-redemption quota (GT: 500 a day)', () => {
  it('§3 redeem_quick_daily counts down, refuses beyond it, and resets at 00:00 UTC', async () => {
    const { exchange, client } = sandbox({ GT: '2000' });
    await client.staking.stake({ coin: 'GT', amount: '1500' }, { idempotencyKey: key() });
    await client.staking.redeem({ coin: 'GT', amount: '400', quick: 1 }, { idempotencyKey: key() });
    expect((await client.staking.product({ coin: 'GT' })).redeem_quick_daily).toBe('100');
    await expect(
      client.staking.redeem({ coin: 'GT', amount: '150', quick: 1 }, { idempotencyKey: key() }),
    ).rejects.toMatchObject({
      code: -1,
      serverMessage: 'Fast redemption is limited to 100 GT today',
    });
    await client.staking.redeem({ coin: 'GT', amount: '100', quick: 1 }, { idempotencyKey: key() });
    expect((await client.staking.product({ coin: 'GT' })).redeem_quick_daily).toBe('0');
    await expect(
      client.staking.redeem({ coin: 'GT', amount: '1', quick: 1 }, { idempotencyKey: key() }),
    ).rejects.toMatchObject({
      code: -1,
      serverMessage: "today's fast redemption quota is used up (0 left); use standard redemption",
    });
    exchange.clock.set(DAY0 + DAY_MS - 1);
    expect((await client.staking.product({ coin: 'GT' })).redeem_quick_daily).toBe('0');
    exchange.clock.advance(1);
    expect((await client.staking.product({ coin: 'GT' })).redeem_quick_daily).toBe('500');
    await client.staking.redeem({ coin: 'GT', amount: '150', quick: 1 }, { idempotencyKey: key() });
    assertConserved(exchange.state);
  });

  it('§5 a quota not above the minimum redeem amount disables fast redemption', async () => {
    const { exchange, client } = sandbox({ GT: '2000' });
    await client.staking.stake({ coin: 'GT', amount: '1000' }, { idempotencyKey: key() });
    exchange.state.update((data) => {
      const slice = data.modules.staking as StakingSlice;
      slice.quickUsed['gt-token'] = { day: Math.floor(T0 / DAY_MS), used: '499' };
    });
    expect((await client.staking.product({ coin: 'GT' })).redeem_quick_daily).toBe('1');
    await expect(
      client.staking.redeem({ coin: 'GT', amount: '1', quick: 1 }, { idempotencyKey: key() }),
    ).rejects.toMatchObject({ code: -1 });
  });
});
