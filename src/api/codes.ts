/** §8 "Success codes": an envelope with either code carries usable `data` (dual purchase uses 200, §7). */
export const SUCCESS_CODES: readonly number[] = [0, 200];
/** §8 "Code -1": the server's message is shown as a warning toast. */
export const CODE_SERVER_MESSAGE = -1;
/** §8 "401": login needed (also sent as HTTP status 401). */
export const CODE_LOGIN_REQUIRED = 401;
/** §8 "101 and 10010111": fund password needed; prompt and retry (§4). */
export const CODES_FUND_PASSWORD_REQUIRED: readonly number[] = [101, 10010111];
/** §8 "10010106": fund password check failed. */
export const CODE_FUND_PASSWORD_INVALID = 10010106;
/** §8 "10010107": set a fund password first. */
export const CODE_FUND_PASSWORD_NOT_SET = 10010107;
/** §8 "10010108": fingerprint needed. */
export const CODE_FINGERPRINT_REQUIRED = 10010108;
/** §8 "10010112": verification too frequent. */
export const CODE_VERIFICATION_TOO_FREQUENT = 10010112;
/**
 * §4, §8 "Redeem engine code 213": the flexible redeem was accepted as an application rather than
 * executed at once. Only the flexible redeem treats it as success.
 */
export const CODE_REDEEM_SUBMITTED = 213;
