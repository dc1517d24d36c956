import type { SandboxAccount, SandboxUser } from './state';

/**
 * Named presets shared by stories and tests. A scenario is data: who the user is, their account
 * settings, their spot wallet and a few traits (`holdings`, `soldOut`, `whale`) that each product
 * module reads in its `seed` to add its own part. So a new product module makes every scenario richer
 * without touching this file, and a test composes a variant with {@link composeScenario}.
 */

/** Sizes of the whale's generated data. */
export interface WhaleTraits {
  /** Generated history records, spread over the last 12 months (so the 6-month window matters). */
  historyRecords: number;
  /** Generated fixed orders, most of them finished. */
  fixedOrders: number;
}

/** A scenario. */
export interface ScenarioDefinition {
  readonly name: string;
  readonly user: SandboxUser;
  readonly account: Partial<SandboxAccount>;
  /** Spot balances per asset. */
  readonly balances: Readonly<Record<string, string>>;
  /** Each product module gives the user a holding in every product it has. */
  readonly holdings: boolean;
  /** Every fixed product is sold out (sale_status 2); modules with quotas may use it too. */
  readonly soldOut: boolean;
  /** Large generated data, or null. */
  readonly whale: WhaleTraits | null;
  /**
   * Dual auto-reinvest is paused: reinvest-match-project finds no matching product (§5 no-match
   * message), an order asking for auto-reinvest is refused, and nothing is reinvested at arrival.
   * @default false
   */
  readonly dualReinvestPaused?: boolean;
}

/** A partial scenario to layer on another. */
export type ScenarioPatch = Partial<Omit<ScenarioDefinition, 'user' | 'account'>> & {
  user?: Partial<SandboxUser>;
  account?: Partial<SandboxAccount>;
};

/** Layers patches over a base scenario (user, account and balances are merged, the rest replaced). */
export function composeScenario(base: ScenarioDefinition, ...patches: ScenarioPatch[]): ScenarioDefinition {
  let result = base;
  for (const patch of patches) {
    result = {
      ...result,
      ...patch,
      user: { ...result.user, ...patch.user },
      account: { ...result.account, ...patch.account },
      balances: { ...result.balances, ...patch.balances },
    };
  }
  return result;
}

const REGULAR_BALANCES = { USDT: '25000', BTC: '1.5', ETH: '20', GT: '300', USDC: '5000' };

const NEW_USER: ScenarioDefinition = {
  name: 'new-user',
  user: { isLogin: true, tierLevel: 0, kycLevel: 2 },
  account: {},
  balances: {},
  holdings: false,
  soldOut: false,
  whale: null,
};

const REGULAR = composeScenario(NEW_USER, {
  name: 'regular',
  user: { tierLevel: 1 },
  balances: REGULAR_BALANCES,
  holdings: true,
});

/** The scenario names a story or a test starts the sandbox from. */
export type ScenarioName =
  | 'new-user'
  | 'regular'
  | 'vip5'
  | 'vip8'
  | 'logged-out'
  | 'funding-locked'
  | 'sold-out'
  | 'whale';

/** Every named scenario. */
export const SCENARIOS: Readonly<Record<ScenarioName, ScenarioDefinition>> = {
  'new-user': NEW_USER,
  regular: REGULAR,
  vip5: composeScenario(REGULAR, { name: 'vip5', user: { tierLevel: 5 } }),
  vip8: composeScenario(REGULAR, { name: 'vip8', user: { tierLevel: 8 } }),
  'logged-out': composeScenario(NEW_USER, { name: 'logged-out', user: { isLogin: false } }),
  'funding-locked': composeScenario(REGULAR, {
    name: 'funding-locked',
    account: { useFunding: true, locked: true, mode: 'multi_currency' },
  }),
  'sold-out': composeScenario(REGULAR, { name: 'sold-out', soldOut: true }),
  whale: composeScenario(REGULAR, {
    name: 'whale',
    user: { tierLevel: 8 },
    balances: { USDT: '5000000', BTC: '120', ETH: '2000' },
    whale: { historyRecords: 10_000, fixedOrders: 500 },
  }),
};

/** The scenario for a name or definition. */
export function resolveScenario(scenario: ScenarioName | ScenarioDefinition): ScenarioDefinition {
  if (typeof scenario !== 'string') return scenario;
  const found = SCENARIOS[scenario];
  if (!found) throw new Error(`sandbox: unknown scenario "${scenario}"`);
  return found;
}
