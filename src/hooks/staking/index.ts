export { type StakeEstimate, type StakeForm, type UseStakeFormOptions, useStakeForm } from './useStakeForm';
export {
  type StakeRedeemForm,
  type UseStakeRedeemFormOptions,
  useStakeRedeemForm,
} from './useStakeRedeemForm';
export {
  STAKING_HOLDINGS_PATH,
  STAKING_TOPICS,
  STAKING_TRANSFER_PATH,
  type StakingBonus,
  type StakingProductOptions,
  type StakingProductState,
  type StakingSource,
  stakingHoldingsQuery,
  useStakingProduct,
} from './useStakingProduct';
export { type StakingTrend, type StakingTrendPeriod, useStakingTrend } from './useStakingTrend';
