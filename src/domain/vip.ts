import { VIP_FIXED_MIN_TIER, VIP_MANAGER_MIN_TIER, VIP_UPGRADE_TARGET_TIER } from './constants';
import { PAGES, SUPPORT_ROUTES } from './pages';

/** §6: what a VIP product offers a user of a given tier. */
export type VipVisibility = 'upgrade' | 'eligible' | 'view-benefits';

/** A VIP tier range (min_vip / max_vip of a fixed product, min_tier / max_tier of a vip_config). */
export interface TierRange {
  readonly minTier: number;
  readonly maxTier: number;
}

/**
 * §6: a VIP product is shown by tier: below the minimum level an upgrade prompt, above the maximum a
 * view-benefits prompt, otherwise the product itself. Both bounds are inclusive.
 */
export function vipVisibility(tierLevel: number, range: TierRange): VipVisibility {
  if (tierLevel < range.minTier) return 'upgrade';
  if (tierLevel > range.maxTier) return 'view-benefits';
  return 'eligible';
}

/** §5, §6: VIP fixed products need tier level 5 or higher to subscribe. */
export function canSubscribeVipFixed(tierLevel: number): boolean {
  return tierLevel >= VIP_FIXED_MIN_TIER;
}

/**
 * §2: the VIP page link; `upTo` is the minimum VIP level the user should reach.
 * @param upTo @default VIP_UPGRADE_TARGET_TIER (the upgrade guide's 5)
 */
export function vipUpgradePath(upTo: number = VIP_UPGRADE_TARGET_TIER): string {
  return `${PAGES.VIP}?upTo=${upTo}`;
}

/** §1, §6 support channels. */
export type SupportChannel = 'vip-manager' | 'human-service';

/** §1, §6, §9: tier 8 and above get the VIP account manager, everyone else human service. */
export function supportChannel(tierLevel: number): SupportChannel {
  return tierLevel >= VIP_MANAGER_MIN_TIER ? 'vip-manager' : 'human-service';
}

export interface SupportRouteOptions {
  /** The customer's VIP tier level (0 for non-VIP). */
  tierLevel: number;
  /** Inside the exchange app, where §2 adds needNavBar=0. @default false */
  inApp?: boolean;
}

/**
 * §2 mobile support route. Tier 8+ → the VIP account manager. A VIP below 8 → the service bot
 * with chatType=human&questionType=vip (the spec gives these parameters for that route; we read
 * them as "a human, for a VIP question"). A non-VIP (tier 0) → the general service chat. The spec
 * lists the three routes without saying which tier gets which; this split is our reading of it.
 */
export function supportRoute(options: SupportRouteOptions): string {
  const { tierLevel, inApp = false } = options;
  const params: string[] = [];
  let path: string;
  if (supportChannel(tierLevel) === 'vip-manager') path = SUPPORT_ROUTES.VIP_MANAGER;
  else if (tierLevel > 0) {
    path = SUPPORT_ROUTES.SERVICE_BOT;
    params.push('chatType=human', 'questionType=vip');
  } else path = SUPPORT_ROUTES.SERVICE;
  if (inApp) params.push('needNavBar=0');
  return params.length === 0 ? path : `${path}?${params.join('&')}`;
}

/** One row of a staking product's vip_config (§3). `vipSale` is the discount as the API sends it. */
export interface VipConfigEntry {
  readonly min_tier: number;
  readonly max_tier: number;
  readonly vip_sale: string;
}

/** §6: the staking VIP discount whose tier range (inclusive) contains the user's tier, or null. */
export function matchVipConfig<T extends VipConfigEntry>(
  vipConfig: readonly T[] | null | undefined,
  tierLevel: number,
): T | null {
  return vipConfig?.find((entry) => tierLevel >= entry.min_tier && tierLevel <= entry.max_tier) ?? null;
}
