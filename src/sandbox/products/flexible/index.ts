// Simple Earn flexible, split by job like staking: model (state and views), actions (the §7
// calls), accrual (the clock), catalogue (products and seed), module (the wiring).

export { historyHandler } from './actions';
export * from './catalogue';
export * from './model';
export { flexibleModule } from './module';
