import { getEventListeners } from 'node:events';
import { describeError } from '../flows/failures';
import { createFaultyFetch } from '../sandbox/faults';
import { ROUTES } from './allRoutes';
import { createWealthClient } from './client';
import { isNetworkError, type NetworkError } from './errors/NetworkError';
import { isFundPasswordRequiredError, isLoginRequiredError, isResponseFormatError } from './errors/rowErrors';
import { isServerMessageError, type ServerMessageError } from './errors/ServerMessageError';
import { createIdempotencyKey } from './idempotency';
import { DEFAULT_RETRY, DEFAULT_TIMEOUT_MS, defaultBackoff, worstCaseReadMs } from './options';

const BASE = 'https://exchange.test';
const STATS = '/apiw/v2/uni-loan/earn/statistics';
const SUBSCRIBE = '/apiw/v2/uni-loan/earn/subscribe';

/** Answers every request with a success envelope echoing the path. */
const responder: typeof fetch = async (input) => {
  const url = new URL(input instanceof Request ? input.url : String(input));
  return new Response(JSON.stringify({ code: 0, data: { path: url.pathname }, message: 'ok' }), {
    headers: { 'content-type': 'application/json' },
  });
};

function setup(options: Parameters<typeof createWealthClient>[0] = {}) {
  const faulty = createFaultyFetch(responder);
  const client = createWealthClient({ baseUrl: BASE, fetch: faulty.fetch, backoff: () => 0, ...options });
  return { client, ...faulty };
}

async function rejection(promise: Promise<unknown>): Promise<unknown> {
  try {
    await promise;
  } catch (error) {
    return error;
  }
  throw new Error('expected a rejection');
}

const money = () => ({ idempotencyKey: createIdempotencyKey() });

describe('createWealthClient', () => {
  describe('given the defaults (§9)', () => {
    it('times out at 20000 ms per attempt and retries reads 10 times (§9)', () => {
      expect(DEFAULT_TIMEOUT_MS).toBe(20_000);
      expect(DEFAULT_RETRY).toBe(10);
    });

    it('backs off 300 ms doubling, capped at 2 s', () => {
      expect([1, 2, 3, 4, 5, 10].map(defaultBackoff)).toEqual([300, 600, 1200, 2000, 2000, 2000]);
    });

    it('bounds a read at 11 attempts × 20 s + 16.1 s of pauses + 20 s of body = 256.1 s (§9)', () => {
      expect(worstCaseReadMs()).toBe(256_100);
      expect(worstCaseReadMs({ timeout: 50, retry: 2, backoff: () => 0 })).toBe(200);
    });
  });

  describe('given a success envelope (§7, §8 success codes 0 and 200)', () => {
    it.each([0, 200, '0'])('resolves data for code %j', async (code) => {
      const faulty = createFaultyFetch(async () => Response.json({ code, data: { a: '1.5' } }));
      const client = createWealthClient({ baseUrl: BASE, fetch: faulty.fetch });
      await expect(client.simpleEarn.statistics()).resolves.toEqual({ a: '1.5' });
    });

    it('keeps amounts as the strings the server sent', async () => {
      const faulty = createFaultyFetch(async () =>
        Response.json({ code: 0, data: { list: [{ asset: 'BTC', curr_amount: '0.123456789012345678' }] } }),
      );
      const client = createWealthClient({ baseUrl: BASE, fetch: faulty.fetch });
      const page = await client.simpleEarn.holdings({ page: 1, limit: 10 });
      expect(page.list[0]?.curr_amount).toBe('0.123456789012345678');
    });
  });

  describe('given an envelope that refuses (§7 message | msg)', () => {
    it.each([
      ['message', { code: -1, message: 'Sold out', data: null }],
      ['msg', { code: -1, msg: 'Sold out', data: null }],
    ])('carries the server words from %s', async (_, body) => {
      const faulty = createFaultyFetch(async () => Response.json(body));
      const client = createWealthClient({ baseUrl: BASE, fetch: faulty.fetch });
      const error = (await rejection(client.simpleEarn.statistics())) as ServerMessageError;
      expect(isServerMessageError(error)).toBe(true);
      expect(error.serverMessage).toBe('Sold out');
      expect(error.code).toBe(-1);
    });

    it('treats require_fundpass in data as fund password needed even with code 0 (§4)', async () => {
      const faulty = createFaultyFetch(async () => Response.json({ code: 0, data: { require_fundpass: 1 } }));
      const client = createWealthClient({ baseUrl: BASE, fetch: faulty.fetch });
      const error = await rejection(
        client.simpleEarn.subscribe({ asset: 'USDT', amount: '1', rateYear: '0.05' }, money()),
      );
      expect(isFundPasswordRequiredError(error)).toBe(true);
    });
  });

  describe('given a body that is not the envelope (§8 data fetch failure)', () => {
    it.each([
      ['HTML', '<html>oops</html>'],
      ['JSON without code', '{"data":1}'],
      ['a JSON array', '[1,2]'],
      ['an empty body', ''],
    ])('rejects %s with ResponseFormatError', async (_, text) => {
      const faulty = createFaultyFetch(async () => new Response(text));
      const client = createWealthClient({ baseUrl: BASE, fetch: faulty.fetch });
      expect(isResponseFormatError(await rejection(client.simpleEarn.statistics()))).toBe(true);
    });
  });

  describe('given HTTP errors', () => {
    it('maps HTTP 401 to LoginRequiredError without retrying (§8 "401")', async () => {
      const { client, faults, calls } = setup();
      faults.inject({ path: STATS, fault: { kind: 'http', status: 401 } });
      expect(isLoginRequiredError(await rejection(client.simpleEarn.statistics()))).toBe(true);
      expect(calls).toHaveLength(1);
    });

    it('reads the envelope of a 4xx when there is one', async () => {
      const { client, faults } = setup();
      faults.inject({
        path: STATS,
        fault: { kind: 'http', status: 400, body: { code: -1, msg: 'Bad asset' } },
      });
      const error = (await rejection(client.simpleEarn.statistics())) as ServerMessageError;
      expect(error.serverMessage).toBe('Bad asset');
    });

    it('treats a 4xx without an envelope as ResponseFormatError', async () => {
      const { client, faults } = setup();
      faults.inject({ path: STATS, fault: { kind: 'http', status: 404, body: 'Not Found' } });
      const error = await rejection(client.simpleEarn.statistics());
      expect(isResponseFormatError(error)).toBe(true);
      expect((error as ServerMessageError).code).toBe(404);
    });
  });

  describe('given a money-moving POST answered 503', () => {
    it('sends it exactly once and gives NetworkError (never retried, ARCHITECTURE Contracts)', async () => {
      const { client, faults, calls } = setup();
      faults.inject({
        path: SUBSCRIBE,
        method: 'POST',
        times: Number.POSITIVE_INFINITY,
        fault: { kind: 'http', status: 503 },
      });
      const error = (await rejection(
        client.simpleEarn.subscribe({ asset: 'USDT', amount: '10', rateYear: '0.05' }, money()),
      )) as NetworkError;
      expect(isNetworkError(error)).toBe(true);
      expect(error.reason).toBe('http');
      expect(error.code).toBe(503);
      expect(calls.filter((call) => call.path === SUBSCRIBE)).toHaveLength(1);
    });

    it.each([
      ['network failure', { kind: 'network' } as const],
      ['502', { kind: 'http', status: 502 } as const],
      ['429', { kind: 'http', status: 429 } as const],
    ])('does not retry it after a %s either', async (_, fault) => {
      const { client, faults, calls } = setup();
      faults.inject({ path: /./, times: Number.POSITIVE_INFINITY, fault });
      await rejection(
        client.dual.order(
          { biz_entrance: 'web', project_id: 1, amount: '100', app_id: 'dual-savings', is_autorenewal: 0 },
          money(),
        ),
      );
      expect(calls).toHaveLength(1);
    });

    it('does not retry a settings PUT either (only GETs are retried)', async () => {
      const { client, faults, calls } = setup();
      faults.inject({ path: /reinvest-status/, times: 5, fault: { kind: 'http', status: 503 } });
      await rejection(client.fixed.setReinvestStatus(7, { reinvest_status: 1 }));
      expect(calls).toHaveLength(1);
    });
  });

  describe('given a GET answered 503 three times then 200', () => {
    it('resolves with the data after 4 attempts (§8 requests retry up to 10 times)', async () => {
      const { client, faults, calls } = setup();
      faults.inject({ path: STATS, times: 3, fault: { kind: 'http', status: 503 } });
      await expect(client.simpleEarn.statistics()).resolves.toEqual({ path: STATS });
      expect(calls).toHaveLength(4);
      expect(faults.pending()).toEqual([]);
    });

    it.each([408, 429, 500, 502, 504])('retries HTTP %i too', async (status) => {
      const { client, faults, calls } = setup();
      faults.inject({ path: STATS, fault: { kind: 'http', status } });
      await expect(client.simpleEarn.statistics()).resolves.toBeDefined();
      expect(calls).toHaveLength(2);
    });

    it('waits backoff(1), backoff(2), backoff(3) between the attempts', async () => {
      const backoff = vi.fn((_attempt: number) => 0);
      const { client, faults } = setup({ backoff });
      faults.inject({ path: STATS, times: 3, fault: { kind: 'http', status: 503 } });
      await client.simpleEarn.statistics();
      expect(backoff.mock.calls.map(([attempt]) => attempt)).toEqual([1, 2, 3]);
    });
  });

  describe('given the balance read, a POST that only reads (§7 outable), answered 503 twice', () => {
    it('retries it like a GET and resolves', async () => {
      const { client, faults, calls } = setup();
      const OUTABLE = '/apiw/v2/account/spot/asset/outable';
      faults.inject({ path: OUTABLE, times: 2, fault: { kind: 'http', status: 503 } });
      await expect(client.shared.outable({ assets: ['USDT'] })).resolves.toBeDefined();
      expect(calls.filter((call) => call.path === OUTABLE)).toHaveLength(3);
    });
  });

  describe('given a read that fails every time', () => {
    it('gives up after 1 + 10 attempts with NetworkError (§9 retry count 10)', async () => {
      const { client, faults, calls } = setup();
      faults.inject({ path: STATS, times: Number.POSITIVE_INFINITY, fault: { kind: 'network' } });
      const error = (await rejection(client.simpleEarn.statistics())) as NetworkError;
      expect(error.reason).toBe('offline');
      expect(calls).toHaveLength(11);
    });

    it('maps a 5xx left after the retries to NetworkError (§8 network failure)', async () => {
      const { client, faults, calls } = setup({ retry: 2 });
      faults.inject({ path: STATS, times: Number.POSITIVE_INFINITY, fault: { kind: 'http', status: 500 } });
      const error = (await rejection(client.simpleEarn.statistics())) as NetworkError;
      expect([error.reason, error.code]).toEqual(['http', 500]);
      expect(calls).toHaveLength(3);
    });

    it('does not retry HTTP 413 or 404 (they will not heal)', async () => {
      const { client, faults, calls } = setup();
      faults.inject({ path: STATS, times: 2, fault: { kind: 'http', status: 413 } });
      await rejection(client.simpleEarn.statistics());
      expect(calls).toHaveLength(1);
    });
  });

  describe('given a request that hangs past the timeout', () => {
    it('gives NetworkError (timeout) and describeError shows Networkerr (§8)', async () => {
      const { client, faults } = setup({ timeout: 50, retry: 0 });
      faults.inject({ path: STATS, fault: { kind: 'hang' } });
      const error = (await rejection(client.simpleEarn.statistics())) as NetworkError;
      expect(isNetworkError(error)).toBe(true);
      expect(error.reason).toBe('timeout');
      expect(describeError(error, 'read')).toEqual({
        message: { key: 'Networkerr' },
        tone: 'error',
        via: 'toast',
      });
    });

    it('applies the timeout per attempt: a read that hangs twice then answers resolves', async () => {
      const { client, faults, calls } = setup({ timeout: 50, retry: 2 });
      faults.inject({ path: STATS, times: 2, fault: { kind: 'hang' } });
      await expect(client.simpleEarn.statistics()).resolves.toEqual({ path: STATS });
      expect(calls).toHaveLength(3);
    });

    it('sends a hanging money POST once and times it out', async () => {
      const { client, faults, calls } = setup({ timeout: 50 });
      faults.inject({ path: /./, times: Number.POSITIVE_INFINITY, fault: { kind: 'hang' } });
      const error = (await rejection(
        client.fixed.preRedeem({ order_id: 9, isVip: false }, money()),
      )) as NetworkError;
      expect(error.reason).toBe('timeout');
      expect(calls).toHaveLength(1);
    });
  });

  describe('given headers arrive but the body stalls', () => {
    it('cuts the body off after its own timeout with NetworkError (timeout), without retrying', async () => {
      let sent = 0;
      const stalled: typeof fetch = async (input) => {
        sent += 1;
        const signal = (input as Request).signal;
        const body = new ReadableStream<Uint8Array>({
          start(controller) {
            controller.enqueue(new TextEncoder().encode('{"code":0,'));
            signal.addEventListener('abort', () => controller.error(signal.reason), { once: true });
          },
        });
        return new Response(body, { headers: { 'content-type': 'application/json' } });
      };
      const client = createWealthClient({ baseUrl: BASE, fetch: stalled, timeout: 50, backoff: () => 0 });
      const error = (await rejection(client.simpleEarn.statistics())) as NetworkError;
      expect([error.kind, error.reason]).toEqual(['network', 'timeout']);
      expect(sent).toBe(1);
    });
  });

  describe('given a browser without AbortSignal.any (Safari before 17.4)', () => {
    const any = AbortSignal.any;
    beforeEach(() => {
      Object.defineProperty(AbortSignal, 'any', { value: undefined, configurable: true });
    });
    afterEach(() => {
      Object.defineProperty(AbortSignal, 'any', { value: any, configurable: true });
    });

    it('reads with a signal, and still times an attempt out and retries it', async () => {
      const { client, faults, calls } = setup({ timeout: 50, retry: 1 });
      faults.inject({ path: STATS, fault: { kind: 'hang' } });
      const controller = new AbortController();
      await expect(client.simpleEarn.statistics({ signal: controller.signal })).resolves.toEqual({
        path: STATS,
      });
      expect(calls).toHaveLength(2);
    });
  });

  describe('given the caller aborts', () => {
    it('stops at once with NetworkError (aborted), shown silently', async () => {
      const { client, faults, calls } = setup();
      faults.inject({ path: STATS, times: Number.POSITIVE_INFINITY, fault: { kind: 'hang' } });
      const controller = new AbortController();
      const pending = client.simpleEarn.statistics({ signal: controller.signal });
      setTimeout(() => controller.abort(), 10);
      const error = (await rejection(pending)) as NetworkError;
      expect(error.reason).toBe('aborted');
      expect(describeError(error, 'read').silent).toBe(true);
      expect(calls).toHaveLength(1);
    });
  });

  describe("given a caller that passes one signal to many calls (a widget's, for its lifetime)", () => {
    it('leaves no listener on it once each call is over: answered, retried, failed or refused', async () => {
      const { client, faults } = setup({ retry: 2 });
      const controller = new AbortController();
      const { signal } = controller;
      await client.simpleEarn.statistics({ signal });
      faults.inject({ path: STATS, times: 2, fault: { kind: 'http', status: 503 } });
      await client.simpleEarn.statistics({ signal });
      faults.inject({ path: STATS, times: 3, fault: { kind: 'network' } });
      expect(isNetworkError(await rejection(client.simpleEarn.statistics({ signal })))).toBe(true);
      faults.inject({ path: STATS, fault: { kind: 'http', status: 400 } });
      await rejection(client.simpleEarn.statistics({ signal }));
      faults.inject({ path: STATS, fault: { kind: 'code', code: 1, message: 'No' } });
      await rejection(client.simpleEarn.statistics({ signal }));
      expect(getEventListeners(signal, 'abort')).toHaveLength(0);
    });
  });

  describe('given headers', () => {
    it('reads a headers function before every attempt, so a retry gets a fresh value', async () => {
      let n = 0;
      const { client, faults, calls } = setup({ headers: () => ({ 'X-Token': `t${++n}` }) });
      faults.inject({ path: STATS, fault: { kind: 'network' } });
      await client.simpleEarn.statistics();
      expect(calls.map((call) => call.headers['x-token'])).toEqual(['t1', 't2']);
    });

    it('fails at once, without a retry, on a header value fetch refuses (not a network failure)', async () => {
      const backoff = vi.fn((_attempt: number) => 0);
      const { client, calls } = setup({ headers: { 'X-Token': 'line\nbreak' }, backoff });
      const error = (await rejection(client.simpleEarn.statistics())) as NetworkError;
      expect(isNetworkError(error)).toBe(true);
      expect(calls).toHaveLength(0);
      expect(backoff).not.toHaveBeenCalled();
    });

    it('lets the call headers win over the host headers', async () => {
      const { client, calls } = setup({ headers: { 'Idempotency-Key': 'host' } });
      await client.simpleEarn.subscribe(
        { asset: 'USDT', amount: '1', rateYear: '0.05' },
        { idempotencyKey: 'k1' },
      );
      expect(calls[0]?.headers['idempotency-key']).toBe('k1');
    });
  });

  describe('given credentials (a cookie session on an API at another origin)', () => {
    /** The credentials mode of every request the client hands to fetch. */
    function seen(options: Parameters<typeof createWealthClient>[0]) {
      const modes: RequestCredentials[] = [];
      const client = createWealthClient({
        baseUrl: BASE,
        backoff: () => 0,
        ...options,
        fetch: async (input, init) => {
          modes.push(new Request(input, init).credentials);
          return responder(input, init);
        },
      });
      return { client, modes };
    }

    it("sends reads and money-moving POSTs with 'include'", async () => {
      const { client, modes } = seen({ credentials: 'include' });
      await client.simpleEarn.statistics();
      await client.simpleEarn.subscribe({ asset: 'USDT', amount: '1', rateYear: '0.05' }, money());
      expect(modes).toEqual(['include', 'include']);
    });

    it("leaves fetch's own 'same-origin' when not given", async () => {
      const { client, modes } = seen({});
      await client.simpleEarn.statistics();
      expect(modes).toEqual(['same-origin']);
    });
  });

  describe('given a money-moving POST', () => {
    it('carries Idempotency-Key and, when given, X-Fund-Password', async () => {
      const { client, calls } = setup();
      await client.fixed.lend(
        {
          product_id: 3,
          redeem_account_type: 1,
          reinvest_status: 0,
          amount: '100',
          year_rate: '0.08',
          isVip: false,
        },
        { idempotencyKey: 'intent-1', fundPassword: 'secret' },
      );
      expect(calls[0]?.headers['idempotency-key']).toBe('intent-1');
      expect(calls[0]?.headers['x-fund-password']).toBe('secret');
    });

    it('leaves X-Fund-Password out until the user gave one', async () => {
      const { client, calls } = setup();
      await client.staking.stake({ coin: 'ETH', amount: '1' }, { idempotencyKey: 'intent-2' });
      expect(calls[0]?.headers).not.toHaveProperty('x-fund-password');
    });

    it('sends the device token on launch pool money POSTs only (§7)', async () => {
      const { client, calls } = setup({ deviceToken: () => 'device-1' });
      const body = { pid: 1, rid: 2, amount: '5', simpleEarnStatus: 0 } as const;
      await client.launchPool.createOrder(body, money());
      await client.launchPool.redeem(body, money());
      await client.simpleEarn.subscribe({ asset: 'USDT', amount: '1', rateYear: '0.05' }, money());
      expect(calls.map((call) => call.headers['x-device-token'])).toEqual([
        'device-1',
        'device-1',
        undefined,
      ]);
    });

    it('refuses to send without an idempotency key', async () => {
      const { client, calls } = setup();
      const body = { asset: 'USDT', amount: '1', rateYear: '0.05' };
      // @ts-expect-error: a money POST without its idempotency key does not type-check.
      const unkeyed = client.simpleEarn.subscribe(body, {});
      await expect(unkeyed).rejects.toThrow(TypeError);
      await expect(
        client.request({ route: ROUTES.dualOrder, body: {}, money: { idempotencyKey: '' } }),
      ).rejects.toThrow(/idempotencyKey/);
      expect(calls).toHaveLength(0);
    });

    it('does not put an idempotency key on reads', async () => {
      const { client, calls } = setup();
      await client.simpleEarn.statistics();
      expect(calls[0]?.headers).not.toHaveProperty('idempotency-key');
    });
  });

  describe('given baseUrl', () => {
    it("uses http://localhost for '' outside a browser, so a path-only fetch still works", async () => {
      const faulty = createFaultyFetch(responder);
      const client = createWealthClient({ fetch: faulty.fetch });
      await client.simpleEarn.statistics();
      expect(faulty.calls[0]?.url).toBe(`http://localhost${STATS}`);
    });

    it('drops a trailing slash', async () => {
      const { client, calls } = setup({ baseUrl: `${BASE}/` });
      await client.simpleEarn.statistics();
      expect(calls[0]?.url).toBe(`${BASE}${STATS}`);
    });
  });

  describe('given no fetch option', () => {
    it('uses globalThis.fetch at call time', async () => {
      const faulty = createFaultyFetch(responder);
      vi.stubGlobal('fetch', faulty.fetch);
      try {
        const client = createWealthClient({ baseUrl: BASE });
        await expect(client.simpleEarn.statistics()).resolves.toEqual({ path: STATS });
      } finally {
        vi.unstubAllGlobals();
      }
    });
  });
});
