import {
  CODE_FINGERPRINT_REQUIRED,
  CODE_FUND_PASSWORD_INVALID,
  CODE_FUND_PASSWORD_NOT_SET,
  CODE_LOGIN_REQUIRED,
  CODE_REDEEM_SUBMITTED,
  CODE_SERVER_MESSAGE,
  CODE_VERIFICATION_TOO_FREQUENT,
  isFingerprintRequiredError,
  isFundPasswordInvalidError,
  isFundPasswordNotSetError,
  isFundPasswordRequiredError,
  isLoginRequiredError,
  isNetworkError,
  isResponseFormatError,
  isServerMessageError,
  isVerificationTooFrequentError,
  ROUTES,
  type WealthClient,
} from '../api';
import type { Fault } from './faults';
import { listHoldings } from './holdings';
import { key, rejectionOf, setupSandbox } from './testSupport';

/**
 * Issue 3 "Done when": each fault kind and each §8 code can be injected with `exchange.faults.inject`
 * and the REAL client (src/api) sees it as its typed error, or outcome. Faults apply before the
 * exchange, so an injected failure never moves money.
 */

const READ_PATH = ROUTES.earnStatistics.path;
const REDEEM_PATH = ROUTES.earnRedeem.path;

type Guard = (error: unknown) => boolean;
const isNetwork =
  (reason: 'offline' | 'timeout' | 'http', code?: number): Guard =>
  (error) =>
    isNetworkError(error) && error.reason === reason && (code === undefined || error.code === code);

describe('§8 faults injected through exchange.faults, seen by the real client', () => {
  describe('given each fault kind on a read (retry 0)', () => {
    const cases: Array<[string, Fault, Guard]> = [
      [
        'http 500 is a NetworkError (reason http, code 500)',
        { kind: 'http', status: 500 },
        isNetwork('http', 500),
      ],
      [
        'http 502 is a NetworkError (reason http, code 502)',
        { kind: 'http', status: 502 },
        isNetwork('http', 502),
      ],
      [
        'http 503 is a NetworkError (reason http, code 503)',
        { kind: 'http', status: 503 },
        isNetwork('http', 503),
      ],
      [
        'http 504 is a NetworkError (reason http, code 504)',
        { kind: 'http', status: 504 },
        isNetwork('http', 504),
      ],
      ['§8 HTTP status 401 is a LoginRequiredError', { kind: 'http', status: 401 }, isLoginRequiredError],
      [
        "a network failure (TypeError 'Failed to fetch') is a NetworkError (offline)",
        { kind: 'network' },
        isNetwork('offline'),
      ],
      ['a hang past the client timeout is a NetworkError (timeout)', { kind: 'hang' }, isNetwork('timeout')],
      [
        'a malformed body (an HTML page) is a ResponseFormatError',
        { kind: 'malformed' },
        isResponseFormatError,
      ],
      [
        'a malformed body (JSON without the §7 envelope) is a ResponseFormatError',
        { kind: 'malformed', body: '{"ok":true}' },
        isResponseFormatError,
      ],
    ];
    it.each(cases)('%s', async (_name, fault, guard) => {
      const { exchange, client } = setupSandbox({}, { timeout: 20 });
      exchange.faults.inject({ path: READ_PATH, fault });
      expect(guard(await rejectionOf(client.simpleEarn.statistics()))).toBe(true);
      expect(exchange.faults.pending()).toEqual([]);
    });

    it('latency delays the answer but it still arrives', async () => {
      const { exchange, client } = setupSandbox();
      exchange.faults.inject({ path: READ_PATH, fault: { kind: 'latency', ms: 5 } });
      await expect(client.simpleEarn.statistics()).resolves.toBeDefined();
      expect(exchange.calls.at(-1)?.fault).toBe('latency');
    });

    it('latency beyond the client timeout is a NetworkError (timeout)', async () => {
      const { exchange, client } = setupSandbox({}, { timeout: 20 });
      exchange.faults.inject({ path: READ_PATH, fault: { kind: 'latency', ms: 200 } });
      expect(isNetwork('timeout')(await rejectionOf(client.simpleEarn.statistics()))).toBe(true);
    });
  });

  describe('given a read with the default retries (§9: 10) and no backoff', () => {
    it.each<[string, Fault]>([
      ['http 503', { kind: 'http', status: 503 }],
      ['a network failure', { kind: 'network' }],
      ['a hang past the timeout', { kind: 'hang' }],
    ])('%s three times is retried and the fourth attempt answers', async (_name, fault) => {
      const { exchange, client } = setupSandbox({}, { retry: 10, backoff: () => 0, timeout: 20 });
      exchange.faults.inject({ path: READ_PATH, fault, times: 3 });
      await expect(client.simpleEarn.statistics()).resolves.toBeDefined();
      expect(exchange.calls.filter((c) => c.path === READ_PATH)).toHaveLength(4);
    });
  });

  describe('given each fault kind on a money POST (never retried)', () => {
    it.each<[string, Fault, Guard]>([
      ['http 503', { kind: 'http', status: 503 }, isNetwork('http', 503)],
      ['a network failure', { kind: 'network' }, isNetwork('offline')],
      ['a hang past the timeout', { kind: 'hang' }, isNetwork('timeout')],
      ['a malformed body', { kind: 'malformed' }, isResponseFormatError],
    ])(
      '%s reaches the client as its typed error, is sent once and moves nothing',
      async (_name, fault, guard) => {
        const { exchange, client } = setupSandbox(
          { scenario: 'new-user', balances: { USDT: '10' } },
          { retry: 10, backoff: () => 0, timeout: 20 },
        );
        const path = ROUTES.earnSubscribe.path;
        exchange.faults.inject({ path, fault });
        const error = await rejectionOf(
          client.simpleEarn.subscribe(
            { asset: 'USDT', amount: '5', rateYear: '0.0001' },
            { idempotencyKey: key() },
          ),
        );
        expect(guard(error)).toBe(true);
        expect(exchange.calls.filter((c) => c.path === path)).toHaveLength(1);
        expect(exchange.state.balances().USDT).toBe('10');
      },
    );
  });

  describe('given each §8 code in the envelope of a read', () => {
    const cases: Array<[number, Guard]> = [
      [
        CODE_SERVER_MESSAGE,
        (e) => isServerMessageError(e) && e.code === -1 && e.serverMessage === 'injected',
      ],
      [CODE_LOGIN_REQUIRED, isLoginRequiredError],
      [101, isFundPasswordRequiredError],
      [10010111, isFundPasswordRequiredError],
      [CODE_FUND_PASSWORD_INVALID, isFundPasswordInvalidError],
      [CODE_FUND_PASSWORD_NOT_SET, isFundPasswordNotSetError],
      [CODE_FINGERPRINT_REQUIRED, isFingerprintRequiredError],
      [CODE_VERIFICATION_TOO_FREQUENT, isVerificationTooFrequentError],
      // §8: 213 is a success only for the flexible redeem; elsewhere it is the server's message.
      [CODE_REDEEM_SUBMITTED, (e) => isServerMessageError(e) && e.code === 213],
    ];
    it.each(cases)('code %i is the typed error', async (code, guard) => {
      const { exchange, client } = setupSandbox();
      exchange.faults.inject({ path: READ_PATH, fault: { kind: 'code', code, message: 'injected' } });
      expect(guard(await rejectionOf(client.simpleEarn.statistics()))).toBe(true);
    });
  });

  describe('given each §8 code on the flexible redeem (a money POST)', () => {
    const redeem = (client: WealthClient) =>
      client.simpleEarn.redeem(
        { asset: 'USDT', amount: '10', curr_amount: '5000', lend_amount: '5000' },
        { idempotencyKey: key() },
      );

    it('§4, §8 code 213 is the outcome "submitted" (redemption application), not an error', async () => {
      const { exchange, client } = setupSandbox({ scenario: 'regular' });
      exchange.faults.inject({ path: REDEEM_PATH, fault: { kind: 'code', code: CODE_REDEEM_SUBMITTED } });
      await expect(redeem(client)).resolves.toMatchObject({ outcome: 'submitted' });
    });

    it('§8 code 0 and 200 are the outcome "redeemed"', async () => {
      for (const code of [0, 200]) {
        const { exchange, client } = setupSandbox({ scenario: 'regular' });
        exchange.faults.inject({ path: REDEEM_PATH, fault: { kind: 'code', code } });
        await expect(redeem(client)).resolves.toMatchObject({ outcome: 'redeemed' });
      }
    });

    const errors: Array<[number, Guard]> = [
      [CODE_SERVER_MESSAGE, isServerMessageError],
      [CODE_LOGIN_REQUIRED, isLoginRequiredError],
      [101, isFundPasswordRequiredError],
      [10010111, isFundPasswordRequiredError],
      [CODE_FUND_PASSWORD_INVALID, isFundPasswordInvalidError],
      [CODE_FUND_PASSWORD_NOT_SET, isFundPasswordNotSetError],
      [CODE_FINGERPRINT_REQUIRED, isFingerprintRequiredError],
      [CODE_VERIFICATION_TOO_FREQUENT, isVerificationTooFrequentError],
    ];
    it.each(errors)('code %i is the typed error, and the holdings stay as they were', async (code, guard) => {
      const { exchange, client } = setupSandbox({ scenario: 'regular' });
      const before = listHoldings(exchange.state);
      exchange.faults.inject({ path: REDEEM_PATH, fault: { kind: 'code', code, message: 'injected' } });
      expect(guard(await rejectionOf(redeem(client)))).toBe(true);
      expect(listHoldings(exchange.state)).toEqual(before);
    });
  });

  describe('given the exchange itself (no fault): a real 213', () => {
    it('§4, §8 a BTC redeem at lend_ratio ≥ 0.8 reaches the client as "submitted" (guards.test.ts has the timeline)', async () => {
      const { client } = setupSandbox({ scenario: 'regular' });
      const result = await client.simpleEarn.redeem(
        { asset: 'BTC', amount: '0.1', curr_amount: '0.5', lend_amount: '0.5' },
        { idempotencyKey: key() },
      );
      expect(result.outcome).toBe('submitted');
    });
  });
});
