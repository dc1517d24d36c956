export { type StakeEstimate, type StakeForm, type UseStakeFormOptions, useStakeForm } from './useStakeForm';
export {
  type StakeRedeemForm,
  type UseStakeRedeemFormOptions,
  useStakeRedeemForm,
} from './useStakeRedeemForm';
export {
  type StakingBonus,
  type StakingProductOptions,
  type StakingProductState,
  type StakingSource,
  useStakingProduct,
} from './useStakingProduct';
export { type StakingTrend, type StakingTrendPeriod, useStakingTrend } from './useStakingTrend';
