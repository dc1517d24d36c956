/**
 * wealthkit/core: the spec without React. The pure rules (§3, §4, §5, §9: amounts, validation,
 * interest, fees, dates, enumerations), the route table and wire types (§7), the client and its
 * typed errors (§8). For hosts and services that apply the rules or call the exchange outside the
 * widgets; the root entry re-exports only what a page needs next to the widgets.
 */
export * from './api';
export * from './domain';
export {
  describeError,
  describeFailure,
  describeRedeemResult,
  FAILURES,
  type FailurePolicy,
  type FailureShape,
} from './flows/failures';
