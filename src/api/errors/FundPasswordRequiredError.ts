import { isWealthErrorOfKind, WealthError, type WealthErrorOptions } from './WealthError';

/**
 * §8 "101 and 10010111", §4 funding password flow: the operation needs the fund password (code 101,
 * code 10010111, or a `require_fundpass` flag in `data`). `sendWithFundPassword` prompts and re-sends.
 */
export class FundPasswordRequiredError extends WealthError {
  constructor(options: WealthErrorOptions = {}) {
    super('fund-password-required', 'Fund password required', options);
    this.name = 'FundPasswordRequiredError';
  }
}

/** True when `error` is a {@link FundPasswordRequiredError} from any copy of wealthkit. */
export function isFundPasswordRequiredError(error: unknown): error is FundPasswordRequiredError {
  return isWealthErrorOfKind(error, 'fund-password-required');
}
