import type { AccountModeName, HistoryRecord } from '../api/types';

/**
 * The sandbox's whole state as plain JSON (strings for every amount), so it can be written to a
 * storage adapter and read back after a reload. Product modules keep their own part in `modules`.
 */

/** Who is using the exchange (§3 User, plus the KYC level §7 coin-info takes). */
export interface SandboxUser {
  isLogin: boolean;
  tierLevel: number;
  kycLevel: number;
}

/** Per-account settings that scenarios choose (§3 Account mode, §4 fund password, §8 funding lock). */
export interface SandboxAccount {
  /** §4 account modes; decides the history mode of a redemption to spot (32) or unified (0). */
  mode: AccountModeName;
  firstOpen: boolean;
  /** §3 settings.use_funding. */
  useFunding: boolean;
  /** §8: subscribe and redeem stop when `useFunding` and `locked` are both true. */
  locked: boolean;
  /** §4: when set, money POSTs answer 101 until the X-Fund-Password header carries it. */
  fundPassword: string | null;
  /** §3 referral info. */
  encryptedUid: string;
  kolCode: string;
}

/**
 * One balance change. Every change of every account is an entry, so {@link assertConserved} can add
 * them up. `kind` 'move' entries come in pairs summing to zero per asset; 'external' entries are money
 * entering or leaving the customer's books (opening balance, interest, bonus, fee) and carry the id
 * of the history record that shows it to the customer (none for the opening balance).
 */
export interface LedgerEntry {
  atMs: number;
  asset: string;
  /** 'spot', 'flexible', 'frozen', 'fixed', or a product module's own account name. */
  account: string;
  /** Signed decimal string. */
  delta: string;
  kind: 'move' | 'external';
  /** Why: 'opening', 'interest', 'bonus', 'rate-up', 'fee', 'subscribe', 'redeem', ... */
  reason: string;
  /** The history record of an external entry (except 'opening'). */
  historyId?: number;
}

/** A §3 history record plus the business it belongs to, so each product's history call lists its own. */
export interface StoredHistoryRecord extends HistoryRecord {
  /** 'flexible', 'fixed' or a product module's name; not sent to the client. */
  business: string;
}

/** A remembered answer to a money POST (see idempotency.ts). */
export interface IdempotencyRecord {
  /** Route name, path parameters and canonical JSON body of the first request. */
  fingerprint: string;
  status: number;
  envelope: { code: number; data: unknown; message: string };
}

/** The whole state. */
export interface SandboxData {
  /** Bumped when the shape changes, so an old stored state is ignored instead of misread. */
  version: typeof SANDBOX_DATA_VERSION;
  scenario: string;
  seed: number;
  /** The virtual clock, ms. */
  nowMs: number;
  user: SandboxUser;
  account: SandboxAccount;
  /** Spot balance per asset. */
  spot: Record<string, string>;
  /** Price per pair "BTC_USDT" (§7 tickers), movable by `state.setPrice`. */
  prices: Record<string, string>;
  /** Next id for orders, history records and the like; one counter keeps ids unique across kinds. */
  nextId: number;
  ledger: LedgerEntry[];
  history: StoredHistoryRecord[];
  idempotency: Record<string, IdempotencyRecord>;
  /** Each product module's own state, by module name. */
  modules: Record<string, unknown>;
}

export const SANDBOX_DATA_VERSION = 1;

/** True for a stored value this version can read. */
export function isSandboxData(value: unknown): value is SandboxData {
  return (
    typeof value === 'object' &&
    value !== null &&
    (value as { version?: unknown }).version === SANDBOX_DATA_VERSION &&
    typeof (value as { nowMs?: unknown }).nowMs === 'number'
  );
}
