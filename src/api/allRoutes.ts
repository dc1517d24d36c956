/**
 * Every call of §7 in ONE table (`ROUTES`), joined from the per-group tables of routeTables.ts. The
 * sandbox exchange serves exactly this table and the tests check the client against it, so a path
 * is written nowhere else. It is a module of its own so that a page's first load, which calls only
 * its widgets' groups, does not carry it (a resend after a reload sends the row the ledger kept).
 */

import type { RouteSpec } from './routeSpec';
import {
  DUAL_ROUTES,
  FIXED_ROUTES,
  LAUNCH_POOL_ROUTES,
  SHARED_ROUTES,
  SIMPLE_EARN_ROUTES,
  STAKING_ROUTES,
} from './routeTables';

function join<T extends object[]>(...tables: T): T[number] extends infer U ? UnionToIntersection<U> : never {
  return Object.assign({}, ...tables);
}
type UnionToIntersection<U> = (U extends unknown ? (u: U) => void : never) extends (i: infer I) => void
  ? I
  : never;

/** The route table: every §7 call by name. */
export const ROUTES = /* @__PURE__ */ join(
  SHARED_ROUTES,
  LAUNCH_POOL_ROUTES,
  SIMPLE_EARN_ROUTES,
  FIXED_ROUTES,
  STAKING_ROUTES,
  DUAL_ROUTES,
);

/** A route's name in {@link ROUTES}. */
export type RouteName = keyof typeof ROUTES;

/** A route table row with its name, as data (what the sandbox serves). */
export interface NamedRoute extends RouteSpec {
  readonly name: RouteName;
}

/** {@link ROUTES} as a list, for the sandbox and for contract tests. */
export const ROUTE_LIST: readonly NamedRoute[] = /* @__PURE__ */ Object.values(ROUTES);

/** A route found by {@link matchRoute}. */
export interface RouteMatch {
  readonly route: NamedRoute;
  /** The `{name}` segments, decoded. */
  readonly params: Record<string, string>;
  /** True when the path matched the route's VIP variant. */
  readonly vip: boolean;
}

function templateToRegExp(template: string): RegExp {
  const source = template
    .split(/(\{\w+\})/)
    .map((part) =>
      /^\{\w+\}$/.test(part) ? `(?<${part.slice(1, -1)}>[^/]+)` : part.replace(/[.*+?^$()|[\]\\]/g, '\\$&'),
    )
    .join('');
  return new RegExp(`^${source}$`);
}

/**
 * The route a request is for, from its method and pathname (no query), or `undefined`. Used by the
 * sandbox to serve the table and by tests to check what the client sent.
 */
export function matchRoute(method: string, pathname: string): RouteMatch | undefined {
  const upper = method.toUpperCase();
  for (const route of ROUTE_LIST) {
    if (route.method !== upper) continue;
    const candidates: Array<[string, boolean]> = [[route.path, false]];
    if (route.vipVariant) candidates.push([route.vipVariant, true]);
    for (const [template, vip] of candidates) {
      const found = templateToRegExp(template).exec(pathname);
      if (!found) continue;
      const params: Record<string, string> = {};
      for (const [key, value] of Object.entries(found.groups ?? {})) params[key] = decodeURIComponent(value);
      return { route, params, vip };
    }
  }
  return undefined;
}
