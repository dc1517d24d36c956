import { createWealthClient, type WealthClient } from '../api';
import type { WealthClientOptions } from '../api/options';
import { createSandboxExchange, type SandboxExchange, type SandboxExchangeOptions } from './exchange';

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
