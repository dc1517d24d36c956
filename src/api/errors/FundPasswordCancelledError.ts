import { isWealthErrorOfKind, WealthError, type WealthErrorOptions } from './WealthError';

/** The user closed the fund-password prompt (§4 funding password flow); nothing was sent with a password and nothing should be shown. */
export class FundPasswordCancelledError extends WealthError {
  constructor(options: WealthErrorOptions = {}) {
    super('fund-password-cancelled', 'Fund password prompt cancelled', options);
    this.name = 'FundPasswordCancelledError';
  }
}

/** True when `error` is a {@link FundPasswordCancelledError} from any copy of wealthkit. */
export function isFundPasswordCancelledError(error: unknown): error is FundPasswordCancelledError {
  return isWealthErrorOfKind(error, 'fund-password-cancelled');
}
