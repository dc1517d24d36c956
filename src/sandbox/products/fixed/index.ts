// Simple Earn fixed, split by job like staking: model (orders and their views), actions (the §7
// calls), accrual (maturity and arrival), catalogue (products, vouchers, seed), module (the wiring).
export * from './catalogue';
export * from './model';
export { fixedModule } from './module';
