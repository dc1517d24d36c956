import { isWealthErrorOfKind, WealthError, type WealthErrorOptions } from './WealthError';

/** The Simple Earn operations guarded by the funding-lock check (§4 subscribe flow, §7, §8). */
export type FundingLockOperation = 'subscribe' | 'redeem';

/** Options of {@link FundingLockedError}. */
export interface FundingLockedErrorOptions extends WealthErrorOptions {
  /** The operation that was stopped. */
  operation: FundingLockOperation;
}

/**
 * §8 "Funding lock": the lock check answered `use_funding` and `locked` both true, so the operation
 * stops before anything is sent. Thrown by `assertFundsUnlocked`, never by the server.
 */
export class FundingLockedError extends WealthError {
  /** Which operation was stopped; it picks the toast (§8). */
  readonly operation: FundingLockOperation;

  constructor(options: FundingLockedErrorOptions) {
    super('funding-locked', `Funding account locked: cannot ${options.operation}`, options);
    this.name = 'FundingLockedError';
    this.operation = options.operation;
  }
}

/** True when `error` is a {@link FundingLockedError} from any copy of wealthkit. */
export function isFundingLockedError(error: unknown): error is FundingLockedError {
  return isWealthErrorOfKind(error, 'funding-locked');
}
