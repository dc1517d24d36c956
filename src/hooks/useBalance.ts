import { useEffect } from 'react';
import { type BalanceEntry, balancesAtom, balancesErrorAtom } from '../state/balances';
import { useWealth } from './context';
import { useStoreValue } from './useStoreValue';

export interface BalanceState {
  /** The asset's balance, or undefined until the first load (or when logged out). */
  balance: BalanceEntry | undefined;
  /** The last refresh error; the last known balance stays shown meanwhile. */
  error: unknown;
  /** Reloads now, e.g. after a transfer. */
  refresh(): Promise<void>;
}

/**
 * An asset's available balance, kept fresh every 60 s (§7, §9) while the widget is mounted.
 * Logged-out customers have no balance and cause no request.
 */
export function useBalance(asset: string | undefined): BalanceState {
  const { store, balances, user } = useWealth();
  const all = useStoreValue(store, balancesAtom);
  const error = useStoreValue(store, balancesErrorAtom);
  useEffect(() => {
    if (!asset || !user.isLogin) return;
    return balances.watch(asset);
  }, [asset, balances, user.isLogin]);
  return { balance: asset && user.isLogin ? all[asset] : undefined, error, refresh: balances.refresh };
}
