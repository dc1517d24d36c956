export {
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
