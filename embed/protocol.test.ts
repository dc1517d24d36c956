import fc from 'fast-check';
import {
  envelope,
  FRAME_WIDGETS,
  type FrameWidget,
  isAllowedOrigin,
  isFrameWidget,
  missingWidgetParams,
  PROTOCOL_VERSION,
  parseGuestMessage,
  parseHostMessage,
} from './protocol';

const ID = 'frame-1';

describe('embed protocol: given a guest message envelope', () => {
  describe('when it is well formed and for this instance', () => {
    it.each([
      ['ready', { widget: 'stake' }],
      ['ready', { page: '/simple-earn' }],
      ['ready', { page: '/simple-earn/my-lendings?tab=fixed' }],
      ['ready', { page: '/staking/GT?pid=3' }],
      ['resize', { height: 420 }],
      ['close', { widget: 'stake-redeem' }],
      ['success', { widget: 'stake', coin: 'ETH', amount: '1.25', pid: '3', orderId: 'A1' }],
      ['success', { widget: 'subscribe', coin: 'USDT', amount: '100' }],
      ['open_page', { href: '/myaccount/funds/finance/staking?asset=ETH' }],
      ['reopen_stake', { coin: 'ETH', pid: '3' }],
      ['reopen_stake', { coin: 'ETH' }],
    ])('%s is accepted', (type, payload) => {
      expect(parseGuestMessage(envelope(ID, type, payload), ID)).toEqual(envelope(ID, type, payload));
    });
  });

  describe('when anything about it is off', () => {
    const ok = envelope(ID, 'close', { widget: 'stake' });
    it.each([
      ['another instance', { ...ok, instanceId: 'frame-2' }],
      ['another source', { ...ok, source: 'evil' }],
      ['another version', { ...ok, v: PROTOCOL_VERSION + 1 }],
      ['an unknown type', { ...ok, type: 'navigate' }],
      ['a host type', { ...ok, type: 'init' }],
      ['a prototype key as type', { ...ok, type: 'toString' }],
      ['an unknown widget', envelope(ID, 'close', { widget: 'admin' })],
      ['an extra payload key', envelope(ID, 'close', { widget: 'stake', href: 'x' })],
      ['a numeric amount', envelope(ID, 'success', { widget: 'stake', coin: 'ETH', amount: 1 })],
      ['a negative amount', envelope(ID, 'success', { widget: 'stake', coin: 'ETH', amount: '-1' })],
      ['an exponent amount', envelope(ID, 'success', { widget: 'stake', coin: 'ETH', amount: '1e3' })],
      ['a NaN height', envelope(ID, 'resize', { height: Number.NaN })],
      ['a huge height', envelope(ID, 'resize', { height: 1e9 })],
      ['an empty href', envelope(ID, 'open_page', { href: '' })],
      ['a ready with a widget and a page', envelope(ID, 'ready', { widget: 'stake', page: '/simple-earn' })],
      ['a ready on a page outside the area', envelope(ID, 'ready', { page: '/vip?upTo=5' })],
      ['a ready on another site', envelope(ID, 'ready', { page: 'https://evil.example/simple-earn' })],
      ['a ready on an area page with a stray field', envelope(ID, 'ready', { page: '/simple-earn?x=1' })],
      ['an empty ready', envelope(ID, 'ready', {})],
      ['a string body', JSON.stringify(ok)],
      ['an array', [ok]],
      ['null', null],
      ['a payload array', { ...ok, payload: [] }],
      ['a class instance', Object.assign(new (class X {})(), ok)],
    ])('%s is dropped', (_, data) => {
      expect(parseGuestMessage(data, ID)).toBeNull();
    });

    it('a throwing getter is dropped without throwing', () => {
      const hostile = { ...ok };
      Object.defineProperty(hostile, 'payload', {
        get() {
          throw new Error('boom');
        },
        enumerable: true,
      });
      expect(parseGuestMessage(hostile, ID)).toBeNull();
    });
  });

  it('random data never throws and is never accepted (10,000 cases)', () => {
    fc.assert(
      fc.property(fc.anything({ withObjectString: true, withNullPrototype: true }), (data) => {
        expect(parseGuestMessage(data, ID)).toBeNull();
        expect(parseHostMessage(data, ID)).toBeNull();
      }),
      { numRuns: 10_000 },
    );
  });

  describe('when it comes in another protocol version (the compatibility rule)', () => {
    it.each([
      ['a v1 ready for a widget', 1, 'ready', { widget: 'stake' }, true],
      ['a v1 ready for a page (pages came in v2)', 1, 'ready', { page: '/simple-earn' }, false],
      ['a v2 login_required', 2, 'login_required', { reason: 'logged_out' }, true],
      ['a v2 login_required after a 401', 2, 'login_required', { reason: 'session_expired' }, true],
      ['a v1 login_required (v1 has none)', 1, 'login_required', { reason: 'logged_out' }, false],
      ['a v2 login_required with another reason', 2, 'login_required', { reason: 'bored' }, false],
      ['a v3 page', 3, 'page', { page: '/simple-earn/my-lendings?tab=fixed' }, true],
      ['a v2 page (v2 has none)', 2, 'page', { page: '/simple-earn' }, false],
      ['a v3 page outside the area', 3, 'page', { page: '/vip?upTo=5' }, false],
      ['a v3 page on another site', 3, 'page', { page: 'https://evil.example/simple-earn' }, false],
      ['a v4 pong', 4, 'pong', {}, true],
      ['a v3 pong (v3 has none)', 3, 'pong', {}, false],
      ['a v4 pong with a payload', 4, 'pong', { widget: 'stake' }, false],
      ['a v5 envelope (newer than this side)', 5, 'resize', { height: 1 }, false],
      ['a v0 envelope', 0, 'resize', { height: 1 }, false],
      ['a fractional version', 1.5, 'resize', { height: 1 }, false],
      ['a version as a string', '2', 'resize', { height: 1 }, false],
    ])('%s: accepted %s', (_, v, type, payload, accepted) => {
      const data = { ...envelope(ID, type, payload), v };
      expect(parseGuestMessage(data, ID) !== null).toBe(accepted);
    });

    it.each([
      [4, {}, true],
      [3, {}, false],
      [4, { now: true }, false],
    ])('a v%i ping with payload %j: accepted %s', (v, payload, accepted) => {
      const data = envelope(ID, 'ping', payload, v as 3 | 4);
      expect(parseHostMessage(data, ID) !== null).toBe(accepted);
      // A ping is the host's: from the guest it is never a message.
      expect(parseGuestMessage(data, ID)).toBeNull();
    });

    it.each([
      [1, { isLogin: true }, false],
      [2, { isLogin: true }, true],
      [2, { isLogin: 'yes' }, false],
      [1, { tierLevel: 3 }, true],
    ])('a v%i init with user %j: accepted %s', (v, user, accepted) => {
      const data = envelope(ID, 'init', { user }, v as 1 | 2);
      expect(parseHostMessage(data, ID) !== null).toBe(accepted);
    });

    it.each([
      [3, 'dev-7f3a_9b.C/+=', true],
      [3, 'x'.repeat(256), true],
      [2, 'dev-7f3a', false],
      [1, 'dev-7f3a', false],
      [3, '', false],
      [3, 'x'.repeat(257), false],
      [3, 'dev 7f3a', false],
      [3, 'dev\r\nX-Fund-Password: 1', false],
      [3, 'dév', false],
      [3, 7, false],
    ])('a v%i update with deviceToken %j: accepted %s', (v, deviceToken, accepted) => {
      const data = envelope(ID, 'update', { deviceToken }, v as 1 | 2 | 3);
      expect(parseHostMessage(data, ID) !== null).toBe(accepted);
    });
  });

  it('every widget name is a valid ready payload', () => {
    for (const widget of FRAME_WIDGETS) {
      expect(parseGuestMessage(envelope(ID, 'ready', { widget }), ID)).not.toBeNull();
    }
  });
});

describe('embed protocol: given a host message', () => {
  it.each([
    ['init', { locale: 'zh-CN', theme: 'dark' }, true],
    ['update', { theme: 'vip' }, true],
    ['update', { theme: 'neon' }, false],
    ['success', { widget: 'stake', coin: 'ETH', amount: '1' }, false],
  ])('%s %j accepted: %s', (type, payload, accepted) => {
    expect(parseHostMessage(envelope(ID, type, payload), ID) !== null).toBe(accepted);
  });
});

describe('embed protocol: given the user traits in a host message', () => {
  describe('when they are well formed', () => {
    it.each([
      [{ tierLevel: 0, kycLevel: 0, verified: false }],
      [{ tierLevel: 16 }],
      [{ kycLevel: 3 }],
      [{ verified: true }],
      [{}],
    ])('init and update with user %j are accepted as sent', (user) => {
      for (const type of ['init', 'update']) {
        const message = envelope(ID, type, { locale: 'en', user });
        expect(parseHostMessage(message, ID)).toEqual(message);
      }
    });
  });

  describe('when anything about them is off, the whole message is dropped', () => {
    it.each([
      ['a tier above 16', { tierLevel: 17 }],
      ['a negative tier', { tierLevel: -1 }],
      ['a fractional tier', { tierLevel: 1.5 }],
      ['a tier as a string', { tierLevel: '5' }],
      ['a NaN tier', { tierLevel: Number.NaN }],
      ['an infinite KYC level', { kycLevel: Number.POSITIVE_INFINITY }],
      ['a negative KYC level', { kycLevel: -2 }],
      ['a fractional KYC level', { kycLevel: 0.5 }],
      ['a KYC level beyond safe integers', { kycLevel: 2 ** 60 }],
      ['verified as a string', { verified: 'true' }],
      ['verified as 1', { verified: 1 }],
      ['an id', { id: 'u1' }],
      ['an unknown key', { tierLevel: 1, admin: true }],
      ['null', null],
      ['an array', [{ tierLevel: 1 }]],
      ['a string', 'vip5'],
      ['an object with a prototype', Object.create({ tierLevel: 1 })],
    ])('%s', (_, user) => {
      expect(parseHostMessage(envelope(ID, 'init', { theme: 'dark', user }), ID)).toBeNull();
      expect(parseHostMessage(envelope(ID, 'update', { user }), ID)).toBeNull();
    });
  });
});

describe('embed protocol: given an origin allowlist', () => {
  const allow = ['https://assets.exchange.example', 'http://localhost:6007'];
  it.each([
    ['https://assets.exchange.example', true],
    ['http://localhost:6007', true],
    ['https://assets.exchange.example.evil.test', false],
    ['https://evil.assets.exchange.example', false],
    ['http://assets.exchange.example', false],
    ['https://assets.exchange.example:444', false],
    ['https://assets.exchange.example/', false],
    ['HTTPS://ASSETS.EXCHANGE.EXAMPLE', false],
    ['null', false],
    ['*', false],
    ['', false],
    ['not a url', false],
  ])('%s → %s', (origin, allowed) => {
    expect(isAllowedOrigin(origin, allow)).toBe(allowed);
  });
});

describe('embed protocol: given a widget and the parameters it is given (§2 routes, FRAME_WIDGET_NEEDS)', () => {
  it.each<[FrameWidget, string[], string[]]>([
    // §2 /staking/{coin}: the coin names the product.
    ['stake', ['coin'], []],
    ['stake', ['pid'], ['coin']],
    ['stake-redeem', [], ['coin']],
    // §2 Simple Earn routes name the coin `asset`; either name is read.
    ['subscribe', ['asset'], []],
    ['subscribe', ['coin', 'pid'], []],
    ['subscribe', ['pid'], ['asset or coin']],
    ['redeem', [], ['asset or coin']],
    // §2 dual share link: pid, type and coin; pid is optional (the dialog chooses a product).
    ['dual', ['coin', 'type'], []],
    ['dual', ['coin'], ['type']],
    ['dual', [], ['coin', 'type']],
    ['launch-pool-stake', ['pid'], []],
    ['launch-pool-stake', [], ['pid']],
    ['launch-pool-redeem', ['pid'], ['rid']],
    ['launch-pool-redeem', ['pid', 'rid'], []],
  ])('%s given %j still needs %j', (widget, given, missing) => {
    expect(missingWidgetParams(widget, (name) => given.includes(name))).toEqual(missing);
  });

  it('knows every widget a frame mounts, and no other name', () => {
    for (const widget of FRAME_WIDGETS) expect(isFrameWidget(widget)).toBe(true);
    for (const other of ['launch-pool', 'Stake', '', undefined, 1, {}])
      expect(isFrameWidget(other)).toBe(false);
  });
});
