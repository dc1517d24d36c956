import {
  createWealthClient,
  DEVICE_TOKEN_HEADER,
  isLoginRequiredError,
  isServerMessageError,
  type WealthClient,
} from '../api';
import { ROUTES } from '../api/allRoutes';
import { dec, LAUNCH_POOL_STATE, RATE_YEAR_TYPE, REWARD_POOL_TYPE } from '../domain';
import { assertConserved } from './conservation';
import { createSandboxExchange, type SandboxExchangeOptions } from './exchange';
import { LAUNCH_POOL_PIDS, LAUNCH_POOL_RIDS, type SandboxLaunchPoolProject } from './products/launchPool';
import { DEVICE_TOKEN_HEADER_KEY } from './products/launchPool/orders';
import { key, rejectionOf, SANDBOX_BASE_URL } from './testSupport';

/** project-info with the §4 state and end time the sandbox adds (see SandboxLaunchPoolProject). */
async function projectInfo(client: WealthClient, query: { projectId: number }) {
  return (await client.launchPool.projectInfo(query)) as SandboxLaunchPoolProject;
}

const POOL_FIELDS = [
  'rid',
  'coin',
  'personal_max_amount',
  'personal_min_amount',
  'decimal_place',
  'left_buy_total_amount',
  'buy_total_amount',
  'rate_year',
  'rate_year_type',
  'reward_pool_type',
  'vip_config',
  'simple_earn',
  'isApply',
  'limit_rule',
].sort();
/** §3 Project fields, plus the §4 state and the end time the sandbox adds (launchPool/rules.ts). */
const PROJECT_FIELDS = ['coin', 'icon', 'start_timest', 'reward_pools', 'state', 'end_timest'].sort();
/** §3 user statistics per pool, plus `rid` saying which pool. */
const STATISTICS_FIELDS = [
  'rid',
  'valid_amount',
  'amount',
  'lastRewardAmount',
  'lastHourRewardAmount',
].sort();

const { IN_PROGRESS, NOT_STARTED, COMPLETED } = LAUNCH_POOL_PIDS;
const { GT_LOCK, USDT_LOCK, MULTI_MINING } = LAUNCH_POOL_RIDS;

/** An exchange and the REAL client, with the device token the launch pool money POSTs need (§7). */
function setup(options: SandboxExchangeOptions = {}) {
  const exchange = createSandboxExchange(options);
  const client = createWealthClient({
    baseUrl: SANDBOX_BASE_URL,
    fetch: exchange.fetch,
    deviceToken: () => 'dev-1',
    retry: 0,
  });
  return { exchange, client };
}

describe('§7 Launch pool calls through the real client', () => {
  describe('given the regular scenario', () => {
    const { exchange, client } = setup({ scenario: 'regular' });

    it('§3 project-info answers the project and every reward pool with the §3 field names', async () => {
      const project = await projectInfo(client, { projectId: IN_PROGRESS });
      expect(Object.keys(project).sort()).toEqual(PROJECT_FIELDS);
      expect(project).toMatchObject({ coin: 'LPX', state: LAUNCH_POOL_STATE.IN_PROGRESS });
      for (const pool of project.reward_pools) expect(Object.keys(pool).sort()).toEqual(POOL_FIELDS);
      expect(project.reward_pools.map((p) => [p.rid, p.coin, p.reward_pool_type])).toEqual([
        [GT_LOCK, 'GT', REWARD_POOL_TYPE.LOCK_POOL],
        [USDT_LOCK, 'USDT', REWARD_POOL_TYPE.LOCK_POOL],
        [LAUNCH_POOL_RIDS.USDC_LOCK, 'USDC', REWARD_POOL_TYPE.LOCK_POOL],
        [MULTI_MINING, 'LPX', REWARD_POOL_TYPE.MULTI_MINING],
      ]);
      expect(project.reward_pools[0]).toMatchObject({
        personal_min_amount: '1',
        personal_max_amount: '500',
        decimal_place: 2,
        buy_total_amount: '100000',
        // The seeded 100 GT stake took its share of the total quota.
        left_buy_total_amount: '61900',
        rate_year_type: RATE_YEAR_TYPE.REAL,
        isApply: true,
        simple_earn: 1,
      });
    });

    it('§4 project-info gives each project its state: not started 2, completed 3', async () => {
      expect((await projectInfo(client, { projectId: NOT_STARTED })).state).toBe(
        LAUNCH_POOL_STATE.NOT_STARTED,
      );
      expect((await projectInfo(client, { projectId: COMPLETED })).state).toBe(LAUNCH_POOL_STATE.COMPLETED);
    });

    it('§3 user-project-statistics answers one row per pool with the §3 field names', async () => {
      const rows = await client.launchPool.userProjectStatistics({ pid: IN_PROGRESS });
      expect(rows).toHaveLength(4);
      for (const row of rows) expect(Object.keys(row).sort()).toEqual(STATISTICS_FIELDS);
      expect(rows[0]).toEqual({
        rid: GT_LOCK,
        valid_amount: '100',
        amount: '100',
        lastRewardAmount: '0',
        lastHourRewardAmount: '0',
      });
    });

    it('§5 get-user-loan-property answers the borrowed amount per coin', async () => {
      expect(await client.launchPool.userLoanProperty()).toEqual({ assets: { USDC: '1000' } });
    });

    it('§7 create-order stakes from spot into a lock pool and redeem gives it back', async () => {
      const body = { pid: IN_PROGRESS, rid: USDT_LOCK, simpleEarnStatus: 0 as const };
      const spotBefore = exchange.state.balances().USDT;
      expect(
        await client.launchPool.createOrder({ ...body, amount: '250.5' }, { idempotencyKey: key() }),
      ).toMatchObject({ pid: IN_PROGRESS, rid: USDT_LOCK, amount: '250.5' });
      const [, usdt] = await client.launchPool.userProjectStatistics({ pid: IN_PROGRESS });
      expect(usdt).toMatchObject({ amount: '250.5', valid_amount: '0' });
      await client.launchPool.redeem({ ...body, amount: '50.5' }, { idempotencyKey: key() });
      expect(exchange.state.balances().USDT).toBe(dec(spotBefore).minus(200).toString());
      const project = await projectInfo(client, { projectId: IN_PROGRESS });
      expect(project.reward_pools[1]?.left_buy_total_amount).toBe('419800');
      assertConserved(exchange.state);
    });

    it('§7 answers the envelope { code, data, message } on success and code −1 on a refusal', async () => {
      const path = `${SANDBOX_BASE_URL}${ROUTES.launchPoolProjectInfo.path}?projectId=${IN_PROGRESS}`;
      const okBody = await (await exchange.fetch(path)).json();
      expect(Object.keys(okBody).sort()).toEqual(['code', 'data', 'message']);
      expect(okBody.code).toBe(0);
      const refused = await exchange.fetch(`${SANDBOX_BASE_URL}${ROUTES.launchPoolCreateOrder.path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'idempotency-key': key(), [DEVICE_TOKEN_HEADER]: 'd' },
        body: JSON.stringify({ pid: COMPLETED, rid: 31, amount: '10', simpleEarnStatus: 0 }),
      });
      expect(await refused.json()).toEqual({
        code: -1,
        data: null,
        message: 'launch pool project OLD has ended',
      });
    });
  });

  describe('given a client without a device token', () => {
    it('§7 create-order and redeem are refused with −1 naming the missing header', async () => {
      const exchange = createSandboxExchange({ scenario: 'regular' });
      const client = createWealthClient({ baseUrl: SANDBOX_BASE_URL, fetch: exchange.fetch, retry: 0 });
      const body = { pid: IN_PROGRESS, rid: GT_LOCK, amount: '5', simpleEarnStatus: 0 as const };
      const before = exchange.state.balances().GT;
      for (const call of [client.launchPool.createOrder, client.launchPool.redeem]) {
        const error = await rejectionOf(call(body, { idempotencyKey: key() }));
        expect(isServerMessageError(error) && error.serverMessage).toBe(
          'device token header (X-Device-Token) is required',
        );
      }
      expect(exchange.state.balances().GT).toBe(before);
    });

    it('§7 the sandbox reads the header the client sends', () => {
      expect(DEVICE_TOKEN_HEADER_KEY).toBe(DEVICE_TOKEN_HEADER.toLowerCase());
    });
  });

  describe('given a logged-out user', () => {
    const { client } = setup({ scenario: 'logged-out' });

    it('§6 project-info still answers (public), the user calls need login (401)', async () => {
      expect((await projectInfo(client, { projectId: IN_PROGRESS })).coin).toBe('LPX');
      expect(isLoginRequiredError(await rejectionOf(client.launchPool.userLoanProperty()))).toBe(true);
      expect(
        isLoginRequiredError(await rejectionOf(client.launchPool.userProjectStatistics({ pid: 1 }))),
      ).toBe(true);
    });
  });

  describe('given the sold-out scenario', () => {
    it('§3 a used-up pool answers left_buy_total_amount 0', async () => {
      const { client } = setup({ scenario: 'sold-out' });
      const project = await projectInfo(client, { projectId: IN_PROGRESS });
      expect(project.reward_pools[1]).toMatchObject({ rid: USDT_LOCK, left_buy_total_amount: '0' });
    });
  });
});
