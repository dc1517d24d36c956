import { resolvePath } from './routes';
import type { WealthRequest } from './transport';

function resolveBaseUrl(baseUrl: string): string {
  if (baseUrl !== '') return baseUrl.replace(/\/+$/, '');
  const origin = (globalThis as { location?: { origin?: string } }).location?.origin;
  return origin && origin !== 'null' ? origin : 'http://localhost';
}

/**
 * Where a call goes: the client's base URL (`baseUrl` as given; the page's origin when blank), the
 * route's path (its VIP path when `vip`, §6) with its segments, and the query without its undefined
 * values. The transport sends every call there, and the frame's early reads build theirs with it,
 * so an early read is the widget's own request, URL for URL.
 */
export function callUrl(
  call: Pick<WealthRequest, 'route' | 'params' | 'query'>,
  client: { baseUrl?: string; vip: boolean },
): string {
  const path = resolvePath(call.route, { vip: client.vip, params: call.params });
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries(call.query ?? {})) {
    if (value !== undefined) query.append(name, String(value));
  }
  const search = query.toString();
  return `${resolveBaseUrl(client.baseUrl ?? '')}${path}${search === '' ? '' : `?${search}`}`;
}
