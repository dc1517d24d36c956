/**
 * The §7 routes: the shape of a row and the VIP rule (routeSpec.ts), the per-group tables the
 * client calls (routeTables.ts) and how a path is filled in. The whole table, `ROUTES`, is in
 * allRoutes.ts, apart, so that only the sandbox and a resend after a reload carry every group.
 */
import type { RouteSpec } from './routeSpec';

export * from './routeSpec';
export * from './routeTables';

/** Values a `{name}` segment can take. */
export type PathParams = Record<string, string | number>;

/** The path to call: the VIP variant when asked for and defined, with `{name}` segments filled in. */
export function resolvePath(route: RouteSpec, options: { vip?: boolean; params?: PathParams } = {}): string {
  const template = options.vip && route.vipVariant ? route.vipVariant : route.path;
  return template.replace(/\{(\w+)\}/g, (_, key: string) => {
    const value = options.params?.[key];
    if (value === undefined) throw new TypeError(`Missing path parameter "${key}" for ${route.path}`);
    return encodeURIComponent(String(value));
  });
}
