import { familyAccessor } from '../families';
import { SHARED_ROUTES } from '../routeTables';
import type { CallOptions, Transport } from '../transport';
import type {
  AccountModeInfo,
  AvailableBalance,
  BorrowCoinSettings,
  ComplianceCheck,
  LendEarnCoinInfo,
  ReferralInfo,
  Ticker,
} from '../types';
import { reads, readsAll } from './reads';

/** §7 Shared calls. */
export interface SharedEndpoints {
  /**
   * POST account/spot/asset/outable {assets}: transferable and available balance per asset. It is a
   * read sent as POST, so it carries no idempotency key and is retried like a GET (route flag `read`).
   */
  outable(body: { assets: string[] }, call?: CallOptions): Promise<Record<string, AvailableBalance>>;
  /** GET compliance/check: which businesses and menus the user may see. */
  complianceCheck(call?: CallOptions): Promise<ComplianceCheck>;
  /** GET earn/borrow-coin-settings (coin): whether the coin supports launch pool and staking. */
  borrowCoinSettings(query: { coin: string }, call?: CallOptions): Promise<BorrowCoinSettings>;
  /** GET uniloan/lend-earn-coin-info (coin); its shape is not shown in §7 (see `LendEarnCoinInfo`). */
  lendEarnCoinInfo(query: { coin: string }, call?: CallOptions): Promise<LendEarnCoinInfo>;
  /** GET unified/account_mode. */
  accountMode(call?: CallOptions): Promise<AccountModeInfo>;
  /** GET rebate/get_user_info: referral info. */
  rebateUserInfo(call?: CallOptions): Promise<ReferralInfo>;
  /** GET market/tickers (currency_pairs, comma-separated). */
  tickers(query: { currency_pairs: string }, call?: CallOptions): Promise<Ticker[]>;
}

/** Builds `client.shared`. */
export function createSharedEndpoints(t: Transport): SharedEndpoints {
  return {
    outable: (body, call) => t.request({ route: SHARED_ROUTES.sharedOutable, body, ...call }),
    complianceCheck: readsAll(t, SHARED_ROUTES.sharedComplianceCheck),
    borrowCoinSettings: (query, call) =>
      t.request({ route: SHARED_ROUTES.sharedBorrowCoinSettings, query, ...call }),
    lendEarnCoinInfo: reads(t, SHARED_ROUTES.sharedLendEarnCoinInfo),
    accountMode: readsAll(t, SHARED_ROUTES.sharedAccountMode),
    rebateUserInfo: readsAll(t, SHARED_ROUTES.sharedRebateUserInfo),
    tickers: reads(t, SHARED_ROUTES.sharedTickers),
  };
}

/** `client.shared`, and the reason its calls are in the bundle (see familyAccessor). */
export const sharedApi = /* @__PURE__ */ familyAccessor('shared', createSharedEndpoints);
