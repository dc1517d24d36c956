export { CancelRedemptionModal, type CancelRedemptionModalProps } from './CancelRedemptionModal';
export { EarlyRedeemModal, type EarlyRedeemModalProps } from './EarlyRedeemModal';
export type { EarnModalProps } from './modalProps';
export { RedeemModal, type RedeemModalProps } from './RedeemModal';
export { ResultDialog, type ResultDialogProps } from './ResultDialog';
export { SubscribeModal, type SubscribeModalProps } from './SubscribeModal';
export { VipUpgradeGuide, type VipUpgradeGuideProps } from './VipUpgradeGuide';
