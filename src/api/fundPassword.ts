import {
  FundPasswordCancelledError,
  isFundPasswordInvalidError,
  isFundPasswordRequiredError,
} from './errors/rowErrors';

/** How many passwords the user may try for one operation before the last rejection is thrown. */
export const MAX_FUND_PASSWORD_ATTEMPTS = 3;

/** Why the host's prompt is shown: first time, or after a wrong password. */
export interface FundPasswordRequest {
  reason: 'required' | 'invalid';
  /** 1-based number of this prompt, up to {@link MAX_FUND_PASSWORD_ATTEMPTS}. */
  attempt: number;
}

/** The host's prompt: resolves the password, or null when the user cancels. */
export type AskFundPassword = (request: FundPasswordRequest) => Promise<string | null>;

/**
 * §4 funding password flow. Calls `send(undefined)`; when the server asks for the fund password
 * (101, 10010111, require_fundpass) it asks the host and calls `send(password)` again. Because it is
 * the same closure, the same idempotency key goes out with the password, so the exchange cannot
 * execute the operation twice. A wrong password (10010106) prompts again with reason 'invalid', up
 * to {@link MAX_FUND_PASSWORD_ATTEMPTS} passwords; then the last error is thrown. A cancelled prompt
 * throws `FundPasswordCancelledError`. Any other error passes through untouched.
 *
 * `checked` is called once the send with the last password given has had its answer and no ask
 * follows (it went through, failed otherwise, or was the last wrong one): a prompt can stay open,
 * checking, until then, and after a wrong password show the next ask in place instead of closing
 * and opening again a round trip later.
 */
export async function sendWithFundPassword<T>(
  send: (fundPassword: string | undefined) => Promise<T>,
  ask: AskFundPassword,
  checked?: () => void,
): Promise<T> {
  let password: string | undefined;
  let attempt = 0;
  try {
    for (;;) {
      try {
        return await send(password);
      } catch (error) {
        const invalid = isFundPasswordInvalidError(error);
        if (!invalid && !isFundPasswordRequiredError(error)) throw error;
        if (attempt >= MAX_FUND_PASSWORD_ATTEMPTS) throw error;
        attempt += 1;
        const answer = await ask({ reason: invalid ? 'invalid' : 'required', attempt });
        if (answer === null) throw new FundPasswordCancelledError({ cause: error });
        password = answer;
      }
    }
  } finally {
    if (password !== undefined) checked?.();
  }
}
