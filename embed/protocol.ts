/**
 * The wealthkit frame protocol: the one place that says what crosses between the assets frame
 * (host) and the wealthkit iframe (guest). Both sides import it.
 *
 *   host page (assets frame)                          guest iframe (?is_frame=1)
 *   ------------------------                          --------------------------
 *                              <--- ready  {widget} | {page} ---
 *   --- init {locale, theme, user} --->
 *                              <--- resize {height} ---   (whenever the content height changes)
 *   --- update {locale?, theme?, user?} --->
 *                              <--- success {...}  ----   (a stake/redeem/subscribe/purchase landed)
 *                              <--- reopen_stake {...} -  ("continue staking" after success)
 *                              <--- open_page {href} --   (the guest never navigates itself;
 *                                                           href checked against §2 pages)
 *                              <--- close {widget} ----
 *
 *   The host creates the iframe with ?is_frame=1&widget=..&instance_id=..&parent_origin=.. (see
 *   FRAME_QUERY), or with `page=` instead of `widget=`: a page of the wealth area (§2, the route
 *   table WealthArea serves, e.g. page=/simple-earn/my-lendings?tab=fixed). A page frame moves
 *   between the area's pages itself (its own history entries, so a reload keeps the page), posts
 *   `success` for every money intent that lands there, and asks for every other page by open_page. The guest posts only to `parent_origin`, and only when its deploy-time config
 *   lists that origin; the host posts only to the origin of the iframe's src (or `allowedOrigin`).
 *
 * Every message is an envelope `{ source: 'wealthkit', v: 1, instanceId, type, payload }`.
 * A receiver acts on a message only when ALL hold: the event's origin is exactly one of its
 * allowed origins (no prefix/suffix matching, never "null"), the event came from the expected
 * window, the envelope validates, and the instance id is the one it expects. Anything else is
 * dropped without throwing. Nothing is ever posted to '*': the target origin is always exact.
 */

import {
  type ClosePayload,
  type OpenPagePayload,
  type ReopenStakePayload,
  type SuccessPayload,
  WIDGET_NAMES,
  type WidgetName,
} from '../src/domain/events';
import { isFrameAreaHref, isFramePageHref } from './pageRoutes';

export { isFrameAreaHref, isFramePageHref };

export const PROTOCOL_SOURCE = 'wealthkit';
export const PROTOCOL_VERSION = 1;

/** The widgets a frame can mount (`widget` query parameter). */
export const FRAME_WIDGETS = WIDGET_NAMES;
export type FrameWidget = WidgetName;
export type { ClosePayload, OpenPagePayload, ReopenStakePayload, SuccessPayload };

export type FrameTheme = 'light' | 'dark' | 'vip';

export interface GuestMessages {
  /** The widget the frame shows, or the area page it shows now (after a reload, maybe not the first). */
  ready: { widget: FrameWidget } | { page: string };
  resize: { height: number };
  close: ClosePayload;
  success: SuccessPayload;
  open_page: OpenPagePayload;
  reopen_stake: ReopenStakePayload;
}

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
}

/** What the host sets: in `init`, and changed in `update` (a `user` there changes only its fields). */
export interface FrameSettings {
  locale?: string;
  theme?: FrameTheme;
  user?: FrameUser;
}

export interface HostMessages {
  init: FrameSettings;
  update: FrameSettings;
}

export type GuestMessageType = keyof GuestMessages;
export type HostMessageType = keyof HostMessages;

export interface Envelope<T extends string = string, P = unknown> {
  source: typeof PROTOCOL_SOURCE;
  v: typeof PROTOCOL_VERSION;
  instanceId: string;
  type: T;
  payload: P;
}

/** A guest message as the host SDK hands it to `onEvent`: `{ type, payload }`. */
export type GuestEvent = {
  [K in GuestMessageType]: { type: K; payload: GuestMessages[K] };
}[GuestMessageType];

/** The query parameters the host puts on the guest's URL (§2 `is_frame=1` plus the widget's). */
export const FRAME_QUERY = {
  isFrame: 'is_frame',
  widget: 'widget',
  instanceId: 'instance_id',
  parentOrigin: 'parent_origin',
  page: 'page',
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

type Check = (payload: Record<string, unknown>) => boolean;

const isString = (v: unknown, max = 256): v is string =>
  typeof v === 'string' && v.length > 0 && v.length <= max;
const isOptionalString = (v: unknown, max = 256) => v === undefined || isString(v, max);
const isWidget = (v: unknown): v is FrameWidget => FRAME_WIDGETS.includes(v as FrameWidget);
const isTheme = (v: unknown) => v === undefined || v === 'light' || v === 'dark' || v === 'vip';
const isAmount = (v: unknown) => typeof v === 'string' && /^\d{1,12}(\.\d{1,18})?$/.test(v);
const hasOnly = (p: Record<string, unknown>, keys: string[]) => Object.keys(p).every((k) => keys.includes(k));

const guestChecks: Record<GuestMessageType, Check> = {
  ready: (p) =>
    (hasOnly(p, ['widget']) && isWidget(p.widget)) || (hasOnly(p, ['page']) && isFrameAreaHref(p.page)),
  resize: (p) =>
    hasOnly(p, ['height']) &&
    typeof p.height === 'number' &&
    Number.isFinite(p.height) &&
    p.height >= 0 &&
    p.height <= 100_000,
  close: (p) => hasOnly(p, ['widget']) && isWidget(p.widget),
  success: (p) =>
    hasOnly(p, ['widget', 'coin', 'amount', 'pid', 'orderId']) &&
    isWidget(p.widget) &&
    isString(p.coin, 32) &&
    isAmount(p.amount) &&
    isOptionalString(p.pid, 64) &&
    isOptionalString(p.orderId, 128),
  open_page: (p) => hasOnly(p, ['href']) && isFramePageHref(p.href),
  reopen_stake: (p) => hasOnly(p, ['coin', 'pid']) && isString(p.coin, 32) && isOptionalString(p.pid, 64),
};

const isLevel = (v: unknown, max = Number.MAX_SAFE_INTEGER) =>
  v === undefined || (Number.isSafeInteger(v) && (v as number) >= 0 && (v as number) <= max);
const isUser = (v: unknown) =>
  v === undefined ||
  (isPlainObject(v) &&
    hasOnly(v, ['tierLevel', 'kycLevel', 'verified']) &&
    isLevel(v.tierLevel, 16) &&
    isLevel(v.kycLevel) &&
    (v.verified === undefined || typeof v.verified === 'boolean'));
const isSettings: Check = (p) =>
  hasOnly(p, ['locale', 'theme', 'user']) &&
  isOptionalString(p.locale, 16) &&
  isTheme(p.theme) &&
  isUser(p.user);

const hostChecks: Record<HostMessageType, Check> = { init: isSettings, update: isSettings };

function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  const proto = Object.getPrototypeOf(value);
  return proto === Object.prototype || proto === null;
}

function parse<T>(data: unknown, checks: Record<string, Check>, instanceId: string): T | null {
  try {
    if (!isPlainObject(data)) return null;
    if (data.source !== PROTOCOL_SOURCE || data.v !== PROTOCOL_VERSION) return null;
    if (!isInstanceId(instanceId) || data.instanceId !== instanceId) return null;
    if (typeof data.type !== 'string' || !Object.hasOwn(checks, data.type)) return null;
    if (!isPlainObject(data.payload)) return null;
    const check = checks[data.type];
    return check?.(data.payload) ? (data as T) : null;
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

/** Builds an envelope. */
export function envelope<T extends string, P>(instanceId: string, type: T, payload: P): Envelope<T, P> {
  return { source: PROTOCOL_SOURCE, v: PROTOCOL_VERSION, instanceId, type, payload };
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
