// Launch pool, split by job like staking: ledger (state and accounts), catalogue (projects and
// pools), rules (what the spec leaves open), orders (the §7 calls), module (the wiring and clock).
export * from './catalogue';
export * from './ledger';
export * from './module';
