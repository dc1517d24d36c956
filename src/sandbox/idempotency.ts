import { canonicalJson } from '../api/canonicalJson';
import type { SandboxRequest } from './module';
import type { IdempotencyRecord, SandboxData } from './state';

/**
 * Idempotency of money POSTs (ARCHITECTURE "Contracts": a key is minted once per user intent and
 * reused by the fund-password retry). A key seen with the same request returns the first answer with
 * no new side effect; the same key with another request is refused. Keys live in the state, so they
 * survive a storage reload. Only answers the product handler gave are remembered: a 401 or a fund
 * password prompt (101) did nothing, so the retry with the same key must still go through.
 */

/** What identifies "the same request" for a key: route, path parameters and body. */
export function requestFingerprint(request: SandboxRequest): string {
  return canonicalJson({ route: request.route.name, params: request.params, body: request.body ?? null });
}

/** The outcome of looking a key up. */
export type KeyLookup =
  | { kind: 'new' }
  | { kind: 'replay'; record: IdempotencyRecord }
  | { kind: 'conflict' };

/** Looks up `key` for `request`. */
export function lookupKey(data: SandboxData, key: string, request: SandboxRequest): KeyLookup {
  const record = data.idempotency[key];
  if (!record) return { kind: 'new' };
  return record.fingerprint === requestFingerprint(request)
    ? { kind: 'replay', record }
    : { kind: 'conflict' };
}

/** Remembers the first answer to `key`. */
export function rememberKey(
  data: SandboxData,
  key: string,
  request: SandboxRequest,
  answer: Omit<IdempotencyRecord, 'fingerprint'>,
): void {
  data.idempotency[key] = { fingerprint: requestFingerprint(request), ...answer };
}
