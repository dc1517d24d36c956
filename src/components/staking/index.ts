export { StakeDialog, type StakeDialogProps } from './StakeDialog';
export { StakeRedeemDialog, type StakeRedeemDialogProps } from './StakeRedeemDialog';
export { StakingAprTrendDialog, type StakingAprTrendDialogProps } from './StakingAprTrendDialog';
