import { sharedApi } from '../../src/api/endpoints/shared';
import { stakingApi } from '../../src/api/endpoints/staking';
import { createWidgetClient } from '../../src/api/widgetClient';
import { createMemoryStorage, createSandboxExchange } from '../../src/sandbox';
import { createEarlyReads, openReads } from './earlyReads';
import { parseFrameQuery } from './query';

const BASE = 'https://exchange.test';

/** The sandbox exchange behind a fetch that counts what reaches it, by method and path. */
function exchangeFetch() {
  const exchange = createSandboxExchange({ scenario: 'regular', storage: createMemoryStorage() });
  const sent: string[] = [];
  const send = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = new Request(input, init);
    sent.push(`${request.method} ${new URL(request.url).pathname}`);
    return exchange.fetch(request);
  });
  return { send, sent };
}

const stakeQuery = parseFrameQuery('?is_frame=1&widget=stake&coin=gt');

describe('early reads: given the stake frame, its open reads primed before the widget mounts', () => {
  async function primed(send: typeof fetch) {
    const early = createEarlyReads(send);
    const reads = openReads(stakeQuery);
    if (!reads) throw new Error('stake has open reads');
    await early.prime(reads, { baseUrl: BASE, vip: false, credentials: 'same-origin' });
    return early;
  }

  it('sends each of them once, at once, and hands the answers to the widget’s identical reads', async () => {
    const { send, sent } = exchangeFetch();
    const early = await primed(send);
    expect(sent).toHaveLength(6);
    const widget = createWidgetClient({ baseUrl: BASE, fetch: early.fetch });
    const product = await stakingApi(widget).product({ coin: 'GT' });
    const balance = await sharedApi(widget).outable({ assets: ['GT'] });
    await sharedApi(widget).accountMode();
    expect(product).toMatchObject({ mortgage_coin: 'GT' });
    expect(balance.GT?.available).toMatch(/^\d+(\.\d+)?$/);
    // Nothing more reached the exchange: the answers were the early ones.
    expect(sent).toHaveLength(6);
  });

  it('hands each answer over once: the same read again (a refresh) goes to the exchange', async () => {
    const { send, sent } = exchangeFetch();
    const early = await primed(send);
    const widget = createWidgetClient({ baseUrl: BASE, fetch: early.fetch });
    await stakingApi(widget).product({ coin: 'GT' });
    await stakingApi(widget).product({ coin: 'GT' });
    expect(sent.filter((line) => line.endsWith('/staking/product'))).toHaveLength(2);
  });

  it('lets a read it did not make (another coin, another body) go to the exchange', async () => {
    const { send, sent } = exchangeFetch();
    const early = await primed(send);
    const widget = createWidgetClient({ baseUrl: BASE, fetch: early.fetch });
    await sharedApi(widget).borrowCoinSettings({ coin: 'ETH' });
    await sharedApi(widget).outable({ assets: ['ETH'] });
    expect(sent).toHaveLength(8);
  });

  it('drops an early read that failed, so the widget reads again with its own retries and errors', async () => {
    let fail = true;
    const { send, sent } = exchangeFetch();
    const flaky = vi.fn((input: RequestInfo | URL, init?: RequestInit) =>
      fail ? Promise.reject(new TypeError('Failed to fetch')) : send(input, init),
    );
    const early = await primed(flaky);
    await new Promise((resolve) => setTimeout(resolve, 0));
    fail = false;
    const widget = createWidgetClient({ baseUrl: BASE, fetch: early.fetch, retry: 0 });
    await expect(stakingApi(widget).product({ coin: 'GT' })).resolves.toMatchObject({ mortgage_coin: 'GT' });
    expect(sent).toEqual(['GET /apiw/v2/earn/staking/product']);
  });

  it('does not hand over an answer that is not a success (a 401 before the host said who is signed in)', async () => {
    const { send, sent } = exchangeFetch();
    let unauthorised = true;
    const session = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) =>
      unauthorised ? new Response('', { status: 401 }) : send(input, init),
    );
    const early = await primed(session);
    await new Promise((resolve) => setTimeout(resolve, 0));
    unauthorised = false;
    const widget = createWidgetClient({ baseUrl: BASE, fetch: early.fetch, retry: 0 });
    await expect(stakingApi(widget).userInfo({ coin: 'GT' })).resolves.toBeDefined();
    expect(sent).toEqual(['GET /apiw/v2/earn/staking/coin-user-info']);
  });

  it('sends them with the credentials it is given (the session cookie of an API on another origin)', async () => {
    const modes: RequestCredentials[] = [];
    const { send } = exchangeFetch();
    const early = createEarlyReads(async (input, init) => {
      modes.push(new Request(input, init).credentials);
      return send(input, init);
    });
    const reads = openReads(stakeQuery);
    if (!reads) throw new Error('stake has open reads');
    await early.prime(reads, { baseUrl: BASE, vip: false, credentials: 'include' });
    expect(modes).toEqual(Array(6).fill('include'));
  });

  it('forgets an answer nobody took within 10 s', async () => {
    vi.useFakeTimers();
    try {
      const { send, sent } = exchangeFetch();
      const early = await primed(send);
      await vi.advanceTimersByTimeAsync(10_000);
      const widget = createWidgetClient({ baseUrl: BASE, fetch: early.fetch });
      await stakingApi(widget).product({ coin: 'GT' });
      expect(sent).toHaveLength(7);
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('early reads: given each frame that has them, built without the widget’s HTTP client', () => {
  // The early reads build their requests themselves (callUrl, JSON body); the widget's client
  // builds its own (src/api/transport.ts). Each early answer is taken only by a request equal to it
  // (method, URL, body), so every read of every frame, VIP paths and POST bodies included, must come
  // out equal.
  it.each([
    ['stake', '?is_frame=1&widget=stake&coin=gt', false],
    ['stake with a launch-pool source, VIP', '?is_frame=1&widget=stake&coin=gt&pid=1', true],
    ['subscribe (flexible)', '?is_frame=1&widget=subscribe&asset=USDT', false],
    ['dual', '?is_frame=1&widget=dual&coin=BTC&type=call', true],
    ['launch pool stake', '?is_frame=1&widget=launch-pool-stake&pid=1', false],
  ])(
    '%s: the widget’s own open reads are all answered by them, none sent again',
    async (_case, search, vip) => {
      const reads = openReads(parseFrameQuery(search));
      if (!reads) throw new Error(`${search} has open reads`);
      const { send, sent } = exchangeFetch();
      const early = createEarlyReads(send);
      await early.prime(reads, { baseUrl: BASE, vip, credentials: 'same-origin' });
      const primedCount = sent.length;
      expect(primedCount).toBeGreaterThan(0);
      const widget = createWidgetClient({ baseUrl: BASE, vip, fetch: early.fetch, retry: 0 });
      await Promise.allSettled(reads(widget));
      expect(sent).toHaveLength(primedCount);
    },
  );

  it('never sends a call that moves money, even if a frame listed one', async () => {
    const { send, sent } = exchangeFetch();
    const early = createEarlyReads(send);
    await early.prime(
      (client) => [stakingApi(client).stake({ coin: 'GT', amount: '1' }, { idempotencyKey: 'k-1' })],
      { baseUrl: BASE, vip: false, credentials: 'same-origin' },
    );
    expect(sent).toEqual([]);
  });
});

describe('early reads: which frames have them', () => {
  it.each([
    ['a page of the area', '?is_frame=1&page=%2Fsimple-earn'],
    ['a widget without open reads listed', '?is_frame=1&widget=redeem&asset=USDT'],
    ['a launch pool frame without its pid', '?is_frame=1&widget=launch-pool-stake'],
    [
      'a subscription to a fixed product (its reads depend on the product)',
      '?is_frame=1&widget=subscribe&asset=USDT&pid=30',
    ],
    ['a dual frame without its type', '?is_frame=1&widget=dual&coin=BTC'],
    ['a stake frame without its coin', '?is_frame=1&widget=stake'],
  ])('%s makes none before it mounts', (_case, search) => {
    expect(openReads(parseFrameQuery(search))).toBeUndefined();
  });
});
