export {
  type LaunchPoolProjectState,
  useLaunchPoolAvailable,
  useLaunchPoolProject,
} from './useLaunchPoolProject';
export {
  type LaunchPoolRedeemForm,
  type UseLaunchPoolRedeemFormOptions,
  useLaunchPoolRedeemForm,
} from './useLaunchPoolRedeemForm';
export {
  type LaunchPoolStakeForm,
  type UseLaunchPoolStakeFormOptions,
  useLaunchPoolStakeForm,
} from './useLaunchPoolStakeForm';
