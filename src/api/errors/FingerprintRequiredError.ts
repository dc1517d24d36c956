import { isWealthErrorOfKind, WealthError, type WealthErrorOptions } from './WealthError';

/** §8 "10010108": the exchange wants a fingerprint (app) verification for this operation. */
export class FingerprintRequiredError extends WealthError {
  constructor(options: WealthErrorOptions = {}) {
    super('fingerprint-required', 'Fingerprint verification needed', options);
    this.name = 'FingerprintRequiredError';
  }
}

/** True when `error` is a {@link FingerprintRequiredError} from any copy of wealthkit. */
export function isFingerprintRequiredError(error: unknown): error is FingerprintRequiredError {
  return isWealthErrorOfKind(error, 'fingerprint-required');
}
