import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createWealthClient } from '../../api';
import type { DualProductType } from '../../domain/enums';
import { WealthProvider } from '../../provider/WealthProvider';
import {
  createMemoryStorage,
  createSandboxExchange,
  type SandboxExchange,
  type SandboxExchangeOptions,
} from '../../sandbox';
import { dualSlice, type StoredDualProject } from '../../sandbox/products/dual/slice';
import type { StorageAdapter } from '../../state/storage';
import type { WealthTheme } from '../../theme/types';

/** The dual widgets on a fresh sandbox exchange, through the real client, like a host renders them. */
export function renderOnSandbox(
  ui: ReactNode,
  options: SandboxExchangeOptions & {
    theme?: WealthTheme;
    /** The widget's local storage (preferences); a fresh one when absent. */
    storage?: StorageAdapter;
    /** What the host's fund-password prompt answers. @default null (cancelled) */
    fundPassword?: string;
    before?: (exchange: SandboxExchange) => void;
  } = {},
) {
  const { theme, storage, fundPassword, before, ...exchangeOptions } = options;
  const exchange = createSandboxExchange({ storage: createMemoryStorage(), ...exchangeOptions });
  before?.(exchange);
  const client = createWealthClient({
    baseUrl: 'https://sandbox.test',
    fetch: exchange.fetch,
    retry: 0,
    vip: theme === 'vip',
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
      storage={storage ?? createMemoryStorage()}
      {...(theme === undefined ? {} : { theme })}
      {...host}
    >
      {ui}
    </WealthProvider>,
  );
  return { exchange, client, host, view };
}

/** The sandbox listing of a catalogue row (coin, type, term in hours, §3 multiple, category 1 unless given). */
export function dualProjectOf(
  exchange: SandboxExchange,
  row: { coin: string; type: DualProductType; hours: number; multiple: string; category?: number },
): StoredDualProject {
  const key = `${row.category ?? 1}:${row.coin}:${row.type}:${row.hours}h:${row.multiple}`;
  const project = dualSlice(exchange.state.context).projects.find((p) => p.template === key);
  if (!project) throw new Error(`no dual listing ${key}`);
  return project;
}

/** The recorded bodies of the sandbox calls to a path. */
export function bodiesTo(exchange: SandboxExchange, path: string): unknown[] {
  return exchange.calls.filter((c) => c.path === path).map((c) => c.body);
}
