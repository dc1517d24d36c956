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
import { type StakingProductConfig, stakingSlice } from '../../sandbox/products/staking/model';

/** The staking widgets on a fresh sandbox exchange, through the real client, like a host renders them. */
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
  });
  const host = {
    onLoginRequired: vi.fn(),
    onNavigate: vi.fn(),
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

/** A sandbox staking product, to change a term the way an exchange operator would. */
export function stakingProduct(exchange: SandboxExchange, coin: string): StakingProductConfig {
  const product = stakingSlice(exchange.state.context).products.find((p) => p.coin === coin);
  if (!product) throw new Error(`no ${coin} staking product`);
  return product;
}

/** The recorded bodies of the sandbox calls to a path. */
export function bodiesTo(exchange: SandboxExchange, path: string): unknown[] {
  return exchange.calls.filter((c) => c.path === path).map((c) => c.body);
}
