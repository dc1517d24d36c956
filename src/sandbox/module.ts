import type { NamedRoute, RouteName } from '../api/allRoutes';
import type { Random } from './random';
import type { ScenarioDefinition } from './scenarios';
import type { SandboxData } from './state';

/**
 * The extension point: what a product module gives the exchange core. See the top of exchange.ts for
 * the contract in words.
 */

/** A request as a handler sees it: already matched, parsed and authorised. */
export interface SandboxRequest {
  readonly route: NamedRoute;
  /** `{name}` path segments, decoded. */
  readonly params: Readonly<Record<string, string>>;
  /** Query parameters (last value wins). */
  readonly query: Readonly<Record<string, string>>;
  /** The JSON body, or undefined. Never trusted: read it with the helpers of body.ts. */
  readonly body: unknown;
  /** Header names lower-cased. */
  readonly headers: Readonly<Record<string, string>>;
  /**
   * True when the path was the route's `vipVariant` (§6 "VIP-flagged calls use a /vip path
   * variant"), e.g. the VIP savings order list. Absent on a request built by hand.
   */
  readonly vip?: boolean;
}

/** A handler's answer: the §7 envelope fields. `code` defaults to 0 and `message` to ''. */
export interface HandlerAnswer {
  code?: number;
  data?: unknown;
  message?: string;
}

/**
 * Handles one route. It may throw {@link RuleViolation} (answered as code −1 with its message) and
 * must not await anything: a request is one synchronous step on the state, so a module never sees
 * another request's half-done change.
 */
export type RouteHandler = (request: SandboxRequest, ctx: ExchangeContext) => HandlerAnswer;

/** A §5 rule the request breaks; the exchange answers code −1 with this message (§8). */
export class RuleViolation extends Error {
  override readonly name = 'RuleViolation';
}

/** Throws a {@link RuleViolation}. */
export function refuse(message: string): never {
  throw new RuleViolation(message);
}

/** A success answer. */
export function ok(data: unknown = null): HandlerAnswer {
  return { code: 0, data, message: '' };
}

/** What a module holds for the customer, per asset and ledger account (for conservation). */
export interface HeldBalance {
  asset: string;
  /** The ledger account name the module books under (e.g. 'flexible', 'frozen', 'fixed'). */
  account: string;
  amount: string;
}

/** What modules get: the state and the tools every product shares. */
export interface ExchangeContext {
  /** The live state; mutate it only through the ledger/history helpers and your own slice. */
  readonly data: SandboxData;
  /** The virtual time, ms. Inside `tick` this is the time of the event being processed. */
  now(): number;
  /** Seeded randomness for generated data. */
  readonly random: Random;
  /** A fresh id, unique across every kind of record. */
  nextId(): number;
  /** This or another module's state slice (created by its `init`). */
  slice<S>(moduleName: string): S;
  /** Runs `fn` with `now()` set to `atMs` (≤ the step end), so records of a tick carry their own time. */
  at<T>(atMs: number, fn: () => T): T;
}

/**
 * A product module: the routes it serves, its state slice, its scenario part and its time rules.
 * @typeParam S its state slice (plain JSON).
 */
export interface ProductModule<S = unknown> {
  /** Unique; also the key of its slice in `data.modules`. */
  readonly name: string;
  /** The routes it serves. Two modules claiming one route stop the exchange from starting. */
  readonly routes: Partial<Record<RouteName, RouteHandler>>;
  /** Routes that answer without a logged-in user (everything else answers HTTP 401 when logged out). */
  readonly publicRoutes?: readonly RouteName[];
  /** A fresh, empty slice for a new state. */
  init(ctx: ExchangeContext): S;
  /** Adds this product's part of a scenario (products, holdings, generated history). */
  seed?(ctx: ExchangeContext, scenario: ScenarioDefinition): void;
  /**
   * Applies the time rules for the virtual interval (fromMs, toMs], in time order. The exchange
   * calls every module's tick for one step of at most one hour at a time, modules in registration
   * order, so money one module hands another inside a step is seen by the next step.
   */
  tick?(ctx: ExchangeContext, fromMs: number, toMs: number): void;
  /** What it holds for the customer now, per asset and ledger account. */
  balances?(ctx: ExchangeContext): readonly HeldBalance[];
}

/** Identity helper that keeps the slice type of a module literal. */
export function defineModule<S>(module: ProductModule<S>): ProductModule<S> {
  return module;
}

/** The route names served by a list of modules; throws when two modules claim the same route. */
export function collectRoutes(
  modules: readonly ProductModule<unknown>[],
): Map<RouteName, { module: string; handler: RouteHandler }> {
  const table = new Map<RouteName, { module: string; handler: RouteHandler }>();
  const names = new Set<string>();
  for (const module of modules) {
    if (names.has(module.name)) throw new Error(`sandbox: two product modules are named "${module.name}"`);
    names.add(module.name);
    for (const [route, handler] of Object.entries(module.routes) as [RouteName, RouteHandler | undefined][]) {
      if (!handler) continue;
      const owner = table.get(route);
      if (owner) {
        throw new Error(
          `sandbox: route "${route}" is claimed by both "${owner.module}" and "${module.name}"`,
        );
      }
      table.set(route, { module: module.name, handler });
    }
  }
  return table;
}
