import { createWealthClient, type WealthClient } from '../api';
import type { WealthClientOptions } from '../api/options';
import { createSandboxExchange, type SandboxExchange, type SandboxExchangeOptions } from './exchange';
import { product as flexibleProduct } from './products/flexible/model';

/** The base URL every sandbox test uses; any origin works, the path is what is routed. */
export const SANDBOX_BASE_URL = 'https://sandbox.test';

/** An exchange and the REAL client over its fetch, as the widgets use it. */
export function setupSandbox(
  options: SandboxExchangeOptions = {},
  client: Omit<WealthClientOptions, 'fetch' | 'baseUrl'> = {},
): { exchange: SandboxExchange; client: WealthClient } {
  const exchange = createSandboxExchange(options);
  return {
    exchange,
    client: createWealthClient({ baseUrl: SANDBOX_BASE_URL, fetch: exchange.fetch, retry: 0, ...client }),
  };
}

let keyCounter = 0;
/** A fresh idempotency key (deterministic, unlike createIdempotencyKey, so failures read the same). */
export function key(): string {
  keyCounter += 1;
  return `test-key-${keyCounter}`;
}

/** Awaits a promise that must reject and returns the error. */
export async function rejectionOf(promise: Promise<unknown>): Promise<unknown> {
  try {
    await promise;
  } catch (error) {
    return error;
  }
  throw new Error('expected the call to fail');
}

/**
 * Moves a coin's flexible bonus promo (§3 "Bonus promo") to [now + startDays, now + endDays) on the
 * exchange's clock; negative days are in the past. Its pool stays open whatever the window.
 */
export function setFlexibleBonusWindow(
  exchange: SandboxExchange,
  asset: string,
  startDays: number,
  endDays: number,
): void {
  const bonus = flexibleProduct(exchange.state.context, asset).bonus;
  if (!bonus) throw new Error(`sandbox: ${asset} has no flexible bonus promo`);
  const nowSeconds = exchange.clock.now() / 1000;
  bonus.start_at = nowSeconds + startDays * 86_400;
  bonus.end_at = nowSeconds + endDays * 86_400;
}
