import ky, { isHTTPError, isTimeoutError, type KyInstance } from 'ky';
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

function isAbortError(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { name?: unknown }).name === 'AbortError';
}

/** Turns whatever ky or fetch threw into the §8 error the UI understands. */
async function errorFromFailure(error: unknown, signal: AbortSignal | undefined): Promise<WealthError> {
  if (isWealthError(error)) return error;
  if (signal?.aborted || isAbortError(error)) return new NetworkError({ reason: 'aborted', cause: error });
  if (isTimeoutError(error)) return new NetworkError({ reason: 'timeout', cause: error });
  if (isHTTPError(error)) {
    const status = error.response.status;
    if (status === CODE_LOGIN_REQUIRED) return new LoginRequiredError({ code: status, cause: error });
    if (status >= 500 || RETRY_STATUS_CODES.includes(status)) {
      return new NetworkError({ reason: 'http', code: status, cause: error });
    }
    // A 4xx may still carry the envelope with the real reason; otherwise it is not our format.
    try {
      const mapped = errorFromEnvelope(parseEnvelope(await error.response.text()));
      if (mapped) return mapped;
    } catch {
      // Not an envelope: fall through.
    }
    return new ResponseFormatError({ code: status, cause: error });
  }
  return new NetworkError({ reason: 'offline', cause: error });
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

/** Builds the transport over `ky.create` (see `WealthClientOptions` for each option). */
export function createTransport(options: WealthClientOptions = {}): Transport {
  const vip = options.vip ?? false;
  const headersOption = options.headers ?? {};
  const deviceToken = options.deviceToken ?? (() => undefined);
  // Late-bound so a test or host that replaces globalThis.fetch after creation is honoured.
  const fetchFn: typeof fetch = options.fetch ?? ((input, init) => globalThis.fetch(input, init));

  const timeout = options.timeout ?? DEFAULT_TIMEOUT_MS;
  const api: KyInstance = ky.create({
    fetch: fetchFn,
    ...(options.credentials === undefined ? {} : { credentials: options.credentials }),
    timeout,
    throwHttpErrors: true,
    retry: {
      limit: options.retry ?? DEFAULT_RETRY,
      // Only reads. ky's default also retries PUT/DELETE; a money-moving POST must never be
      // repeated by this layer (the fund-password flow re-sends on purpose, with the same key).
      methods: ['get'],
      statusCodes: [...RETRY_STATUS_CODES],
      // Retry-After is ignored so that `backoff` alone bounds the wait (ky would otherwise obey any
      // server value, maxRetryAfter being Infinity by default).
      afterStatusCodes: [],
      delay: options.backoff ?? defaultBackoff,
      backoffLimit: Number.POSITIVE_INFINITY,
      // A timeout is a network failure (§8) and a read is safe to repeat.
      retryOnTimeout: true,
    },
    hooks: {
      beforeRequest: [
        (request, normalized) => {
          // Read per attempt so a rotating token is fresh on every retry; headers the call set
          // itself (idempotency key, fund password) win.
          const own = new Set((normalized.context.ownHeaders as string[] | undefined) ?? []);
          const extra = typeof headersOption === 'function' ? headersOption() : headersOption;
          for (const [name, value] of Object.entries(extra)) {
            if (!own.has(name.toLowerCase())) request.headers.set(name, value);
          }
        },
      ],
    },
  });

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
      }
    }
    const url = callUrl(call, { baseUrl: options.baseUrl, vip });
    // Ours, so the body read below can be cut off: ky's timeout ends when the headers arrive.
    const local = new AbortController();
    const signal = call.signal ? AbortSignal.any([call.signal, local.signal]) : local.signal;
    let response: Response;
    try {
      response = await api(url, {
        method: route.method,
        json: body,
        headers,
        signal,
        // Belt and braces with `methods: ['get']`: anything but a read gets no retry at all.
        ...(route.method === 'GET'
          ? {}
          : route.read && !route.moneyMoving
            ? { retry: { methods: ['post'] } }
            : { retry: 0 }),
        context: { ownHeaders: Object.keys(headers).map((name) => name.toLowerCase()) },
      });
    } catch (error) {
      throw await errorFromFailure(error, call.signal);
    }
    let text: string;
    const bodyTimer = Number.isFinite(timeout)
      ? setTimeout(() => local.abort(new NetworkError({ reason: 'timeout' })), timeout)
      : undefined;
    try {
      text = await response.text();
    } catch (error) {
      // The body stalled or broke off mid-stream: the server's answer never fully arrived.
      throw await errorFromFailure(local.signal.aborted ? local.signal.reason : error, call.signal);
    } finally {
      clearTimeout(bodyTimer);
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
