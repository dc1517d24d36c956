import type { WealthClient } from '../api';
import { DAY_MS, HISTORY_MODE, HISTORY_TYPE, HOUR_MS, LAUNCH_POOL_STATE, MINUTE_MS } from '../domain';
import { assertConserved } from './conservation';
import { DEFAULT_SANDBOX_NOW } from './exchange';
import { LAUNCH_POOL_PIDS, LAUNCH_POOL_RIDS, type SandboxLaunchPoolProject } from './products/launchPool';
import { key, setupSandbox } from './testSupport';

/**
 * Launch pool on the virtual clock (rules in products/launchPool/rules.ts): hourly rewards of
 * valid_amount × rate_year / 365 / 24, a stake earning from the next whole hour, and projects that
 * start and end by their times.
 */

/** project-info with the §4 state and end time the sandbox adds (see SandboxLaunchPoolProject). */
async function projectInfo(client: WealthClient, query: { projectId: number }) {
  return (await client.launchPool.projectInfo(query)) as SandboxLaunchPoolProject;
}

const T0 = DEFAULT_SANDBOX_NOW; // 2025-01-15 08:00 UTC, a whole hour
const { IN_PROGRESS, NOT_STARTED } = LAUNCH_POOL_PIDS;
const { GT_LOCK, USDT_LOCK, UPCOMING_GT_LOCK } = LAUNCH_POOL_RIDS;
/** 10 GT × 0.5 / 365 / 24, rounded down to 8 decimals. */
const TEN_GT_HOUR = '0.00057077';

function setup(scenario: 'new-user' | 'regular' = 'new-user') {
  return setupSandbox(
    { scenario, balances: scenario === 'new-user' ? { GT: '1000', USDT: '10000' } : undefined },
    { deviceToken: () => 'dev-1' },
  );
}

function rewardRecords(history: { type: number; mode: number; asset: string }[]) {
  return history.filter((r) => r.type === HISTORY_TYPE.INTEREST && r.mode === HISTORY_MODE.LAUNCH_POOL);
}

describe('§3 launch pool hourly rewards on the virtual clock', () => {
  describe('given 10 GT staked at T0 + 30 min into the GT lock pool (rate_year 0.5)', () => {
    async function staked() {
      const s = setup();
      s.exchange.clock.advance(30 * MINUTE_MS);
      await s.client.launchPool.createOrder(
        { pid: IN_PROGRESS, rid: GT_LOCK, amount: '10', simpleEarnStatus: 0 },
        { idempotencyKey: key() },
      );
      const gtRow = async () => (await s.client.launchPool.userProjectStatistics({ pid: IN_PROGRESS }))[0];
      return { ...s, gtRow };
    }

    it('§3 valid_amount is 0 until the next whole hour, then the stake; that hour pays nothing', async () => {
      const { exchange, gtRow } = await staked();
      expect(await gtRow()).toMatchObject({ amount: '10', valid_amount: '0' });
      exchange.clock.advance(30 * MINUTE_MS - 1);
      expect((await gtRow())?.valid_amount).toBe('0');
      exchange.clock.advance(1);
      expect(await gtRow()).toMatchObject({ valid_amount: '10', lastHourRewardAmount: '0' });
      expect(rewardRecords(exchange.state.history())).toEqual([]);
    });

    it('§3 pays the first reward at T0 + 2 h in the project coin, to spot, recorded in history', async () => {
      const { exchange, gtRow } = await staked();
      exchange.clock.advance(90 * MINUTE_MS);
      expect(await gtRow()).toMatchObject({
        lastHourRewardAmount: TEN_GT_HOUR,
        lastRewardAmount: TEN_GT_HOUR,
      });
      expect(rewardRecords(exchange.state.history())).toEqual([
        expect.objectContaining({ asset: 'LPX', amount: TEN_GT_HOUR, time_at: (T0 + 2 * HOUR_MS) / 1000 }),
      ]);
      expect(exchange.state.balances().LPX).toBe(TEN_GT_HOUR);
      assertConserved(exchange.state);
    });

    it('§3 lastRewardAmount adds up every hour; lastHourRewardAmount is the latest hour only', async () => {
      const { exchange, gtRow } = await staked();
      exchange.clock.advance(3 * HOUR_MS + 30 * MINUTE_MS);
      expect(await gtRow()).toMatchObject({
        lastHourRewardAmount: TEN_GT_HOUR,
        lastRewardAmount: '0.00171231',
      });
    });

    it('§3 after a full redeem the next hour pays 0: lastHourRewardAmount 0, lastRewardAmount kept', async () => {
      const { exchange, client, gtRow } = await staked();
      exchange.clock.advance(150 * MINUTE_MS);
      await client.launchPool.redeem(
        { pid: IN_PROGRESS, rid: GT_LOCK, amount: '10', simpleEarnStatus: 0 },
        { idempotencyKey: key() },
      );
      expect(await gtRow()).toMatchObject({
        amount: '0',
        valid_amount: '0',
        lastHourRewardAmount: TEN_GT_HOUR,
      });
      exchange.clock.advance(HOUR_MS);
      expect(await gtRow()).toMatchObject({ lastHourRewardAmount: '0', lastRewardAmount: '0.00114154' });
      expect(exchange.state.balances().GT).toBe('1000');
      assertConserved(exchange.state);
    });

    it('§3 a partial redeem stops earning at once: the next hour pays on what is left', async () => {
      const { exchange, client, gtRow } = await staked();
      exchange.clock.advance(90 * MINUTE_MS);
      await client.launchPool.redeem(
        { pid: IN_PROGRESS, rid: GT_LOCK, amount: '5', simpleEarnStatus: 0 },
        { idempotencyKey: key() },
      );
      exchange.clock.advance(HOUR_MS);
      // 5 GT × 0.5 / 8760 = 0.000285388…
      expect((await gtRow())?.lastHourRewardAmount).toBe('0.00028538');
    });
  });

  describe('given the regular scenario (100 GT staked in the GT lock pool before T0)', () => {
    it('§3 earns from the first hour: 100 × 0.5 / 365 / 24 at T0 + 1 h', async () => {
      const { exchange, client } = setup('regular');
      exchange.clock.advance(HOUR_MS);
      const [gt] = await client.launchPool.userProjectStatistics({ pid: IN_PROGRESS });
      expect(gt).toMatchObject({ lastHourRewardAmount: '0.00570776', lastRewardAmount: '0.00570776' });
      assertConserved(exchange.state);
    });
  });
});

describe('§4 launch pool project state follows the clock', () => {
  it('§4 a not-started project opens at its start_timest (2 → 1) and then takes stakes', async () => {
    const { exchange, client } = setup();
    const info = await projectInfo(client, { projectId: NOT_STARTED });
    expect(info.state).toBe(LAUNCH_POOL_STATE.NOT_STARTED);
    exchange.clock.advance(info.start_timest * 1000 - T0 - 1);
    expect((await projectInfo(client, { projectId: NOT_STARTED })).state).toBe(LAUNCH_POOL_STATE.NOT_STARTED);
    exchange.clock.advance(1);
    expect((await projectInfo(client, { projectId: NOT_STARTED })).state).toBe(LAUNCH_POOL_STATE.IN_PROGRESS);
    await client.launchPool.createOrder(
      { pid: NOT_STARTED, rid: UPCOMING_GT_LOCK, amount: '10', simpleEarnStatus: 0 },
      { idempotencyKey: key() },
    );
    exchange.clock.advance(2 * HOUR_MS);
    // The first hour of the project is the stake's not-yet-valid hour; the second pays 10 × 0.4 / 8760.
    expect(rewardRecords(exchange.state.history())).toEqual([
      expect.objectContaining({ asset: 'NXT', amount: '0.00045662' }),
    ]);
  });

  describe('given the in-progress project running until T0 + 12 days', () => {
    async function staked(simpleEarnStatus: 0 | 1) {
      const s = setup();
      await s.client.launchPool.createOrder(
        { pid: IN_PROGRESS, rid: USDT_LOCK, amount: '876', simpleEarnStatus },
        { idempotencyKey: key() },
      );
      return s;
    }

    it('§4 completes at its end (1 → 3): the last hour is paid, then the stake returns to spot', async () => {
      const { exchange, client } = await staked(0);
      const info = await projectInfo(client, { projectId: IN_PROGRESS });
      exchange.clock.advance(info.end_timest * 1000 - T0 - 1);
      expect((await projectInfo(client, { projectId: IN_PROGRESS })).state).toBe(
        LAUNCH_POOL_STATE.IN_PROGRESS,
      );
      expect(exchange.state.balances().USDT).toBe('9124');
      exchange.clock.advance(1);
      expect((await projectInfo(client, { projectId: IN_PROGRESS })).state).toBe(LAUNCH_POOL_STATE.COMPLETED);
      expect(exchange.state.balances().USDT).toBe('10000');
      // 876 × 0.08 / 8760 = 0.008 per hour, for every hour but the first (not yet valid).
      const hours = 12 * 24 - 1;
      const rewards = rewardRecords(exchange.state.history());
      expect(rewards).toHaveLength(hours);
      expect(exchange.state.balances().LPX).toBe('2.296');
      exchange.clock.advance(DAY_MS);
      expect(rewardRecords(exchange.state.history())).toHaveLength(hours);
      assertConserved(exchange.state);
    });

    it('§2 with the auto-transfer checkbox ticked the stake goes to Simple Earn flexible (mode 10)', async () => {
      const { exchange } = await staked(1);
      exchange.clock.advance(12 * DAY_MS);
      expect(exchange.state.balances().USDT).toBe('9124');
      const lend = exchange.state
        .history()
        .find((r) => r.type === HISTORY_TYPE.LEND && r.mode === HISTORY_MODE.LAUNCH_POOL && r.order_id === 0);
      expect(lend).toMatchObject({ asset: 'USDT', amount: '876' });
      expect(exchange.state.flexibleHoldings().find((h) => h.asset === 'USDT')?.curr_amount).toBe('876');
      assertConserved(exchange.state);
    });
  });
});
