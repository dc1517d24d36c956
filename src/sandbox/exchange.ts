/**
 * The sandbox exchange: a stateful simulator of the §7 calls as a fetch function, on a virtual clock.
 *
 * ## Extending it with a product module (launch pool, staking, dual)
 *
 * A product is a {@link ProductModule} (module.ts), listed in `PRODUCT_MODULES` (products/index.ts):
 *
 * ```ts
 * interface ProductModule<S> {
 *   name: string;                                            // unique; key of its slice in data.modules
 *   routes: Partial<Record<RouteName, RouteHandler>>;        // the ROUTES rows it serves
 *   publicRoutes?: readonly RouteName[];                     // served when logged out; others get HTTP 401
 *   init(ctx: ExchangeContext): S;                           // empty JSON slice for a new state
 *   seed?(ctx: ExchangeContext, scenario: ScenarioDefinition): void;  // its part of a scenario
 *   tick?(ctx: ExchangeContext, fromMs: number, toMs: number): void;  // time rules in (from, to]
 *   balances?(ctx: ExchangeContext): readonly HeldBalance[];          // what it holds, for conservation
 * }
 * type RouteHandler = (request: SandboxRequest, ctx: ExchangeContext) => HandlerAnswer; // synchronous
 * ```
 *
 * Rules for a module:
 * - Serve only rows of `ROUTES` (src/api/routes.ts); never write a path. Two modules claiming one
 *   route, or two modules with one name, stop `createSandboxExchange` with an error. When you serve a
 *   route, remove it from `PENDING_ROUTES` (routes.coverage.test.ts).
 * - The core has already answered 404, 401, the idempotency key, the fund password and replays before
 *   your handler runs. Check every §5 rule again by calling src/domain, and `refuse(message)` (code −1)
 *   before changing anything; call `assertFundsUnlocked(ctx, ...)` on subscribe/redeem-like routes.
 * - Move money only with `moveFunds` / `bookExternal` (ledger.ts) and record what the customer sees
 *   with `addHistory` (history.ts); interest, rewards and fees are `bookExternal` with the history id.
 *   Report what you hold in `balances` under the ledger account names you used, so `assertConserved`
 *   covers you.
 * - Keep your state in your slice as plain JSON (strings for amounts): it is saved to storage.
 * - In `tick`, process events in time order and wrap each in `ctx.at(eventMs, ...)` so ledger and
 *   history carry the event's time. Steps are at most one hour and end on whole hours.
 * - In `seed`, read the scenario traits (`holdings`, `soldOut`, `whale`) to add your products'
 *   holdings; a new trait goes in scenarios.ts.
 */
import { wait } from '../api/abortable';
import type { RouteName } from '../api/allRoutes';
import type { FixedOrder, FlexibleHolding, HistoryRecord } from '../api/types';
import { dec } from '../domain';
import { createClock, type SandboxClock } from './clock';
import { createFaultyFetch, type FaultController, type RecordedCall } from './faults';
import { bookExternal, SPOT } from './ledger';
import { collectRoutes, type ExchangeContext, type ProductModule } from './module';
import { fixedOrders } from './products/fixed';
import { flexibleHoldings } from './products/flexible';
import { PRODUCT_MODULES } from './products/index';
import { seededPrices } from './products/shared';
import { createRandom, hashSeed } from './random';
import { answer, readRequest, toRequest, toResponse } from './router';
import { resolveScenario, type ScenarioDefinition, type ScenarioName } from './scenarios';
import { isSandboxData, SANDBOX_DATA_VERSION, type SandboxData, type SandboxUser } from './state';
import { loadJson, type SandboxStorage, saveJson } from './storage';

/** Options of {@link createSandboxExchange}. */
export interface SandboxExchangeOptions {
  /** A named preset or a composed definition (scenarios.ts). @default 'regular' */
  scenario?: ScenarioName | ScenarioDefinition;
  /** Overrides the scenario's user. @default the scenario's user */
  user?: Partial<SandboxUser>;
  /** Starting spot balances per asset, as decimal strings; replace the scenario's. @default the scenario's */
  balances?: Record<string, string>;
  /** Seed of every generated value (prices, charts, whale data). @default 1 */
  seed?: number;
  /** Real milliseconds each answer waits, to show loading states in stories. @default 0 */
  latency?: number;
  /**
   * Where the state is kept between page loads (`localStorage` in the browser demo). A stored state
   * wins over scenario, user, balances and now. @default none: state lives in memory only
   */
  storage?: SandboxStorage;
  /** The storage key. @default 'wealthkit.sandbox' */
  storageKey?: string;
  /** Start of the virtual clock, ms. @default Date.UTC(2025, 0, 15, 8, 0) */
  now?: number;
  /** The product modules. @default PRODUCT_MODULES */
  modules?: readonly ProductModule<unknown>[];
}

/** The read-only view of the state for tests and stories, plus a few test helpers. */
export interface SandboxStateView {
  /** The whole state (do not mutate; use the helpers). */
  readonly data: Readonly<SandboxData>;
  /** Spot balance per asset. */
  balances(): Record<string, string>;
  /** §3 flexible holdings with anything in them. */
  flexibleHoldings(): FlexibleHolding[];
  /** §3 fixed orders, newest first. */
  fixedOrders(): FixedOrder[];
  /** Every history record (all businesses), oldest first. */
  history(): HistoryRecord[];
  /** Logs in or out, or changes tier / KYC level. */
  setUser(patch: Partial<SandboxUser>): void;
  /** Sets a §7 ticker price ("BTC_USDT", "64000.5"). */
  setPrice(pair: string, price: string): void;
  /** Escape hatch for tests and stories: change anything, bypassing every rule. Saved afterwards. */
  update(recipe: (data: SandboxData) => void): void;
  /** The context modules see (for assertConserved and module tests). */
  readonly context: ExchangeContext;
  /** The modules this exchange runs. */
  readonly modules: readonly ProductModule<unknown>[];
}

/** What {@link createSandboxExchange} returns. */
export interface SandboxExchange {
  /** A standard fetch: hand it to `createWealthClient({ fetch })`. Faults apply before the exchange. */
  fetch: typeof fetch;
  clock: SandboxClock;
  state: SandboxStateView;
  faults: FaultController;
  /** Every request that reached the fault layer. */
  calls: RecordedCall[];
}

/** Default start: a fixed instant, so every run sees the same dates. */
export const DEFAULT_SANDBOX_NOW = Date.UTC(2025, 0, 15, 8, 0);
const DEFAULT_STORAGE_KEY = 'wealthkit.sandbox';

function freshData(options: SandboxExchangeOptions, scenario: ScenarioDefinition, seed: number): SandboxData {
  const random = createRandom(hashSeed('account', seed));
  return {
    version: SANDBOX_DATA_VERSION,
    scenario: scenario.name,
    seed,
    nowMs: options.now ?? DEFAULT_SANDBOX_NOW,
    user: { ...scenario.user, ...options.user },
    account: {
      mode: 'classic',
      firstOpen: false,
      useFunding: false,
      locked: false,
      fundPassword: null,
      encryptedUid: `U${random.units(10_000_000, 99_999_999, 0)}`,
      kolCode: `KOL${random.units(1000, 9999, 0)}`,
      ...scenario.account,
    },
    spot: {},
    prices: {},
    nextId: 1000,
    ledger: [],
    history: [],
    idempotency: {},
    modules: {},
  };
}

/**
 * Creates a sandbox exchange. See the module note for the product-module contract and
 * {@link SandboxExchangeOptions} for the options.
 */
export function createSandboxExchange(options: SandboxExchangeOptions = {}): SandboxExchange {
  const modules = options.modules ?? PRODUCT_MODULES;
  const handlers = collectRoutes(modules);
  const publicRoutes = new Set<RouteName>(modules.flatMap((m) => m.publicRoutes ?? []));
  const scenario = resolveScenario(options.scenario ?? 'regular');
  const seed = options.seed ?? 1;
  const storageKey = options.storageKey ?? DEFAULT_STORAGE_KEY;
  const stored = options.storage ? loadJson(options.storage, storageKey, isSandboxData) : undefined;
  const data: SandboxData = stored ?? freshData(options, scenario, seed);
  const random = createRandom(hashSeed('generated', data.seed));

  const ctx: ExchangeContext = {
    data,
    now: () => data.nowMs,
    random,
    nextId: () => data.nextId++,
    slice<S>(name: string): S {
      if (!(name in data.modules)) throw new Error(`sandbox: no state slice "${name}"`);
      return data.modules[name] as S;
    },
    at(atMs, fn) {
      const saved = data.nowMs;
      data.nowMs = atMs;
      try {
        return fn();
      } finally {
        data.nowMs = saved;
      }
    },
  };

  const persist = () => {
    if (options.storage) saveJson(options.storage, storageKey, data);
  };

  if (!stored) {
    for (const module of modules) data.modules[module.name] = module.init(ctx);
    data.prices = seededPrices(ctx);
    for (const [asset, amount] of Object.entries(options.balances ?? scenario.balances)) {
      if (dec(amount).gt(0))
        bookExternal(data, { asset, account: SPOT, delta: dec(amount).toString(), reason: 'opening' });
    }
    for (const module of modules) module.seed?.(ctx, scenario);
    persist();
  }

  const clock = createClock({
    getNow: () => data.nowMs,
    setNow: (ms) => {
      data.nowMs = ms;
    },
    runStep: (fromMs, toMs) => {
      for (const module of modules) module.tick?.(ctx, fromMs, toMs);
    },
    afterMove: persist,
  });

  const latency = options.latency ?? 0;
  const exchangeFetch = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const request = toRequest(input, init);
    if (latency > 0) await wait(latency, request.signal);
    const parsed = await readRequest(request);
    if ('envelope' in parsed) return toResponse(parsed);
    const result = answer({ handlers, publicRoutes, ctx }, parsed);
    if (parsed.route.method !== 'GET') persist();
    return toResponse(result);
  };

  const faulty = createFaultyFetch(exchangeFetch as typeof fetch);
  const state: SandboxStateView = {
    data,
    balances: () => ({ ...data.spot }),
    flexibleHoldings: () => flexibleHoldings(ctx),
    fixedOrders: () => fixedOrders(ctx),
    history: () => data.history.map(({ business: _business, ...record }) => record),
    setUser(patch) {
      data.user = { ...data.user, ...patch };
      persist();
    },
    setPrice(pair, price) {
      if (!/^\d+(\.\d+)?$/.test(price))
        throw new TypeError(`setPrice needs a decimal string, got "${price}"`);
      data.prices[pair] = price;
      persist();
    },
    update(recipe) {
      recipe(data);
      persist();
    },
    context: ctx,
    modules,
  };
  return { fetch: faulty.fetch, clock, state, faults: faulty.faults, calls: faulty.calls };
}
