import {
  isFundingLockedError,
  isFundPasswordInvalidError,
  isFundPasswordRequiredError,
  isLoginRequiredError,
  isServerMessageError,
} from '../api';
import { assertConserved } from './conservation';
import { createSandboxExchange } from './exchange';
import { composeScenario, SCENARIOS } from './scenarios';
import { createMemoryStorage } from './storage';
import { key, rejectionOf, SANDBOX_BASE_URL, setupSandbox } from './testSupport';

const SUBSCRIBE = { asset: 'USDT', amount: '100', rateYear: '0.0001' };
const SUBSCRIBE_URL = `${SANDBOX_BASE_URL}/apiw/v2/uni-loan/earn/subscribe`;

async function serverMessage(promise: Promise<unknown>): Promise<string> {
  const error = await rejectionOf(promise);
  if (!isServerMessageError(error)) throw error;
  return error.serverMessage;
}

describe('sandbox guards', () => {
  describe('given a money POST with an idempotency key (ARCHITECTURE contracts)', () => {
    it('the same key and body returns the first answer with one side effect', async () => {
      const { exchange, client } = setupSandbox({ scenario: 'new-user', balances: { USDT: '1000' } });
      const idempotencyKey = key();
      const first = await client.simpleEarn.subscribe(SUBSCRIBE, { idempotencyKey });
      const again = await client.simpleEarn.subscribe(SUBSCRIBE, { idempotencyKey });
      expect(again).toEqual(first);
      expect(exchange.state.balances().USDT).toBe('900');
      expect(exchange.state.history().filter((r) => r.type === 1)).toHaveLength(1);
    });

    it('the same key with another body is refused and nothing moves', async () => {
      const { exchange, client } = setupSandbox({ scenario: 'new-user', balances: { USDT: '1000' } });
      const idempotencyKey = key();
      await client.simpleEarn.subscribe(SUBSCRIBE, { idempotencyKey });
      expect(
        await serverMessage(client.simpleEarn.subscribe({ ...SUBSCRIBE, amount: '200' }, { idempotencyKey })),
      ).toBe(`Idempotency-Key "${idempotencyKey}" was reused with a different request`);
      expect(exchange.state.balances().USDT).toBe('900');
    });

    it('a money POST without a key is refused (code −1)', async () => {
      const { exchange } = setupSandbox({ scenario: 'regular' });
      const response = await exchange.fetch(SUBSCRIBE_URL, {
        method: 'POST',
        body: JSON.stringify(SUBSCRIBE),
      });
      expect(await response.json()).toEqual({
        code: -1,
        data: null,
        message: 'Idempotency-Key header is required for a request that moves money',
      });
    });

    it('keys survive a storage reload', async () => {
      const storage = createMemoryStorage();
      const first = setupSandbox({ scenario: 'new-user', balances: { USDT: '1000' }, storage });
      const idempotencyKey = key();
      await first.client.simpleEarn.subscribe(SUBSCRIBE, { idempotencyKey });
      const reloaded = setupSandbox({ scenario: 'new-user', balances: { USDT: '1000' }, storage });
      expect(reloaded.exchange.state.balances().USDT).toBe('900');
      await reloaded.client.simpleEarn.subscribe(SUBSCRIBE, { idempotencyKey });
      expect(reloaded.exchange.state.balances().USDT).toBe('900');
    });
  });

  describe('given an account with a fund password (§4, §8)', () => {
    const scenario = composeScenario(SCENARIOS['new-user'], {
      balances: { USDT: '1000' },
      account: { fundPassword: '246810' },
    });

    it('answers 101 without the header, 10010106 with a wrong one, and succeeds with the right one on the same key', async () => {
      const { exchange, client } = setupSandbox({ scenario });
      const idempotencyKey = key();
      expect(
        isFundPasswordRequiredError(
          await rejectionOf(client.simpleEarn.subscribe(SUBSCRIBE, { idempotencyKey })),
        ),
      ).toBe(true);
      expect(
        isFundPasswordInvalidError(
          await rejectionOf(client.simpleEarn.subscribe(SUBSCRIBE, { idempotencyKey, fundPassword: 'nope' })),
        ),
      ).toBe(true);
      expect(exchange.state.balances().USDT).toBe('1000');
      await client.simpleEarn.subscribe(SUBSCRIBE, { idempotencyKey, fundPassword: '246810' });
      expect(exchange.state.balances().USDT).toBe('900');
    });
  });

  describe('given a logged-out user (§8 401)', () => {
    it('money and holdings calls are HTTP 401 (LoginRequiredError); setUser logs in', async () => {
      const { exchange, client } = setupSandbox({ scenario: 'logged-out' });
      expect(
        isLoginRequiredError(await rejectionOf(client.simpleEarn.holdings({ page: 1, limit: 10 }))),
      ).toBe(true);
      expect(
        isLoginRequiredError(
          await rejectionOf(client.simpleEarn.subscribe(SUBSCRIBE, { idempotencyKey: key() })),
        ),
      ).toBe(true);
      exchange.state.setUser({ isLogin: true });
      await expect(client.simpleEarn.holdings({ page: 1, limit: 10 })).resolves.toEqual({
        list: [],
        total: 0,
      });
    });
  });

  describe('given the funding-locked scenario (§7, §8)', () => {
    it('the lock route answers use_funding and locked, and the server refuses subscribe and redeem', async () => {
      const { client } = setupSandbox({ scenario: 'funding-locked' });
      expect(await client.simpleEarn.fundingLock()).toEqual({ use_funding: true, locked: true });
      expect(
        isFundingLockedError(await rejectionOf(client.simpleEarn.assertFundsUnlocked('subscribe'))),
      ).toBe(true);
      expect(await serverMessage(client.simpleEarn.subscribe(SUBSCRIBE, { idempotencyKey: key() }))).toBe(
        'funding account is locked: cannot subscribe',
      );
      expect(
        await serverMessage(
          client.simpleEarn.redeem(
            { asset: 'USDT', amount: '1', curr_amount: '0', lend_amount: '0' },
            { idempotencyKey: key() },
          ),
        ),
      ).toBe('funding account is locked: cannot redeem');
    });
  });

  describe('§5 server re-checks of flexible calls (code −1)', () => {
    const { client } = setupSandbox({ scenario: 'regular' });
    const subscribe = (patch: object) =>
      serverMessage(client.simpleEarn.subscribe({ ...SUBSCRIBE, ...patch }, { idempotencyKey: key() }));
    const redeem = (amount: string) =>
      serverMessage(
        client.simpleEarn.redeem(
          { asset: 'USDT', amount, curr_amount: '0', lend_amount: '0' },
          { idempotencyKey: key() },
        ),
      );

    it('subscribe: minimum, balance, decimals, rate bounds, unknown asset', async () => {
      expect(await subscribe({ amount: '0.5' })).toBe('Minimum purchase amount is 1 USDT');
      expect(await subscribe({ amount: '999999' })).toBe('Insufficient balance');
      expect(await subscribe({ amount: '1.1234567' })).toBe('amount must have at most 6 decimals');
      expect(await subscribe({ rateYear: '0.06' })).toBe('The maximum APR is 5%');
      expect(await subscribe({ rateYear: '0.00001' })).toBe('The minimum APR is 0.01%');
      expect(await subscribe({ asset: 'NOPE' })).toBe('NOPE has no flexible product');
      expect(await subscribe({ amount: 100 })).toBe('amount must be a decimal string');
    });

    it('redeem: the 0.000001 minimum, above redeemable', async () => {
      expect(await redeem('0.0000001')).toBe('Minimum 0.000001');
      expect(await redeem('999999')).toBe('amount exceeds the redeemable 5000 USDT');
    });

    it('cancel: nothing cancellable', async () => {
      expect(
        await serverMessage(
          client.simpleEarn.cancelRedemption({ asset: 'USDT', amount: '1' }, { idempotencyKey: key() }),
        ),
      ).toBe('no redemption can be cancelled (frozen_status is 0)');
    });

    it('history: a range over 12 months (the longest a page may allow, §5)', async () => {
      const end = 1_736_928_000;
      expect(
        await serverMessage(
          client.simpleEarn.history({ page: 1, limit: 10, start_at: end - 380 * 86_400, end_at: end }),
        ),
      ).toBe('history range exceeds 12 months');
    });

    it('history: a 7-month range is served (12 months is allowed optionally, §5)', async () => {
      const end = 1_736_928_000;
      await expect(
        client.simpleEarn.history({ page: 1, limit: 10, start_at: end - 210 * 86_400, end_at: end }),
      ).resolves.toHaveProperty('list');
    });
  });

  describe('§4/§8 code 213 (redemption application)', () => {
    it('answers 213 when lend_ratio ≥ 0.8 (BTC), seen by the client as outcome "submitted"; not cancellable; arrives in 24 h', async () => {
      const { exchange, client } = setupSandbox({ scenario: 'regular' });
      const result = await client.simpleEarn.redeem(
        { asset: 'BTC', amount: '0.1', curr_amount: '0.5', lend_amount: '0.5' },
        { idempotencyKey: key() },
      );
      expect(result.outcome).toBe('submitted');
      expect(exchange.state.flexibleHoldings()[0]).toMatchObject({
        asset: 'BTC',
        frozen_amount: '0.1',
        frozen_status: 0,
      });
      const spot = exchange.state.balances().BTC;
      exchange.clock.advance(24 * 3_600_000);
      expect(exchange.state.balances().BTC).not.toBe(spot);
      assertConserved(exchange.state);
    });

    it('answers 213 above the instant limit (ETH 50)', async () => {
      const { client } = setupSandbox({ scenario: 'whale' });
      await client.simpleEarn.subscribe(
        { asset: 'ETH', amount: '100', rateYear: '0.0001' },
        { idempotencyKey: key() },
      );
      const result = await client.simpleEarn.redeem(
        { asset: 'ETH', amount: '60', curr_amount: '105', lend_amount: '5' },
        { idempotencyKey: key() },
      );
      expect(result.outcome).toBe('submitted');
    });
  });

  describe('given an unknown path', () => {
    it('answers HTTP 404 with the envelope { code: −1, message: "sandbox: no such route" }', async () => {
      const exchange = createSandboxExchange();
      const response = await exchange.fetch(`${SANDBOX_BASE_URL}/apiw/v2/nope`);
      expect(response.status).toBe(404);
      expect(await response.json()).toEqual({ code: -1, data: null, message: 'sandbox: no such route' });
    });
  });
});
