/**
 * Fault injection as a fetch wrapper: put it around any fetch (the sandbox exchange, a test
 * responder, the real one) to make chosen requests slow, fail, hang or answer with a §8 code. It also
 * logs every request that reaches it, so tests can count sends (a money POST must go out once).
 */
import { abortReason, wait } from '../api/abortable';

/** A fault to inject. */
export type Fault =
  /** Wait `ms`, then pass the request on (aborting the request during the wait rejects it). */
  | { kind: 'latency'; ms: number }
  /** Answer with this HTTP status; `body` is sent as is (string) or as JSON (anything else). */
  | { kind: 'http'; status: number; body?: unknown }
  /** Reject with `TypeError('Failed to fetch')`, what a browser gives when the network is down. */
  | { kind: 'network' }
  /** Never answer; only the request's AbortSignal ends it, rejecting the way fetch does. */
  | { kind: 'hang' }
  /**
   * The exchange carries the request out, but its answer never arrives: the connection drops
   * (`then: 'network'`, a `TypeError` like a browser's) or stalls until the client's timeout aborts
   * it (`then: 'hang'`). The case an idempotency key exists for.
   * @default then 'network'
   */
  | { kind: 'lost'; then?: 'network' | 'hang' }
  /** 200 with a body that is not the §7 envelope (by default an HTML error page, not JSON). */
  | { kind: 'malformed'; body?: string }
  /** 200 with the §7 envelope carrying `code` (any §8 code), `message` and `data`. */
  | { kind: 'code'; code: number; message?: string; data?: unknown };

/** Which requests a fault applies to, and how often. */
export interface FaultRule {
  /** The URL's pathname, exactly, or a RegExp tested against it. */
  path: string | RegExp;
  /** Only this method (any case). @default any method */
  method?: string;
  /** How many matching requests get the fault before the rule is used up. @default 1 */
  times?: number;
  fault: Fault;
}

/** A rule still armed, with how many matching requests it will still catch. */
export interface PendingFault extends Readonly<Required<Omit<FaultRule, 'method'>>> {
  readonly method: string | undefined;
  readonly remaining: number;
}

/** One request that reached the layer. */
export interface RecordedCall {
  method: string;
  /** Full URL, query included. */
  url: string;
  /** Pathname only. */
  path: string;
  /** Query parameters (last value wins for repeated names). */
  query: Record<string, string>;
  /** Header names lower-cased, as fetch normalises them. */
  headers: Record<string, string>;
  /** The JSON body parsed, the raw text when it is not JSON, undefined when there is none. */
  body: unknown;
  /** The fault applied to it, if any. */
  fault: Fault['kind'] | undefined;
}

/** Controls of the fault layer. */
export interface FaultController {
  /** Arms a fault for the matching requests. Rules are consulted in the order they were added. */
  inject(rule: FaultRule): void;
  /** Disarms every fault. */
  clear(): void;
  /** The faults still armed (a test can assert they were all used). */
  pending(): PendingFault[];
}

/** What {@link createFaultyFetch} returns. */
export interface FaultyFetch {
  /** The wrapped fetch to hand to the client. */
  fetch: typeof fetch;
  faults: FaultController;
  /** Every request that reached the layer, in order; live, cleared only by `calls.length = 0`. */
  calls: RecordedCall[];
}

// Relative URLs are legal for a browser fetch but not for `new Request` in Node.
const FALLBACK_ORIGIN = 'http://localhost';

function toRequest(input: RequestInfo | URL, init: RequestInit | undefined): Request {
  if (input instanceof Request) return new Request(input.clone(), init);
  return new Request(new URL(String(input), FALLBACK_ORIGIN), init);
}

function parseBody(text: string): unknown {
  if (text === '') return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

function hang(signal: AbortSignal | undefined): Promise<never> {
  return new Promise((_, reject) => {
    if (!signal) return;
    if (signal.aborted) return reject(abortReason(signal));
    signal.addEventListener('abort', () => reject(abortReason(signal)), { once: true });
  });
}

function jsonResponse(status: number, body: unknown): Response {
  const text = typeof body === 'string' ? body : JSON.stringify(body);
  return new Response(text, { status, headers: { 'content-type': 'application/json' } });
}

/**
 * Wraps `inner` with fault injection and a request log. Requests without a matching fault go to
 * `inner` untouched.
 */
export function createFaultyFetch(inner: typeof fetch): FaultyFetch {
  type Armed = { rule: FaultRule; remaining: number };
  let armed: Armed[] = [];
  const calls: RecordedCall[] = [];

  const take = (method: string, path: string): Fault | undefined => {
    const hit = armed.find(
      ({ rule, remaining }) =>
        remaining > 0 &&
        (rule.method === undefined || rule.method.toUpperCase() === method) &&
        (typeof rule.path === 'string' ? rule.path === path : rule.path.test(path)),
    );
    if (!hit) return undefined;
    hit.remaining -= 1;
    if (hit.remaining <= 0) armed = armed.filter((entry) => entry !== hit);
    return hit.rule.fault;
  };

  const faultyFetch = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const request = toRequest(input, init);
    const url = new URL(request.url);
    const fault = take(request.method, url.pathname);
    calls.push({
      method: request.method,
      url: request.url,
      path: url.pathname,
      query: Object.fromEntries(url.searchParams),
      // Lower-cased here: happy-dom's Headers keeps the sender's case when iterated, browsers don't.
      headers: Object.fromEntries([...request.headers].map(([name, value]) => [name.toLowerCase(), value])),
      body: parseBody(await request.text()),
      fault: fault?.kind,
    });
    // The caller's own signal: the probe request above only follows it.
    const signal = init?.signal ?? (input instanceof Request ? input.signal : undefined) ?? undefined;
    switch (fault?.kind) {
      case undefined:
        return inner(input, init);
      case 'latency':
        await wait(fault.ms, signal);
        return inner(input, init);
      case 'http':
        return jsonResponse(fault.status, fault.body ?? '');
      case 'network':
        throw new TypeError('Failed to fetch');
      case 'hang':
        return hang(signal);
      case 'lost': {
        const answer = await inner(input, init);
        await answer.text();
        if (fault.then === 'hang') return hang(signal);
        throw new TypeError('Failed to fetch');
      }
      case 'malformed':
        return new Response(fault.body ?? '<!doctype html><title>502 Bad Gateway</title>', {
          status: 200,
          headers: { 'content-type': 'text/html' },
        });
      case 'code':
        return jsonResponse(200, {
          code: fault.code,
          data: fault.data ?? null,
          message: fault.message ?? '',
        });
    }
  };

  return {
    fetch: faultyFetch as typeof fetch,
    calls,
    faults: {
      inject(rule) {
        armed.push({ rule, remaining: rule.times ?? 1 });
      },
      clear() {
        armed = [];
      },
      pending() {
        return armed.map(({ rule, remaining }) => ({
          path: rule.path,
          method: rule.method,
          times: rule.times ?? 1,
          fault: rule.fault,
          remaining,
        }));
      },
    },
  };
}
