export {
  type FixedOrderSettings,
  type UseFixedOrderSettingsOptions,
  useFixedOrderSettings,
} from './useFixedOrderSettings';
export { type HoldingDetailState, type UseHoldingDetailOptions, useHoldingDetail } from './useHoldingDetail';
export {
  type LendingsList,
  type LendingsPaging,
  type LendingsState,
  type UseLendingsOptions,
  useLendings,
} from './useLendings';
