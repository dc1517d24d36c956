import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { ROUTES } from '../../src/api/allRoutes';
import { DualPurchaseDialog } from '../../src/components/dual';
import { SubscribeModal } from '../../src/components/earn';
import { HistoryModal } from '../../src/components/history/HistoryModal';
import { LaunchPoolStakeModal } from '../../src/components/launch-pool';
import { LendingsTable } from '../../src/components/lendings';
import { StakeDialog } from '../../src/components/staking';
import { WealthProvider } from '../../src/provider/WealthProvider';
import { createMemoryStorage, createSandboxExchange } from '../../src/sandbox';

// A host that gives WealthProvider a baseUrl (and here a fetch) instead of a client gets the
// provider's own client, whose API families are made on first use from what the widgets bring in
// (src/api/families.ts). Every other test passes a full createWealthClient, so this is where the
// host's default path is driven: each widget must load, and a subscription must go through.

function renderAsHost(ui: ReactNode, scenario: 'regular' | 'whale' = 'regular') {
  const exchange = createSandboxExchange({ scenario, storage: createMemoryStorage() });
  render(
    <WealthProvider
      baseUrl="https://sandbox.test"
      fetch={exchange.fetch}
      user={{ ...exchange.state.data.user, verified: true, id: 'host-user' }}
      storage={createMemoryStorage()}
      now={exchange.clock.now}
      timeZone="UTC"
    >
      {ui}
    </WealthProvider>,
  );
  return exchange;
}

async function enabledField(name: string) {
  const field = await screen.findByRole('textbox', { name });
  await waitFor(() => expect(field).toBeEnabled());
  return field;
}

describe('given a host that passes baseUrl and fetch, not a client (the provider makes its own)', () => {
  it('SubscribeModal loads, takes an amount typed key by key and subscribes', async () => {
    const exchange = renderAsHost(<SubscribeModal coin="USDT" defaultOpen />);
    await userEvent.type(await enabledField('Amount'), '100');
    const submit = screen.getByRole('button', { name: 'Subscribe' });
    await waitFor(() => expect(submit).toBeEnabled());
    await userEvent.click(submit);
    expect(await screen.findByText('Subscription successful')).toBeInTheDocument();
    expect(
      exchange.calls.filter((c) => c.method === 'POST' && c.path === ROUTES.earnSubscribe.path),
    ).toHaveLength(1);
  });

  it.each([
    ['StakeDialog', <StakeDialog key="s" coin="GT" defaultOpen />, 'Amount'],
    [
      'DualPurchaseDialog',
      <DualPurchaseDialog key="d" coin="BTC" type="call" defaultOpen />,
      'Investment amount',
    ],
    ['LaunchPoolStakeModal', <LaunchPoolStakeModal key="l" pid={1} defaultOpen />, 'Amount'],
  ])('%s loads its reads and takes an amount', async (_, ui, field) => {
    renderAsHost(ui);
    const input = await enabledField(field);
    await userEvent.type(input, '1');
    expect(input).toHaveValue('1');
  });

  it('LendingsTable shows the holdings and HistoryModal the records', async () => {
    renderAsHost(
      <>
        <LendingsTable defaultTab="flexible" />
        <HistoryModal defaultOpen />
      </>,
      'whale',
    );
    const history = await screen.findByRole('dialog', { name: 'History' });
    await waitFor(() => expect(within(history).getAllByRole('row').length).toBeGreaterThan(1));
    await waitFor(() =>
      expect(
        screen.getAllByRole('table', { hidden: true }).some((t) => t.querySelectorAll('tbody tr').length > 0),
      ).toBe(true),
    );
  });
});
