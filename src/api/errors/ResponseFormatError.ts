import { isWealthErrorOfKind, WealthError, type WealthErrorOptions } from './WealthError';

/**
 * The server answered, but not with the §7 envelope `{ code, data, message | msg }` (not JSON, an
 * HTML error page, a 4xx without an envelope). §8 "Data fetch failure": the user sees a generic error.
 */
export class ResponseFormatError extends WealthError {
  constructor(options: WealthErrorOptions = {}) {
    super('response-format', 'The response is not a wealth API envelope', options);
    this.name = 'ResponseFormatError';
  }
}

/** True when `error` is a {@link ResponseFormatError} from any copy of wealthkit. */
export function isResponseFormatError(error: unknown): error is ResponseFormatError {
  return isWealthErrorOfKind(error, 'response-format');
}
