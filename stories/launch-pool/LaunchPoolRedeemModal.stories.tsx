import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { ROUTES } from '../../src/api';
import { LaunchPoolRedeemModal } from '../../src/components/launch-pool';
import { HOUR_MS } from '../../src/domain';
import { failedReadStory } from '../sandbox/failedRead';
import { type HostSpies, mobile, onSandbox, type SandboxParameters } from '../sandbox/withSandbox';
import { exchangeOf, expectRow, findDialog } from './launchPoolStorySupport';

const meta = {
  title: 'Launch pool/Redeem modal',
  component: LaunchPoolRedeemModal,
  ...onSandbox,
  args: { pid: 1, rid: 11, defaultOpen: true, onSuccess: fn(), onClose: fn(), onOpenChange: fn() },
} satisfies Meta<typeof LaunchPoolRedeemModal>;
export default meta;

type Story = StoryObj<typeof meta>;
const sandbox = (p: SandboxParameters) => ({ sandbox: p });

/** The GT pool of project 1, where the regular scenario has 100 GT staked. */
async function ready(canvasElement: HTMLElement) {
  const dialog = await findDialog(canvasElement, 'Redeem GT');
  await expectRow(dialog, 'Redeemable', '100 GT');
  return dialog;
}

async function typeAmount(dialog: HTMLElement, amount: string) {
  const field = within(dialog).getByRole('textbox', { name: 'Redeem amount' });
  await userEvent.clear(field);
  await userEvent.type(field, amount);
}

/** Redeemable and the last hour's reward (an hour after the start: 100 × 0.5 / 8760). */
export const Redeemable: Story = {
  parameters: sandbox({ scenario: 'regular', setup: (exchange) => exchange.clock.advance(HOUR_MS) }),
  play: async ({ canvasElement }) => {
    const dialog = await ready(canvasElement);
    await expectRow(dialog, 'Last hour reward', '0.00570776 LPX');
  },
};

/** Every §5 redeem message: above the stake (current max), below the smallest unit (minimum). */
export const ValidationMessages: Story = {
  parameters: sandbox({ scenario: 'regular' }),
  play: async ({ canvasElement }) => {
    const dialog = await ready(canvasElement);
    const confirm = within(dialog).getByRole('button', { name: 'Confirm' });
    await expect(confirm).toBeDisabled();
    await typeAmount(dialog, '100.01');
    await expect(await within(dialog).findByText('You can redeem at most 100 GT')).toBeVisible();
    await expect(confirm).toBeDisabled();
    await typeAmount(dialog, '0.00');
    await expect(await within(dialog).findByText('Minimum redeem amount is 0.01 GT')).toBeVisible();
    await expect(confirm).toBeDisabled();
  },
};

/** Max redeems the whole stake; the §7 body goes with the device token. */
export const RedeemSuccess: Story = {
  parameters: sandbox({ scenario: 'regular' }),
  play: async ({ canvasElement, args, loaded }) => {
    const dialog = await ready(canvasElement);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Max' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(args.onSuccess).toHaveBeenCalled(), { timeout: 10_000 });
    await expect(args.onSuccess).toHaveBeenCalledWith({
      widget: 'launch-pool-redeem',
      coin: 'GT',
      amount: '100',
      pid: '1',
    });
    const call = exchangeOf(loaded).calls.find((c) => c.path === ROUTES.launchPoolRedeem.path);
    await expect(call?.body).toEqual({ pid: 1, rid: 11, amount: '100', simpleEarnStatus: 0 });
    await expectRow(dialog, 'Redeemable', '0 GT');
  },
};

/** A failed redeem: the server's words, the reason reported for tracking (§8). */
export const RedeemFailure: Story = {
  parameters: sandbox({
    scenario: 'regular',
    setup: (exchange) =>
      exchange.faults.inject({
        path: ROUTES.launchPoolRedeem.path,
        fault: { kind: 'code', code: -1, message: 'Redeem paused' },
      }),
  }),
  play: async ({ canvasElement, loaded }) => {
    const dialog = await ready(canvasElement);
    await typeAmount(dialog, '10');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await expect(
      await within(canvasElement.ownerDocument.body).findByText('Redeem paused', {}, { timeout: 10_000 }),
    ).toBeVisible();
    await expect((loaded.host as HostSpies).onTrack).toHaveBeenCalledWith({
      name: 'launch-pool_failed',
      properties: { reason: 'Redeem paused' },
    });
  },
};

/** Logged out: the button asks to log in (§1). */
export const LoggedOut: Story = {
  parameters: sandbox({ scenario: 'logged-out' }),
  play: async ({ canvasElement, loaded }) => {
    const dialog = await findDialog(canvasElement, 'Redeem GT');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Log in to continue' }));
    await expect((loaded.host as HostSpies).onLoginRequired).toHaveBeenCalled();
  },
};

/** A reward pool the project does not list (a stale link, a wrong rid): said so, with nothing to confirm. */
export const UnknownRewardPool: Story = {
  args: { rid: 1 },
  parameters: sandbox({ scenario: 'regular' }),
  play: async ({ canvasElement }) => {
    // No pool, so no coin in the title.
    const dialog = await findDialog(canvasElement, 'Redeem');
    await within(dialog).findByText(
      'This project has no such reward pool to redeem from.',
      {},
      { timeout: 10_000 },
    );
    await expect(within(dialog).getByRole('button', { name: 'Confirm' })).toBeDisabled();
  },
};

/** Mobile: a bottom sheet below 768 px (§9). */
export const Mobile: Story = {
  parameters: sandbox({ scenario: 'regular' }),
  globals: mobile,
  play: async ({ canvasElement }) => {
    const dialog = await ready(canvasElement);
    await expect(dialog).toHaveAttribute('data-layout', 'sheet');
  },
};

/** §8 data fetch failure: the statistics cannot be read; the generic error with Retry. */
export const FailedRead: Story = failedReadStory(
  ROUTES.launchPoolUserProjectStatistics.path,
  async (page) => {
    await expect(await page.findByRole('textbox', { name: 'Redeem amount' })).toBeInTheDocument();
  },
);
