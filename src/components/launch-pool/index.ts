export { LaunchPoolRedeemModal, type LaunchPoolRedeemModalProps } from './LaunchPoolRedeemModal';
export { LaunchPoolStakeModal, type LaunchPoolStakeModalProps } from './LaunchPoolStakeModal';
