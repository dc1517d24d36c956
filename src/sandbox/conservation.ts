import { dec } from '../domain';
import type { SandboxStateView } from './exchange';
import { ledgerTotals, SPOT } from './ledger';

/**
 * The conservation check: per asset, the customer's money in every account
 * (spot, flexible principal, frozen, fixed principal, and whatever product modules hold) changes only
 * by the interest, bonuses, rate-ups and fees that history records. Three facts are checked:
 * 1. each account's balance equals the sum of its ledger entries (nothing moved off the books);
 * 2. internal moves sum to zero per asset (a transfer neither creates nor destroys money);
 * 3. every external entry other than the opening balance names a history record of the same asset
 *    and amount (the customer is shown every gain and fee).
 * Throws an Error describing the first difference.
 */
export function assertConserved(state: SandboxStateView): void {
  const { data } = state;
  const totals = ledgerTotals(data as never);
  const held: Record<string, Record<string, ReturnType<typeof dec>>> = {};
  const add = (asset: string, account: string, amount: string) => {
    held[asset] ??= {};
    const perAsset = held[asset];
    perAsset[account] = (perAsset[account] ?? dec('0')).plus(dec(amount));
  };
  for (const [asset, amount] of Object.entries(data.spot)) add(asset, SPOT, amount);
  for (const module of state.modules)
    for (const row of module.balances?.(state.context) ?? []) add(row.asset, row.account, row.amount);
  const assets = new Set([...Object.keys(totals), ...Object.keys(held)]);
  for (const asset of assets) {
    const accounts = new Set([...Object.keys(totals[asset] ?? {}), ...Object.keys(held[asset] ?? {})]);
    for (const account of accounts) {
      const booked = totals[asset]?.[account] ?? dec('0');
      const actual = held[asset]?.[account] ?? dec('0');
      if (!booked.eq(actual)) {
        throw new Error(
          `conservation: ${asset} ${account} holds ${actual.toString()} but the ledger says ${booked.toString()}`,
        );
      }
    }
  }
  const moves: Record<string, ReturnType<typeof dec>> = {};
  const historyById = new Map(data.history.map((r) => [Number(r.id), r]));
  for (const entry of data.ledger) {
    if (entry.kind === 'move') {
      moves[entry.asset] = (moves[entry.asset] ?? dec('0')).plus(dec(entry.delta));
      continue;
    }
    if (entry.reason === 'opening') continue;
    const record = entry.historyId === undefined ? undefined : historyById.get(entry.historyId);
    if (!record || record.asset === undefined) {
      throw new Error(`conservation: ${entry.reason} of ${entry.delta} ${entry.asset} has no history record`);
    }
    const shown = entry.reason === 'bonus' ? record.bonus_amount : record.amount;
    const shownAsset = entry.reason === 'bonus' ? record.bonus_asset : record.asset;
    if (shownAsset !== entry.asset || !dec(shown).abs().eq(dec(entry.delta).abs())) {
      throw new Error(
        `conservation: ${entry.reason} of ${entry.delta} ${entry.asset} is shown as ${shown} ${shownAsset}`,
      );
    }
  }
  for (const [asset, total] of Object.entries(moves)) {
    if (!total.isZero())
      throw new Error(`conservation: internal moves of ${asset} sum to ${total.toString()}`);
  }
}
