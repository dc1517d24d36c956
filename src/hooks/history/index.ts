// Simple Earn history (§2 "History"): headless hooks for hosts with their own markup.
export {
  type CumulativeReturn,
  type UseCumulativeReturnOptions,
  useCumulativeReturn,
} from './useCumulativeReturn';
export { type DailyInterestRow, type UseDailyInterestOptions, useDailyInterest } from './useDailyInterest';
export { type EarnHistory, type UseEarnHistoryOptions, useEarnHistory } from './useEarnHistory';
