import { isWealthErrorOfKind, WealthError, type WealthErrorOptions } from './WealthError';

/**
 * Why the exchange could not be reached: `offline` (fetch rejected, e.g. `TypeError: Failed to
 * fetch`), `timeout` (no answer within the per-attempt timeout), `http` (a 5xx, 408 or 429 left after
 * the retries), `aborted` (the caller's AbortSignal fired, e.g. the widget unmounted).
 */
export type NetworkErrorReason = 'offline' | 'timeout' | 'http' | 'aborted';

/** Options of {@link NetworkError}. */
export interface NetworkErrorOptions extends WealthErrorOptions {
  /** What went wrong on the wire. @default 'offline' */
  reason?: NetworkErrorReason;
}

/**
 * §8 "Network failure" ('Networkerr'): no usable answer. For a money-moving POST the outcome on the
 * server is unknown, which is why the caller keeps the idempotency key for a manual retry.
 */
export class NetworkError extends WealthError {
  /** What went wrong on the wire. */
  readonly reason: NetworkErrorReason;

  constructor(options: NetworkErrorOptions = {}) {
    const reason = options.reason ?? 'offline';
    super('network', `Network error (${reason})`, options);
    this.name = 'NetworkError';
    this.reason = reason;
  }
}

/** True when `error` is a {@link NetworkError} from any copy of wealthkit. */
export function isNetworkError(error: unknown): error is NetworkError {
  return isWealthErrorOfKind(error, 'network');
}
