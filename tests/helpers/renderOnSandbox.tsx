import { render } from '@testing-library/react';
import type { ComponentType, ReactNode } from 'react';
import { createWealthClient, type FundPasswordRequest, type WealthClientOptions } from '../../src/api';
import { WealthProvider, type WealthProviderProps } from '../../src/provider/WealthProvider';
import {
  createMemoryStorage,
  createSandboxExchange,
  type SandboxExchange,
  type SandboxExchangeOptions,
} from '../../src/sandbox';
import type { StorageAdapter } from '../../src/state/storage';
import type { WealthTheme } from '../../src/theme/types';

/**
 * The real client over a sandbox exchange, as the widgets get it: no read retries (a test waits
 * on what the user sees, not on backoff) and the device token launch pool POSTs need.
 */
export function sandboxClient(
  exchange: SandboxExchange,
  theme?: WealthTheme,
  reads: Pick<WealthClientOptions, 'retry' | 'backoff'> = {},
) {
  return createWealthClient({
    baseUrl: 'https://sandbox.test',
    fetch: exchange.fetch,
    retry: 0,
    vip: theme === 'vip',
    deviceToken: () => 'device-1',
    ...reads,
  });
}

export interface RenderOnSandboxOptions extends SandboxExchangeOptions {
  /** The provider's theme; 'vip' also selects the VIP routes. @default 'light' */
  theme?: WealthTheme;
  /** Read retries and their pauses, for a test of what they decide. @default no retries */
  reads?: Pick<WealthClientOptions, 'retry' | 'backoff'>;
  /** The widgets' own preference storage (not the exchange's). @default a fresh memory storage */
  storage?: StorageAdapter;
  /** What the host's fund-password prompt answers. @default null (the customer cancels) */
  fundPassword?: string | null;
  /** Runs on the exchange before the widgets render: faults, clock, product terms. */
  before?: (exchange: SandboxExchange) => void;
  /** The provider's clock, for a rule that lives only in the browser. @default the exchange's virtual clock */
  providerNow?: () => number;
  /** Where unfinished intents survive a "reload". @default the page's sessionStorage */
  intentStorage?: StorageAdapter | null;
  /** An exchange to render on again (a reload of the page), instead of a fresh one. */
  exchange?: SandboxExchange;
  /** The provider's time zone: fixed, so no test depends on the machine's. @default 'UTC' */
  timeZone?: string;
  /** The host's documents (terms, risk disclosure, staking agreement). @default the provider's */
  documents?: WealthProviderProps['documents'];
  /** 'app' adds needNavBar=0 to every link (§2). @default 'web' */
  platform?: WealthProviderProps['platform'];
  /** The page's language. @default the provider's ('en') */
  locale?: string;
  /** Renders in React's StrictMode, as a host's development build does. @default false */
  strict?: boolean;
  /** The host's tree around the provider (an <Activity>, a layout). @default none */
  wrapper?: ComponentType<{ children: ReactNode }>;
}

/**
 * Renders widgets the way a host page does: in a WealthProvider on a fresh sandbox exchange,
 * through the real client, with spies for the host callbacks. Every answer comes from the
 * sandbox; no API JSON is written by hand.
 */
export function renderOnSandbox(ui: ReactNode, options: RenderOnSandboxOptions = {}) {
  const {
    theme,
    reads,
    storage,
    fundPassword = null,
    before,
    providerNow,
    intentStorage,
    exchange: given,
    timeZone = 'UTC',
    documents,
    platform,
    locale,
    strict = false,
    wrapper,
    ...exchangeOptions
  } = options;
  const exchange = given ?? createSandboxExchange({ storage: createMemoryStorage(), ...exchangeOptions });
  before?.(exchange);
  const client = sandboxClient(exchange, theme, reads);
  const host = {
    onLoginRequired: vi.fn(),
    onNavigate: vi.fn(),
    onTrack: vi.fn(),
    onIntentSettled: vi.fn(),
    requestFundPassword: vi.fn(async (_request: FundPasswordRequest) => fundPassword),
  };
  const user = exchange.state.data.user;
  const view = render(
    <WealthProvider
      client={client}
      user={{ ...user, verified: true, id: 'test-user' }}
      storage={storage ?? createMemoryStorage()}
      now={providerNow ?? exchange.clock.now}
      timeZone={timeZone}
      {...(theme === undefined ? {} : { theme })}
      {...(intentStorage === undefined ? {} : { intentStorage })}
      {...(documents === undefined ? {} : { documents })}
      {...(platform === undefined ? {} : { platform })}
      {...(locale === undefined ? {} : { locale })}
      {...host}
    >
      {ui}
    </WealthProvider>,
    { ...(strict ? { reactStrictMode: true } : {}), ...(wrapper ? { wrapper } : {}) },
  );
  return { exchange, client, host, view };
}

/** The recorded sandbox calls to a path. */
export function callsTo(exchange: SandboxExchange, path: string) {
  return exchange.calls.filter((c) => c.path === path);
}

/** The recorded bodies of the sandbox calls to a path. */
export function bodiesTo(exchange: SandboxExchange, path: string): unknown[] {
  return callsTo(exchange, path).map((c) => c.body);
}
