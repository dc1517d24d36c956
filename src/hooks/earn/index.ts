export { type SubscribeProduct, subscribeProducts } from './subscribeProducts';
export {
  type CancelRedemption,
  type UseCancelRedemptionOptions,
  useCancelRedemption,
} from './useCancelRedemption';
export { type EarlyRedeem, type UseEarlyRedeemOptions, useEarlyRedeem } from './useEarlyRedeem';
export { EARN_FIXED_ORDERS_TOPIC, EARN_HOLDINGS_TOPIC, useFlexibleHolding } from './useFlexibleHolding';
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
