import { type Decimal, dec } from '../domain';
import type { LedgerEntry, SandboxData } from './state';

/**
 * The books. Every balance change goes through `moveFunds` (between two of the customer's accounts)
 * or `bookExternal` (money entering or leaving: opening balance, interest, bonus, fee), so that the
 * ledger alone explains every balance (see conservation.ts). Spot balances live in `data.spot` and are
 * updated here; product accounts live in their module's state and the module updates them itself,
 * after calling these functions, in the same synchronous step.
 */

/** The spot account's name in the ledger. */
export const SPOT = 'spot';

/** A refusal of a programming error (not a customer rule): the sandbox itself is inconsistent. */
export class LedgerError extends Error {
  override readonly name = 'LedgerError';
}

function addSpot(data: SandboxData, asset: string, delta: Decimal): void {
  const next = dec(data.spot[asset]).plus(delta);
  if (next.isNegative()) {
    throw new LedgerError(`spot ${asset} would become negative (${next.toString()})`);
  }
  data.spot[asset] = next.toString();
}

function push(data: SandboxData, entry: LedgerEntry): void {
  if (entry.account === SPOT) addSpot(data, entry.asset, dec(entry.delta));
  data.ledger.push(entry);
}

/** Moves `amount` of `asset` from one account to another (two entries summing to zero). */
export function moveFunds(
  data: SandboxData,
  move: { asset: string; from: string; to: string; amount: string; reason: string },
): void {
  const amount = dec(move.amount);
  if (!amount.gt(0)) throw new LedgerError(`move of a non-positive amount ${move.amount}`);
  const base = { atMs: data.nowMs, asset: move.asset, kind: 'move' as const, reason: move.reason };
  push(data, { ...base, account: move.from, delta: amount.negated().toString() });
  push(data, { ...base, account: move.to, delta: amount.toString() });
}

/**
 * Books money entering (positive) or leaving (negative) the customer's accounts. Interest, bonus and
 * fees must name the history record that shows them (`historyId`); only the opening balance may not.
 */
export function bookExternal(
  data: SandboxData,
  entry: { asset: string; account: string; delta: string; reason: string; historyId?: number },
): void {
  if (entry.reason !== 'opening' && entry.historyId === undefined) {
    throw new LedgerError(`external ${entry.reason} without a history record`);
  }
  if (dec(entry.delta).isZero()) return;
  push(data, { atMs: data.nowMs, kind: 'external', ...entry });
}

/** Sum of the ledger per asset and account: `totals[asset][account]`. */
export function ledgerTotals(data: SandboxData): Record<string, Record<string, Decimal>> {
  const totals: Record<string, Record<string, Decimal>> = {};
  for (const entry of data.ledger) {
    totals[entry.asset] ??= {};
    const perAccount = totals[entry.asset] as Record<string, Decimal>;
    perAccount[entry.account] = (perAccount[entry.account] ?? dec('0')).plus(dec(entry.delta));
  }
  return totals;
}
