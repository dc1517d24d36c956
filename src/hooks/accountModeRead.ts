// The account mode read, apart from its hook: a dialog's shell starts it as the dialog opens
// (subscribeOpenReads), and what this module imports lands in a host's first chunk.
import type { createStore } from 'jotai/vanilla';
import type { AccountModeInfo, WealthClient } from '../api';
import { sharedApi } from '../api/endpoints/shared';
import { topicVersionsAtom } from '../state/invalidation';
import { TOPICS } from '../state/topics';
import type { WealthUser } from './context';
import type { ReadSpec } from './prefetchReads';

/** The data topic of the account mode; `invalidate(ACCOUNT_MODE_TOPIC)` reads it again (after an upgrade). */
export const ACCOUNT_MODE_TOPIC = TOPICS.accountMode;

type Store = ReturnType<typeof createStore>;

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
