import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { DualPurchaseDialog } from '../../src/components/dual';
import { SubscribeModal } from '../../src/components/earn';
import { LaunchPoolStakeModal } from '../../src/components/launch-pool';
import { StakeDialog } from '../../src/components/staking';
import { WealthProvider } from '../../src/provider/WealthProvider';
import { createMemoryStorage, createSandboxExchange } from '../../src/sandbox';

/**
 * A page's first Intl object loads ICU's data: 13–27 ms of a frame's start in Chromium (issue 19,
 * fast start). A money form in English, in the browser's own zone, opens and takes an amount
 * without making one: dates come from Date, plurals and separators of our languages are known.
 * The sandbox exchange answering in this process is left out (it is the exchange's server).
 */
const KINDS = [
  'DateTimeFormat',
  'NumberFormat',
  'PluralRules',
  'Collator',
  'RelativeTimeFormat',
  'ListFormat',
] as const;
let made: string[] = [];
const originals = new Map<string, unknown>();

beforeAll(() => {
  for (const kind of KINDS) {
    const original = Intl[kind] as unknown as new (...args: unknown[]) => object;
    originals.set(kind, original);
    const record = () => {
      const stack = new Error().stack ?? '';
      if (!/[\\/]src[\\/]sandbox[\\/]/.test(stack))
        made.push(`${kind}\n${stack.split('\n').slice(2, 6).join('\n')}`);
    };
    Object.defineProperty(Intl, kind, {
      configurable: true,
      writable: true,
      value: new Proxy(original, {
        construct(target, args) {
          record();
          return Reflect.construct(target, args);
        },
        apply(target, self, args) {
          record();
          return Reflect.apply(target, self, args);
        },
      }),
    });
  }
});

afterAll(() => {
  for (const [kind, original] of originals)
    Object.defineProperty(Intl, kind, { configurable: true, writable: true, value: original });
});

describe('given a money form opening in English in the browser’s time zone (no timeZone given)', () => {
  describe.each<[string, string, ReactNode]>([
    ['StakeDialog', 'Amount', <StakeDialog key="s" coin="GT" defaultOpen />],
    ['SubscribeModal (flexible)', 'Amount', <SubscribeModal key="e" coin="USDT" defaultOpen />],
    ['LaunchPoolStakeModal', 'Amount', <LaunchPoolStakeModal key="l" pid={1} defaultOpen />],
    [
      'DualPurchaseDialog',
      'Investment amount',
      <DualPurchaseDialog key="d" coin="BTC" type="call" defaultOpen />,
    ],
  ])('given %s', (_name, field, widget) => {
    it('when it has loaded and the customer types an amount, no Intl object has been made', async () => {
      made = [];
      const exchange = createSandboxExchange({ scenario: 'regular', storage: createMemoryStorage() });
      render(
        <WealthProvider baseUrl="https://exchange.test" fetch={exchange.fetch} user={{ isLogin: true }}>
          {widget}
        </WealthProvider>,
      );
      const input = await screen.findByRole('textbox', { name: field }, { timeout: 10_000 });
      await waitFor(() => expect(input).toBeEnabled(), { timeout: 10_000 });
      await userEvent.type(input, '12.5');
      expect(input).toHaveValue('12.5');
      expect(made).toEqual([]);
    });
  });
});
