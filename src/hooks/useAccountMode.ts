import { type AccountMode, isUnifiedAccountMode, type SpotOrUnified, spotOrUnifiedAccount } from '../domain';
import { topicVersionsAtom } from '../state/invalidation';
import { ACCOUNT_MODE_TOPIC, accountModeRead } from './accountModeRead';
import { useWealth } from './context';
import { useStoreValue } from './useStoreValue';
import { useWealthQuery } from './useWealthQuery';

export { ACCOUNT_MODE_TOPIC } from './accountModeRead';

export interface AccountModeState {
  /** §3 account mode; undefined while loading, after an error and for logged-out visitors. */
  mode: AccountMode | undefined;
  /** §6: the customer uses the unified account (multi- or single-currency); false until known. */
  unified: boolean;
  /** What redeem account type 0 is called (§3, §6): 'unified' or 'spot'. */
  spotOrUnified: SpotOrUnified;
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
  const version = useStoreValue(store, topicVersionsAtom, (versions) => versions[ACCOUNT_MODE_TOPIC] ?? 0);
  const read = accountModeRead(store, user, version);
  const query = useWealthQuery(read.key, read.load, read.options);
  const mode = query.data?.mode;
  return { mode, unified: isUnifiedAccountMode(mode), spotOrUnified: spotOrUnifiedAccount(mode) };
}
