import fc from 'fast-check';
import { envelope, PROTOCOL_VERSION, type ProtocolVersion } from '../protocol';
import { fakeListeningWindow, fakeTarget, hostileMessages } from '../testWindows';
import { createGuestBridge, resolveParentOrigin, type SettingsEnvelope } from './bridge';
import type { GuestConfig } from './config';
import { parseFrameQuery } from './query';

const HOST = 'https://assets.exchange.example';
const ID = 'a1b2c3d4e5f6';
const CONFIG: GuestConfig = { apiBaseUrl: '', allowedParentOrigins: [HOST], allowSandbox: false };

function framedGuest(ancestorOrigins?: string[]) {
  const parent = fakeTarget();
  const guest = fakeListeningWindow('https://wealth.exchange.example', { parent });
  guest.win.location.ancestorOrigins = ancestorOrigins;
  return { parent, ...guest };
}

const query = (parentOrigin: string, extra = '') =>
  parseFrameQuery(
    `?is_frame=1&widget=stake&instance_id=${ID}&parent_origin=${encodeURIComponent(parentOrigin)}${extra}`,
  );

describe('resolveParentOrigin: given the guest in a frame', () => {
  it('is the claimed origin when the deploy config lists it and the browser agrees', () => {
    const { win } = framedGuest([HOST]);
    expect(resolveParentOrigin(query(HOST), CONFIG, win as unknown as Window)).toBe(HOST);
  });

  it.each([
    ['an origin the config does not list', 'https://evil.example', [HOST]],
    ['a suffix of an allowed origin', `${HOST}.evil.test`, [HOST]],
    ['"null"', 'null', [HOST]],
    ['a claim the browser contradicts', HOST, ['https://evil.example']],
  ])('is undefined for %s', (_, claimed, ancestors) => {
    const { win } = framedGuest(ancestors);
    expect(resolveParentOrigin(query(claimed), CONFIG, win as unknown as Window)).toBeUndefined();
  });

  it('is undefined without is_frame=1, and at the top level', () => {
    const { win } = framedGuest([HOST]);
    expect(
      resolveParentOrigin(parseFrameQuery(`?parent_origin=${HOST}`), CONFIG, win as unknown as Window),
    ).toBeUndefined();
    const top = fakeListeningWindow('https://wealth.exchange.example');
    const topWin = { ...top.win, parent: undefined as unknown };
    topWin.parent = topWin;
    expect(resolveParentOrigin(query(HOST), CONFIG, topWin as unknown as Window)).toBeUndefined();
  });
});

/** A bridge whose host named protocol `hostVersion` on the URL (null: named none, an old host). */
function bridged(hostVersion: ProtocolVersion | null = PROTOCOL_VERSION) {
  const guest = framedGuest([HOST]);
  const received: SettingsEnvelope[] = [];
  const bridge = createGuestBridge({
    window: guest.win as unknown as Window,
    parentOrigin: HOST,
    instanceId: ID,
    ...(hostVersion === null ? {} : { hostVersion }),
    onHostMessage: (message) => received.push(message),
  });
  return { ...guest, bridge, received };
}

describe('createGuestBridge: given the guest talking to its parent', () => {
  it('posts valid messages to the exact parent origin', () => {
    const { bridge, parent } = bridged();
    expect(bridge.post('ready', { widget: 'stake' })).toBe(true);
    expect(bridge.post('success', { widget: 'stake', coin: 'GT', amount: '10' })).toBe(true);
    expect(parent.posts).toEqual([
      { data: envelope(ID, 'ready', { widget: 'stake' }), targetOrigin: HOST },
      { data: envelope(ID, 'success', { widget: 'stake', coin: 'GT', amount: '10' }), targetOrigin: HOST },
    ]);
  });

  describe('when the host speaks protocol v1 (it names no version on the URL)', () => {
    it('speaks v1: ready in a v1 envelope, and no login_required, which that host cannot read', () => {
      const { bridge, parent } = bridged(null);
      expect(bridge.post('ready', { widget: 'stake' })).toBe(true);
      expect(bridge.post('login_required', { reason: 'logged_out' })).toBe(false);
      expect(parent.posts).toEqual([
        { data: envelope(ID, 'ready', { widget: 'stake' }, 1), targetOrigin: HOST },
      ]);
    });
  });

  describe('when the host speaks protocol v2', () => {
    it.each(['logged_out', 'session_expired'] as const)('posts login_required (%s) in v2', (reason) => {
      const { bridge, parent } = bridged(2);
      expect(bridge.post('login_required', { reason })).toBe(true);
      expect(parent.posts).toEqual([
        { data: envelope(ID, 'login_required', { reason }, 2), targetOrigin: HOST },
      ]);
    });

    it('takes isLogin in an update', () => {
      const { dispatch, parent, received } = bridged(2);
      const update = envelope(ID, 'update', { user: { isLogin: true } }, 2);
      dispatch({ data: update, origin: HOST, source: parent });
      expect(received).toEqual([update]);
    });
  });

  it('never posts an open_page outside the §2 pages, nor a malformed payload', () => {
    const { bridge, parent } = bridged();
    expect(bridge.post('open_page', { href: 'https://evil.example/' })).toBe(false);
    expect(bridge.post('open_page', { href: '/login' })).toBe(false);
    expect(bridge.post('resize', { height: Number.NaN })).toBe(false);
    expect(parent.posts).toEqual([]);
  });

  it('hands on a valid init or update from the parent window at the parent origin', () => {
    const { dispatch, parent, received } = bridged();
    dispatch({ data: envelope(ID, 'update', { theme: 'dark' }), origin: HOST, source: parent });
    expect(received).toEqual([envelope(ID, 'update', { theme: 'dark' })]);
  });

  describe('when the host pings it (v4: the iframe loaded its page again)', () => {
    const ping = (v: ProtocolVersion = 4) => ({ data: envelope(ID, 'ping', {}, v), origin: HOST });

    it('answers pong once it has said ready, and hands the ping to nobody', () => {
      const { bridge, dispatch, parent, received } = bridged();
      bridge.post('ready', { widget: 'stake' });
      dispatch({ ...ping(), source: parent });
      expect(parent.posts.map((p) => p.data)).toEqual([
        envelope(ID, 'ready', { widget: 'stake' }),
        envelope(ID, 'pong', {}),
      ]);
      expect(parent.posts.every((p) => p.targetOrigin === HOST)).toBe(true);
      expect(received).toEqual([]);
    });

    it('does not answer before it has said ready: a page that fails to start is never taken for a live one', () => {
      const { dispatch, parent } = bridged();
      dispatch({ ...ping(), source: parent });
      expect(parent.posts).toEqual([]);
    });

    it('drops a ping in a v3 envelope, or from another window or origin', () => {
      const { bridge, dispatch, parent } = bridged();
      bridge.post('ready', { widget: 'stake' });
      dispatch({ ...ping(3), source: parent });
      dispatch({ ...ping(), source: fakeTarget() });
      dispatch({ ...ping(), origin: 'https://evil.example', source: parent });
      expect(parent.posts).toHaveLength(1);
    });
  });

  it('stops listening when destroyed', () => {
    const { bridge, listeners } = bridged();
    expect(listeners.size).toBe(1);
    bridge.destroy();
    expect(listeners.size).toBe(0);
  });

  it('drops 10,000 hostile messages without throwing; a valid one afterwards still arrives', () => {
    const { bridge, dispatch, parent, received } = bridged();
    // Ready said, so a valid ping would be answered: none of its broken forms may be.
    bridge.post('ready', { widget: 'stake' });
    fc.assert(
      fc.property(
        hostileMessages({
          instanceId: ID,
          origin: HOST,
          source: parent,
          valid: [
            ['init', { locale: 'zh-CN', theme: 'dark' }],
            ['update', { theme: 'vip' }],
            // `user` not first: a random object in place of the first key could be a valid user.
            ['update', { locale: 'en', user: { tierLevel: 5, kycLevel: 1, verified: true } }],
            // v2's login flag.
            ['update', { locale: 'en', user: { isLogin: true } }],
            // v3's device token.
            ['update', { locale: 'en', deviceToken: 'dev-7f3a' }],
            // v4's ping.
            ['ping', {}],
          ],
          otherTypes: [
            'ready',
            'resize',
            'close',
            'success',
            'open_page',
            'reopen_stake',
            'login_required',
            'page',
            'pong',
          ],
          // init and update have only optional keys: dropping one leaves a valid message.
          firstKeyRequired: false,
        }),
        (event) => {
          expect(() => dispatch(event)).not.toThrow();
          expect(received).toEqual([]);
        },
      ),
      { numRuns: 10_000 },
    );
    // Nothing was posted back either (only its ready): the guest never answers what it does not accept.
    expect(parent.posts).toHaveLength(1);
    dispatch({ data: envelope(ID, 'init', { theme: 'dark' }), origin: HOST, source: parent });
    expect(received).toHaveLength(1);
  }, 60_000);
});
