import type { AccountMode } from '../../domain/enums';
import type { DecimalString, Flag } from './base';

// ---------------------------------------------------------------- Account, user, misc (§3)

/** §4 account modes. */
export type AccountModeName = AccountMode;

/** §3 "Account mode". */
export interface AccountModeInfo {
  mode: AccountModeName;
  first_open: boolean | Flag;
  settings: { use_funding: boolean | Flag };
}

/** §3 "User". */
export interface WealthUser {
  isLogin: boolean;
  tier_level: number;
}

/** §3 "Available balance entry". */
export interface AvailableBalance {
  outable: DecimalString;
  available: DecimalString;
  mode: AccountModeName | string;
}

/** §3 "Referral info". */
export interface ReferralInfo {
  encrypted_uid: string;
  kol_code: string;
}

/**
 * §7 `lend-earn-coin-info` answer. §7 does not show its shape; wealthkit reads the coin, its minimum
 * and `precision`, the decimals the coin's amounts take (§5), and tolerates any of them missing.
 */
export interface LendEarnCoinInfo {
  coin?: string;
  min_lend_amount?: DecimalString;
  precision?: number;
}

/** §7 `borrow-coin-settings` answer. */
export interface BorrowCoinSettings {
  is_support_launchpool: boolean | Flag;
  is_support_staking: boolean | Flag;
}

/** §7 `compliance/check` answer; the shape of both fields is not shown. */
export interface ComplianceCheck {
  business: unknown;
  menu: unknown;
}

/** §7 `market/tickers` row. */
export interface Ticker {
  pair: string;
  rate: DecimalString;
}
