import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { ROUTES } from '../../src/api';
import { EditMinAprModal, type EditMinAprModalProps } from '../../src/components/earn-settings';
import { Button } from '../../src/components/ui/Button';
import type { SandboxExchange } from '../../src/sandbox';
import { failedReadStory } from '../sandbox/failedRead';
import { type HostSpies, mobile, onSandbox, type SandboxParameters } from '../sandbox/withSandbox';

const meta = {
  title: 'Simple Earn/Edit minimum APR',
  component: EditMinAprModal,
  ...onSandbox,
  args: { coin: 'USDT' },
  render: (args: EditMinAprModalProps) => (
    <EditMinAprModal {...args} trigger={<Button variant="secondary">Edit</Button>} />
  ),
} satisfies Meta<typeof EditMinAprModal>;
export default meta;

type Story = StoryObj<typeof meta>;
const sandbox = (p: SandboxParameters) => ({ sandbox: p });

/** Opens the editor, waits for the current minimum (0.01 %) and types `value` instead. */
async function openAndType(canvasElement: HTMLElement, value: string) {
  const canvas = within(canvasElement.ownerDocument.body);
  await userEvent.click(canvas.getByRole('button', { name: 'Edit' }));
  const editor = await canvas.findByRole('dialog', { name: 'Edit minimum lent APR' });
  const input = within(editor).getByRole('textbox', { name: 'Minimum lent APR (%)' });
  await waitFor(() => expect(input).toHaveValue('0.01'));
  await userEvent.clear(input);
  await userEvent.type(input, value);
  return { editor, input, confirm: within(editor).getByRole('button', { name: 'Confirm' }) };
}

const notifications = (canvasElement: HTMLElement) =>
  within(within(canvasElement.ownerDocument.body).getByRole('region', { name: 'Notifications' }));

/** A valid value: saved as rate / 100 with 4 decimals, 'modified' toast (§5, §8). */
export const Valid: Story = {
  parameters: sandbox({ scenario: 'regular' }),
  play: async ({ canvasElement, loaded }) => {
    const { confirm } = await openAndType(canvasElement, '3.33');
    await userEvent.click(confirm);
    await expect(await notifications(canvasElement).findByText('Modified')).toBeInTheDocument();
    await waitFor(() => expect(within(canvasElement.ownerDocument.body).queryByRole('dialog')).toBeNull());
    const exchange = loaded.exchange as SandboxExchange;
    const holding = exchange.state.flexibleHoldings().find((h) => h.asset === 'USDT');
    await expect(holding?.min_lend_rate_year).toBe('0.0333');
    await expect(
      within(canvasElement.ownerDocument.body).getByRole('button', { name: 'Edit' }),
    ).toHaveFocus();
  },
};

/** Above the maximum (5 %, §5): the max message, Confirm disabled. */
export const AboveMax: Story = {
  parameters: sandbox({ scenario: 'regular' }),
  play: async ({ canvasElement }) => {
    const { editor, input, confirm } = await openAndType(canvasElement, '5.5');
    await expect(within(editor).getByText('The maximum APR is 5%')).toBeInTheDocument();
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(confirm).toBeDisabled();
  },
};

/** Below the system minimum (0.01 %, §5): the min message, Confirm disabled. */
export const BelowMin: Story = {
  parameters: sandbox({ scenario: 'regular' }),
  play: async ({ canvasElement }) => {
    const { editor, confirm } = await openAndType(canvasElement, '0');
    await expect(within(editor).getByText('The minimum APR is 0.01%')).toBeInTheDocument();
    await expect(confirm).toBeDisabled();
  },
};

/** §8 code −1: the server's message as a warning toast; the editor stays open with the value. */
export const ServerMessage: Story = {
  parameters: sandbox({
    scenario: 'regular',
    setup: (exchange) =>
      exchange.faults.inject({
        path: ROUTES.earnSetMinRate.path,
        fault: { kind: 'code', code: -1, message: 'Rate changes are paused for maintenance' },
      }),
  }),
  play: async ({ canvasElement }) => {
    const { input, confirm } = await openAndType(canvasElement, '2.5');
    await userEvent.click(confirm);
    const toasts = within(notifications(canvasElement).getByRole('status'));
    await expect(await toasts.findByText('Rate changes are paused for maintenance')).toBeInTheDocument();
    await expect(input).toHaveValue('2.5');
  },
};

/** §8 network failure: 'Networkerr' as an error toast. */
export const NetworkFailure: Story = {
  parameters: sandbox({
    scenario: 'regular',
    setup: (exchange) =>
      exchange.faults.inject({ path: ROUTES.earnSetMinRate.path, fault: { kind: 'network' } }),
  }),
  play: async ({ canvasElement }) => {
    const { editor, confirm } = await openAndType(canvasElement, '2.5');
    await userEvent.click(confirm);
    const alerts = within(notifications(canvasElement).getByRole('alert'));
    await expect(await alerts.findByText('Network error. Please try again.')).toBeInTheDocument();
    await expect(editor).toBeInTheDocument();
  },
};

/** Logged out (§1): Edit asks the host to log in. */
export const LoggedOut: Story = {
  parameters: sandbox({ scenario: 'logged-out' }),
  play: async ({ canvasElement, loaded }) => {
    await userEvent.click(within(canvasElement.ownerDocument.body).getByRole('button', { name: 'Edit' }));
    await expect((loaded.host as HostSpies).onLoginRequired).toHaveBeenCalledTimes(1);
    await expect(within(canvasElement.ownerDocument.body).queryByRole('dialog')).toBeNull();
  },
};

export const Mobile: Story = {
  globals: mobile,
  args: { defaultOpen: true },
  parameters: sandbox({ scenario: 'regular', theme: 'dark' }),
  play: async ({ canvasElement }) => {
    const editor = within(canvasElement.ownerDocument.body).getByRole('dialog', {
      name: 'Edit minimum lent APR',
    });
    await expect(editor).toHaveAttribute('data-layout', 'sheet');
    await waitFor(() =>
      expect(within(editor).getByRole('textbox', { name: 'Minimum lent APR (%)' })).toHaveValue('0.01'),
    );
  },
};

export const Vip: Story = {
  args: { defaultOpen: true },
  parameters: sandbox({ scenario: 'vip5', theme: 'vip' }),
  play: async ({ canvasElement }) => {
    const editor = within(canvasElement.ownerDocument.body).getByRole('dialog', {
      name: 'Edit minimum lent APR',
    });
    await expect(within(editor).getByText(/to 5%, up to 2 decimals/)).toBeInTheDocument();
  },
};

/** §8 data fetch failure: the APR limits cannot be read; the generic error with Retry, no field. */
export const FailedRead: Story = {
  args: { defaultOpen: true },
  ...failedReadStory(ROUTES.earnCoinInfo.path, async (page) => {
    await expect(await page.findByRole('textbox', { name: 'Minimum lent APR (%)' })).toBeInTheDocument();
  }),
};
