import { VIP_FIXED_MIN_TIER, VIP_MANAGER_MIN_TIER } from './constants';

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

/** §1, §6 support channels. */
export type SupportChannel = 'vip-manager' | 'human-service';

/** §1, §6, §9: tier 8 and above get the VIP account manager, everyone else human service. */
export function supportChannel(tierLevel: number): SupportChannel {
  return tierLevel >= VIP_MANAGER_MIN_TIER ? 'vip-manager' : 'human-service';
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
