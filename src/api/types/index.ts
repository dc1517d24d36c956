/**
 * The §3 entities as the API sends them, one file per family. Field names are exactly those of §3
 * (snake_case and the odd camelCase included). Every amount, rate and price is a decimal string:
 * the client never turns money into a JS number (ARCHITECTURE "Contracts"); src/domain does the
 * arithmetic. Flows (src/flows) turn them into what the widgets show.
 */
export type { DualReinvestMatch } from '../../domain/dual';
export type {
  DualOrderStatus,
  HistoryMode,
  HistoryType,
  RateYearType,
  RedeemAccountType,
  RewardPoolType,
  SaleStatus,
} from '../../domain/enums';
export type * from './account';
export type * from './base';
export type * from './dual';
export type * from './earn';
export type * from './launchPool';
export type * from './staking';
