import type { SandboxExchange } from '../../src/sandbox';

/** What the test decides for a held request: answer it, or carry it out and lose the answer. */
export interface HeldRequest {
  /** The request reached the gate (it is out, and the dialog shows it pending). */
  arrived: Promise<void>;
  /** The exchange answers, and the answer arrives. */
  answer(): void;
  /** The exchange carries it out, but the answer never arrives (the connection drops). */
  lose(): void;
}

/**
 * Holds the next POST to `path` until the test decides, so a test can close a dialog or reload
 * the page "before the answer arrives" without racing a timer. Call before the client is made
 * (renderOnSandbox's `before`): it wraps the exchange's fetch.
 */
export function holdNext(exchange: SandboxExchange, path: string): HeldRequest {
  const inner = exchange.fetch;
  let arrive: () => void = () => {};
  let decide: (lost: boolean) => void = () => {};
  const arrived = new Promise<void>((resolve) => {
    arrive = resolve;
  });
  const decision = new Promise<boolean>((resolve) => {
    decide = resolve;
  });
  let armed = true;
  exchange.fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(input instanceof Request ? input.url : String(input), 'http://localhost');
    const method = (init?.method ?? (input instanceof Request ? input.method : 'GET')).toUpperCase();
    if (!armed || url.pathname !== path || method !== 'POST') return inner(input, init);
    armed = false;
    arrive();
    const lost = await decision;
    const response = await inner(input, init);
    if (!lost) return response;
    await response.text();
    throw new TypeError('Failed to fetch');
  }) as typeof fetch;
  return { arrived, answer: () => decide(false), lose: () => decide(true) };
}
