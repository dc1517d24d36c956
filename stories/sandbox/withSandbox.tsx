import type { Decorator, Loader, Meta } from '@storybook/react-vite';
import { useMemo } from 'react';
import { fn } from 'storybook/test';
import { createWealthClient } from '../../src/api';
import type { WealthPlatform } from '../../src/hooks/context';
import { WealthProvider } from '../../src/provider/WealthProvider';
import {
  createMemoryStorage,
  createSandboxExchange,
  type SandboxExchange,
  type ScenarioDefinition,
  type ScenarioName,
} from '../../src/sandbox';
import type { StorageAdapter } from '../../src/state/storage';
import type { WealthTheme } from '../../src/theme/types';

/** `parameters.sandbox` of a widget story. */
export interface SandboxParameters {
  /** @default 'regular' */
  scenario?: ScenarioName | ScenarioDefinition;
  /** @default 'light' */
  theme?: WealthTheme;
  /** @default 'en' */
  locale?: string;
  /** @default 'web' */
  platform?: WealthPlatform;
  /**
   * Runs once the exchange exists: inject faults, move the clock, set a fund password. A promise it
   * returns (a request through the client) is awaited before the story renders.
   */
  setup?: (exchange: SandboxExchange) => unknown;
  /** Read retries of the story's client (a failed-read story keeps the wait short). @default 10 (§9) */
  retry?: number;
}

/** The host callbacks a story's widgets call, as spies a play function can assert. */
export interface HostSpies {
  onNavigate: ReturnType<typeof fn>;
  onLoginRequired: ReturnType<typeof fn>;
  onTrack: ReturnType<typeof fn>;
}

/**
 * Makes a fresh sandbox exchange for each story render. Play functions read it from
 * `context.loaded.exchange` (to assert orders, balances, requests) and the host spies from
 * `context.loaded.host`.
 */
export const sandboxLoader: Loader = async (context) => {
  const parameters = (context.parameters.sandbox ?? {}) as SandboxParameters;
  const exchange = createSandboxExchange({
    scenario: parameters.scenario ?? 'regular',
    storage: createMemoryStorage(),
  });
  await parameters.setup?.(exchange);
  const host: HostSpies = { onNavigate: fn(), onLoginRequired: fn(), onTrack: fn() };
  // Each story is its own page session: an intent one story left unfinished is not another's.
  return { exchange, host, intentStorage: createMemoryStorage() };
};

/** Wraps a widget story in a WealthProvider on the sandbox exchange, like a host page would. */
export const withSandbox: Decorator = (Story, context) => {
  const parameters = (context.parameters.sandbox ?? {}) as SandboxParameters;
  const { exchange, host, intentStorage } = context.loaded as {
    exchange: SandboxExchange;
    host: HostSpies;
    intentStorage: StorageAdapter;
  };
  // The toolbar's choice wins over the story's (see .storybook/preview.tsx).
  const { wkTheme, wkLocale } = context.globals as { wkTheme?: WealthTheme | 'story'; wkLocale?: string };
  const theme = wkTheme && wkTheme !== 'story' ? wkTheme : (parameters.theme ?? 'light');
  const locale = wkLocale && wkLocale !== 'story' ? wkLocale : (parameters.locale ?? 'en');
  const client = useMemo(
    () =>
      createWealthClient({
        baseUrl: 'https://sandbox.wealthkit.test',
        fetch: exchange.fetch,
        deviceToken: () => 'device-1',
        vip: theme === 'vip',
        ...(parameters.retry === undefined ? {} : { retry: parameters.retry }),
      }),
    [exchange, theme, parameters.retry],
  );
  const user = exchange.state.data.user;
  return (
    <WealthProvider
      client={client}
      user={{ ...user, verified: true, id: 'sandbox-user' }}
      theme={theme}
      locale={locale}
      platform={parameters.platform ?? 'web'}
      onNavigate={host.onNavigate}
      onLoginRequired={host.onLoginRequired}
      onTrack={host.onTrack}
      now={exchange.clock.now}
      intentStorage={intentStorage}
      // The story is the host page: it paints the whole canvas in the theme, so a story's own host
      // markup reads on a dark canvas too and no white band shows below. Widgets paint their boxes.
      style={{
        background: 'var(--wk-color-bg)',
        color: 'var(--wk-color-text)',
        padding: 24,
        minHeight: '100vh',
        boxSizing: 'border-box',
      }}
    >
      <Story />
    </WealthProvider>
  );
};

/** Decorators, loaders and the default parameters a widget story file spreads into its meta. */
export const onSandbox: Pick<Meta, 'decorators' | 'loaders' | 'parameters'> = {
  decorators: [withSandbox],
  loaders: [sandboxLoader],
  parameters: { layout: 'fullscreen' },
};

/** Storybook globals of a mobile story (320 px, below the §9 breakpoint of 768 px). */
export const mobile = { viewport: { value: 'mobile1', isRotated: false } };
/** The 375 × 667 phone of .storybook/preview.tsx, where a sheet's value column is wider than at 320. */
export const phone375 = { viewport: { value: 'phone375', isRotated: false } };
