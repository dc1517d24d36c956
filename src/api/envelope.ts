import {
  CODE_FINGERPRINT_REQUIRED,
  CODE_FUND_PASSWORD_INVALID,
  CODE_FUND_PASSWORD_NOT_SET,
  CODE_LOGIN_REQUIRED,
  CODE_VERIFICATION_TOO_FREQUENT,
  CODES_FUND_PASSWORD_REQUIRED,
  SUCCESS_CODES,
} from './codes';
import {
  FingerprintRequiredError,
  FundPasswordInvalidError,
  FundPasswordNotSetError,
  FundPasswordRequiredError,
  LoginRequiredError,
  ResponseFormatError,
  VerificationTooFrequentError,
} from './errors/rowErrors';
import { ServerMessageError } from './errors/ServerMessageError';
import type { WealthError } from './errors/WealthError';

/** The §7 response envelope after normalisation: `code` is a number, `message` merges `message | msg`. */
export interface WealthEnvelope<T = unknown> {
  /** Envelope code; 0 and 200 mean success (§8). */
  code: number;
  /** The payload. */
  data: T;
  /** `message` or, from the endpoints that spell it so, `msg` (§7); '' when neither is present. */
  message: string;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * Reads a §7 envelope out of a response body. Some services send the code as a numeric string, so
 * both are accepted; anything else (not JSON, no code) is a {@link ResponseFormatError}.
 */
export function parseEnvelope(text: string): WealthEnvelope {
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch (cause) {
    throw new ResponseFormatError({ cause });
  }
  if (!isRecord(body)) throw new ResponseFormatError();
  const rawCode = body.code;
  const code =
    typeof rawCode === 'number'
      ? rawCode
      : typeof rawCode === 'string' && rawCode.trim() !== ''
        ? Number(rawCode)
        : Number.NaN;
  if (!Number.isInteger(code)) throw new ResponseFormatError();
  const message =
    typeof body.message === 'string' ? body.message : typeof body.msg === 'string' ? body.msg : '';
  return { code, data: body.data, message };
}

/** §4: the server may ask for the fund password with a flag instead of a code. */
function requiresFundPassword(data: unknown): boolean {
  if (!isRecord(data)) return false;
  const flag = data.require_fundpass;
  return flag === true || flag === 1 || flag === '1' || flag === 'true';
}

/**
 * The typed error for an envelope, or `undefined` when it is a success (§8). `extraSuccessCodes`
 * lets one endpoint accept a code as success (the flexible redeem's 213).
 */
export function errorFromEnvelope(
  envelope: WealthEnvelope,
  extraSuccessCodes: readonly number[] = [],
): WealthError | undefined {
  const { code, message } = envelope;
  // The flag wins over a success code: the operation did not happen without the password.
  if (CODES_FUND_PASSWORD_REQUIRED.includes(code) || requiresFundPassword(envelope.data)) {
    return new FundPasswordRequiredError({ code });
  }
  if (SUCCESS_CODES.includes(code) || extraSuccessCodes.includes(code)) return undefined;
  switch (code) {
    case CODE_LOGIN_REQUIRED:
      return new LoginRequiredError({ code });
    case CODE_FUND_PASSWORD_INVALID:
      return new FundPasswordInvalidError({ code });
    case CODE_FUND_PASSWORD_NOT_SET:
      return new FundPasswordNotSetError({ code });
    case CODE_FINGERPRINT_REQUIRED:
      return new FingerprintRequiredError({ code });
    case CODE_VERIFICATION_TOO_FREQUENT:
      return new VerificationTooFrequentError({ code });
    default:
      return new ServerMessageError({ code, serverMessage: message });
  }
}
