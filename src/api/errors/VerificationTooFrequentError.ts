import { isWealthErrorOfKind, WealthError, type WealthErrorOptions } from './WealthError';

/** §8 "10010112": too many verification attempts; the user must wait. */
export class VerificationTooFrequentError extends WealthError {
  constructor(options: WealthErrorOptions = {}) {
    super('verification-too-frequent', 'Verification requested too frequently', options);
    this.name = 'VerificationTooFrequentError';
  }
}

/** True when `error` is a {@link VerificationTooFrequentError} from any copy of wealthkit. */
export function isVerificationTooFrequentError(error: unknown): error is VerificationTooFrequentError {
  return isWealthErrorOfKind(error, 'verification-too-frequent');
}
