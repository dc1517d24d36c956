import { createIdempotencyKey, type MoneyRequest } from '../api';
import { canonicalJson } from '../api/canonicalJson';
import type { ErrorContext } from '../api/outcomes';
import type { SuccessPayload } from '../domain/events';
import type { StorageAdapter } from './storage';

/**
 * The provider's ledger of money intents: one intent makes one order.
 *
 * A money intent is what the customer asked for: an action on a product with an amount. It is
 * identified by its scope (the widget's flow, coin and product) and by the request it sends (route,
 * path parameters and body), and it owns one idempotency key. The ledger belongs to the provider,
 * not to a form, so the key outlives the dialog that made it:
 * - while the intent's request is out, a dialog of the same scope that opens shows it pending;
 * - after an unknown outcome (no answer, a timeout, a 5xx) the record stays, so sending the same
 *   request again reuses the key and the exchange executes it once;
 * - a definite answer (success, a refusal, 401, a cancelled prompt) drops it, so a later submit is a
 *   new intent with a new key.
 * Records are written to session storage so that a reload mid-intent can send the same request with
 * the same key and learn how it ended. The fund password is never part of a record.
 */

/** Every money flow a widget runs. */
export type MoneyFlow =
  | 'subscribe'
  | 'redeem'
  | 'cancel-redemption'
  | 'early-redeem'
  | 'stake'
  | 'staking-redeem'
  | 'launch-pool-stake'
  | 'launch-pool-redeem'
  | 'dual';

/** What the customer and the host are told about an intent when no dialog shows it. */
export interface IntentSummary {
  flow: MoneyFlow;
  /** The §8 rows that describe its failure. */
  context: ErrorContext;
  /** The payload a success reports to the host (the widget's `onSuccess`, the frame's `success`). */
  payload: SuccessPayload;
}

/** A flow that is running: how it will end, and what it sends. */
export interface RunningIntent {
  settled: Promise<unknown>;
  summary: IntentSummary;
}

/** One intent whose request went out and whose outcome is not known yet (or was unknown). */
export interface IntentRecord {
  /** Scope and request, canonical. */
  id: string;
  scope: string;
  key: string;
  request: MoneyRequest;
  summary: IntentSummary;
  /** True after an unknown outcome; false while the request is out. */
  unknown: boolean;
}

export interface IntentLedger {
  /**
   * The key for `request` sent for `scope`: the key of a recorded intent with the same request, or a
   * new one. Either way the intent is recorded as out and written to storage. Body fields named in
   * `snapshot` (what the form had read, such as a holding's current amount) do not tell intents
   * apart; a recorded intent's request is returned, to be sent again as it was the first time.
   */
  keyFor(
    scope: string,
    summary: IntentSummary,
    request: MoneyRequest,
    snapshot?: readonly string[],
  ): { id: string; key: string; request: MoneyRequest };
  /** A definite answer: the intent ends and its key is dropped. */
  drop(id: string): void;
  /** An unknown outcome: the record and its key stay for a resend. */
  markUnknown(id: string): void;
  /** The recorded intent with this id, if any. */
  get(id: string): IntentRecord | undefined;
  /**
   * A flow of `scope` is running: until `settled` resolves, `running(scope)` returns it with its
   * summary, so a dialog of that scope that opens shows what is pending and then its end (the
   * dialog reads the value it resolves to; a resend after a reload resolves to nothing, and the
   * dialog goes back to idle).
   */
  track(scope: string, settled: Promise<unknown>, summary: IntentSummary): void;
  running(scope: string): RunningIntent | undefined;
  /** A dialog shows `scope` while the returned function has not been called. */
  watch(scope: string): () => void;
  watched(scope: string): boolean;
  /** The records a previous page left in storage, each handed out once (for the provider to resend). */
  claimStored(): IntentRecord[];
}

/** The request with some body fields left out (the snapshot fields of `keyFor`). */
function withoutFields(request: MoneyRequest, fields: readonly string[]): MoneyRequest {
  const body = request.body;
  if (fields.length === 0 || typeof body !== 'object' || body === null || Array.isArray(body)) return request;
  const kept = Object.fromEntries(Object.entries(body).filter(([name]) => !fields.includes(name)));
  return { ...request, body: kept };
}

function isRecord(value: unknown): value is IntentRecord {
  const r = value as IntentRecord | null;
  return (
    typeof r === 'object' &&
    r !== null &&
    typeof r.id === 'string' &&
    typeof r.scope === 'string' &&
    typeof r.key === 'string' &&
    typeof r.request?.route === 'string' &&
    // Only a money-moving row is ever resent (a stored record is data, not trusted code).
    r.request.spec?.moneyMoving === true &&
    typeof r.request.spec.path === 'string' &&
    (r.request.spec.method === 'POST' || r.request.spec.method === 'PUT') &&
    typeof r.summary?.flow === 'string' &&
    typeof r.summary?.payload?.amount === 'string'
  );
}

function readStored(storage: StorageAdapter | null, storageKey: string): IntentRecord[] {
  try {
    const parsed: unknown = JSON.parse(storage?.getItem(storageKey) ?? '[]');
    return Array.isArray(parsed) ? parsed.filter(isRecord) : [];
  } catch {
    return [];
  }
}

export interface IntentLedgerOptions {
  /** Where records survive a reload: session storage (per tab), or null to keep them in memory only. */
  storage: StorageAdapter | null;
  /** The storage key: one per provider instance and customer. */
  storageKey: string;
  /** @default createIdempotencyKey */
  mintKey?: () => string;
}

/** A ledger for one provider instance. */
export function createIntentLedger(options: IntentLedgerOptions): IntentLedger {
  const { storage, storageKey, mintKey = createIdempotencyKey } = options;
  const records = new Map<string, IntentRecord>();
  let unclaimed = readStored(storage, storageKey);
  for (const record of unclaimed) records.set(record.id, { ...record, unknown: true });
  const runs = new Map<string, RunningIntent>();
  const watchers = new Map<string, number>();

  const persist = () => {
    try {
      if (records.size === 0) storage?.removeItem(storageKey);
      else storage?.setItem(storageKey, JSON.stringify([...records.values()]));
    } catch {
      // A full or blocked storage loses the reload guarantee, never the in-memory one.
    }
  };

  return {
    keyFor(scope, summary, request, snapshot = []) {
      const id = `${scope}|${canonicalJson(withoutFields(request, snapshot))}`;
      const known = records.get(id);
      const key = known?.key ?? mintKey();
      const sent = known?.request ?? request;
      records.set(id, { id, scope, key, request: sent, summary, unknown: false });
      persist();
      return { id, key, request: sent };
    },
    drop(id) {
      if (records.delete(id)) persist();
    },
    markUnknown(id) {
      const record = records.get(id);
      if (!record) return;
      records.set(id, { ...record, unknown: true });
      persist();
    },
    get: (id) => records.get(id),
    track(scope, settled, summary) {
      runs.set(scope, { settled, summary });
      const clear = () => {
        if (runs.get(scope)?.settled === settled) runs.delete(scope);
      };
      settled.then(clear, clear);
    },
    running: (scope) => runs.get(scope),
    watch(scope) {
      watchers.set(scope, (watchers.get(scope) ?? 0) + 1);
      let done = false;
      return () => {
        if (done) return;
        done = true;
        const left = (watchers.get(scope) ?? 1) - 1;
        if (left <= 0) watchers.delete(scope);
        else watchers.set(scope, left);
      };
    },
    watched: (scope) => (watchers.get(scope) ?? 0) > 0,
    claimStored() {
      const claimed = unclaimed.filter((record) => records.has(record.id));
      unclaimed = [];
      return claimed.map((record) => records.get(record.id) as IntentRecord);
    },
  };
}
