import { useAtomValue } from 'jotai/react';
import type { AccountModeInfo, WealthClient } from '../api';
import { sharedApi } from '../api/endpoints/shared';
import { type AccountMode, isUnifiedAccountMode, type SpotOrUnified, spotOrUnifiedAccount } from '../domain';
import { topicVersionsAtom } from '../state/invalidation';
import { TOPICS } from '../state/topics';
import { useWealth, type WealthUser } from './context';
import type { ReadSpec } from './prefetchReads';
import { useWealthQuery } from './useWealthQuery';

/** The data topic of the account mode; `invalidate(ACCOUNT_MODE_TOPIC)` reads it again (after an upgrade). */
export const ACCOUNT_MODE_TOPIC = TOPICS.accountMode;

export interface AccountModeState {
  /** §3 account mode; undefined while loading, after an error and for logged-out visitors. */
  mode: AccountMode | undefined;
  /** §6: the customer uses the unified account (multi- or single-currency); false until known. */
  unified: boolean;
  /** What redeem account type 0 is called (§3, §6): 'unified' or 'spot'. */
  spotOrUnified: SpotOrUnified;
}

type Store = ReturnType<typeof useWealth>['store'];

/**
 * One request per provider: every redeem-to label on the page (each table row, card and modal)
 * shares it. Keyed by the provider's store; the entry is renewed when the topic version or the
 * customer changes, and dropped when the request fails so the next mount asks again.
 */
const shared = /* @__PURE__ */ new WeakMap<Store, { key: string; request: Promise<AccountModeInfo> }>();

function loadShared(store: Store, key: string, client: WealthClient): Promise<AccountModeInfo> {
  const cached = shared.get(store);
  if (cached?.key === key) return cached.request;
  // No abort signal: the request outlives the component that started it, as others wait on it.
  const request = sharedApi(client).accountMode();
  const entry = { key, request };
  shared.set(store, entry);
  request.catch(() => {
    if (shared.get(store) === entry) shared.delete(store);
  });
  return request;
}

/**
 * The customer's account mode (§7 GET unified/account_mode) and what §6 makes of it: whether they
 * use the unified account, and so whether "redeem to" reads "Unified account" or "Spot account".
 * Logged-out visitors cause no request. While the mode loads, and when it cannot be read, the
 * spot wording is shown: every customer has a spot account, and a failed label read should not
 * block the screen (the error itself is shown as §8 says for reads).
 */
export function useAccountMode(): AccountModeState {
  const { store, user } = useWealth();
  const version = useAtomValue(topicVersionsAtom, { store })[ACCOUNT_MODE_TOPIC] ?? 0;
  const read = accountModeRead(store, user, version);
  const query = useWealthQuery(read.key, read.load, read.options);
  const mode = query.data?.mode;
  return { mode, unified: isUnifiedAccountMode(mode), spotOrUnified: spotOrUnifiedAccount(mode) };
}

/**
 * The account mode read as `useAccountMode` makes it, for a dialog to start as it opens
 * (`prefetchReads`); `version` is the account mode topic's own.
 */
export function accountModeRead(store: Store, user: WealthUser, version: number): ReadSpec<AccountModeInfo> {
  const cacheKey = `${user.id ?? ''}:${version}`;
  return {
    key: ['accountMode', user.id ?? ''],
    load: (client) => loadShared(store, cacheKey, client),
    options: { topic: ACCOUNT_MODE_TOPIC },
  };
}

/** The same, at the version the store holds now. */
export function currentAccountModeRead(store: Store, user: WealthUser): ReadSpec<AccountModeInfo> {
  return accountModeRead(store, user, store.get(topicVersionsAtom)[ACCOUNT_MODE_TOPIC] ?? 0);
}
