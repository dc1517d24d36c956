import fc from 'fast-check';
import { mountWealthFrame } from './host';
import { envelope, type GuestEvent, type ProtocolVersion } from './protocol';
import { type FakeIframe, fakeHostPage, hostileMessages } from './testWindows';

const GUEST_MESSAGES: Array<[string, Record<string, unknown>]> = [
  ['resize', { height: 300 }],
  ['close', { widget: 'stake' }],
  ['success', { widget: 'stake', coin: 'ETH', amount: '1' }],
  ['open_page', { href: '/myaccount/myfunds/spot' }],
  ['reopen_stake', { coin: 'ETH' }],
  // A second ready would post init again: none of its broken forms may.
  ['ready', { widget: 'stake' }],
  ['ready', { page: '/simple-earn' }],
  // v2's login request.
  ['login_required', { reason: 'logged_out' }],
  // v3's page of a page frame.
  ['page', { page: '/simple-earn/my-lendings' }],
];

const GUEST = 'https://wealth.exchange.example';
const SRC = `${GUEST}/embed/index.html`;

function mountOne(options: Partial<Parameters<typeof mountWealthFrame>[1]> = {}) {
  const page = fakeHostPage();
  const events: GuestEvent[] = [];
  const handle = mountWealthFrame(page.container, {
    src: SRC,
    widget: 'stake',
    params: { coin: 'ETH', sandbox: true, lang: 'zh-CN' },
    onEvent: (event) => events.push(event),
    ...options,
  });
  const iframe = page.iframes[0] as FakeIframe;
  const id = new URL(iframe.src).searchParams.get('instance_id') as string;
  const fromGuest = (type: string, payload: unknown, extra: { origin?: string; source?: unknown } = {}) =>
    page.dispatch({
      data: envelope(id, type, payload),
      origin: extra.origin ?? GUEST,
      source: 'source' in extra ? extra.source : iframe.contentWindow,
    });
  const fromGuestIn = (v: ProtocolVersion, type: string, payload: unknown) =>
    page.dispatch({ data: envelope(id, type, payload, v), origin: GUEST, source: iframe.contentWindow });
  return {
    page,
    handle,
    iframe,
    id,
    events,
    fromGuest,
    fromGuestIn,
    posts: iframe.contentWindow?.posts ?? [],
  };
}

describe('mountWealthFrame: given a container and a guest src', () => {
  describe('when it mounts', () => {
    it('creates a sandboxed iframe whose URL carries is_frame, the widget, its params, an instance id and the parent origin', () => {
      const { iframe, id } = mountOne();
      const url = new URL(iframe.src);
      expect(url.origin + url.pathname).toBe(SRC);
      expect(Object.fromEntries(url.searchParams)).toEqual({
        is_frame: '1',
        widget: 'stake',
        instance_id: id,
        parent_origin: 'https://assets.exchange.example',
        wk_v: '4',
        coin: 'ETH',
        sandbox: '1',
        lang: 'zh-CN',
      });
      expect(id).toMatch(/^[0-9a-f]{32}$/);
      expect(iframe.attributes.sandbox).toBe(
        'allow-scripts allow-same-origin allow-forms allow-popups allow-popups-to-escape-sandbox',
      );
      expect(iframe.attributes.allow).toBe('clipboard-write');
      expect(iframe.title).toBe('wealthkit');
    });

    it.each([
      ['signed in', { isLogin: true }, '1'],
      ['signed out', { isLogin: false }, '0'],
      ['traits without the login', { tierLevel: 2 }, null],
    ] as const)('says on the URL whether the customer is %s (wk_login), as init will', (_, user, login) => {
      const { iframe } = mountOne({ user });
      expect(new URL(iframe.src).searchParams.get('wk_login')).toBe(login);
    });

    it.each([['null'], ['*'], ['https://wealth.exchange.example/'], ['file://x'], ['javascript:alert(1)']])(
      'refuses allowedOrigin %s',
      (allowedOrigin) => {
        expect(() => mountOne({ allowedOrigin })).toThrow(TypeError);
      },
    );
  });

  describe('when it is given a page of the wealth area instead of a widget', () => {
    it('puts the page with its query on the URL, and no widget', () => {
      const { iframe } = mountOne({ widget: undefined, page: '/simple-earn/my-lendings?tab=fixed' });
      const query = new URL(iframe.src).searchParams;
      expect(query.get('page')).toBe('/simple-earn/my-lendings?tab=fixed');
      expect(query.has('widget')).toBe(false);
    });

    it.each([
      ['a page outside the area', { widget: undefined, page: '/vip?upTo=5' }],
      ['another site', { widget: undefined, page: '//evil.example/simple-earn' }],
      ['an area page with a field it does not take', { widget: undefined, page: '/simple-earn?tab=x' }],
      ['both a widget and a page', { widget: 'stake', page: '/simple-earn' }],
      ['neither', { widget: undefined }],
      ['a widget no frame shows (a JavaScript host)', { widget: 'launch-pool' as never }],
      ['staking without its coin', { widget: 'stake', params: {} }],
      ['staking with an empty coin', { widget: 'stake', params: { coin: '' } }],
      ['dual without the share link’s type', { widget: 'dual', params: { coin: 'BTC' } }],
      ['Simple Earn without its coin', { widget: 'subscribe', params: { pid: 7 } }],
      ['a launch pool redeem without its reward pool', { widget: 'launch-pool-redeem', params: { pid: 1 } }],
    ] as const)('refuses %s before making a frame', (_, options) => {
      const page = fakeHostPage();
      expect(() => mountWealthFrame(page.container, { src: SRC, ...options })).toThrow(TypeError);
      expect(page.iframes).toEqual([]);
    });

    it('says which parameters a widget still needs', () => {
      const page = fakeHostPage();
      expect(() => mountWealthFrame(page.container, { src: SRC, widget: 'dual', params: {} })).toThrow(
        'wealthkit/embed: the dual widget needs coin and type in params',
      );
      expect(() => mountWealthFrame(page.container, { src: SRC, widget: 'redeem', params: {} })).toThrow(
        'the redeem widget needs asset or coin in params',
      );
    });

    it.each([
      ['Simple Earn by its §2 asset', 'subscribe', { asset: 'USDT' }],
      ['Simple Earn by coin', 'subscribe', { coin: 'USDT' }],
      ['a dual share link', 'dual', { coin: 'BTC', type: 'put', pid: 12 }],
      ['a launch pool redeem', 'launch-pool-redeem', { pid: 1, rid: 2 }],
    ] as const)('makes the frame of %s', (_, widget, params) => {
      const page = fakeHostPage();
      mountWealthFrame(page.container, { src: SRC, widget, params });
      expect(page.iframes).toHaveLength(1);
    });

    it('opens the conversation on a ready from any area page (after a reload, the one the customer was on)', () => {
      const { fromGuest, posts, events, id } = mountOne({ widget: undefined, page: '/simple-earn' });
      fromGuest('ready', { widget: 'stake' });
      expect(posts).toEqual([]);
      fromGuest('ready', { page: '/simple-earn/my-lendings' });
      expect(posts.map((p) => p.data)).toEqual([envelope(id, 'init', { locale: 'zh-CN' })]);
      expect(events).toEqual([{ type: 'ready', payload: { page: '/simple-earn/my-lendings' } }]);
    });
  });

  describe('when the guest speaks an older protocol version (v1)', () => {
    it('answers in v1, without the v2 login flag a v1 guest would drop the whole message for', () => {
      const { handle, fromGuestIn, posts, id } = mountOne({ user: { tierLevel: 2, isLogin: false } });
      fromGuestIn(1, 'ready', { widget: 'stake' });
      handle.update({ user: { isLogin: true } });
      expect(posts.map((p) => p.data)).toEqual([
        envelope(id, 'init', { locale: 'zh-CN', user: { tierLevel: 2 } }, 1),
        envelope(id, 'update', { user: {} }, 1),
      ]);
    });
  });

  describe('when the guest speaks v2', () => {
    it('answers in v2 with the login flag, without the v3 device token a v2 guest would drop the message for', () => {
      const { handle, fromGuestIn, posts, id } = mountOne({ user: { isLogin: false }, deviceToken: 'dev-1' });
      fromGuestIn(2, 'ready', { widget: 'stake' });
      handle.update({ user: { isLogin: true } });
      handle.update({ deviceToken: 'dev-2' });
      expect(posts.map((p) => p.data)).toEqual([
        envelope(id, 'init', { locale: 'zh-CN', user: { isLogin: false } }, 2),
        envelope(id, 'update', { user: { isLogin: true } }, 2),
        envelope(id, 'update', {}, 2),
      ]);
    });
  });

  describe('when a page frame moves to another page of the area (v3)', () => {
    it('tells onPageChange and onEvent; a widget frame saying so is not heard by onPageChange', () => {
      const onPageChange = vi.fn();
      const area = mountOne({ widget: undefined, page: '/simple-earn', onPageChange });
      area.fromGuest('ready', { page: '/simple-earn' });
      area.fromGuest('page', { page: '/simple-earn/my-lendings' });
      expect(onPageChange).toHaveBeenCalledWith('/simple-earn/my-lendings');
      expect(area.events.at(-1)).toEqual({ type: 'page', payload: { page: '/simple-earn/my-lendings' } });

      const widgetPageChange = vi.fn();
      const widget = mountOne({ onPageChange: widgetPageChange });
      widget.fromGuest('ready', { widget: 'stake' });
      widget.fromGuest('page', { page: '/simple-earn' });
      expect(widgetPageChange).not.toHaveBeenCalled();
    });
  });

  describe('when the guest speaks v3', () => {
    it('sends the device token in init and its change in update', () => {
      const { handle, fromGuestIn, posts, id } = mountOne({
        widget: 'launch-pool-stake',
        params: { pid: 1, sandbox: true, lang: 'zh-CN' },
        deviceToken: 'dev-1',
      });
      fromGuestIn(3, 'ready', { widget: 'launch-pool-stake' });
      handle.update({ deviceToken: 'dev-2' });
      expect(posts.map((p) => p.data)).toEqual([
        envelope(id, 'init', { locale: 'zh-CN', deviceToken: 'dev-1' }, 3),
        envelope(id, 'update', { deviceToken: 'dev-2' }, 3),
      ]);
    });

    it.each(['logged_out', 'session_expired'] as const)(
      'login_required (%s) reaches onLoginRequired with its reason, and onEvent',
      (reason) => {
        const onLoginRequired = vi.fn();
        const { fromGuest, events } = mountOne({ onLoginRequired });
        fromGuest('ready', { widget: 'stake' });
        fromGuest('login_required', { reason });
        expect(onLoginRequired).toHaveBeenCalledWith(reason);
        expect(events.at(-1)).toEqual({ type: 'login_required', payload: { reason } });
      },
    );

    it('a login_required in a v1 envelope is dropped (v1 has no such message)', () => {
      const onLoginRequired = vi.fn();
      const { fromGuest, fromGuestIn } = mountOne({ onLoginRequired });
      fromGuest('ready', { widget: 'stake' });
      fromGuestIn(1, 'login_required', { reason: 'logged_out' });
      expect(onLoginRequired).not.toHaveBeenCalled();
    });
  });

  describe('when the frame does not become ready in time', () => {
    beforeEach(() => {
      vi.useFakeTimers();
    });
    afterEach(() => {
      vi.useRealTimers();
    });

    it('reports not_loaded when the iframe never loaded, once, after readyTimeoutMs', () => {
      const onLoadError = vi.fn();
      mountOne({ onLoadError, readyTimeoutMs: 5_000 });
      vi.advanceTimersByTime(4_999);
      expect(onLoadError).not.toHaveBeenCalled();
      vi.advanceTimersByTime(1);
      expect(onLoadError).toHaveBeenCalledExactlyOnceWith({ reason: 'not_loaded' });
    });

    it('reports not_ready when the page loaded but the guest never said ready (15 s by default)', () => {
      const onLoadError = vi.fn();
      const { iframe } = mountOne({ onLoadError });
      iframe.load();
      vi.advanceTimersByTime(15_000);
      expect(onLoadError).toHaveBeenCalledExactlyOnceWith({ reason: 'not_ready' });
    });

    it('reports nothing once ready came, or after destroy', () => {
      const onLoadError = vi.fn();
      mountOne({ onLoadError }).fromGuest('ready', { widget: 'stake' });
      mountOne({ onLoadError }).handle.destroy();
      vi.advanceTimersByTime(60_000);
      expect(onLoadError).not.toHaveBeenCalled();
    });
  });

  describe('when the frame loads its page again (a reload) after it was ready', () => {
    beforeEach(() => {
      vi.useFakeTimers();
    });
    afterEach(() => {
      vi.useRealTimers();
    });

    /** A frame whose first page said ready (in `v`) and loaded, and which then loads again. */
    function reloaded(v: ProtocolVersion = 4) {
      const onLoadError = vi.fn();
      const frame = mountOne({ onLoadError, readyTimeoutMs: 5_000 });
      frame.iframe.load();
      frame.fromGuestIn(v, 'ready', { widget: 'stake' });
      frame.iframe.load();
      return { ...frame, onLoadError, sent: () => frame.posts.map((p) => (p.data as { type: string }).type) };
    }

    it('gives back the height the page before asked for when the new page does not start', () => {
      const { fromGuest, iframe } = mountOne({ readyTimeoutMs: 5_000 });
      iframe.load();
      fromGuest('ready', { widget: 'stake' });
      fromGuest('resize', { height: 696 });
      iframe.load();
      vi.advanceTimersByTime(4_999);
      expect(iframe.style.height).toBe('696px');
      vi.advanceTimersByTime(1);
      expect(iframe.style.height).toBe('');
    });

    it('asks the page with a ping and, when nothing answers, reports not_ready once, readyTimeoutMs after the load', () => {
      const { onLoadError, sent } = reloaded();
      expect(sent()).toEqual(['init', 'ping']);
      vi.advanceTimersByTime(4_999);
      expect(onLoadError).not.toHaveBeenCalled();
      vi.advanceTimersByTime(1);
      expect(onLoadError).toHaveBeenCalledExactlyOnceWith({ reason: 'not_ready' });
      vi.advanceTimersByTime(60_000);
      expect(onLoadError).toHaveBeenCalledTimes(1);
    });

    it('reports nothing when the new page says ready after its load event, and sends it init', () => {
      const { onLoadError, fromGuest, sent } = reloaded();
      fromGuest('ready', { widget: 'stake' });
      vi.advanceTimersByTime(60_000);
      expect(onLoadError).not.toHaveBeenCalled();
      expect(sent()).toEqual(['init', 'ping', 'init']);
    });

    it('reports nothing when the new page had said ready before its load event and answers the ping', () => {
      const onLoadError = vi.fn();
      const { iframe, fromGuest, events } = mountOne({ onLoadError, readyTimeoutMs: 5_000 });
      iframe.load();
      fromGuest('ready', { widget: 'stake' });
      // The reload: its ready first, then the iframe's load event.
      fromGuest('ready', { widget: 'stake' });
      iframe.load();
      fromGuest('pong', {});
      vi.advanceTimersByTime(60_000);
      expect(onLoadError).not.toHaveBeenCalled();
      // pong is the protocol's, not an event for the host's page.
      expect(events.map((e) => e.type)).toEqual(['ready', 'ready']);
    });

    it('does not take a pong in an envelope older than v4, nor one before any ready', () => {
      const { onLoadError, fromGuestIn } = reloaded();
      fromGuestIn(3, 'pong', {});
      vi.advanceTimersByTime(5_000);
      expect(onLoadError).toHaveBeenCalledExactlyOnceWith({ reason: 'not_ready' });

      const early = vi.fn();
      const fresh = mountOne({ onLoadError: early, readyTimeoutMs: 5_000 });
      fresh.fromGuest('pong', {});
      vi.advanceTimersByTime(5_000);
      expect(early).toHaveBeenCalledExactlyOnceWith({ reason: 'not_loaded' });
    });

    it('does not wait on a page of a guest older than v4 that was ready (its reload cannot be told from a dead page)', () => {
      const { onLoadError, sent } = reloaded(3);
      vi.advanceTimersByTime(60_000);
      expect(onLoadError).not.toHaveBeenCalled();
      expect(sent()).toEqual(['init']);
    });

    it('waits again for a frame that never was ready, whatever its version, from the new load', () => {
      const onLoadError = vi.fn();
      const { iframe, fromGuest } = mountOne({ onLoadError, readyTimeoutMs: 5_000 });
      iframe.load();
      vi.advanceTimersByTime(5_000);
      expect(onLoadError).toHaveBeenCalledExactlyOnceWith({ reason: 'not_ready' });
      // The customer reloads it; this time it starts.
      iframe.load();
      vi.advanceTimersByTime(4_000);
      fromGuest('ready', { widget: 'stake' });
      vi.advanceTimersByTime(60_000);
      expect(onLoadError).toHaveBeenCalledTimes(1);
      // And once more, to a page that does not start.
      iframe.load();
      vi.advanceTimersByTime(5_000);
      expect(onLoadError).toHaveBeenCalledTimes(2);
    });

    it('reports nothing after destroy', () => {
      const { onLoadError, handle } = reloaded();
      handle.destroy();
      vi.advanceTimersByTime(60_000);
      expect(onLoadError).not.toHaveBeenCalled();
    });
  });

  describe('when the guest says ready', () => {
    it('posts init with the locale to the exact guest origin and reports ready', () => {
      const { fromGuest, posts, events, id } = mountOne();
      fromGuest('ready', { widget: 'stake' });
      expect(posts).toEqual([{ data: envelope(id, 'init', { locale: 'zh-CN' }), targetOrigin: GUEST }]);
      expect(events).toEqual([{ type: 'ready', payload: { widget: 'stake' } }]);
    });

    it('an update before ready goes into init; after ready it is posted as update', () => {
      const { handle, fromGuest, posts, id } = mountOne();
      handle.update({ theme: 'dark' });
      expect(posts).toEqual([]);
      fromGuest('ready', { widget: 'stake' });
      handle.update({ locale: 'en' });
      expect(posts.map((p) => p.data)).toEqual([
        envelope(id, 'init', { locale: 'zh-CN', theme: 'dark' }),
        envelope(id, 'update', { locale: 'en' }),
      ]);
    });

    it('sends the user traits given at mount in init; a user update changes only its fields', () => {
      const { handle, fromGuest, posts, id } = mountOne({ user: { tierLevel: 5, kycLevel: 2 } });
      handle.update({ user: { verified: true } });
      fromGuest('ready', { widget: 'stake' });
      handle.update({ user: { tierLevel: 8 } });
      expect(posts).toEqual([
        {
          data: envelope(id, 'init', {
            locale: 'zh-CN',
            user: { tierLevel: 5, kycLevel: 2, verified: true },
          }),
          targetOrigin: GUEST,
        },
        { data: envelope(id, 'update', { user: { tierLevel: 8 } }), targetOrigin: GUEST },
      ]);
    });

    it.each([
      ['for another widget', { widget: 'dual' }],
      ['for a page (this frame shows a widget)', { page: '/simple-earn' }],
    ])('a ready %s is ignored', (_, payload) => {
      const { fromGuest, posts, events } = mountOne();
      fromGuest('ready', payload);
      expect(posts).toEqual([]);
      expect(events).toEqual([]);
    });
  });

  describe('when the guest reports', () => {
    it('resize sets the iframe height; the other messages reach onEvent as sent', () => {
      const { fromGuest, iframe, events } = mountOne();
      fromGuest('ready', { widget: 'stake' });
      fromGuest('resize', { height: 432.2 });
      fromGuest('success', { widget: 'stake', coin: 'ETH', amount: '1.5' });
      fromGuest('open_page', { href: '/myaccount/myfunds/spot?asset=ETH' });
      fromGuest('reopen_stake', { coin: 'ETH' });
      fromGuest('close', { widget: 'stake' });
      expect(iframe.style.height).toBe('433px');
      expect(events.map((e) => e.type)).toEqual([
        'ready',
        'resize',
        'success',
        'open_page',
        'reopen_stake',
        'close',
      ]);
    });

    it('nothing is acted on before ready', () => {
      const { fromGuest, iframe, events } = mountOne();
      fromGuest('resize', { height: 400 });
      fromGuest('close', { widget: 'stake' });
      expect(iframe.style.height).toBe('');
      expect(events).toEqual([]);
    });

    it('an open_page outside the §2 pages is dropped', () => {
      const { fromGuest, events } = mountOne();
      fromGuest('ready', { widget: 'stake' });
      fromGuest('open_page', { href: 'https://evil.example/' });
      fromGuest('open_page', { href: 'javascript:alert(1)' });
      expect(events.map((e) => e.type)).toEqual(['ready']);
    });
  });

  describe('when several frames share a page', () => {
    it('each hears only its own iframe', () => {
      const page = fakeHostPage();
      const a: string[] = [];
      const b: string[] = [];
      const stake = { src: SRC, widget: 'stake', params: { coin: 'GT' } } as const;
      mountWealthFrame(page.container, { ...stake, onEvent: (e) => a.push(e.type) });
      mountWealthFrame(page.container, { ...stake, onEvent: (e) => b.push(e.type) });
      const [first, second] = page.iframes as [FakeIframe, FakeIframe];
      const idOf = (f: FakeIframe) => new URL(f.src).searchParams.get('instance_id') as string;
      expect(idOf(first)).not.toBe(idOf(second));
      page.dispatch({
        data: envelope(idOf(first), 'ready', { widget: 'stake' }),
        origin: GUEST,
        source: first.contentWindow,
      });
      // The second frame's window with the first frame's id, and vice versa: both dropped.
      page.dispatch({
        data: envelope(idOf(first), 'ready', { widget: 'stake' }),
        origin: GUEST,
        source: second.contentWindow,
      });
      page.dispatch({
        data: envelope(idOf(second), 'ready', { widget: 'stake' }),
        origin: GUEST,
        source: first.contentWindow,
      });
      expect(a).toEqual(['ready']);
      expect(b).toEqual([]);
    });
  });

  describe('when it is destroyed', () => {
    it('removes the iframe and its listener, and later calls do nothing', () => {
      const { handle, page, iframe, fromGuest, events, posts } = mountOne();
      expect(page.listeners.size).toBe(1);
      handle.destroy();
      handle.destroy();
      expect(iframe.removed).toBe(true);
      expect(page.listeners.size).toBe(0);
      fromGuest('ready', { widget: 'stake' });
      handle.update({ theme: 'dark' });
      expect(events).toEqual([]);
      expect(posts).toEqual([]);
    });
  });
});

/** Messages a mounted frame's host must drop: each a valid one made wrong in one way, or noise. */
const hostileTo = (
  { id, iframe }: { id: string; iframe: FakeIframe },
  cases: Pick<Parameters<typeof hostileMessages>[0], 'valid' | 'otherTypes' | 'firstKeyRequired'>,
) => hostileMessages({ instanceId: id, origin: GUEST, source: iframe.contentWindow, ...cases });

describe('mountWealthFrame: given 10,000 hostile messages after ready', () => {
  it('acts on none, posts nothing, throws nothing; a valid message afterwards still works', () => {
    const { page, iframe, id, events, posts, fromGuest } = mountOne();
    fromGuest('ready', { widget: 'stake' });
    const before = { events: events.length, posts: posts.length };
    fc.assert(
      fc.property(
        hostileTo({ id, iframe }, { valid: GUEST_MESSAGES, otherTypes: ['init', 'update', 'ping'] }),
        (event) => {
          expect(() => page.dispatch(event)).not.toThrow();
          expect(events.length).toBe(before.events);
          expect(posts.length).toBe(before.posts);
          expect(iframe.style.height).toBe('');
        },
      ),
      { numRuns: 10_000 },
    );
    fromGuest('resize', { height: 120 });
    expect(iframe.style.height).toBe('120px');
    // The spy on every postMessage: none to '*', all to the guest's exact origin.
    expect(posts.every((p) => p.targetOrigin === GUEST)).toBe(true);
  }, 60_000);

  it('when the frame has loaded its page again, none is taken for the pong it waits for', () => {
    vi.useFakeTimers();
    try {
      const onLoadError = vi.fn();
      const { page, iframe, id, fromGuest } = mountOne({ onLoadError, readyTimeoutMs: 5_000 });
      iframe.load();
      fromGuest('ready', { widget: 'stake' });
      iframe.load();
      fc.assert(
        fc.property(
          hostileTo(
            { id, iframe },
            // pong has no keys to drop.
            { valid: [['pong', {}]], otherTypes: ['init', 'update', 'ping'], firstKeyRequired: false },
          ),
          (event) => {
            expect(() => page.dispatch(event)).not.toThrow();
          },
        ),
        { numRuns: 10_000 },
      );
      vi.advanceTimersByTime(5_000);
      expect(onLoadError).toHaveBeenCalledExactlyOnceWith({ reason: 'not_ready' });
    } finally {
      vi.useRealTimers();
    }
  }, 60_000);
});
