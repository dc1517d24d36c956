/**
 * wealthkit's pure domain layer: amounts, validation, interest, fees, dates and enumerations of the
 * spec (§3, §4, §5, §9). No React, no DOM, no I/O; every rule the UI applies is asked of this layer.
 */
export * from './accountMode';
export * from './amount';
export * from './amountInput';
export * from './areaRoutes';
export * from './assets';
export * from './constants';
export * from './decimal';
export * from './dual';
export * from './dualSettlement';
export * from './enums';
export * from './events';
export * from './history';
export * from './interest';
export * from './ladder';
export * from './launchPool';
export * from './lendings';
export * from './links';
export * from './messages';
export * from './minApr';
export * from './pages';
export * from './preferences';
export * from './redeem';
export * from './simpleEarnFaq';
export * from './staking';
export * from './stakingModal';
export * from './stakingRedeem';
export * from './stakingSchedule';
export * from './subscribe';
export * from './timeline';
export * from './vip';
