import {
  FingerprintRequiredError,
  FundingLockedError,
  FundPasswordCancelledError,
  FundPasswordInvalidError,
  FundPasswordNotSetError,
  FundPasswordRequiredError,
  isFingerprintRequiredError,
  isFundingLockedError,
  isFundPasswordCancelledError,
  isFundPasswordInvalidError,
  isFundPasswordNotSetError,
  isFundPasswordRequiredError,
  isLoginRequiredError,
  isNetworkError,
  isResponseFormatError,
  isServerMessageError,
  isVerificationTooFrequentError,
  isWealthError,
  LoginRequiredError,
  NetworkError,
  ResponseFormatError,
  ServerMessageError,
  VerificationTooFrequentError,
  WealthError,
} from './index';

const table: Array<[string, () => WealthError, (error: unknown) => boolean, string]> = [
  ['LoginRequiredError', () => new LoginRequiredError({ code: 401 }), isLoginRequiredError, '§8 401'],
  [
    'FundPasswordRequiredError',
    () => new FundPasswordRequiredError({ code: 101 }),
    isFundPasswordRequiredError,
    '§8 101',
  ],
  [
    'FundPasswordInvalidError',
    () => new FundPasswordInvalidError(),
    isFundPasswordInvalidError,
    '§8 10010106',
  ],
  ['FundPasswordNotSetError', () => new FundPasswordNotSetError(), isFundPasswordNotSetError, '§8 10010107'],
  [
    'FingerprintRequiredError',
    () => new FingerprintRequiredError(),
    isFingerprintRequiredError,
    '§8 10010108',
  ],
  [
    'VerificationTooFrequentError',
    () => new VerificationTooFrequentError(),
    isVerificationTooFrequentError,
    '§8 10010112',
  ],
  [
    'ServerMessageError',
    () => new ServerMessageError({ code: -1, serverMessage: 'x' }),
    isServerMessageError,
    '§8 -1',
  ],
  ['NetworkError', () => new NetworkError(), isNetworkError, '§8 network failure'],
  ['ResponseFormatError', () => new ResponseFormatError(), isResponseFormatError, '§8 data fetch failure'],
  [
    'FundingLockedError',
    () => new FundingLockedError({ operation: 'redeem' }),
    isFundingLockedError,
    '§8 funding lock',
  ],
  [
    'FundPasswordCancelledError',
    () => new FundPasswordCancelledError(),
    isFundPasswordCancelledError,
    '§4 cancelled prompt',
  ],
];

describe('wealth errors', () => {
  describe.each(table)('given a %s', (name, make, guard, row) => {
    it(`is named, branded and recognised by its own guard only (${row})`, () => {
      const error = make();
      expect(error.name).toBe(name);
      expect(error).toBeInstanceOf(Error);
      expect(isWealthError(error)).toBe(true);
      expect(guard(error)).toBe(true);
      for (const [, , otherGuard] of table) {
        if (otherGuard !== guard) expect(otherGuard(error)).toBe(false);
      }
    });
  });

  describe('given an error from another copy of wealthkit (another bundle)', () => {
    it('is still recognised through the Symbol.for brand, without instanceof', () => {
      const foreign = Object.assign(new Error('elsewhere'), {
        kind: 'network',
        [Symbol.for('wealthkit.WealthError')]: true,
      });
      expect(foreign instanceof WealthError).toBe(false);
      expect(isNetworkError(foreign)).toBe(true);
    });

    it('does not take look-alikes without the brand', () => {
      expect(isNetworkError(Object.assign(new Error('x'), { kind: 'network', name: 'NetworkError' }))).toBe(
        false,
      );
      expect(isWealthError(null)).toBe(false);
      expect(isWealthError('NetworkError')).toBe(false);
    });
  });

  describe('given the data they carry', () => {
    it('keeps the code, the server words, the reason and the operation', () => {
      expect(new ServerMessageError({ code: -1, serverMessage: 'busy' })).toMatchObject({
        code: -1,
        serverMessage: 'busy',
        message: 'busy',
      });
      expect(new NetworkError({ reason: 'http', code: 503 })).toMatchObject({
        code: 503,
        reason: 'http',
        kind: 'network',
      });
      expect(new FundingLockedError({ operation: 'subscribe' }).operation).toBe('subscribe');
      const cause = new TypeError('Failed to fetch');
      expect(new NetworkError({ cause }).cause).toBe(cause);
    });
  });
});
