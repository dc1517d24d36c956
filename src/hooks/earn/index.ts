export {
  type CancelRedemption,
  type UseCancelRedemptionOptions,
  useCancelRedemption,
} from './useCancelRedemption';
export { type EarlyRedeem, type UseEarlyRedeemOptions, useEarlyRedeem } from './useEarlyRedeem';
export { useFlexibleHolding } from './useFlexibleHolding';
export {
  type RedeemForm,
  type RedeemResult,
  type UseRedeemFormOptions,
  useRedeemForm,
} from './useRedeemForm';
export {
  type SubscribeEstimate,
  type SubscribeForm,
  type SubscribeResult,
  type UseSubscribeFormOptions,
  useSubscribeForm,
} from './useSubscribeForm';
