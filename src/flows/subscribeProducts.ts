import type { FixedProduct, FlexibleProductDetail, LadderApr } from '../api';
import {
  FLEXIBLE_PRODUCT_ID,
  type LadderTier,
  PRODUCT_FLAG,
  PRODUCT_TYPE,
  type ProductType,
  SALE_STATUS,
} from '../domain';

/** One product the subscribe form can choose (a term chip): the flexible product or a fixed one. */
export interface SubscribeProduct {
  /** '0' for flexible (§9), otherwise the fixed product id, as text (chip values are text). */
  id: string;
  kind: 'flexible' | 'fixed';
  /** Lock-up days; 0 for flexible. */
  termDays: number;
  /** §3 min_lend_amount. */
  minAmount: string;
  /** The base APR as a fraction: the ladder's first tier for flexible, year_rate for fixed. */
  aprFraction: string | null;
  /** §3 ladder_apr (flexible tiers, or the bonus ladder of a fixed product). */
  ladder: LadderTier[];
  /** §3 type (1 normal, 2 VIP); normal for flexible. */
  productType: ProductType;
  minVip: number;
  maxVip: number;
  soldOut: boolean;
  /** §3 reinvest flag: the product allows auto-reinvest. */
  allowsReinvest: boolean;
  /** §3 redeem_account flag: a redemption may go to the flexible account. */
  allowsRedeemToFlexible: boolean;
  /** The fixed product as the API sent it; null for flexible. */
  fixed: FixedProduct | null;
}

function toTiers(ladder: readonly LadderApr[] | null | undefined): LadderTier[] {
  return (ladder ?? []).map((tier) => ({ left: tier.left, right: tier.right, apr: tier.apr }));
}

/** The flexible product and every fixed product of the coin, flexible first, then by term. */
export function subscribeProducts(detail: FlexibleProductDetail): SubscribeProduct[] {
  const flexible: SubscribeProduct = {
    id: String(FLEXIBLE_PRODUCT_ID),
    kind: 'flexible',
    termDays: 0,
    minAmount: detail.min_lend_amount,
    aprFraction: detail.ladder_apr[0]?.apr ?? detail.next_time_rate_year ?? null,
    ladder: toTiers(detail.ladder_apr),
    productType: PRODUCT_TYPE.NORMAL,
    minVip: 0,
    maxVip: 0,
    soldOut: false,
    allowsReinvest: false,
    allowsRedeemToFlexible: true,
    fixed: null,
  };
  const fixed = [...(detail.fixed_list ?? [])]
    .sort((a, b) => a.lock_up_period - b.lock_up_period || Number(a.type) - Number(b.type))
    .map(
      (p): SubscribeProduct => ({
        id: String(p.id),
        kind: 'fixed',
        termDays: p.lock_up_period,
        minAmount: p.min_lend_amount,
        aprFraction: p.year_rate,
        ladder: toTiers(p.ladder_apr),
        productType: p.type === PRODUCT_TYPE.VIP ? PRODUCT_TYPE.VIP : PRODUCT_TYPE.NORMAL,
        minVip: p.min_vip,
        maxVip: p.max_vip,
        soldOut: p.sale_status === SALE_STATUS.SOLD_OUT,
        allowsReinvest: p.reinvest === PRODUCT_FLAG.ALLOWED,
        allowsRedeemToFlexible: p.redeem_account === PRODUCT_FLAG.ALLOWED,
        fixed: p,
      }),
    );
  return [flexible, ...fixed];
}
