import { isWealthErrorOfKind, WealthError, type WealthErrorOptions } from './WealthError';

/** §8 "10010106": the fund password sent was wrong; the prompt asks again. */
export class FundPasswordInvalidError extends WealthError {
  constructor(options: WealthErrorOptions = {}) {
    super('fund-password-invalid', 'Fund password check failed', options);
    this.name = 'FundPasswordInvalidError';
  }
}

/** True when `error` is a {@link FundPasswordInvalidError} from any copy of wealthkit. */
export function isFundPasswordInvalidError(error: unknown): error is FundPasswordInvalidError {
  return isWealthErrorOfKind(error, 'fund-password-invalid');
}
