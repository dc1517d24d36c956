import {
  CODE_FINGERPRINT_REQUIRED,
  CODE_FUND_PASSWORD_INVALID,
  CODE_FUND_PASSWORD_NOT_SET,
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
} from '../api';
import { rejectionOf, setupSandbox } from './testSupport';

const PATH = '/apiw/v2/uni-loan/earn/statistics';

describe('§8 faults injected through exchange.faults, seen by the real client', () => {
  describe('given each fault kind', () => {
    it('latency delays but still answers', async () => {
      const { exchange, client } = setupSandbox();
      exchange.faults.inject({ path: PATH, fault: { kind: 'latency', ms: 5 } });
      await expect(client.simpleEarn.statistics()).resolves.toBeDefined();
    });

    it('HTTP 503 is a NetworkError', async () => {
      const { exchange, client } = setupSandbox();
      exchange.faults.inject({ path: PATH, fault: { kind: 'http', status: 503 } });
      expect(isNetworkError(await rejectionOf(client.simpleEarn.statistics()))).toBe(true);
    });

    it('a network failure is a NetworkError', async () => {
      const { exchange, client } = setupSandbox();
      exchange.faults.inject({ path: PATH, fault: { kind: 'network' } });
      expect(isNetworkError(await rejectionOf(client.simpleEarn.statistics()))).toBe(true);
    });

    it('a hang past the timeout is a NetworkError', async () => {
      const { exchange, client } = setupSandbox({}, { timeout: 20 });
      exchange.faults.inject({ path: PATH, fault: { kind: 'hang' } });
      expect(isNetworkError(await rejectionOf(client.simpleEarn.statistics()))).toBe(true);
    });

    it('a malformed body is a ResponseFormatError', async () => {
      const { exchange, client } = setupSandbox();
      exchange.faults.inject({ path: PATH, fault: { kind: 'malformed' } });
      expect(isResponseFormatError(await rejectionOf(client.simpleEarn.statistics()))).toBe(true);
    });

    it('faults apply before the exchange: an injected failure on a money POST moves nothing', async () => {
      const { exchange, client } = setupSandbox({ scenario: 'new-user', balances: { USDT: '10' } });
      exchange.faults.inject({ path: '/apiw/v2/uni-loan/earn/subscribe', fault: { kind: 'network' } });
      await rejectionOf(
        client.simpleEarn.subscribe(
          { asset: 'USDT', amount: '5', rateYear: '0.0001' },
          { idempotencyKey: 'f-1' },
        ),
      );
      expect(exchange.state.balances().USDT).toBe('10');
    });
  });

  describe('given each §8 code', () => {
    const cases: Array<[number, (e: unknown) => boolean]> = [
      [-1, isServerMessageError],
      [401, isLoginRequiredError],
      [101, isFundPasswordRequiredError],
      [10010111, isFundPasswordRequiredError],
      [CODE_FUND_PASSWORD_INVALID, isFundPasswordInvalidError],
      [CODE_FUND_PASSWORD_NOT_SET, isFundPasswordNotSetError],
      [CODE_FINGERPRINT_REQUIRED, isFingerprintRequiredError],
      [CODE_VERIFICATION_TOO_FREQUENT, isVerificationTooFrequentError],
    ];
    it.each(cases)('code %i is the typed error', async (code, guard) => {
      const { exchange, client } = setupSandbox();
      exchange.faults.inject({ path: PATH, fault: { kind: 'code', code, message: 'injected' } });
      expect(guard(await rejectionOf(client.simpleEarn.statistics()))).toBe(true);
    });
  });
});
