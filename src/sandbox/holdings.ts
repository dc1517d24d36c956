import { dec } from '../domain';
import type { SandboxStateView } from './exchange';
import { SPOT } from './ledger';
import type { HeldBalance } from './module';

/**
 * Everything the customer holds, by asset and account: spot plus what every product module reports
 * (flexible principal, frozen redemptions, fixed orders, stakes, dual orders...). The same view the
 * conservation check compares with the ledger, for consoles and tests that want to show or sum it.
 * Zero rows are left out; rows are sorted by asset, then account.
 */
export function listHoldings(state: SandboxStateView): HeldBalance[] {
  const rows: HeldBalance[] = Object.entries(state.data.spot).map(([asset, amount]) => ({
    asset,
    account: SPOT,
    amount,
  }));
  for (const module of state.modules) rows.push(...(module.balances?.(state.context) ?? []));
  return rows
    .filter((row) => !dec(row.amount).isZero())
    .sort((a, b) => a.asset.localeCompare(b.asset) || a.account.localeCompare(b.account));
}
