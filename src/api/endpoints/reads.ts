import type { RouteSpec } from '../routes';
import type { CallOptions, Query, Transport } from '../transport';

/** A read whose query is the endpoint's own (§7 GET): `(query, call) => data`. */
export function reads<Q extends object | undefined, R>(
  t: Transport,
  route: RouteSpec,
): (query: Q, call?: CallOptions) => Promise<R> {
  return (query, call) => t.request<R>({ route, query: query as Query, ...call });
}

/** A read without a query. */
export function readsAll<R>(t: Transport, route: RouteSpec): (call?: CallOptions) => Promise<R> {
  return (call) => t.request<R>({ route, ...call });
}
