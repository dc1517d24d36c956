import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createWealthClient } from '../../api';
import { WealthProvider } from '../../provider/WealthProvider';
import {
  createMemoryStorage,
  createSandboxExchange,
  type SandboxExchange,
  type SandboxExchangeOptions,
} from '../../sandbox';

/** The launch pool widgets on a fresh sandbox exchange, through the real client, like a host renders them. */
export function renderOnSandbox(
  ui: ReactNode,
  options: SandboxExchangeOptions & {
    fundPassword?: string;
    before?: (exchange: SandboxExchange) => void;
  } = {},
) {
  const { fundPassword, before, ...exchangeOptions } = options;
  const exchange = createSandboxExchange({ storage: createMemoryStorage(), ...exchangeOptions });
  before?.(exchange);
  const client = createWealthClient({
    baseUrl: 'https://sandbox.test',
    fetch: exchange.fetch,
    retry: 0,
    deviceToken: () => 'device-1',
  });
  const host = {
    onLoginRequired: vi.fn(),
    onNavigate: vi.fn(),
    onTrack: vi.fn(),
    requestFundPassword: vi.fn(async () => fundPassword ?? null),
  };
  const user = exchange.state.data.user;
  const view = render(
    <WealthProvider
      client={client}
      user={{ ...user, verified: true }}
      storage={createMemoryStorage()}
      {...host}
    >
      {ui}
    </WealthProvider>,
  );
  return { exchange, client, host, view };
}

/** The recorded sandbox calls to a path. */
export function callsTo(exchange: SandboxExchange, path: string) {
  return exchange.calls.filter((c) => c.path === path);
}
