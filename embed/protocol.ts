/**
 * The wealthkit frame protocol: the one place that says what crosses between the assets frame
 * (host) and the wealthkit iframe (guest). Both sides import it.
 *
 *   host page (assets frame)                          guest iframe (?is_frame=1)
 *   ------------------------                          --------------------------
 *                              <--- ready  {widget} | {page} ---
 *   --- init {locale, theme, user, deviceToken} --->
 *                              <--- resize {height} ---   (whenever the content height changes)
 *   --- update {locale?, theme?, user?, deviceToken?} --->
 *                              <--- success {...}  ----   (a stake/redeem/subscribe/purchase landed)
 *                              <--- reopen_stake {...} -  ("continue staking" after success)
 *                              <--- open_page {href} --   (the guest never navigates itself;
 *                                                           href checked against §2 pages)
 *                              <--- close {widget} ----
 *                              <--- login_required {reason} --  (v2: a logged-out customer acted,
 *                                                                or the session ended mid-flow)
 *                              <--- page {page} ----   (v3: a page frame moved to another page)
 *   --- update {user: {isLogin: true, ...}} --->             (the frame goes on where it was)
 *   --- ping {} --->                                 (v4: the iframe loaded a page again: a reload)
 *                              <--- pong {} ----     (v4: this page has said ready and is running)
 *
 *   The host creates the iframe with ?is_frame=1&widget=..&instance_id=..&parent_origin=.. (see
 *   FRAME_QUERY), or with `page=` instead of `widget=`: a page of the wealth area (§2, the route
 *   table WealthArea serves, e.g. page=/simple-earn/my-lendings?tab=fixed). A page frame moves
 *   between the area's pages itself (its own history entries, so a reload keeps the page), posts
 *   `success` for every money intent that lands there, and asks for every other page by open_page. The guest posts only to `parent_origin`, and only when its deploy-time config
 *   lists that origin; the host posts only to the origin of the iframe's src (or `allowedOrigin`).
 *
 * Every message is an envelope `{ source: 'wealthkit', v, instanceId, type, payload }` (see
 * PROTOCOL_VERSION for `v` and the compatibility rule).
 * A receiver acts on a message only when ALL hold: the event's origin is exactly one of its
 * allowed origins (no prefix/suffix matching, never "null"), the event came from the expected
 * window, the envelope validates, and the instance id is the one it expects. Anything else is
 * dropped without throwing. Nothing is ever posted to '*': the target origin is always exact.
 */

import {
  type ClosePayload,
  type LoginRequiredReason,
  type OpenPagePayload,
  type ReopenStakePayload,
  type SuccessPayload,
  WIDGET_NAMES,
  type WidgetName,
} from '../src/domain/events';
import { isFrameAreaHref, isFramePageHref } from './pageRoutes';

export { isFrameAreaHref, isFramePageHref };

export const PROTOCOL_SOURCE = 'wealthkit';

/**
 * The protocol's version. Every envelope carries its sender's `v`, and the sides keep to this
 * compatibility rule, so a host and a guest deployed at different times still talk:
 * 1. A receiver accepts every version from PROTOCOL_MIN_VERSION up to its own and reads each
 *    envelope by the rules of the envelope's version: a type or field added later (see below) is
 *    refused in an older envelope, and an envelope newer than the receiver is dropped.
 * 2. Nobody sends a version the other side does not know. The host names its version on the
 *    guest's URL (`wk_v`; none means 1); the guest speaks the lower of that and its own from its
 *    first message on, and sends nothing that version lacks (a v1 host gets no `login_required`:
 *    the frame shows its own login message instead). The host answers in the lower of its version
 *    and `ready`'s, leaving out what that version lacks (a v1 guest gets no `isLogin`).
 * 3. Versions only add. A message or field never changes its meaning; taking one away is a new
 *    protocol with another `source`.
 *
 * v1: ready {widget}, resize, close, success, open_page, reopen_stake; init and update with
 *     locale, theme and user {tierLevel, kycLevel, verified}.
 * v2: ready {page} (a frame on a page of the wealth area), login_required {reason}, and
 *     user.isLogin in init and update.
 * v3: deviceToken in init and update (the launch pool's orders carry it, §7); page {page} from a
 *     page frame that moved to another page of the area.
 * v4: ping {} and pong {}. When the iframe loads a page again (the customer's "Reload frame", the
 *     iframe moved in the host's page), the host pings it and waits for a pong or a ready. The
 *     new page's ready may come before or after the iframe's load event, so the host could not
 *     tell a page that already said ready from one that never will. A guest answers ping only
 *     after it has said ready.
 */
export const PROTOCOL_VERSION = 4;
/** The oldest version this side still reads and speaks. */
export const PROTOCOL_MIN_VERSION = 1;
export type ProtocolVersion = 1 | 2 | 3 | 4;

/** The widgets a frame can mount (`widget` query parameter). */
export const FRAME_WIDGETS = WIDGET_NAMES;
export type FrameWidget = WidgetName;
export type { ClosePayload, OpenPagePayload, ReopenStakePayload, SuccessPayload };

export type FrameTheme = 'light' | 'dark' | 'vip';

/**
 * The query parameters a widget cannot open without, each entry one parameter or a choice of
 * them (Simple Earn's §2 routes name the coin `asset`, the others `coin`): the staking coin, the
 * Simple Earn coin, the dual share link's coin and type, the launch pool project (and its reward
 * pool to redeem from). The host refuses to mount a frame without them and the guest, reached by
 * another URL, says it cannot show the widget: either way a frame is never a blank box.
 */
export const FRAME_WIDGET_NEEDS: Readonly<Record<FrameWidget, ReadonlyArray<readonly string[]>>> = {
  stake: [['coin']],
  'stake-redeem': [['coin']],
  subscribe: [['asset', 'coin']],
  redeem: [['asset', 'coin']],
  dual: [['coin'], ['type']],
  'launch-pool-stake': [['pid']],
  'launch-pool-redeem': [['pid'], ['rid']],
};

/** Whether `widget` is one a frame can mount (a host's JavaScript, or a URL, may name any). */
export function isFrameWidget(widget: unknown): widget is FrameWidget {
  return (FRAME_WIDGETS as readonly unknown[]).includes(widget);
}

/**
 * What `widget` still needs among `has` (the parameters given, present and non-empty), as the
 * host's error names it: `['coin', 'type']`, `['asset or coin']`; empty when nothing is missing.
 */
export function missingWidgetParams(widget: FrameWidget, has: (name: string) => boolean): string[] {
  return FRAME_WIDGET_NEEDS[widget]
    .filter((choice) => !choice.some(has))
    .map((choice) => choice.join(' or '));
}

export interface GuestMessages {
  /** The widget the frame shows, or the area page it shows now (after a reload, maybe not the first). */
  ready: { widget: FrameWidget } | { page: string };
  resize: { height: number };
  close: ClosePayload;
  success: SuccessPayload;
  open_page: OpenPagePayload;
  reopen_stake: ReopenStakePayload;
  /** v2: the customer must log in; the host does so and answers with `update { user: { isLogin: true } }`. */
  login_required: { reason: LoginReason };
  /**
   * v3: a page frame now shows another page of the area (the customer moved, or stepped Back), so
   * the host can keep it in its own URL and mount the frame on it again after a reload.
   */
  page: { page: string };
  /** v4: the answer to `ping`: this page has said ready and is running. Not passed to `onEvent`. */
  pong: Record<string, never>;
}

/** Why the frame asks for login: the provider's reason, as it is (src/domain/events.ts). */
export type LoginReason = LoginRequiredReason;

/**
 * The customer's traits as the host knows them (field names of `WealthUser`). Each one left out
 * keeps the guest's current value (at first: signed in, tier 0, KYC 0, not verified).
 */
export interface FrameUser {
  /** VIP tier level, an integer 0..16 (§6: VIP fixed products need 5, the VIP manager 8). */
  tierLevel?: number;
  /** KYC level, an integer ≥ 0 (sent with coin-info, §7). */
  kycLevel?: number;
  /** The verified flag of §6. */
  verified?: boolean;
  /**
   * v2: whether the customer is signed in. False shows the logged-out states (a Log in button that
   * posts `login_required`); true after a login lets the frame go on where it was.
   */
  isLogin?: boolean;
}

/** What the host sets: in `init`, and changed in `update` (a `user` there changes only its fields). */
export interface FrameSettings {
  locale?: string;
  theme?: FrameTheme;
  user?: FrameUser;
  /**
   * v3: the exchange's device token for this browser, as the host page sends it on its own
   * requests. §7: the launch pool's create-order and redeem carry it in a header; without it the
   * exchange refuses them. Printable ASCII without spaces, at most 256 characters.
   */
  deviceToken?: string;
}

export interface HostMessages {
  init: FrameSettings;
  update: FrameSettings;
  /** v4: the iframe has loaded a page again; a guest that has said ready answers `pong`. */
  ping: Record<string, never>;
}

export type GuestMessageType = keyof GuestMessages;
export type HostMessageType = keyof HostMessages;

export interface Envelope<T extends string = string, P = unknown> {
  source: typeof PROTOCOL_SOURCE;
  v: ProtocolVersion;
  instanceId: string;
  type: T;
  payload: P;
}

/** A guest message as the host SDK hands it to `onEvent`: `{ type, payload }` (all but `pong`). */
export type GuestEvent = {
  [K in Exclude<GuestMessageType, 'pong'>]: { type: K; payload: GuestMessages[K] };
}[Exclude<GuestMessageType, 'pong'>];

/** The query parameters the host puts on the guest's URL (§2 `is_frame=1` plus the widget's). */
export const FRAME_QUERY = {
  isFrame: 'is_frame',
  widget: 'widget',
  instanceId: 'instance_id',
  parentOrigin: 'parent_origin',
  page: 'page',
  /** The host's protocol version, so the guest's first message is one the host reads. */
  version: 'wk_v',
  /**
   * Whether the host's customer is signed in as the frame opens (`1` or `0`; left out when the
   * host does not say): the frame's first render and its early reads know it before `init`, which
   * still carries it. An older guest ignores it; without it a guest assumes signed in, as before.
   */
  login: 'wk_login',
} as const;

/** An instance id: what the host mints and the guest echoes (letters, digits, - and _). */
export function isInstanceId(value: unknown): value is string {
  return typeof value === 'string' && /^[A-Za-z0-9_-]{1,64}$/.test(value);
}

/** A fresh, unguessable instance id (a third party cannot aim a message at a frame it cannot see). */
export function newInstanceId(): string {
  const bytes = new Uint8Array(16);
  globalThis.crypto.getRandomValues(bytes);
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

export type GuestEnvelope = { [K in GuestMessageType]: Envelope<K, GuestMessages[K]> }[GuestMessageType];
export type HostEnvelope = { [K in HostMessageType]: Envelope<K, HostMessages[K]> }[HostMessageType];

/** A payload check, told the envelope's version (what a version lacks is refused in it). */
type Check = (payload: Record<string, unknown>, v: ProtocolVersion) => boolean;

const isString = (v: unknown, max = 256): v is string =>
  typeof v === 'string' && v.length > 0 && v.length <= max;
const isOptionalString = (v: unknown, max = 256) => v === undefined || isString(v, max);
const isTheme = (v: unknown) => v === undefined || v === 'light' || v === 'dark' || v === 'vip';
const isAmount = (v: unknown) => typeof v === 'string' && /^\d{1,12}(\.\d{1,18})?$/.test(v);
const hasOnly = (p: Record<string, unknown>, keys: string[]) => Object.keys(p).every((k) => keys.includes(k));

/** v4's ping and pong: nothing but the envelope. */
const isLiveness: Check = (p, v) => v >= 4 && hasOnly(p, []);

const guestChecks: Record<GuestMessageType, Check> = {
  ready: (p, v) =>
    (hasOnly(p, ['widget']) && isFrameWidget(p.widget)) ||
    (v >= 2 && hasOnly(p, ['page']) && isFrameAreaHref(p.page)),
  resize: (p) =>
    hasOnly(p, ['height']) &&
    typeof p.height === 'number' &&
    Number.isFinite(p.height) &&
    p.height >= 0 &&
    p.height <= 100_000,
  close: (p) => hasOnly(p, ['widget']) && isFrameWidget(p.widget),
  success: (p) =>
    hasOnly(p, ['widget', 'coin', 'amount', 'pid', 'orderId']) &&
    isFrameWidget(p.widget) &&
    isString(p.coin, 32) &&
    isAmount(p.amount) &&
    isOptionalString(p.pid, 64) &&
    isOptionalString(p.orderId, 128),
  open_page: (p) => hasOnly(p, ['href']) && isFramePageHref(p.href),
  reopen_stake: (p) => hasOnly(p, ['coin', 'pid']) && isString(p.coin, 32) && isOptionalString(p.pid, 64),
  login_required: (p, v) =>
    v >= 2 && hasOnly(p, ['reason']) && (p.reason === 'logged_out' || p.reason === 'session_expired'),
  page: (p, v) => v >= 3 && hasOnly(p, ['page']) && isFrameAreaHref(p.page),
  pong: isLiveness,
};

const isLevel = (v: unknown, max = Number.MAX_SAFE_INTEGER) =>
  v === undefined || (Number.isSafeInteger(v) && (v as number) >= 0 && (v as number) <= max);
const isOptionalBoolean = (v: unknown) => v === undefined || typeof v === 'boolean';
const isUser = (u: unknown, v: ProtocolVersion) =>
  u === undefined ||
  (isPlainObject(u) &&
    hasOnly(
      u,
      v >= 2 ? ['tierLevel', 'kycLevel', 'verified', 'isLogin'] : ['tierLevel', 'kycLevel', 'verified'],
    ) &&
    isLevel(u.tierLevel, 16) &&
    isLevel(u.kycLevel) &&
    isOptionalBoolean(u.verified) &&
    isOptionalBoolean(u.isLogin));
/** A header value: printable ASCII, no spaces (nothing that could split or fold a header). */
const isDeviceToken = (v: unknown) =>
  v === undefined || (typeof v === 'string' && /^[\x21-\x7e]{1,256}$/.test(v));
const isSettings: Check = (p, v) =>
  hasOnly(p, v >= 3 ? ['locale', 'theme', 'user', 'deviceToken'] : ['locale', 'theme', 'user']) &&
  isOptionalString(p.locale, 16) &&
  isTheme(p.theme) &&
  isUser(p.user, v) &&
  isDeviceToken(p.deviceToken);

const hostChecks: Record<HostMessageType, Check> = {
  init: isSettings,
  update: isSettings,
  ping: isLiveness,
};

function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  const proto = Object.getPrototypeOf(value);
  return proto === Object.prototype || proto === null;
}

/** A version this side reads: from PROTOCOL_MIN_VERSION to PROTOCOL_VERSION. */
export function isKnownVersion(v: unknown): v is ProtocolVersion {
  return Number.isInteger(v) && (v as number) >= PROTOCOL_MIN_VERSION && (v as number) <= PROTOCOL_VERSION;
}

/** The version two sides speak: the lower of theirs. */
export function commonVersion(theirs: ProtocolVersion): ProtocolVersion {
  return Math.min(theirs, PROTOCOL_VERSION) as ProtocolVersion;
}

function parse<T>(data: unknown, checks: Record<string, Check>, instanceId: string): T | null {
  try {
    if (!isPlainObject(data)) return null;
    const v = data.v;
    if (data.source !== PROTOCOL_SOURCE || !isKnownVersion(v)) return null;
    if (!isInstanceId(instanceId) || data.instanceId !== instanceId) return null;
    if (typeof data.type !== 'string' || !Object.hasOwn(checks, data.type)) return null;
    if (!isPlainObject(data.payload)) return null;
    const check = checks[data.type];
    return check?.(data.payload, v) ? (data as T) : null;
  } catch {
    // A hostile object (a throwing getter, a proxy) is malformed, not an exception for the page.
    return null;
  }
}

/** A guest message for this instance, or null when it is anything else. Never throws. */
export function parseGuestMessage(data: unknown, instanceId: string): GuestEnvelope | null {
  return parse<GuestEnvelope>(data, guestChecks, instanceId);
}

/** A host message for this instance, or null when it is anything else. Never throws. */
export function parseHostMessage(data: unknown, instanceId: string): HostEnvelope | null {
  return parse<HostEnvelope>(data, hostChecks, instanceId);
}

/** Builds an envelope, in this side's version unless told the (older) one to speak. */
export function envelope<T extends string, P>(
  instanceId: string,
  type: T,
  payload: P,
  v: ProtocolVersion = PROTOCOL_VERSION,
): Envelope<T, P> {
  return { source: PROTOCOL_SOURCE, v, instanceId, type, payload };
}

/**
 * Exact origin match against an allowlist: scheme, host and port must be equal to one entry.
 * `"null"` (sandboxed or file: frames) and anything that is not a serialised origin never match.
 */
export function isAllowedOrigin(origin: string, allowlist: readonly string[]): boolean {
  if (origin === 'null' || origin === '' || origin === '*') return false;
  let canonical: string;
  try {
    canonical = new URL(origin).origin;
  } catch {
    return false;
  }
  // The event's origin is already serialised; anything with a path, a trailing slash or different
  // case is not what a browser sends, so it is refused rather than normalised into a match.
  if (canonical !== origin) return false;
  return allowlist.includes(origin);
}
