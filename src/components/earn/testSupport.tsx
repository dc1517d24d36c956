import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createWealthClient, type FundPasswordRequest } from '../../api';
import { WealthProvider } from '../../provider/WealthProvider';
import {
  createMemoryStorage,
  createSandboxExchange,
  type SandboxExchange,
  type SandboxExchangeOptions,
} from '../../sandbox';

/** The real client over a sandbox exchange, as the widgets get it. */
export function sandboxClient(exchange: SandboxExchange) {
  return createWealthClient({
    baseUrl: 'https://sandbox.test',
    fetch: exchange.fetch,
    retry: 0,
  });
}

/**
 * Renders widgets the way a host page does, on the sandbox exchange through the real client, with
 * spies for the host callbacks. No JSON is written by hand: every answer comes from the sandbox.
 */
export function renderOnSandbox(
  ui: ReactNode,
  options: SandboxExchangeOptions & { fundPassword?: string | null } = {},
) {
  const { fundPassword = null, ...exchangeOptions } = options;
  const exchange = createSandboxExchange({ scenario: 'regular', ...exchangeOptions });
  const client = sandboxClient(exchange);
  const host = {
    onNavigate: vi.fn(),
    onLoginRequired: vi.fn(),
    onTrack: vi.fn(),
    requestFundPassword: vi.fn(async (_request: FundPasswordRequest) => fundPassword),
  };
  const user = exchange.state.data.user;
  const view = render(
    <WealthProvider
      client={client}
      user={{ ...user, verified: true, id: 'test-user' }}
      storage={createMemoryStorage()}
      {...host}
    >
      {ui}
    </WealthProvider>,
  );
  return { exchange, host, view };
}

/**
 * The requests of one route that reached the exchange. The method matters: flexible holdings (GET)
 * and subscribe (POST) share a path (§7).
 */
export function sent(
  exchange: ReturnType<typeof createSandboxExchange>,
  route: { path: string; method: string },
) {
  return exchange.calls.filter((call) => call.path === route.path && call.method === route.method);
}
