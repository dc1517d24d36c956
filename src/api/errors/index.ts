export {
  FundingLockedError,
  type FundingLockedErrorOptions,
  type FundingLockOperation,
  isFundingLockedError,
} from './FundingLockedError';
export {
  isNetworkError,
  NetworkError,
  type NetworkErrorOptions,
  type NetworkErrorReason,
} from './NetworkError';
export {
  FingerprintRequiredError,
  FundPasswordCancelledError,
  FundPasswordInvalidError,
  FundPasswordNotSetError,
  FundPasswordRequiredError,
  isFingerprintRequiredError,
  isFundPasswordCancelledError,
  isFundPasswordInvalidError,
  isFundPasswordNotSetError,
  isFundPasswordRequiredError,
  isLoginRequiredError,
  isResponseFormatError,
  isVerificationTooFrequentError,
  LoginRequiredError,
  ResponseFormatError,
  VerificationTooFrequentError,
} from './rowErrors';
export {
  isServerMessageError,
  ServerMessageError,
  type ServerMessageErrorOptions,
} from './ServerMessageError';
export {
  isWealthError,
  isWealthErrorOfKind,
  WEALTH_ERROR_BRAND,
  WealthError,
  type WealthErrorKind,
  type WealthErrorOptions,
} from './WealthError';
