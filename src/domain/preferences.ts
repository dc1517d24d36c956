import { REDEEM_ACCOUNT_TYPE, REINVEST_STATUS, type RedeemAccountType, type ReinvestStatus } from './enums';

/** §3 Local preferences of the fixed subscribe flow. */
export interface EarnPreferences {
  readonly reinvestStatus: ReinvestStatus;
  readonly redeemAccountType: RedeemAccountType;
}

/** Reinvestment off, redemptions to the Simple Earn flexible account: what a new user starts with. */
export const DEFAULT_EARN_PREFERENCES: EarnPreferences = {
  reinvestStatus: REINVEST_STATUS.OFF,
  redeemAccountType: REDEEM_ACCOUNT_TYPE.SIMPLE_EARN_FLEXIBLE,
};

/**
 * The redeem account a reinvest switch implies (§4): turning reinvestment on sets it to 0 (spot or
 * unified), turning it off sets it to 1 (Simple Earn flexible).
 */
export function redeemAccountForReinvest(reinvestOn: boolean): RedeemAccountType {
  return reinvestOn ? REDEEM_ACCOUNT_TYPE.SPOT_OR_UNIFIED : REDEEM_ACCOUNT_TYPE.SIMPLE_EARN_FLEXIBLE;
}

/** §4: toggling reinvestment (per order or as the default before subscribing) also moves the redeem account. */
export function setReinvest(prefs: EarnPreferences, reinvestOn: boolean): EarnPreferences {
  return {
    ...prefs,
    reinvestStatus: reinvestOn ? REINVEST_STATUS.ON : REINVEST_STATUS.OFF,
    redeemAccountType: redeemAccountForReinvest(reinvestOn),
  };
}

/** §4, §2: with reinvestment on there is no redeem-to selection (the selector shows '--'). */
export function showsRedeemTo(reinvestStatus: ReinvestStatus): boolean {
  return reinvestStatus !== REINVEST_STATUS.ON;
}
