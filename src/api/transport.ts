import { following, wait } from './abortable';
import type { NamedRoute, RouteName } from './allRoutes';
import { callUrl } from './callUrl';
import { CODE_LOGIN_REQUIRED } from './codes';
import { errorFromEnvelope, parseEnvelope, type WealthEnvelope } from './envelope';
import { NetworkError } from './errors/NetworkError';
import { LoginRequiredError, ResponseFormatError } from './errors/rowErrors';
import { isWealthError, type WealthError } from './errors/WealthError';
import {
  DEFAULT_RETRY,
  DEFAULT_TIMEOUT_MS,
  defaultBackoff,
  RETRY_STATUS_CODES,
  type WealthClientOptions,
} from './options';
import type { PathParams, RouteSpec } from './routes';

/** Header carrying the idempotency key of a money-moving POST. */
export const IDEMPOTENCY_KEY_HEADER = 'Idempotency-Key';
/** Header carrying the fund password on the re-send of §4's funding password flow. */
export const FUND_PASSWORD_HEADER = 'X-Fund-Password';
/** Header carrying the device token on launch pool money POSTs (§7; the name is our choice). */
export const DEVICE_TOKEN_HEADER = 'X-Device-Token';

let toldNoDeviceToken = false;

/**
 * Tells the host's developer, once a page, that a launch pool order is leaving without the device
 * token §7 requires: the exchange refuses it, and the customer reads only the exchange's words
 * (seen in a tarball host whose provider had no `deviceToken`: the stake failed with a message
 * about a header the customer cannot act on, and nothing told the developer why).
 */
function warnNoDeviceToken(route: RouteSpec): void {
  if (toldNoDeviceToken) return;
  toldNoDeviceToken = true;
  console.warn(`wealthkit: no deviceToken given, and ${route.path} needs ${DEVICE_TOKEN_HEADER} (§7)`);
}

/** A money-moving request as data: enough to recognise the same intent and to send it again. */
export interface MoneyRequest {
  /** The route's name in `ROUTES`. */
  route: RouteName;
  /**
   * The route's row itself: a resend after a reload sends it as it is, so a page needs no more of
   * the route table than its own widgets' groups.
   */
  spec: RouteSpec;
  /** Values for `{name}` segments. */
  params?: PathParams;
  /** The JSON body. */
  body?: unknown;
  /** Envelope codes accepted as success besides 0 and 200. */
  successCodes?: readonly number[];
}

/** What every money-moving POST takes besides its body. */
export interface MoneyOptions {
  /**
   * Minted once per user intent with `createIdempotencyKey()` and reused for every send of it. A
   * function is asked with the request about to go out and returns the key: that is how the
   * provider's intent ledger recognises a resend of the same intent (and records it for a reload).
   * It may also return the body to send: the first send's, so that a resend is the same request.
   */
  idempotencyKey: string | ((request: MoneyRequest) => string | { key: string; body: unknown });
  /** The fund password, on the re-send after the server asked for it (§4). @default undefined */
  fundPassword?: string;
}

/** Per-call options of every endpoint function. */
export interface CallOptions {
  /** Aborts the call, including the pauses between read retries. @default undefined */
  signal?: AbortSignal;
}

/** Per-call options of a money-moving endpoint function. */
export type MoneyCallOptions = MoneyOptions & CallOptions;

/** A query value; `undefined` drops the parameter. */
export type QueryValue = string | number | boolean | undefined;
/** Query parameters of a call. */
export type Query = Record<string, QueryValue>;

/** One call for `client.request`. */
export interface WealthRequest {
  /** The route table row (`ROUTES.x`). */
  route: RouteSpec;
  /** Values for `{name}` segments. @default {} */
  params?: PathParams;
  /** Query string. @default {} */
  query?: Query;
  /** JSON body. @default undefined */
  body?: unknown;
  /** Required when the route is money-moving. @default undefined */
  money?: MoneyOptions;
  /** Aborts the call. @default undefined */
  signal?: AbortSignal;
  /** Envelope codes accepted as success besides 0 and 200 (the flexible redeem's 213). @default [] */
  successCodes?: readonly number[];
}

/** The request machinery the endpoint groups share. */
export interface Transport {
  /** Whether the client is in VIP mode (§6). */
  readonly vip: boolean;
  /** Sends a call and returns the whole envelope; throws a WealthError for any §8 failure. */
  envelope<T>(request: WealthRequest): Promise<WealthEnvelope<T>>;
  /** Sends a call and returns its `data`; throws a WealthError for any §8 failure. */
  request<T>(request: WealthRequest): Promise<T>;
}

/** What a failed attempt was, for the retry decision and the §8 error. */
type Failure =
  | { kind: 'thrown'; error: unknown }
  | { kind: 'timeout' }
  | { kind: 'status'; response: Response };

/**
 * How an attempt ended: an answer, or a failure; `release` unhooks the attempt from the call's
 * signal once nothing of it is read any more (`following`).
 */
type Sent = ({ kind: 'answer'; response: Response } | Failure) & { release?: () => void };

function isAbortError(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { name?: unknown }).name === 'AbortError';
}

/** An HTTP status that is not a success, as the §8 error the UI understands. */
async function errorFromStatus(response: Response): Promise<WealthError> {
  const status = response.status;
  const cause = new Error(`HTTP ${status}`);
  if (status === CODE_LOGIN_REQUIRED) return new LoginRequiredError({ code: status, cause });
  if (status >= 500 || RETRY_STATUS_CODES.includes(status)) {
    return new NetworkError({ reason: 'http', code: status, cause });
  }
  // A 4xx may still carry the envelope with the real reason; otherwise it is not our format.
  try {
    const mapped = errorFromEnvelope(parseEnvelope(await response.text()));
    if (mapped) return mapped;
  } catch {
    // Not an envelope: fall through.
  }
  return new ResponseFormatError({ code: status, cause });
}

/** Turns a failed attempt (or what reading a body threw) into the §8 error the UI understands. */
async function errorFromFailure(failure: Failure, signal: AbortSignal | undefined): Promise<WealthError> {
  if (failure.kind === 'status') return errorFromStatus(failure.response);
  if (failure.kind === 'timeout') return new NetworkError({ reason: 'timeout' });
  const { error } = failure;
  if (isWealthError(error)) return error;
  if (signal?.aborted || isAbortError(error)) return new NetworkError({ reason: 'aborted', cause: error });
  return new NetworkError({ reason: 'offline', cause: error });
}

/** Whether a failed attempt of a read may heal on its own (§8: network, timeout, 408/429/5xx). */
function mayHeal(failure: Failure, signal: AbortSignal): boolean {
  if (signal.aborted) return false;
  if (failure.kind === 'timeout') return true;
  if (failure.kind === 'status') return RETRY_STATUS_CODES.includes(failure.response.status);
  return !isAbortError(failure.error) && !isWealthError(failure.error);
}

/** A call of a named route (the group tables name every row) as the data a ledger keeps. */
function moneyRequestOf(call: WealthRequest): MoneyRequest {
  const route = (call.route as Partial<NamedRoute>).name;
  if (route === undefined) throw new TypeError(`${call.route.path} is not a row of ROUTES`);
  return {
    route,
    spec: call.route,
    ...(call.params === undefined ? {} : { params: call.params }),
    ...(call.body === undefined ? {} : { body: call.body }),
    ...(call.successCodes === undefined ? {} : { successCodes: call.successCodes }),
  };
}

/**
 * Builds the transport (see `WealthClientOptions` for each option): fetch, with a timer per attempt
 * and the reads' retries, and nothing more (docs/ARCHITECTURE.md "Why fetch and not ky").
 */
export function createTransport(options: WealthClientOptions = {}): Transport {
  const vip = options.vip ?? false;
  const headersOption = options.headers ?? {};
  const deviceToken = options.deviceToken ?? (() => undefined);
  // Late-bound so a test or host that replaces globalThis.fetch after creation is honoured.
  const fetchFn: typeof fetch = options.fetch ?? ((input, init) => globalThis.fetch(input, init));
  const timeout = options.timeout ?? DEFAULT_TIMEOUT_MS;
  const retries = options.retry ?? DEFAULT_RETRY;
  const backoff = options.backoff ?? defaultBackoff;

  /**
   * One attempt: the call's own headers, then the host's (read per attempt so a rotating token is
   * fresh on every retry; the call's win), and a timer that ends the attempt when no response
   * headers have come within `timeout`.
   */
  async function attempt(
    url: string,
    init: RequestInit,
    own: Record<string, string>,
    signal: AbortSignal,
  ): Promise<Sent> {
    const headers: Record<string, string> = { ...own };
    const taken = new Set(Object.keys(own).map((name) => name.toLowerCase()));
    const extra = typeof headersOption === 'function' ? headersOption() : headersOption;
    for (const [name, value] of Object.entries(extra))
      if (!taken.has(name.toLowerCase())) headers[name] = value;
    // Stops on the call's signal (the caller's abort, the body timer) and on this attempt's timer:
    // aborted while the call's signal is not, the timer ended it.
    const stop = following(signal);
    // A Request, as the client handed fetch when it was built over ky: a host's fetch wrapper may
    // read the headers off its input. Made outside the try: a header the browser refuses is not a
    // network failure to try again.
    const request = new Request(url, { ...init, headers, signal: stop.signal });
    const timed = Number.isFinite(timeout) ? setTimeout(() => stop.abort(), timeout) : undefined;
    try {
      const response = await fetchFn(request);
      // Its body is read later, under this attempt's signal: the call's abort must still reach it.
      const { release } = stop;
      return response.ok ? { kind: 'answer', response, release } : { kind: 'status', response, release };
    } catch (error) {
      stop.release();
      return stop.signal.aborted && !signal.aborted ? { kind: 'timeout' } : { kind: 'thrown', error };
    } finally {
      clearTimeout(timed);
    }
  }

  /**
   * Sends until an answer or a failure that will not heal: reads (GETs, and POSTs that only read)
   * are tried again up to `retries` times after `backoff(n)`; anything else exactly once, so a
   * money-moving POST is never repeated by this layer (the fund-password flow re-sends on purpose,
   * with the same key).
   */
  async function send(
    url: string,
    init: RequestInit,
    own: Record<string, string>,
    signal: AbortSignal,
    retryable: boolean,
  ): Promise<Sent> {
    for (let tried = 0; ; tried += 1) {
      const sent = await attempt(url, init, own, signal);
      if (sent.kind === 'answer' || !retryable || tried >= retries || !mayHeal(sent, signal)) return sent;
      // A status answer that will be asked again: its body is not read.
      if (sent.kind === 'status') void sent.response.body?.cancel().catch(() => undefined);
      sent.release?.();
      try {
        await wait(backoff(tried + 1), signal);
      } catch (error) {
        return { kind: 'thrown', error };
      }
    }
  }

  async function envelope<T>(call: WealthRequest): Promise<WealthEnvelope<T>> {
    const { route } = call;
    const headers: Record<string, string> = {};
    let body = call.body;
    if (route.moneyMoving) {
      const given = call.money?.idempotencyKey;
      const chosen = typeof given === 'function' ? given(moneyRequestOf(call)) : given;
      const key = typeof chosen === 'object' ? chosen.key : chosen;
      if (typeof chosen === 'object') body = chosen.body;
      if (typeof key !== 'string' || key === '') {
        throw new TypeError(`${route.method} ${route.path} moves money and needs an idempotencyKey`);
      }
      headers[IDEMPOTENCY_KEY_HEADER] = key;
      if (call.money?.fundPassword !== undefined) headers[FUND_PASSWORD_HEADER] = call.money.fundPassword;
      if (route.deviceToken) {
        const token = deviceToken();
        if (token !== undefined) headers[DEVICE_TOKEN_HEADER] = token;
        if (token === undefined || token.trim() === '') warnNoDeviceToken(route);
      }
    }
    if (body !== undefined) headers['content-type'] = 'application/json';
    const url = callUrl(call, { baseUrl: options.baseUrl, vip });
    // Ours, so the body read below can be cut off: an attempt's timer ends when the headers arrive.
    const local = following(call.signal);
    const { signal } = local;
    const init: RequestInit = {
      method: route.method,
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      ...(options.credentials === undefined ? {} : { credentials: options.credentials }),
    };
    const retryable = route.method === 'GET' || (route.read === true && !route.moneyMoving);
    let sent: Sent | undefined;
    let text: string;
    try {
      sent = await send(url, init, headers, signal, retryable).catch(
        (error: unknown): Failure => ({ kind: 'thrown', error }),
      );
      if (sent.kind !== 'answer') throw await errorFromFailure(sent, call.signal);
      const { response } = sent;
      const bodyTimer = Number.isFinite(timeout)
        ? setTimeout(() => local.abort(new NetworkError({ reason: 'timeout' })), timeout)
        : undefined;
      try {
        text = await response.text();
      } catch (error) {
        // The body stalled or broke off mid-stream: the server's answer never fully arrived.
        throw await errorFromFailure(
          { kind: 'thrown', error: local.signal.aborted ? local.signal.reason : error },
          call.signal,
        );
      } finally {
        clearTimeout(bodyTimer);
      }
    } finally {
      // The call is over: nothing of it listens to the caller's signal any more.
      sent?.release?.();
      local.release();
    }
    const parsed = parseEnvelope(text) as WealthEnvelope<T>;
    const failure = errorFromEnvelope(parsed, call.successCodes);
    if (failure) throw failure;
    return parsed;
  }

  return {
    vip,
    envelope,
    request: async <T>(call: WealthRequest) => (await envelope<T>(call)).data,
  };
}
