export {
  DUAL_QUOTE_COIN,
  DUAL_SHARE_PATH,
  DUAL_TOPICS,
  type DualPrediction,
  type DualPurchase,
  type UseDualPurchaseOptions,
  useDualPurchase,
} from './useDualPurchase';
export {
  type DualReinvest,
  type DualReinvestChoice,
  type DualTermProblem,
  useDualReinvest,
} from './useDualReinvest';
