import { CODE_FUND_PASSWORD_INVALID, CODES_FUND_PASSWORD_REQUIRED } from '../api/codes';
import type { ExchangeContext } from './module';
import { refuse } from './module';

/**
 * Who may do what: login (§6, §8 401), the fund password (§4, §8) and the funding lock (§7, §8).
 */

/** Header names as fetch normalises them (lower case); the values come from src/api. */
export const FUND_PASSWORD_HEADER_KEY = 'x-fund-password';
export const IDEMPOTENCY_HEADER_KEY = 'idempotency-key';

/** §8 101: the first of the two fund-password codes; the sandbox asks with this one. */
export const CODE_FUND_PASSWORD_PROMPT = CODES_FUND_PASSWORD_REQUIRED[0] as number;

/**
 * §4 fund password check of a money POST: `undefined` when it may proceed, otherwise the envelope
 * code to answer (101 without the header, 10010106 with a wrong one).
 */
export function fundPasswordCode(
  fundPassword: string | null,
  headers: Readonly<Record<string, string>>,
): number | undefined {
  if (fundPassword === null) return undefined;
  const sent = headers[FUND_PASSWORD_HEADER_KEY];
  if (sent === undefined) return CODE_FUND_PASSWORD_PROMPT;
  return sent === fundPassword ? undefined : CODE_FUND_PASSWORD_INVALID;
}

/** §7 funding-lock answer. */
export function fundingLock(ctx: ExchangeContext): { use_funding: boolean; locked: boolean } {
  return { use_funding: ctx.data.account.useFunding, locked: ctx.data.account.locked };
}

/**
 * §8 "Funding lock (use_funding and locked both true)": the UI stops before sending, and the server
 * refuses too, since it never trusts the client.
 */
export function assertFundsUnlocked(ctx: ExchangeContext, operation: 'subscribe' | 'redeem'): void {
  const { useFunding, locked } = ctx.data.account;
  if (useFunding && locked) refuse(`funding account is locked: cannot ${operation}`);
}
