import { ACCOUNT_MODE, REDEEM_ACCOUNT_TYPE } from './enums';
import { type PageRoute, spotLink, unifiedAccountLink } from './links';

/** Which account redeem account type 0 ("spot or unified account", §3) means for this customer. */
export type SpotOrUnified = 'spot' | 'unified';

/** Where a fixed redemption goes, as the redeem-to choice and the lendings table name it (§3, §6). */
export type RedeemDestination = 'flexible' | SpotOrUnified;

/**
 * §6: multi-currency and single-currency margin are the unified account; classic is the spot
 * account. An unknown mode, or none yet (loading, logged out), reads as spot: that is the account
 * every customer has, so the wording is never wrong about an account the customer lacks.
 */
export function isUnifiedAccountMode(mode: string | null | undefined): boolean {
  return mode === ACCOUNT_MODE.MULTI_CURRENCY || mode === ACCOUNT_MODE.SINGLE_CURRENCY;
}

/** §3, §6: the account redeem account type 0 names for this account mode. */
export function spotOrUnifiedAccount(mode: string | null | undefined): SpotOrUnified {
  return isUnifiedAccountMode(mode) ? 'unified' : 'spot';
}

/**
 * §3 redeem account type (1 Simple Earn flexible, otherwise spot or unified) with the §6 wording
 * of the customer's account mode; the caller turns it into its catalogue's label key.
 */
export function redeemDestination(
  redeemAccountType: number,
  mode: string | null | undefined,
): RedeemDestination {
  return redeemAccountType === REDEEM_ACCOUNT_TYPE.SIMPLE_EARN_FLEXIBLE
    ? 'flexible'
    : spotOrUnifiedAccount(mode);
}

/**
 * §2 the Transfer shortcut of a form: a unified-account customer's funds live in the unified
 * account (/myaccount/billing/unified_account?curr_type), everyone else's in spot
 * (/myaccount/myfunds/spot?asset). An unknown mode reads as spot (see isUnifiedAccountMode).
 */
export function transferRoute(asset: string, mode: string | null | undefined): PageRoute {
  return isUnifiedAccountMode(mode) ? unifiedAccountLink(asset) : spotLink(asset);
}
