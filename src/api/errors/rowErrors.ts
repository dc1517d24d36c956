import {
  isWealthErrorOfKind,
  WealthError,
  type WealthErrorKind,
  type WealthErrorOptions,
} from './WealthError';

// The §8 rows whose error carries nothing beyond its kind: one class and one guard each, made by
// the two functions below so that the eight of them cannot drift apart.

/** A {@link WealthError} subclass for a row that carries nothing but its kind; `fund-password-invalid` is named `FundPasswordInvalidError`. */
function rowError(kind: WealthErrorKind, message: string): new (options?: WealthErrorOptions) => WealthError {
  const name = `${kind.replace(/(?:^|-)(\w)/g, (_, letter: string) => letter.toUpperCase())}Error`;
  return class extends WealthError {
    constructor(options: WealthErrorOptions = {}) {
      super(kind, message, options);
      this.name = name;
    }
  };
}

/** A guard by brand and kind, so that it holds for errors from any copy of wealthkit. */
function rowGuard<E extends WealthError>(kind: WealthErrorKind): (error: unknown) => error is E {
  return (error): error is E => isWealthErrorOfKind(error, kind);
}

/** §8 "401": the session is missing or expired (HTTP 401 or envelope code 401); the host sends the user to login. */
export class LoginRequiredError extends /* @__PURE__ */ rowError('login-required', 'Login required') {}
/** True when `error` is a {@link LoginRequiredError} from any copy of wealthkit. */
export const isLoginRequiredError = /* @__PURE__ */ rowGuard<LoginRequiredError>('login-required');

/**
 * §8 "101 and 10010111", §4 funding password flow: the operation needs the fund password (code 101,
 * code 10010111, or a `require_fundpass` flag in `data`). `sendWithFundPassword` prompts and re-sends.
 */
export class FundPasswordRequiredError extends /* @__PURE__ */ rowError(
  'fund-password-required',
  'Fund password required',
) {}
/** True when `error` is a {@link FundPasswordRequiredError} from any copy of wealthkit. */
export const isFundPasswordRequiredError =
  /* @__PURE__ */ rowGuard<FundPasswordRequiredError>('fund-password-required');

/** §8 "10010106": the fund password sent was wrong; the prompt asks again. */
export class FundPasswordInvalidError extends /* @__PURE__ */ rowError(
  'fund-password-invalid',
  'Fund password check failed',
) {}
/** True when `error` is a {@link FundPasswordInvalidError} from any copy of wealthkit. */
export const isFundPasswordInvalidError =
  /* @__PURE__ */ rowGuard<FundPasswordInvalidError>('fund-password-invalid');

/** §8 "10010107": the account has no fund password yet, so the operation cannot proceed. */
export class FundPasswordNotSetError extends /* @__PURE__ */ rowError(
  'fund-password-not-set',
  'Set a fund password first',
) {}
/** True when `error` is a {@link FundPasswordNotSetError} from any copy of wealthkit. */
export const isFundPasswordNotSetError =
  /* @__PURE__ */ rowGuard<FundPasswordNotSetError>('fund-password-not-set');

/** The user closed the fund-password prompt (§4 funding password flow); nothing was sent with a password and nothing should be shown. */
export class FundPasswordCancelledError extends /* @__PURE__ */ rowError(
  'fund-password-cancelled',
  'Fund password prompt cancelled',
) {}
/** True when `error` is a {@link FundPasswordCancelledError} from any copy of wealthkit. */
export const isFundPasswordCancelledError =
  /* @__PURE__ */ rowGuard<FundPasswordCancelledError>('fund-password-cancelled');

/** §8 "10010108": the exchange wants a fingerprint (app) verification for this operation. */
export class FingerprintRequiredError extends /* @__PURE__ */ rowError(
  'fingerprint-required',
  'Fingerprint verification needed',
) {}
/** True when `error` is a {@link FingerprintRequiredError} from any copy of wealthkit. */
export const isFingerprintRequiredError =
  /* @__PURE__ */ rowGuard<FingerprintRequiredError>('fingerprint-required');

/** §8 "10010112": too many verification attempts; the user must wait. */
export class VerificationTooFrequentError extends /* @__PURE__ */ rowError(
  'verification-too-frequent',
  'Verification requested too frequently',
) {}
/** True when `error` is a {@link VerificationTooFrequentError} from any copy of wealthkit. */
export const isVerificationTooFrequentError =
  rowGuard<VerificationTooFrequentError>('verification-too-frequent');

/**
 * The server answered, but not with the §7 envelope `{ code, data, message | msg }` (not JSON, an
 * HTML error page, a 4xx without an envelope). §8 "Data fetch failure": the user sees a generic error.
 */
export class ResponseFormatError extends /* @__PURE__ */ rowError(
  'response-format',
  'The response is not a wealth API envelope',
) {}
/** True when `error` is a {@link ResponseFormatError} from any copy of wealthkit. */
export const isResponseFormatError = /* @__PURE__ */ rowGuard<ResponseFormatError>('response-format');
