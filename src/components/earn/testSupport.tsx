export { bodiesTo, callsTo, renderOnSandbox, sandboxClient } from '../../../tests/helpers/renderOnSandbox';

import type { createSandboxExchange } from '../../sandbox';

/**
 * The requests of one route that reached the exchange. The method matters: flexible holdings (GET)
 * and subscribe (POST) share a path (§7).
 */
export function sent(
  exchange: ReturnType<typeof createSandboxExchange>,
  route: { path: string; method: string },
) {
  return exchange.calls.filter((call) => call.path === route.path && call.method === route.method);
}
