import { isWealthErrorOfKind, WealthError, type WealthErrorOptions } from './WealthError';

/** §8 "10010107": the account has no fund password yet, so the operation cannot proceed. */
export class FundPasswordNotSetError extends WealthError {
  constructor(options: WealthErrorOptions = {}) {
    super('fund-password-not-set', 'Set a fund password first', options);
    this.name = 'FundPasswordNotSetError';
  }
}

/** True when `error` is a {@link FundPasswordNotSetError} from any copy of wealthkit. */
export function isFundPasswordNotSetError(error: unknown): error is FundPasswordNotSetError {
  return isWealthErrorOfKind(error, 'fund-password-not-set');
}
