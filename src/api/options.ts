/** §9 "Request timeout 20000 ms". Applied per attempt (see {@link WealthClientOptions.timeout}). */
export const DEFAULT_TIMEOUT_MS = 20_000;
/** §9 "retry count 10", §8 "requests retry up to 10 times": retries of a read after the first try. */
export const DEFAULT_RETRY = 10;
/** Upper bound of one pause between read attempts. */
export const MAX_BACKOFF_MS = 2_000;
/** HTTP statuses after which a read is tried again (413 is not: it won't heal). */
export const RETRY_STATUS_CODES: readonly number[] = [408, 429, 500, 502, 503, 504];

/**
 * The default pause before retry number `attempt` (1-based): 300 ms doubling, capped at
 * {@link MAX_BACKOFF_MS} (300, 600, 1200, 2000, 2000, ...), so ten retries wait 16.1 s in all.
 */
export function defaultBackoff(attempt: number): number {
  return Math.min(300 * 2 ** (attempt - 1), MAX_BACKOFF_MS);
}

/** Headers added to every request, or a function read before each request (a fresh CSRF token...). */
export type HeadersOption = Record<string, string> | (() => Record<string, string>);

/** Options of `createWealthClient`. */
export interface WealthClientOptions {
  /**
   * Origin (and optional prefix) the §7 paths are appended to, e.g. 'https://www.exchange.com'.
   * '' means the page's own origin; outside a browser (tests, the sandbox in Node) there is no page
   * origin, so 'http://localhost' stands in, which is fine for a `fetch` that reads only the path.
   * @default ''
   */
  baseUrl?: string;
  /**
   * The fetch to use: the browser's, or the sandbox exchange's.
   * @default globalThis.fetch
   */
  fetch?: typeof fetch;
  /**
   * Extra headers on every request. A function is called before every request (including each
   * retry), so it can hand out a token that changes.
   * @default {}
   */
  headers?: HeadersOption;
  /**
   * The fetch `credentials` mode. A cookie session on an API at another origin than the page needs
   * 'include' (and the API must answer with `Access-Control-Allow-Credentials: true` and the page's
   * exact origin); a token session sends `headers` instead.
   * @default fetch's own, 'same-origin'
   */
  credentials?: RequestCredentials;
  /**
   * VIP theme: VIP-flagged routes use their VIP path variant and the staking action sends `src=1`
   * (§6, §7).
   * @default false
   */
  vip?: boolean;
  /**
   * Milliseconds one attempt may take (§9: 20000), each attempt separately: the timer covers one
   * fetch until the response headers arrive, and a fresh timer starts with every retry; it is not a
   * budget for the whole call. A timed-out read is retried like a network failure; a money-moving
   * POST is not. That timer stops once the headers are in, so the client gives reading the body one
   * more `timeout` of its own (a stalled body is a NetworkError 'timeout', not retried: it ends the
   * call).
   *
   * Worst case for a read, with the defaults: 11 attempts × 20 s + 16.1 s of pauses + 20 s for the
   * body of the last one = 256.1 s; in general `worstCaseReadMs(options)`. A money-moving POST
   * takes at most 2 × `timeout` (headers, then body). Pass an AbortSignal to a call to stop sooner.
   * @default 20000
   */
  timeout?: number;
  /**
   * How many times a read (GET) is tried again after a network failure, a timeout, or HTTP 408, 429,
   * 500, 502, 503, 504 (§8, §9). Requests with other methods are never retried.
   * @default 10
   */
  retry?: number;
  /**
   * Pause in ms before retry number `attempt` (1-based). The server's Retry-After is ignored on
   * purpose so that this function alone bounds the waiting.
   * @default defaultBackoff, i.e. min(300 · 2^(attempt − 1), 2000)
   */
  backoff?: (attempt: number) => number;
  /**
   * The device token the launch pool money POSTs carry in the `X-Device-Token` header (§7). Called
   * per request; when it returns undefined the header is left out.
   * @default () => undefined
   */
  deviceToken?: () => string | undefined;
}

/**
 * The longest a read can take before it settles: every attempt runs into the timeout, every pause
 * is taken, and the last attempt's body then stalls for its own timeout. With the defaults:
 * (10 + 2) × 20000 + 16100 = 256100 ms.
 */
export function worstCaseReadMs(
  options: Pick<WealthClientOptions, 'timeout' | 'retry' | 'backoff'> = {},
): number {
  const timeout = options.timeout ?? DEFAULT_TIMEOUT_MS;
  const retry = options.retry ?? DEFAULT_RETRY;
  const backoff = options.backoff ?? defaultBackoff;
  let total = timeout * (retry + 2);
  for (let attempt = 1; attempt <= retry; attempt++) total += backoff(attempt);
  return total;
}
