export {
  DUAL_QUOTE_COIN,
  DUAL_TOPICS,
  type DualPrediction,
  type DualPurchase,
  type UseDualPurchaseOptions,
  useDualPurchase,
} from './useDualPurchase';
export { type DualReinvest, type DualReinvestChoice, useDualReinvest } from './useDualReinvest';
