import fc from 'fast-check';
import { isKnownVersion, PROTOCOL_VERSION } from './protocol';

/**
 * Fake windows for the embed's unit tests (node): just enough of Window, Document and
 * HTMLIFrameElement for mountWealthFrame and the guest bridge, with every postMessage recorded.
 */

export interface RecordedPost {
  data: unknown;
  targetOrigin: unknown;
}

export interface FakeWindow {
  readonly posts: RecordedPost[];
  postMessage(data: unknown, targetOrigin: unknown): void;
}

export function fakeTarget(): FakeWindow {
  const posts: RecordedPost[] = [];
  return { posts, postMessage: (data, targetOrigin) => posts.push({ data, targetOrigin }) };
}

type Listener = (event: MessageEvent) => void;

/** A window that keeps its message listeners, so a test can dispatch events to them. */
export function fakeListeningWindow(origin: string, extra: Record<string, unknown> = {}) {
  const listeners = new Set<Listener>();
  const self = fakeTarget();
  const win = {
    ...self,
    location: { href: `${origin}/page`, origin, ancestorOrigins: undefined as unknown },
    addEventListener: (type: string, listener: Listener) => {
      if (type === 'message') listeners.add(listener);
    },
    removeEventListener: (type: string, listener: Listener) => {
      if (type === 'message') listeners.delete(listener);
    },
    // The real timers, so vi.useFakeTimers() drives them.
    setTimeout: (run: () => void, ms: number) => setTimeout(run, ms),
    clearTimeout: (id: ReturnType<typeof setTimeout>) => clearTimeout(id),
    ...extra,
  };
  return {
    win,
    listeners,
    dispatch(event: { data: unknown; origin: string; source: unknown }) {
      for (const listener of [...listeners]) listener(event as unknown as MessageEvent);
    },
  };
}

export interface FakeIframe {
  title: string;
  src: string;
  style: { cssText: string; height: string };
  attributes: Record<string, string>;
  contentWindow: FakeWindow | null;
  removed: boolean;
  setAttribute(name: string, value: string): void;
  addEventListener(type: string, listener: () => void): void;
  /** Fires the iframe's load event, as the browser does when its page has loaded. */
  load(): void;
  remove(): void;
}

/** A host page: a container in a document in a window; created iframes get fake content windows. */
export function fakeHostPage(origin = 'https://assets.exchange.example') {
  const page = fakeListeningWindow(origin);
  const iframes: FakeIframe[] = [];
  const doc = {
    defaultView: page.win,
    createElement(tag: string): FakeIframe {
      if (tag !== 'iframe') throw new Error(`unexpected element ${tag}`);
      const loadListeners: Array<() => void> = [];
      const iframe: FakeIframe = {
        title: '',
        src: '',
        style: { cssText: '', height: '' },
        attributes: {},
        contentWindow: fakeTarget(),
        removed: false,
        setAttribute(name, value) {
          this.attributes[name] = value;
        },
        addEventListener(type, listener) {
          if (type === 'load') loadListeners.push(listener);
        },
        load() {
          for (const listener of loadListeners) listener();
        },
        remove() {
          this.removed = true;
        },
      };
      iframes.push(iframe);
      return iframe;
    },
  };
  const container = { ownerDocument: doc, appendChild: (child: unknown) => child };
  return { ...page, container: container as unknown as HTMLElement, iframes };
}

const PAYLOAD_KEYS = [
  'widget',
  'coin',
  'amount',
  'pid',
  'orderId',
  'height',
  'href',
  'page',
  'locale',
  'theme',
  'user',
];

export interface HostileOptions {
  /** The receiver's instance id. */
  instanceId: string;
  /** The one origin the receiver accepts. */
  origin: string;
  /** The one window the receiver accepts. */
  source: unknown;
  /** Valid [type, payload] pairs for the receiver; each case breaks one (or more) thing about one. */
  valid: Array<[string, Record<string, unknown>]>;
  /** Types of the other direction, which this receiver must never accept. */
  otherTypes: string[];
  /** Whether each valid payload's first key is required (so dropping it makes it invalid). @default true */
  firstKeyRequired?: boolean;
}

/**
 * Message events a receiver must drop: each is a valid message made wrong in one way (origin,
 * window, source, version, instance id, payload) or plain random data.
 */
export function hostileMessages(options: HostileOptions) {
  const { instanceId, origin, source, valid, otherTypes, firstKeyRequired = true } = options;
  const message = fc.constantFrom(...valid);
  // No strings or numbers: a string widget or a number height could be valid by chance.
  const wrongValue = fc.oneof(fc.boolean(), fc.constant(null), fc.array(fc.integer()), fc.object());
  const dropFirstKey = message.map(([type, p]) => {
    const { [Object.keys(p)[0] as string]: _dropped, ...rest } = p;
    return [type, rest] as const;
  });
  const badPayload = fc.oneof(
    ...(firstKeyRequired ? [dropFirstKey] : []),
    fc
      .tuple(
        message,
        fc.string().filter((k) => !PAYLOAD_KEYS.includes(k)),
        fc.anything(),
      )
      .map(([[type, p], key, value]) => [type, { ...p, [key]: value }] as const),
    fc
      .tuple(message, wrongValue)
      .map(([[type, p], value]) => [type, { ...p, [Object.keys(p)[0] as string]: value }] as const),
    fc
      .tuple(message, fc.oneof(fc.string(), fc.integer(), fc.constant(null), fc.array(fc.anything())))
      .map(([[type], p]) => [type, p] as const),
  );
  const otherOrigin = fc
    .oneof(
      fc.constantFrom(
        'null',
        '*',
        '',
        `${origin}.evil.test`,
        `${origin}/`,
        origin.toUpperCase(),
        origin.replace('https:', 'http:'),
        `${origin}:8443`,
        'https://evil.example',
      ),
      fc.webUrl().map((u) => new URL(u).origin),
    )
    .filter((o) => o !== origin);
  const wrap = (type: string, payload: unknown, extra: Record<string, unknown> = {}) => ({
    source: 'wealthkit',
    v: PROTOCOL_VERSION,
    instanceId,
    type,
    payload,
    ...extra,
  });
  const good = { origin: fc.constant(origin), source: fc.constant(source) };
  const data = message.map(([t, p]) => wrap(t, p));
  return fc.oneof(
    fc.record({ origin: otherOrigin, source: good.source, data }),
    fc.record({ origin: good.origin, source: fc.constantFrom(null, fakeTarget(), {}), data }),
    fc.record({
      ...good,
      data: fc
        .tuple(
          message,
          fc.anything().filter((s) => s !== 'wealthkit'),
        )
        .map(([[t, p], s]) => wrap(t, p, { source: s })),
    }),
    fc.record({
      ...good,
      data: fc
        .tuple(
          message,
          // Any version this side does not read (it reads 1 and 2).
          fc.anything().filter((v) => !isKnownVersion(v)),
        )
        .map(([[t, p], v]) => wrap(t, p, { v })),
    }),
    fc.record({
      ...good,
      data: fc
        .tuple(
          message,
          fc.anything().filter((i) => i !== instanceId),
        )
        .map(([[t, p], i]) => wrap(t, p, { instanceId: i })),
    }),
    fc.record({ ...good, data: badPayload.map(([t, p]) => wrap(t, p)) }),
    fc.record({
      ...good,
      data: fc
        .tuple(fc.constantFrom(...otherTypes, 'toString', '__proto__', 'constructor'), message)
        .map(([t, [, p]]) => wrap(t, p)),
    }),
    fc.record({ ...good, data: fc.anything({ withObjectString: true, withNullPrototype: true }) }),
  );
}
