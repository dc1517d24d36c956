import { createFaultyFetch } from '../sandbox/faults';
import { createWealthClient } from './client';
import {
  FundPasswordInvalidError,
  FundPasswordRequiredError,
  isFundPasswordCancelledError,
  isFundPasswordInvalidError,
} from './errors/rowErrors';
import { ServerMessageError } from './errors/ServerMessageError';
import { type AskFundPassword, MAX_FUND_PASSWORD_ATTEMPTS, sendWithFundPassword } from './fundPassword';
import { createIdempotencyKey } from './idempotency';

const STAKE = '/apiw/v2/earn/staking/coin-swap-verify';

/** Like the exchange: asks for the fund password until the right one comes with the request. */
function exchange(rightPassword = 'right') {
  const faulty = createFaultyFetch(async (input) => {
    const password = (input as Request).headers.get('x-fund-password');
    if (password === null) return Response.json({ code: 10010111, data: null, message: 'fund password' });
    if (password !== rightPassword) return Response.json({ code: 10010106, data: null, message: 'wrong' });
    return Response.json({ code: 0, data: { staked: true } });
  });
  const client = createWealthClient({ baseUrl: 'https://exchange.test', fetch: faulty.fetch });
  return { client, calls: faulty.calls };
}

describe('sendWithFundPassword (§4 funding password flow)', () => {
  describe('given the server asks for the fund password (§8 101 / 10010111)', () => {
    it('asks once and re-sends with the password and the SAME idempotency key', async () => {
      const { client, calls } = exchange();
      const idempotencyKey = createIdempotencyKey();
      const ask = vi.fn<AskFundPassword>(async () => 'right');
      const result = await sendWithFundPassword(
        (fundPassword) =>
          client.staking.stake({ coin: 'ETH', amount: '1' }, { idempotencyKey, fundPassword }),
        ask,
      );
      expect(result).toEqual({ staked: true });
      expect(ask).toHaveBeenCalledExactlyOnceWith({ reason: 'required', attempt: 1 });
      expect(calls.map((call) => call.path)).toEqual([STAKE, STAKE]);
      expect(calls.map((call) => call.headers['idempotency-key'])).toEqual([idempotencyKey, idempotencyKey]);
      expect(calls.map((call) => call.headers['x-fund-password'])).toEqual([undefined, 'right']);
    });
  });

  describe('given the user cancels the prompt', () => {
    it('throws FundPasswordCancelledError and sends nothing more', async () => {
      const { client, calls } = exchange();
      const error = await sendWithFundPassword(
        (fundPassword) =>
          client.staking.stake({ coin: 'ETH', amount: '1' }, { idempotencyKey: 'k', fundPassword }),
        async () => null,
      ).catch((e: unknown) => e);
      expect(isFundPasswordCancelledError(error)).toBe(true);
      expect(calls).toHaveLength(1);
    });
  });

  describe('given a wrong password first (§8 10010106)', () => {
    it("asks again with reason 'invalid' and succeeds with the right one", async () => {
      const { client, calls } = exchange();
      const answers = ['wrong', 'right'];
      const ask = vi.fn<AskFundPassword>(async () => answers.shift() ?? null);
      await sendWithFundPassword(
        (fundPassword) =>
          client.staking.stake({ coin: 'ETH', amount: '1' }, { idempotencyKey: 'k', fundPassword }),
        ask,
      );
      expect(ask.mock.calls.map(([request]) => request)).toEqual([
        { reason: 'required', attempt: 1 },
        { reason: 'invalid', attempt: 2 },
      ]);
      expect(new Set(calls.map((call) => call.headers['idempotency-key']))).toEqual(new Set(['k']));
    });
  });

  describe('given only wrong passwords', () => {
    it(`gives up after ${MAX_FUND_PASSWORD_ATTEMPTS} passwords with FundPasswordInvalidError`, async () => {
      const { client, calls } = exchange();
      const ask = vi.fn<AskFundPassword>(async () => 'wrong');
      const error = await sendWithFundPassword(
        (fundPassword) =>
          client.staking.stake({ coin: 'ETH', amount: '1' }, { idempotencyKey: 'k', fundPassword }),
        ask,
      ).catch((e: unknown) => e);
      expect(isFundPasswordInvalidError(error)).toBe(true);
      expect(ask).toHaveBeenCalledTimes(3);
      expect(calls).toHaveLength(4);
    });
  });

  describe('given other outcomes of send', () => {
    it('resolves without asking when no password is needed', async () => {
      const ask = vi.fn<AskFundPassword>(async () => 'x');
      await expect(sendWithFundPassword(async () => 'done', ask)).resolves.toBe('done');
      expect(ask).not.toHaveBeenCalled();
    });

    it('passes any other error through untouched', async () => {
      const failure = new ServerMessageError({ code: -1, serverMessage: 'busy' });
      const ask = vi.fn<AskFundPassword>(async () => 'x');
      await expect(
        sendWithFundPassword(async () => {
          throw failure;
        }, ask),
      ).rejects.toBe(failure);
      expect(ask).not.toHaveBeenCalled();
    });

    it('asks again when the re-send is still refused for want of the password', async () => {
      const errors = [new FundPasswordRequiredError(), new FundPasswordRequiredError()];
      const send = vi.fn(async (_password: string | undefined) => {
        const next = errors.shift();
        if (next) throw next;
        return 'ok';
      });
      const ask = vi.fn<AskFundPassword>(async () => 'p');
      await expect(sendWithFundPassword(send, ask)).resolves.toBe('ok');
      expect(ask.mock.calls.map(([request]) => request.reason)).toEqual(['required', 'required']);
    });

    it('asks with invalid when the very first send says the password was wrong', async () => {
      const send = vi
        .fn<(password: string | undefined) => Promise<string>>()
        .mockRejectedValueOnce(new FundPasswordInvalidError())
        .mockResolvedValueOnce('ok');
      const ask = vi.fn<AskFundPassword>(async () => 'p');
      await sendWithFundPassword(send, ask);
      expect(ask).toHaveBeenCalledWith({ reason: 'invalid', attempt: 1 });
      expect(send.mock.calls).toEqual([[undefined], ['p']]);
    });
  });

  describe('given a prompt that stays open while the password is checked (`checked`)', () => {
    /** The order of what happened: each ask, each send (with its password), and `checked`. */
    function recorded(answers: (string | null)[], outcomes: (Error | 'ok')[]) {
      const log: string[] = [];
      const send = async (password: string | undefined) => {
        log.push(`send ${password ?? '-'}`);
        const outcome = outcomes.shift();
        if (outcome === 'ok' || outcome === undefined) return 'ok';
        throw outcome;
      };
      const ask: AskFundPassword = async (request) => {
        log.push(`ask ${request.reason}`);
        return answers.shift() ?? null;
      };
      return { log, send, ask, checked: () => log.push('checked') };
    }

    it.each([
      [
        'the password goes through',
        ['right'],
        [new FundPasswordRequiredError(), 'ok' as const],
        ['send -', 'ask required', 'send right', 'checked'],
      ],
      [
        'a wrong one first: the next ask comes before any checked',
        ['wrong', 'right'],
        [new FundPasswordRequiredError(), new FundPasswordInvalidError(), 'ok' as const],
        ['send -', 'ask required', 'send wrong', 'ask invalid', 'send right', 'checked'],
      ],
      [
        'the send with the password fails otherwise',
        ['right'],
        [new FundPasswordRequiredError(), new ServerMessageError({ code: -1, serverMessage: 'busy' })],
        ['send -', 'ask required', 'send right', 'checked'],
      ],
      [
        'only wrong passwords',
        ['a', 'b', 'c'],
        [
          new FundPasswordRequiredError(),
          new FundPasswordInvalidError(),
          new FundPasswordInvalidError(),
          new FundPasswordInvalidError(),
        ],
        ['send -', 'ask required', 'send a', 'ask invalid', 'send b', 'ask invalid', 'send c', 'checked'],
      ],
    ])('when %s, then checked comes once, after the last send', async (_, answers, outcomes, expected) => {
      const { log, send, ask, checked } = recorded(answers, outcomes);
      await sendWithFundPassword(send, ask, checked).catch(() => undefined);
      expect(log).toEqual(expected);
    });

    it('when no password was asked for, or the first ask is cancelled, then checked is not called', async () => {
      const plain = recorded([], ['ok']);
      await sendWithFundPassword(plain.send, plain.ask, plain.checked);
      const cancelled = recorded([null], [new FundPasswordRequiredError()]);
      await sendWithFundPassword(cancelled.send, cancelled.ask, cancelled.checked).catch(() => undefined);
      expect(plain.log).toEqual(['send -']);
      expect(cancelled.log).toEqual(['send -', 'ask required']);
    });
  });
});
