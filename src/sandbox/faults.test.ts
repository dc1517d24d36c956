import { createFaultyFetch } from './faults';

const URL_STATS = 'https://exchange.test/apiw/v2/uni-loan/earn/statistics?asset=USDT';

/** The "real" exchange behind the layer: always a success envelope. */
const inner = vi.fn<typeof fetch>(async () => Response.json({ code: 0, data: 'inner' }));

beforeEach(() => inner.mockClear());

describe('createFaultyFetch', () => {
  describe('given no fault', () => {
    it('passes the request to the inner fetch and logs it', async () => {
      const { fetch, calls } = createFaultyFetch(inner);
      const response = await fetch(URL_STATS, {
        method: 'POST',
        headers: { 'Idempotency-Key': 'k' },
        body: JSON.stringify({ amount: '1' }),
      });
      expect(await response.json()).toEqual({ code: 0, data: 'inner' });
      expect(inner).toHaveBeenCalledOnce();
      expect(calls).toEqual([
        {
          method: 'POST',
          url: URL_STATS,
          path: '/apiw/v2/uni-loan/earn/statistics',
          query: { asset: 'USDT' },
          headers: expect.objectContaining({ 'idempotency-key': 'k' }),
          body: { amount: '1' },
          fault: undefined,
        },
      ]);
    });

    it('logs a Request input without spending its body for the inner fetch', async () => {
      const echo = vi.fn<typeof fetch>(async (input) => new Response(await (input as Request).text()));
      const { fetch, calls } = createFaultyFetch(echo);
      const response = await fetch(new Request(URL_STATS, { method: 'POST', body: 'plain' }));
      expect(await response.text()).toBe('plain');
      expect(calls[0]?.body).toBe('plain');
    });

    it('accepts a path-only URL, as a browser fetch does', async () => {
      const { fetch, calls } = createFaultyFetch(inner);
      await fetch('/apiw/v2/earn/staking/product?coin=ETH');
      expect(calls[0]).toMatchObject({ path: '/apiw/v2/earn/staking/product', query: { coin: 'ETH' } });
    });
  });

  describe('given faults of every kind', () => {
    it('answers an http fault with that status and body', async () => {
      const { fetch, faults } = createFaultyFetch(inner);
      faults.inject({ path: /statistics/, fault: { kind: 'http', status: 503, body: { code: -1 } } });
      const response = await fetch(URL_STATS);
      expect(response.status).toBe(503);
      expect(await response.json()).toEqual({ code: -1 });
      expect(inner).not.toHaveBeenCalled();
    });

    it("rejects a network fault with TypeError('Failed to fetch') like a browser", async () => {
      const { fetch, faults } = createFaultyFetch(inner);
      faults.inject({ path: /statistics/, fault: { kind: 'network' } });
      await expect(fetch(URL_STATS)).rejects.toEqual(new TypeError('Failed to fetch'));
    });

    it('answers a malformed fault with a 200 that is not JSON', async () => {
      const { fetch, faults } = createFaultyFetch(inner);
      faults.inject({ path: /statistics/, fault: { kind: 'malformed' } });
      const response = await fetch(URL_STATS);
      expect(response.status).toBe(200);
      await expect(response.clone().json()).rejects.toThrow();
    });

    it('answers a code fault with a 200 §7 envelope carrying the code (§8)', async () => {
      const { fetch, faults } = createFaultyFetch(inner);
      faults.inject({
        path: /statistics/,
        fault: { kind: 'code', code: 10010111, message: 'fund password', data: { x: 1 } },
      });
      const response = await fetch(URL_STATS);
      expect(await response.json()).toEqual({ code: 10010111, data: { x: 1 }, message: 'fund password' });
    });

    it('delays a latency fault, then passes the request on', async () => {
      const { fetch, faults } = createFaultyFetch(inner);
      faults.inject({ path: /statistics/, fault: { kind: 'latency', ms: 30 } });
      const started = Date.now();
      await fetch(URL_STATS);
      expect(Date.now() - started).toBeGreaterThanOrEqual(25);
      expect(inner).toHaveBeenCalledOnce();
    });

    it('rejects a latency fault when the request is aborted during the wait', async () => {
      const { fetch, faults } = createFaultyFetch(inner);
      faults.inject({ path: /statistics/, fault: { kind: 'latency', ms: 10_000 } });
      const controller = new AbortController();
      const pending = fetch(URL_STATS, { signal: controller.signal });
      controller.abort();
      await expect(pending).rejects.toMatchObject({ name: 'AbortError' });
      expect(inner).not.toHaveBeenCalled();
    });
  });

  describe('given a hang fault', () => {
    it('never settles on its own', async () => {
      const { fetch, faults } = createFaultyFetch(inner);
      faults.inject({ path: /statistics/, fault: { kind: 'hang' } });
      const outcome = await Promise.race([
        fetch(URL_STATS).then(() => 'settled'),
        new Promise((resolve) => setTimeout(() => resolve('still pending'), 30)),
      ]);
      expect(outcome).toBe('still pending');
    });

    it.each<[string, (faultyFetch: typeof fetch, signal: AbortSignal) => Promise<Response>]>([
      ['init signal', (faultyFetch, signal) => faultyFetch(URL_STATS, { signal })],
      ['Request signal', (faultyFetch, signal) => faultyFetch(new Request(URL_STATS, { signal }))],
    ])('rejects like fetch once the %s aborts', async (_, send) => {
      const { fetch, faults } = createFaultyFetch(inner);
      faults.inject({ path: /statistics/, fault: { kind: 'hang' } });
      const controller = new AbortController();
      const pending = send(fetch, controller.signal);
      setTimeout(() => controller.abort(), 5);
      await expect(pending).rejects.toMatchObject({ name: 'AbortError' });
    });
  });

  describe('given rule matching', () => {
    it('applies a fault `times` times (default 1), then lets requests through', async () => {
      const { fetch, faults, calls } = createFaultyFetch(inner);
      faults.inject({
        path: '/apiw/v2/uni-loan/earn/statistics',
        times: 2,
        fault: { kind: 'http', status: 500 },
      });
      faults.inject({ path: '/apiw/v2/uni-loan/earn/statistics', fault: { kind: 'http', status: 502 } });
      const statuses = [];
      for (let i = 0; i < 4; i++) statuses.push((await fetch(URL_STATS)).status);
      expect(statuses).toEqual([500, 500, 502, 200]);
      expect(calls.map((call) => call.fault)).toEqual(['http', 'http', 'http', undefined]);
    });

    it('matches a string path exactly and a method in any case', async () => {
      const { fetch, faults } = createFaultyFetch(inner);
      faults.inject({ path: '/apiw/v2/uni-loan/earn', fault: { kind: 'network' } });
      faults.inject({
        path: '/apiw/v2/uni-loan/earn/statistics',
        method: 'post',
        fault: { kind: 'network' },
      });
      await expect(fetch(URL_STATS)).resolves.toBeDefined();
      await expect(fetch(URL_STATS, { method: 'POST' })).rejects.toThrow('Failed to fetch');
    });

    it('reports what is still armed, and clear() disarms all', async () => {
      const { fetch, faults } = createFaultyFetch(inner);
      faults.inject({ path: /statistics/, times: 3, fault: { kind: 'http', status: 503 } });
      await fetch(URL_STATS);
      expect(faults.pending()).toEqual([
        {
          path: /statistics/,
          method: undefined,
          times: 3,
          fault: { kind: 'http', status: 503 },
          remaining: 2,
        },
      ]);
      faults.clear();
      expect(faults.pending()).toEqual([]);
      expect((await fetch(URL_STATS)).status).toBe(200);
    });

    it('keeps an infinite rule armed', async () => {
      const { fetch, faults } = createFaultyFetch(inner);
      faults.inject({ path: /./, times: Number.POSITIVE_INFINITY, fault: { kind: 'http', status: 503 } });
      for (let i = 0; i < 5; i++) expect((await fetch(URL_STATS)).status).toBe(503);
      expect(faults.pending()).toHaveLength(1);
    });
  });
});
