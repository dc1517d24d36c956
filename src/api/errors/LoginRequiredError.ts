import { isWealthErrorOfKind, WealthError, type WealthErrorOptions } from './WealthError';

/** §8 "401": the session is missing or expired (HTTP 401 or envelope code 401); the host sends the user to login. */
export class LoginRequiredError extends WealthError {
  constructor(options: WealthErrorOptions = {}) {
    super('login-required', 'Login required', options);
    this.name = 'LoginRequiredError';
  }
}

/** True when `error` is a {@link LoginRequiredError} from any copy of wealthkit. */
export function isLoginRequiredError(error: unknown): error is LoginRequiredError {
  return isWealthErrorOfKind(error, 'login-required');
}
