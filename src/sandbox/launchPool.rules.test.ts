import { isServerMessageError, type LaunchPoolOrderBody } from '../api';
import { HISTORY_MODE, HISTORY_TYPE, HOUR_MS } from '../domain';
import { assertConserved } from './conservation';
import { LAUNCH_POOL_PIDS, LAUNCH_POOL_RIDS } from './products/launchPool';
import type { LaunchPoolSlice } from './products/launchPool/ledger';
import type { ScenarioName } from './scenarios';
import { key, rejectionOf, setupSandbox } from './testSupport';

/**
 * The server re-checks every §5 launch pool rule (it never trusts the client) and answers −1 with an
 * English sentence, which is also the failure reason the client reports for tracking (§8). A refusal
 * changes nothing.
 */

const { IN_PROGRESS, NOT_STARTED, COMPLETED } = LAUNCH_POOL_PIDS;
const R = LAUNCH_POOL_RIDS;

/** Spot of every test, so other modules' seeds cannot change the numbers below. */
const BALANCES = { GT: '300', USDT: '10000', USDC: '5000' };

/**
 * A user with 100 GT staked in the GT lock pool (200 GT left in spot, 500 GT personal max) and
 * 1000 USDC borrowed.
 */
async function setup(scenario: ScenarioName = 'new-user') {
  const s = setupSandbox({ scenario, balances: BALANCES }, { deviceToken: () => 'dev-1' });
  s.exchange.state.update((data) => {
    (data.modules.launchPool as LaunchPoolSlice).loans = { USDC: '1000' };
  });
  const staked = (await s.client.launchPool.userProjectStatistics({ pid: IN_PROGRESS }))[0]?.amount;
  if (staked === '0') {
    await s.client.launchPool.createOrder(order(R.GT_LOCK, '100'), { idempotencyKey: key() });
  }
  return s;
}

type Setup = Awaited<ReturnType<typeof setup>>;

function order(rid: number, amount: string, pid: number = IN_PROGRESS): LaunchPoolOrderBody {
  return { pid, rid, amount, simpleEarnStatus: 0 };
}

/** The −1 message of a refused call, after checking that the refusal changed nothing. */
async function refusal({ exchange }: Setup, call: Promise<unknown>, before: string): Promise<string> {
  const error = await rejectionOf(call);
  if (!isServerMessageError(error)) throw error;
  expect(error.code).toBe(-1);
  expect(JSON.stringify(exchange.state.data.modules.launchPool)).toBe(before);
  assertConserved(exchange.state);
  return error.serverMessage;
}

const stake = (s: Setup, body: LaunchPoolOrderBody) =>
  s.client.launchPool.createOrder(body, { idempotencyKey: key() });
const redeem = (s: Setup, body: LaunchPoolOrderBody) =>
  s.client.launchPool.redeem(body, { idempotencyKey: key() });
const snapshot = (s: Setup) => JSON.stringify(s.exchange.state.data.modules.launchPool);

describe('§5 launch pool stake: the server re-checks every rule (−1)', () => {
  describe('given 200 GT in spot and 100 GT staked of a 500 GT personal max', () => {
    const cases: [string, LaunchPoolOrderBody, string][] = [
      ['§5 below the personal minimum', order(R.GT_LOCK, '0.5'), 'Minimum stake amount is 1 GT'],
      [
        '§5 staked + amount above the personal maximum (cumulative, checked before the balance)',
        order(R.GT_LOCK, '401'),
        'You can stake at most 400 GT more (personal limit 500 GT)',
      ],
      ['§5 above the available balance', order(R.GT_LOCK, '250'), 'Insufficient balance'],
      [
        '§5 above available, which excludes the 1000 USDC borrowed (USDC lacks launch pool support)',
        order(R.USDC_LOCK, '4000.01'),
        'Insufficient balance',
      ],
      [
        '§3 more decimals than decimal_place',
        order(R.GT_LOCK, '1.005'),
        'amount must have at most 2 decimals for this pool',
      ],
      [
        '§2 a multi-mining pool (stakes go into lock pools only)',
        order(R.MULTI_MINING, '5'),
        'reward pool 14 is a multi-mining pool; stakes are only accepted into lock pools',
      ],
      [
        '§4 a not-started project',
        order(R.UPCOMING_GT_LOCK, '5', NOT_STARTED),
        'launch pool project NXT has not started; staking opens at 2025-01-18T08:00:00.000Z',
      ],
      [
        '§4 a completed project',
        order(R.FINISHED_USDT_LOCK, '50', COMPLETED),
        'launch pool project OLD has ended',
      ],
      [
        '§3 a pool of another project',
        order(R.GT_LOCK, '5', NOT_STARTED),
        'reward pool 11 does not belong to launch pool project 2',
      ],
    ];
    it.each(cases)('%s', async (_name, body, message) => {
      const s = await setup();
      expect(await refusal(s, stake(s, body), snapshot(s))).toBe(message);
    });

    it('§5 available is the whole balance when the coin supports launch pool, whatever is borrowed', async () => {
      const s = await setup();
      s.exchange.state.update((data) => {
        (data.modules.launchPool as LaunchPoolSlice).loans.GT = '150';
      });
      await stake(s, order(R.GT_LOCK, '200'));
      expect(s.exchange.state.balances().GT).toBe('0');
    });

    it('§5 up to available (balance − borrowed) is accepted for USDC', async () => {
      const s = await setup();
      await stake(s, order(R.USDC_LOCK, '4000'));
      expect(s.exchange.state.balances().USDC).toBe('1000');
    });

    it('§7 auto-transfer (simpleEarnStatus 1) needs a Simple Earn product for the coin', async () => {
      const s = await setup();
      const body = { ...order(R.MULTI_MINING, '1'), simpleEarnStatus: 1 as const };
      expect(await refusal(s, redeem(s, body), snapshot(s))).toBe(
        'auto-transfer to Simple Earn is not available for LPX (simple_earn is 0)',
      );
    });
  });

  describe('given a used-up quota', () => {
    it('§5 the sold-out scenario: the total pool quota is used up', async () => {
      const s = await setup('sold-out');
      expect(await refusal(s, stake(s, order(R.USDT_LOCK, '10')), snapshot(s))).toBe(
        'used up: reward pool 12 has no total quota left',
      );
    });

    it('§5 the personal maximum reached: the personal quota is used up', async () => {
      const s = await setup();
      await stake(s, order(R.USDT_LOCK, '4990'));
      await stake(s, order(R.USDT_LOCK, '10'));
      expect(await refusal(s, stake(s, order(R.USDT_LOCK, '10')), snapshot(s))).toBe(
        'used up: your personal quota of 5000 USDT is used up',
      );
    });

    it('§3 a stake above left_buy_total_amount is refused with what is left', async () => {
      const s = await setup();
      s.exchange.state.update((data) => {
        const pool = (data.modules.launchPool as LaunchPoolSlice).projects[0]?.pools[1];
        if (pool) pool.left_buy_total_amount = '15';
      });
      expect(await refusal(s, stake(s, order(R.USDT_LOCK, '20')), snapshot(s))).toBe(
        "exceeds the pool's remaining total quota: you can stake at most 15 USDT more",
      );
    });
  });

  describe('given the funding-locked scenario', () => {
    it('§8 stake and redeem stop while the funding account is locked', async () => {
      const s = await setup('funding-locked');
      expect(await refusal(s, stake(s, order(R.GT_LOCK, '5')), snapshot(s))).toBe(
        'funding account is locked: cannot subscribe',
      );
      expect(await refusal(s, redeem(s, order(R.GT_LOCK, '5')), snapshot(s))).toBe(
        'funding account is locked: cannot redeem',
      );
    });
  });
});

describe('§5 launch pool redeem: the server re-checks every rule (−1)', () => {
  const cases: [string, string, string][] = [
    ['§5 above the staked amount', '100.01', 'You can redeem at most 100 GT'],
    ['§5 below the smallest unit of decimal_place 2', '0.001', 'Minimum redeem amount is 0.01 GT'],
    ['§5 a typed zero', '0.00', 'Minimum redeem amount is 0.01 GT'],
    ['§3 more decimals than decimal_place', '1.001', 'amount must have at most 2 decimals for this pool'],
    ['§5 not a number', 'ten', 'amount must be a decimal string'],
  ];
  it.each(cases)('%s', async (_name, amount, message) => {
    const s = await setup();
    expect(await refusal(s, redeem(s, order(R.GT_LOCK, amount)), snapshot(s))).toBe(message);
  });
});

describe('§3 launch pool money is conserved (assertConserved)', () => {
  it('after stake, accrual, redeem to spot and redeem to Simple Earn flexible (mode 10)', async () => {
    const s = await setup();
    await stake(s, order(R.USDT_LOCK, '1000'));
    assertConserved(s.exchange.state);
    s.exchange.clock.advance(5 * HOUR_MS);
    assertConserved(s.exchange.state);
    await redeem(s, order(R.USDT_LOCK, '400'));
    await redeem(s, { ...order(R.USDT_LOCK, '600'), simpleEarnStatus: 1 });
    await redeem(s, order(R.GT_LOCK, '100'));
    assertConserved(s.exchange.state);
    const toFlexible = s.exchange.state
      .history()
      .filter((r) => r.type === HISTORY_TYPE.LEND && r.mode === HISTORY_MODE.LAUNCH_POOL && r.order_id === 0);
    expect(toFlexible.map((r) => r.amount)).toEqual(['600']);
    s.exchange.clock.advance(3 * HOUR_MS);
    assertConserved(s.exchange.state);
  });

  it('§7 a replayed create-order (same idempotency key) stakes once', async () => {
    const s = await setup();
    const idempotencyKey = key();
    await s.client.launchPool.createOrder(order(R.GT_LOCK, '10'), { idempotencyKey });
    await s.client.launchPool.createOrder(order(R.GT_LOCK, '10'), { idempotencyKey });
    expect(s.exchange.state.balances().GT).toBe('190');
    assertConserved(s.exchange.state);
  });
});
