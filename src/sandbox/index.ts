export type { SandboxClock } from './clock';
export { assertConserved } from './conservation';
export {
  createSandboxExchange,
  DEFAULT_SANDBOX_NOW,
  type SandboxExchange,
  type SandboxExchangeOptions,
  type SandboxStateView,
} from './exchange';
export {
  createFaultyFetch,
  type Fault,
  type FaultController,
  type FaultRule,
  type FaultyFetch,
  type PendingFault,
  type RecordedCall,
} from './faults';
export { listHoldings } from './holdings';
export {
  defineModule,
  type ExchangeContext,
  type HandlerAnswer,
  type HeldBalance,
  ok,
  type ProductModule,
  type RouteHandler,
  RuleViolation,
  refuse,
  type SandboxRequest,
} from './module';
export { PRODUCT_MODULES } from './products/index';
export {
  composeScenario,
  resolveScenario,
  SCENARIOS,
  type ScenarioDefinition,
  type ScenarioName,
  type ScenarioPatch,
  type WhaleTraits,
} from './scenarios';
export type { SandboxAccount, SandboxData, SandboxUser } from './state';
export { createMemoryStorage, type SandboxStorage } from './storage';
