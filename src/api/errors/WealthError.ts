/**
 * Every kind of failure the wealth API can produce, one per row of the §8 error catalogue (plus the
 * client-side ones: a cancelled fund-password prompt and a locked funding account).
 */
export type WealthErrorKind =
  | 'login-required'
  | 'fund-password-required'
  | 'fund-password-invalid'
  | 'fund-password-not-set'
  | 'fund-password-cancelled'
  | 'fingerprint-required'
  | 'verification-too-frequent'
  | 'server-message'
  | 'network'
  | 'response-format'
  | 'funding-locked';

/**
 * A brand that survives bundling: two copies of wealthkit on one page (host bundle + iframe, or a
 * duplicated dependency) give two `WealthError` classes, so `instanceof` lies; `Symbol.for` is shared
 * by the whole realm.
 */
export const WEALTH_ERROR_BRAND: unique symbol = Symbol.for('wealthkit.WealthError');

/** Options every wealth error accepts. */
export interface WealthErrorOptions {
  /** The envelope code or HTTP status that caused it. @default undefined */
  code?: number;
  /** The underlying error (an HTTP status's, a fetch TypeError, ...). @default undefined */
  cause?: unknown;
}

/**
 * Base class of every error the API client throws. Check it with `isWealthError`, and a particular
 * kind with the `isXError` guard next to each subclass, never with `instanceof`.
 */
export class WealthError extends Error {
  /** Which §8 row this is. */
  readonly kind: WealthErrorKind;
  /** The envelope code (§7, §8) or HTTP status, when there was one. */
  readonly code: number | undefined;
  /** The cross-bundle brand `isWealthError` looks for. */
  readonly [WEALTH_ERROR_BRAND] = true;

  constructor(kind: WealthErrorKind, message: string, options: WealthErrorOptions = {}) {
    super(message, options.cause === undefined ? undefined : { cause: options.cause });
    this.name = 'WealthError';
    this.kind = kind;
    this.code = options.code;
  }
}

/** True for any error thrown by the wealth API client, from any copy of wealthkit. */
export function isWealthError(error: unknown): error is WealthError {
  return (
    typeof error === 'object' &&
    error !== null &&
    (error as Record<PropertyKey, unknown>)[WEALTH_ERROR_BRAND] === true &&
    typeof (error as { kind?: unknown }).kind === 'string'
  );
}

/** Shared body of the `isXError` guards: brand plus kind, so it works across bundles. */
export function isWealthErrorOfKind(error: unknown, kind: WealthErrorKind): boolean {
  return isWealthError(error) && error.kind === kind;
}
