import { createFaultyFetch } from '../../src/sandbox';

export type Handler = (request: { method: string; path: string; body: unknown; headers: Headers }) => unknown;

/**
 * A minimal exchange for tests of the client-facing layers before the sandbox exchange exists:
 * answers `{ code: 0, data }` per path, wrapped in the fault layer so any §8 code or transport
 * failure can be injected. Returns the faulty fetch's `faults` and `calls` for assertions.
 */
export function createResponder(handlers: Record<string, Handler> = {}) {
  const inner: typeof fetch = async (input, init) => {
    const request = new Request(input, init);
    const url = new URL(request.url);
    const text = await request.text();
    const body = text ? JSON.parse(text) : undefined;
    const handler = handlers[url.pathname];
    const data = handler
      ? handler({ method: request.method, path: url.pathname, body, headers: request.headers })
      : {};
    return new Response(JSON.stringify({ code: 0, data, message: 'success' }), {
      headers: { 'content-type': 'application/json' },
    });
  };
  return createFaultyFetch(inner);
}

export const OUTABLE = '/apiw/v2/account/spot/asset/outable';

/** Balances answer for outable: every asked asset gets the given available amount. */
export function balances(available: string): Handler {
  return ({ body }) =>
    Object.fromEntries(
      ((body as { assets: string[] }).assets ?? []).map((asset) => [
        asset,
        { outable: available, available, mode: 'classic' },
      ]),
    );
}
