// Simple Earn history (§2 "History"): the history modal and page, cumulative return, daily interest.
export { CumulativeReturnModal, type CumulativeReturnModalProps } from './CumulativeReturnModal';
export { DailyInterestDetail, type DailyInterestDetailProps } from './DailyInterestDetail';
export { HistoryModal, type HistoryModalProps } from './HistoryModal';
export { HistoryPage, type HistoryPageProps } from './HistoryPage';
