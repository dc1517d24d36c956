import { matchRoute, type RouteName } from '../api/allRoutes';
import { CODE_LOGIN_REQUIRED, CODE_SERVER_MESSAGE } from '../api/codes';
import { fundPasswordCode, IDEMPOTENCY_HEADER_KEY } from './auth';
import { HistoryRangeError } from './history';
import { lookupKey, rememberKey } from './idempotency';
import { type ExchangeContext, type RouteHandler, RuleViolation, type SandboxRequest } from './module';

/**
 * Turns a fetch Request into a handler call and the answer into a §7 envelope. The order of checks:
 * route (404), login (HTTP 401), then for money POSTs the idempotency key, the fund password (101 /
 * 10010106) and the key's earlier answer, then the product handler, whose §5 refusals are code −1.
 */

/** The envelope every answer carries (§7). */
export interface Envelope {
  code: number;
  data: unknown;
  message: string;
}

/** §7 answer: HTTP status and envelope. */
export interface Answer {
  status: number;
  envelope: Envelope;
}

// Relative URLs are legal for a browser fetch but not for `new Request` in Node.
const FALLBACK_ORIGIN = 'http://localhost';

/** A Request from fetch's arguments, whatever form they take. */
export function toRequest(input: RequestInfo | URL, init: RequestInit | undefined): Request {
  if (input instanceof Request) return init ? new Request(input, init) : input;
  return new Request(new URL(String(input), FALLBACK_ORIGIN), init);
}

/** The answer for a path the route table does not have. */
export const NO_SUCH_ROUTE: Answer = {
  status: 404,
  envelope: { code: CODE_SERVER_MESSAGE, data: null, message: 'sandbox: no such route' },
};

function refusal(message: string): Answer {
  return { status: 200, envelope: { code: CODE_SERVER_MESSAGE, data: null, message } };
}

/** What the router needs from the exchange. */
export interface RouterDeps {
  handlers: ReadonlyMap<RouteName, { module: string; handler: RouteHandler }>;
  publicRoutes: ReadonlySet<RouteName>;
  ctx: ExchangeContext;
}

/** Parses a request into method, route match and body; `undefined` route means 404. */
export async function readRequest(request: Request): Promise<SandboxRequest | Answer> {
  const url = new URL(request.url);
  const match = matchRoute(request.method, url.pathname);
  if (!match) return NO_SUCH_ROUTE;
  const text = await request.text();
  let body: unknown;
  if (text !== '') {
    try {
      body = JSON.parse(text);
    } catch {
      return refusal('request body is not valid JSON');
    }
  }
  return {
    route: match.route,
    params: match.params,
    query: Object.fromEntries(url.searchParams),
    body,
    // Lower-cased here: happy-dom's Headers keeps the sender's case when iterated, browsers don't.
    headers: Object.fromEntries([...request.headers].map(([name, value]) => [name.toLowerCase(), value])),
    vip: match.vip,
  };
}

/**
 * Answers one parsed request. Synchronous from here on: the state changes in one step, so concurrent
 * requests never interleave inside a handler.
 */
export function answer(deps: RouterDeps, request: SandboxRequest): Answer {
  const { route } = request;
  const entry = deps.handlers.get(route.name);
  if (!entry) return NO_SUCH_ROUTE;
  const data = deps.ctx.data;
  if (!data.user.isLogin && !deps.publicRoutes.has(route.name)) {
    return { status: 401, envelope: { code: CODE_LOGIN_REQUIRED, data: null, message: 'login required' } };
  }
  let key: string | undefined;
  if (route.moneyMoving) {
    key = request.headers[IDEMPOTENCY_HEADER_KEY];
    if (key === undefined || key === '') {
      return refusal('Idempotency-Key header is required for a request that moves money');
    }
    const passwordCode = fundPasswordCode(data.account.fundPassword, request.headers);
    if (passwordCode !== undefined) {
      const message = passwordCode === 101 ? 'fund password required' : 'fund password is incorrect';
      return { status: 200, envelope: { code: passwordCode, data: null, message } };
    }
    const seen = lookupKey(data, key, request);
    if (seen.kind === 'replay') return { status: seen.record.status, envelope: seen.record.envelope };
    if (seen.kind === 'conflict') {
      return refusal(`Idempotency-Key "${key}" was reused with a different request`);
    }
  }
  const result = runHandler(entry.handler, request, deps.ctx);
  if (key !== undefined) rememberKey(data, key, request, result);
  return result;
}

function runHandler(handler: RouteHandler, request: SandboxRequest, ctx: ExchangeContext): Answer {
  try {
    const out = handler(request, ctx);
    return {
      status: 200,
      envelope: { code: out.code ?? 0, data: out.data ?? null, message: out.message ?? '' },
    };
  } catch (error) {
    if (error instanceof RuleViolation || error instanceof HistoryRangeError) return refusal(error.message);
    // A bug in the sandbox, not a customer error: a 500 makes it loud in tests and stories.
    const message = error instanceof Error ? error.message : String(error);
    return {
      status: 500,
      envelope: { code: CODE_SERVER_MESSAGE, data: null, message: `sandbox error: ${message}` },
    };
  }
}

/** The HTTP response of an answer. */
export function toResponse(result: Answer): Response {
  return new Response(JSON.stringify(result.envelope), {
    status: result.status,
    headers: { 'content-type': 'application/json' },
  });
}
