import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { ROUTES } from '../../src/api';
import { AutoEarnSwitch } from '../../src/components/earn-settings';
import type { SandboxExchange } from '../../src/sandbox';
import { type HostSpies, mobile, onSandbox, type SandboxParameters } from '../sandbox/withSandbox';

/** One row of the holdings table: the asset and its auto-earn switch, as the holding says. */
function HoldingRow({ asset, exchange }: { asset: string; exchange: SandboxExchange }) {
  const holding = exchange.state.flexibleHoldings().find((h) => h.asset === asset);
  return (
    <div style={{ display: 'flex', gap: 16, alignItems: 'center', color: 'var(--wk-color-text)' }}>
      <span>{asset}</span>
      <AutoEarnSwitch coin={asset} defaultChecked={holding?.auto_invest_status === '1'} />
    </div>
  );
}

const meta = {
  title: 'Simple Earn/Auto earn',
  component: AutoEarnSwitch,
  ...onSandbox,
  args: { coin: 'BTC' },
  render: (args, { loaded }) => (
    <HoldingRow asset={args.coin ?? 'BTC'} exchange={loaded.exchange as SandboxExchange} />
  ),
} satisfies Meta<typeof AutoEarnSwitch>;
export default meta;

type Story = StoryObj<typeof meta>;
const sandbox = (p: SandboxParameters) => ({ sandbox: p });
const notifications = (canvasElement: HTMLElement) =>
  within(within(canvasElement.ownerDocument.body).getByRole('region', { name: 'Notifications' }));

/** BTC is off in the 'regular' scenario: confirm enables it (status '1', §4). */
export const Enable: Story = {
  parameters: sandbox({ scenario: 'regular' }),
  play: async ({ canvasElement, loaded }) => {
    const canvas = within(canvasElement.ownerDocument.body);
    const toggle = canvas.getByRole('switch', { name: 'Auto Earn BTC' });
    await expect(toggle).not.toBeChecked();
    await userEvent.click(toggle);
    const dialog = await canvas.findByRole('dialog', { name: 'Enable Auto Earn for BTC?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Enable' }));
    await expect(await notifications(canvasElement).findByText('Auto Earn enabled')).toBeInTheDocument();
    await waitFor(() => expect(toggle).toBeChecked());
    const exchange = loaded.exchange as SandboxExchange;
    await expect(exchange.state.flexibleHoldings().find((h) => h.asset === 'BTC')?.auto_invest_status).toBe(
      '1',
    );
    await waitFor(() => expect(toggle).toHaveFocus());
  },
};

/** USDT is on: confirm disables it (status '0', §4). */
export const Disable: Story = {
  args: { coin: 'USDT' },
  parameters: sandbox({ scenario: 'regular' }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement.ownerDocument.body);
    const toggle = canvas.getByRole('switch', { name: 'Auto Earn USDT' });
    await expect(toggle).toBeChecked();
    await userEvent.click(toggle);
    const dialog = await canvas.findByRole('dialog', { name: 'Disable Auto Earn for USDT?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Disable' }));
    await expect(await notifications(canvasElement).findByText('Auto Earn disabled')).toBeInTheDocument();
    await waitFor(() => expect(toggle).not.toBeChecked());
  },
};

/** §8 "Auto earn failure: the dialog closes"; the server's message toasts, the switch stays. */
export const Failure: Story = {
  parameters: sandbox({
    scenario: 'regular',
    setup: (exchange) =>
      exchange.faults.inject({
        path: ROUTES.earnSetAutoInvest.path,
        fault: { kind: 'code', code: -1, message: 'Auto earn is not available for BTC right now' },
      }),
  }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement.ownerDocument.body);
    const toggle = canvas.getByRole('switch', { name: 'Auto Earn BTC' });
    await userEvent.click(toggle);
    const dialog = await canvas.findByRole('dialog', { name: 'Enable Auto Earn for BTC?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Enable' }));
    await expect(
      await notifications(canvasElement).findByText('Auto earn is not available for BTC right now'),
    ).toBeInTheDocument();
    await waitFor(() => expect(canvas.queryByRole('dialog')).toBeNull());
    await expect(toggle).not.toBeChecked();
  },
};

/** §4 "Logged-out users get the registration modal": the host is asked; nothing opens. */
export const LoggedOut: Story = {
  parameters: sandbox({ scenario: 'logged-out' }),
  play: async ({ canvasElement, loaded }) => {
    await userEvent.click(
      within(canvasElement.ownerDocument.body).getByRole('switch', { name: 'Auto Earn BTC' }),
    );
    await expect((loaded.host as HostSpies).onLoginRequired).toHaveBeenCalledTimes(1);
    await expect(within(canvasElement.ownerDocument.body).queryByRole('dialog')).toBeNull();
  },
};

/** Below 768 px the confirm is a bottom sheet (§9). */
export const Mobile: Story = {
  globals: mobile,
  parameters: sandbox({ scenario: 'regular' }),
  play: async ({ canvasElement }) => {
    await userEvent.click(
      within(canvasElement.ownerDocument.body).getByRole('switch', { name: 'Auto Earn BTC' }),
    );
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('dialog', {
      name: 'Enable Auto Earn for BTC?',
    });
    await expect(dialog).toHaveAttribute('data-layout', 'sheet');
  },
};

export const Dark: Story = {
  args: { coin: 'USDT' },
  parameters: sandbox({ scenario: 'regular', theme: 'dark' }),
  play: async ({ canvasElement }) => {
    await userEvent.click(
      within(canvasElement.ownerDocument.body).getByRole('switch', { name: 'Auto Earn USDT' }),
    );
    await expect(
      await within(canvasElement.ownerDocument.body).findByRole('dialog', {
        name: 'Disable Auto Earn for USDT?',
      }),
    ).toBeInTheDocument();
  },
};

export const Vip: Story = {
  parameters: sandbox({ scenario: 'vip5', theme: 'vip' }),
  play: async ({ canvasElement }) => {
    await userEvent.click(
      within(canvasElement.ownerDocument.body).getByRole('switch', { name: 'Auto Earn BTC' }),
    );
    await expect(
      await within(canvasElement.ownerDocument.body).findByRole('dialog', {
        name: 'Enable Auto Earn for BTC?',
      }),
    ).toBeInTheDocument();
  },
};
