/**
 * The shape of a §7 route and the bases the route tables are written on (`routeTables.ts`; the
 * whole table is `ROUTES` in `allRoutes.ts`).
 *
 * Where §7 does not show a path, the row says `source: 'chosen'` and a comment says why.
 *
 * VIP rule (§6 "VIP-flagged calls use a /vip path variant; the VIP theme selects VIP endpoints"):
 * a route is VIP-flagged when it has `vipVariant`, the full path used instead of `path` when the
 * client is created with `vip: true`. The variant is spelled out per row rather than derived,
 * because the one variant §7 shows (`/apiw/v2/earn/wealth-vip/dual-order-list` for the dual order
 * list) does not follow a mechanical "/vip" suffix. VIP is also carried in bodies, not paths: the
 * staking action sends `src=1` under the VIP theme (§7 Staking) and the fixed lend / pre-redeem carry
 * `isVip` for VIP products (§7 Fixed); the endpoint functions handle those.
 */

/** HTTP methods §7 uses. */
export type HttpMethod = 'GET' | 'POST' | 'PUT';

/** The endpoint groups of §7, as the client exposes them (`client.shared`, ...). */
export type RouteGroup = 'shared' | 'launchPool' | 'simpleEarn' | 'fixed' | 'staking' | 'dual';

/** One row of the route table. */
export interface RouteSpec {
  /** The §7 group. */
  readonly group: RouteGroup;
  /** The §7 method; GET and POST may share a path (uni-loan/earn/subscribe, fixed user/lend). */
  readonly method: HttpMethod;
  /** Absolute path from the origin; `{name}` marks a path parameter (fixed `{type}`, `{order_id}`). */
  readonly path: string;
  /**
   * True for a request that moves money. It is never retried by any layer and must carry an
   * `Idempotency-Key` (and `X-Fund-Password` when the user gave one).
   */
  readonly moneyMoving: boolean;
  /** Path used instead of `path` when the client is in VIP mode (§6). */
  readonly vipVariant?: string;
  /**
   * True for a non-GET that only reads (§7's balance call is a POST), so it is retried like a GET.
   * Money-moving routes and settings changes never have it.
   */
  readonly read?: boolean;
  /** True when §7 asks for the device token header (launch pool money POSTs). */
  readonly deviceToken?: boolean;
  /** 'spec' when §7 shows the path; 'chosen' when we picked it because §7 is silent. */
  readonly source: 'spec' | 'chosen';
}

/** §7 Launch pool base. */
export const LAUNCH_POOL_BASE = '/apiw/v2/earn/launch-pool';
/** §7 Simple Earn base. */
export const SIMPLE_EARN_BASE = '/apiw/v2';
/**
 * §7 Fixed "(fixed_earn/api)". It is written without a leading slash in §7; we anchor it at the
 * origin like every other base, since the product pages live at /simple-earn, not under it.
 */
export const FIXED_BASE = '/fixed_earn/api';
/** §7 Staking base. */
export const STAKING_BASE = '/apiw/v2/earn/staking';
/** §7 Dual base. */
export const DUAL_BASE = '/apiw/v2/earn/dual';

export const EARN = `${SIMPLE_EARN_BASE}/uni-loan/earn`;

/** A read of §7 (GET, no money moves). */
export function get(group: RouteGroup, path: string): RouteSpec {
  return { group, method: 'GET', path, moneyMoving: false, source: 'spec' };
}

/** Each row of a group's table with its name, which the intent ledger records. */
export type NamedRoutes<T extends Record<string, RouteSpec>> = {
  readonly [K in keyof T]: T[K] & { readonly name: K };
};

/** Gives each row its name (rows are written without it, the name being the key). */
export function named<T extends Record<string, RouteSpec>>(table: () => T): NamedRoutes<T> {
  const rows = table();
  const out: Record<string, RouteSpec & { name: string }> = {};
  for (const key of Object.keys(rows)) out[key] = { ...(rows[key] as RouteSpec), name: key };
  return out as NamedRoutes<T>;
}
