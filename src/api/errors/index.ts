export { FingerprintRequiredError, isFingerprintRequiredError } from './FingerprintRequiredError';
export {
  FundingLockedError,
  type FundingLockedErrorOptions,
  type FundingLockOperation,
  isFundingLockedError,
} from './FundingLockedError';
export { FundPasswordCancelledError, isFundPasswordCancelledError } from './FundPasswordCancelledError';
export { FundPasswordInvalidError, isFundPasswordInvalidError } from './FundPasswordInvalidError';
export { FundPasswordNotSetError, isFundPasswordNotSetError } from './FundPasswordNotSetError';
export { FundPasswordRequiredError, isFundPasswordRequiredError } from './FundPasswordRequiredError';
export { isLoginRequiredError, LoginRequiredError } from './LoginRequiredError';
export {
  isNetworkError,
  NetworkError,
  type NetworkErrorOptions,
  type NetworkErrorReason,
} from './NetworkError';
export { isResponseFormatError, ResponseFormatError } from './ResponseFormatError';
export {
  isServerMessageError,
  ServerMessageError,
  type ServerMessageErrorOptions,
} from './ServerMessageError';
export { isVerificationTooFrequentError, VerificationTooFrequentError } from './VerificationTooFrequentError';
export {
  isWealthError,
  isWealthErrorOfKind,
  WEALTH_ERROR_BRAND,
  WealthError,
  type WealthErrorKind,
  type WealthErrorOptions,
} from './WealthError';
