export { HoldingDetail, type HoldingDetailProps } from './HoldingDetail';
export { type LendingsLayout, LendingsTable, type LendingsTableProps } from './LendingsTable';
