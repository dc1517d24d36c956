import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { createWealthClient, ROUTES } from '../../src/api';
import { CancelRedemptionModal } from '../../src/components/earn';
import { failedReadStory } from '../sandbox/failedRead';
import { loggedOutStory } from '../sandbox/loggedOut';
import { onSandbox, type SandboxParameters } from '../sandbox/withSandbox';

const meta: Meta<typeof CancelRedemptionModal> = {
  title: 'Simple Earn/Cancel redemption modal',
  component: CancelRedemptionModal,
  args: { coin: 'USDT', defaultOpen: true },
  ...onSandbox,
};
export default meta;

type Story = StoryObj<typeof CancelRedemptionModal>;
const sandbox = (p: SandboxParameters) => ({ sandbox: p });
const page = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

/**
 * A pending 100 USDT redemption (frozen_status 1), asked of the sandbox through the real client
 * before the modal opens: the exchange freezes it exactly as the redeem modal would.
 */
export const Cancellable: Story = {
  parameters: sandbox({
    scenario: 'regular',
    setup: (exchange) => {
      const client = createWealthClient({ baseUrl: 'https://sandbox.wealthkit.test', fetch: exchange.fetch });
      // Awaited by the loader: the modal's first read sees the redemption, however slow the machine.
      return client.simpleEarn.redeem(
        { asset: 'USDT', amount: '100', curr_amount: '0', lend_amount: '0' },
        { idempotencyKey: 'story-pending-redemption' },
      );
    },
  }),
  play: async ({ canvasElement }) => {
    const body = page(canvasElement);
    await expect(
      await body.findByText('Cancel the pending redemption of 100 USDT? It goes back to earning.'),
    ).toBeInTheDocument();
    await userEvent.click(body.getByRole('button', { name: 'Cancel redemption' }));
    await expect(await body.findByText('Order cancelled')).toBeInTheDocument();
    await waitFor(() => expect(body.queryByRole('dialog')).not.toBeInTheDocument());
  },
};

/** Nothing can be cancelled (no pending redemption, or a 213 application). */
export const NotCancellable: Story = {
  parameters: sandbox({ scenario: 'regular' }),
  play: async ({ canvasElement }) => {
    const body = page(canvasElement);
    await expect(await body.findByText('This redemption can no longer be cancelled.')).toBeInTheDocument();
    await expect(body.getByRole('button', { name: 'Cancel redemption' })).toBeDisabled();
  },
};

/** Logged out (§1): the dialog asks the host for the login instead of loading. */
export const LoggedOut: Story = loggedOutStory();

/** §8 data fetch failure: the holding cannot be read; the generic error with Retry. */
export const FailedRead: Story = failedReadStory(ROUTES.earnHoldings.path, async (page) => {
  await expect(await page.findByRole('button', { name: 'Cancel redemption' })).toBeInTheDocument();
});
