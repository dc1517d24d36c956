import type { StorageAdapter } from './storage';

/**
 * The preferences §3 and §2 ask us to remember: the default reinvest status and redeem account
 * type for fixed subscriptions, and the history tab and record type chosen last. They are kept per
 * user (a shared computer must not carry one customer's choice to the next) under a key prefix
 * so they never collide with the host's own keys.
 */
export interface Preferences {
  /** Auto-reinvest default before subscribing to a fixed product (§4). */
  reinvestStatus?: 0 | 1;
  /** 1 = Simple Earn flexible account, 0 = spot or unified account (§3). */
  redeemAccountType?: 0 | 1;
  /** The history tab and record type chosen last (§2 "History"). */
  historyTab?: { tab: 'flexible' | 'fixed'; type: number };
  /** When the dual reinvest tip was last dismissed, in Unix SECONDS; it shows again after 604800 s (§4, §9). */
  dualReinvestTipDismissedAt?: number;
}

const KEYS: (keyof Preferences)[] = [
  'reinvestStatus',
  'redeemAccountType',
  'historyTab',
  'dualReinvestTipDismissedAt',
];

/** Reads and writes `Preferences` for one user. */
export interface PreferenceStore {
  get<K extends keyof Preferences>(key: K): Preferences[K] | undefined;
  set<K extends keyof Preferences>(key: K, value: Preferences[K] | undefined): void;
  /** The storage key used for a preference (for hosts that migrate or clear them). */
  keyOf(key: keyof Preferences): string;
}

function isValid<K extends keyof Preferences>(key: K, value: unknown): value is Preferences[K] {
  switch (key) {
    case 'reinvestStatus':
    case 'redeemAccountType':
      return value === 0 || value === 1;
    case 'historyTab': {
      if (typeof value !== 'object' || value === null) return false;
      const v = value as Record<string, unknown>;
      return (v.tab === 'flexible' || v.tab === 'fixed') && Number.isInteger(v.type);
    }
    case 'dualReinvestTipDismissedAt':
      return typeof value === 'number' && Number.isInteger(value) && value >= 0;
    default:
      return false;
  }
}

/**
 * Preferences of one user. `userKey` identifies the signed-in customer (an opaque id from the host);
 * anonymous visitors share the 'anonymous' slot.
 */
export function createPreferenceStore(
  storage: StorageAdapter,
  prefix: string,
  userKey: string,
): PreferenceStore {
  const keyOf = (key: keyof Preferences) => `${prefix}${userKey}:${key}`;
  return {
    keyOf,
    get(key) {
      if (!KEYS.includes(key)) return undefined;
      try {
        const raw = storage.getItem(keyOf(key));
        if (raw === null) return undefined;
        const value: unknown = JSON.parse(raw);
        // Storage is outside our control (other tabs, older versions, the user): validate on read.
        return isValid(key, value) ? value : undefined;
      } catch {
        return undefined;
      }
    },
    set(key, value) {
      try {
        if (value === undefined) storage.removeItem(keyOf(key));
        else storage.setItem(keyOf(key), JSON.stringify(value));
      } catch {
        // Quota exceeded or storage revoked: a preference is a convenience, never an error.
      }
    },
  };
}
