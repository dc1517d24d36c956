/**
 * Simple Earn redemptions without React (§2, §4, §5, §7): what a flexible redeem sends, and which
 * of its fields are the holding as the form read it (so a resend after an unknown outcome is the
 * same request), and what an early redemption of a fixed order sends. The amounts' rules
 * (redeemable, minimum, the lend-ratio warning, the one-hour lock) are the domain's.
 */
import type { FixedOrder, FlexibleHolding } from '../api/types';
import { PRODUCT_TYPE } from '../domain/enums';
import { FLEXIBLE_REDEEM_AUTO_TRANSFER_DEFAULT } from '../domain/redeem';

/**
 * The body fields that carry what the form read rather than what the customer asked: a resend
 * carries the first send's values of these (`useMoneyAction`'s `snapshot`).
 */
export const FLEXIBLE_REDEEM_SNAPSHOT = ['curr_amount', 'lend_amount'] as const;

/**
 * §7 POST uni-loan/earn/redeem: the amount, with the holding's principal and lent amount as read, and
 * the §2 auto-transfer choice as `auto_transfer` 1 or 0 (its meaning: `FLEXIBLE_REDEEM_AUTO_TRANSFER_DEFAULT`).
 */
export function flexibleRedeemBody(
  asset: string,
  amount: string,
  holding: FlexibleHolding | null | undefined,
  autoTransfer: boolean = FLEXIBLE_REDEEM_AUTO_TRANSFER_DEFAULT,
) {
  return {
    asset,
    amount,
    curr_amount: holding?.curr_amount ?? '0',
    lend_amount: holding?.lend_amount ?? '0',
    auto_transfer: autoTransfer ? (1 as const) : (0 as const),
  };
}

/** §7 POST fixed user/pre-redeem: the order, and whether it is a VIP one (§6). */
export function earlyRedeemBody(order: Pick<FixedOrder, 'order_id' | 'product_type'>) {
  return { order_id: order.order_id, isVip: order.product_type === PRODUCT_TYPE.VIP };
}
