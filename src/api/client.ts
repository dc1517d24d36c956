import { createDualEndpoints, type DualEndpoints } from './endpoints/dual';
import { createFixedEndpoints, type FixedEndpoints } from './endpoints/fixed';
import { createLaunchPoolEndpoints, type LaunchPoolEndpoints } from './endpoints/launchPool';
import { createSharedEndpoints, type SharedEndpoints } from './endpoints/shared';
import { createSimpleEarnEndpoints, type SimpleEarnEndpoints } from './endpoints/simpleEarn';
import { createStakingEndpoints, type StakingEndpoints } from './endpoints/staking';
import type { WealthClientOptions } from './options';
import { createTransport, type WealthRequest } from './transport';

/** The wealth API client: every §7 call, grouped as §7 groups them. */
export interface WealthClient {
  /** Whether the client uses VIP endpoints (§6). */
  readonly vip: boolean;
  /**
   * Low-level call of any route table row: unwraps the envelope and throws the §8 typed errors.
   * Money-moving routes need `money.idempotencyKey`.
   */
  request<T = unknown>(request: WealthRequest): Promise<T>;
  /** §7 Shared. */
  readonly shared: SharedEndpoints;
  /** §7 Launch pool. */
  readonly launchPool: LaunchPoolEndpoints;
  /** §7 Simple Earn (flexible). */
  readonly simpleEarn: SimpleEarnEndpoints;
  /** §7 Fixed. */
  readonly fixed: FixedEndpoints;
  /** §7 Staking. */
  readonly staking: StakingEndpoints;
  /** §7 Dual. */
  readonly dual: DualEndpoints;
}

/**
 * Creates the API client over fetch: 20 s per attempt, reads retried up to 10 times with
 * bounded backoff, money-moving POSTs never retried and always sent with an idempotency key, the
 * §7 envelope unwrapped and every §8 row thrown as a typed error (see `WealthClientOptions`).
 */
export function createWealthClient(options: WealthClientOptions = {}): WealthClient {
  const transport = createTransport(options);
  return {
    vip: transport.vip,
    request: (request) => transport.request(request),
    shared: createSharedEndpoints(transport),
    launchPool: createLaunchPoolEndpoints(transport),
    simpleEarn: createSimpleEarnEndpoints(transport),
    fixed: createFixedEndpoints(transport),
    staking: createStakingEndpoints(transport),
    dual: createDualEndpoints(transport),
  };
}
