import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { ROUTES } from '../../src/api';
import { RedeemModal } from '../../src/components/earn';
import { failedReadStory } from '../sandbox/failedRead';
import { loggedOutStory } from '../sandbox/loggedOut';
import { onSandbox, type SandboxParameters } from '../sandbox/withSandbox';

const meta: Meta<typeof RedeemModal> = {
  title: 'Simple Earn/Redeem modal',
  component: RedeemModal,
  args: { coin: 'USDT', defaultOpen: true },
  ...onSandbox,
};
export default meta;

type Story = StoryObj<typeof RedeemModal>;
const sandbox = (p: SandboxParameters) => ({ sandbox: p });
const page = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

async function redeem(canvasElement: HTMLElement, amount: string) {
  const body = page(canvasElement);
  await userEvent.type(await body.findByRole('textbox', { name: 'Amount' }), amount);
  const button = body.getByRole('button', { name: 'Redeem' });
  await waitFor(() => expect(button).toBeEnabled());
  await userEvent.click(button);
}

/** `coin`'s holding, `typed` key by key: the field then holds `holds` and, when given, says `says`. */
function typedStory(coin: string, typed: string, holds: string, says?: string): Story {
  return {
    args: { coin },
    parameters: sandbox({ scenario: 'regular' }),
    play: async ({ canvasElement }) => {
      const body = page(canvasElement);
      await body.findByText('Last hour reward');
      const field = await body.findByRole('textbox', { name: 'Amount' });
      await userEvent.type(field, typed);
      await waitFor(() => expect(field).toHaveValue(holds));
      if (says) await expect(body.getByText(says)).toBeInTheDocument();
    },
  };
}

/** Redeem 100 USDT: the redeemable amount, last hour reward, and the result. */
export const Redeem: Story = {
  parameters: sandbox({ scenario: 'regular' }),
  play: async ({ canvasElement }) => {
    const body = page(canvasElement);
    await expect(await body.findByText('Redeemable')).toBeInTheDocument();
    await redeem(canvasElement, '100');
    await expect(await body.findByRole('dialog', { name: 'Redemption successful' })).toBeInTheDocument();
  },
};

/** Logged out (§1): the holding is the customer's; the modal asks the host for the login. */
export const LoggedOut: Story = loggedOutStory('Log in to redeem');

/** Below the minimum of 0.000001 (§5). */
export const BelowMinimum: Story = {
  parameters: sandbox({ scenario: 'regular' }),
  play: async ({ canvasElement }) => {
    const body = page(canvasElement);
    await userEvent.type(await body.findByRole('textbox', { name: 'Amount' }), '0.0000001');
    await expect(await body.findByText('Minimum 0.000001')).toBeInTheDocument();
  },
};

/** More than the redeemable 0.5 BTC typed: the amount is capped at it (§5), and the field says so. */
export const CappedAtRedeemable: Story = typedStory('BTC', '0.6', '0.5', 'You can redeem at most 0.5 BTC.');

/** BTC is 85 % lent out: the warning, and code 213 'redemption application submitted' (§4, §8). */
export const ApplicationSubmitted213: Story = {
  args: { coin: 'BTC' },
  parameters: sandbox({ scenario: 'regular' }),
  play: async ({ canvasElement }) => {
    const body = page(canvasElement);
    await expect(await body.findByText(/Most of this asset is currently lent out/)).toBeInTheDocument();
    await redeem(canvasElement, '0.1');
    await expect(
      await body.findByRole('dialog', { name: 'Redemption application submitted' }),
    ).toBeInTheDocument();
  },
};

/**
 * §2 auto-transfer unticked on BTC: the customer did not accept a queued redemption, so the exchange
 * refuses one it cannot pay at once and says why; nothing is frozen and the amount stays.
 */
export const AutoTransferOff: Story = {
  args: { coin: 'BTC' },
  parameters: sandbox({ scenario: 'regular' }),
  play: async ({ canvasElement }) => {
    const body = page(canvasElement);
    await userEvent.click(await body.findByRole('checkbox', { name: 'Auto-transfer when paid' }));
    await redeem(canvasElement, '0.1');
    await expect(await body.findByText(/turn on auto-transfer to queue the redemption/)).toBeInTheDocument();
  },
};

/** §5: ETH amounts take 6 decimals (lend-earn-coin-info precision); typed digits past them are not taken. */
export const CoinPrecision: Story = typedStory('ETH', '0.12345678', '0.123456');

/** The funding account is locked (§8). */
export const FundingLocked: Story = {
  parameters: sandbox({ scenario: 'funding-locked' }),
  play: async ({ canvasElement }) => {
    await redeem(canvasElement, '100');
    await expect(
      await page(canvasElement).findByText('Your funding account is locked, so you cannot redeem right now.'),
    ).toBeInTheDocument();
  },
};

/** §8 data fetch failure: the holding cannot be read; no "Redeemable 0", the generic error with Retry. */
export const FailedRead: Story = failedReadStory(ROUTES.earnHoldings.path, async (page) => {
  await expect(await page.findByRole('textbox', { name: 'Amount' })).toBeInTheDocument();
});
