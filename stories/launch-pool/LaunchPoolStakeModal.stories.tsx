import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { ROUTES } from '../../src/api';
import { LaunchPoolStakeModal } from '../../src/components/launch-pool';
import { RATE_YEAR_TYPE } from '../../src/domain';
import { composeScenario, SCENARIOS } from '../../src/sandbox';
import { launchPoolSlice } from '../../src/sandbox/products/launchPool/ledger';
import { failedReadStory } from '../sandbox/failedRead';
import { type HostSpies, mobile, onSandbox, type SandboxParameters } from '../sandbox/withSandbox';
import { exchangeOf, expectRow, findDialog } from './launchPoolStorySupport';

const meta = {
  title: 'Launch pool/Stake modal',
  component: LaunchPoolStakeModal,
  ...onSandbox,
  args: { pid: 1, defaultOpen: true, onSuccess: fn(), onClose: fn(), onOpenChange: fn() },
} satisfies Meta<typeof LaunchPoolStakeModal>;
export default meta;

type Story = StoryObj<typeof meta>;
const sandbox = (p: SandboxParameters) => ({ sandbox: p });
const TITLE = 'Stake in the LPX launch pool';

/** The modal of project 1 with the pool's tab chosen, once its balance and stake are known. */
async function ready(canvasElement: HTMLElement, coin = 'GT', title = TITLE) {
  const dialog = await findDialog(canvasElement, title);
  await userEvent.click(
    await within(dialog).findByRole('tab', { name: `${coin} pool` }, { timeout: 10_000 }),
  );
  await waitFor(() => expect(within(dialog).getByText(/^Available/)).toHaveTextContent(/^Available \d/), {
    timeout: 10_000,
  });
  await expectRow(dialog, 'Currently staked', new RegExp(`\\d ${coin}$`));
  return dialog;
}

async function typeAmount(dialog: HTMLElement, amount: string) {
  const field = within(dialog).getByRole('textbox', { name: 'Amount' });
  await userEvent.clear(field);
  await userEvent.type(field, amount);
}

/** Several lock pools: one tab each (GT, USDT, USDC), multi-mining excluded; rate year types shown. */
export const SeveralPools: Story = {
  parameters: sandbox({ scenario: 'regular' }),
  play: async ({ canvasElement }) => {
    const dialog = await ready(canvasElement);
    await expect(
      within(dialog)
        .getAllByRole('tab')
        .map((tab) => tab.textContent),
    ).toEqual(['GT pool', 'USDT pool', 'USDC pool']);
    await expectRow(dialog, 'Status', 'In progress');
    await expectRow(dialog, 'APR', '50.00%');
    await expectRow(dialog, 'Currently staked', '100 GT');
    await expectRow(dialog, 'Remaining personal quota', '400 GT');
    await userEvent.click(within(dialog).getByRole('tab', { name: 'USDT pool' }));
    await expectRow(dialog, 'Estimated APR', '8.00%');
  },
};

/** Stake with Max at the quota edge (USDT: 5000 of 25000) and auto-transfer; success is reported. */
export const StakeSuccess: Story = {
  parameters: sandbox({ scenario: 'regular' }),
  play: async ({ canvasElement, args, loaded }) => {
    const dialog = await ready(canvasElement, 'USDT');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Max' }));
    await expect(within(dialog).getByRole('textbox', { name: 'Amount' })).toHaveValue('5000');
    const autoTransfer = within(dialog).getByRole('checkbox', {
      name: 'Auto-transfer to Simple Earn flexible',
    });
    await userEvent.click(autoTransfer);
    // Ticked in the theme's colour (Max's), not the browser's own.
    await expect(getComputedStyle(autoTransfer).accentColor).toBe(
      getComputedStyle(within(dialog).getByRole('button', { name: 'Max' })).color,
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(args.onSuccess).toHaveBeenCalled(), { timeout: 10_000 });
    await expect(args.onSuccess).toHaveBeenCalledWith({
      widget: 'launch-pool-stake',
      coin: 'USDT',
      amount: '5000',
      pid: '1',
    });
    const call = exchangeOf(loaded).calls.find((c) => c.path === ROUTES.launchPoolCreateOrder.path);
    await expect(call?.body).toEqual({ pid: 1, rid: 12, amount: '5000', simpleEarnStatus: 1 });
    await expect(call?.headers['x-device-token']).toBe('device-1');
    await expectRow(dialog, 'Remaining personal quota', '0 USDT');
    await expect(
      await within(dialog).findByRole('button', { name: 'Used up' }, { timeout: 10_000 }),
    ).toBeDisabled();
  },
};

/** Every §5 stake message: minimum, personal maximum, insufficient balance; nothing for 0. */
export const ValidationMessages: Story = {
  parameters: sandbox({ scenario: 'regular' }),
  play: async ({ canvasElement }) => {
    const dialog = await ready(canvasElement);
    const confirm = within(dialog).getByRole('button', { name: 'Confirm' });
    await typeAmount(dialog, '0');
    await expect(within(dialog).getByRole('textbox', { name: 'Amount' })).not.toHaveAttribute('aria-invalid');
    await expect(confirm).toBeDisabled();
    await typeAmount(dialog, '0.5');
    await expect(await within(dialog).findByText('Minimum stake amount is 1 GT')).toBeVisible();
    await typeAmount(dialog, '400.01');
    await expect(
      await within(dialog).findByText('You can stake at most 400 GT more (personal limit 500 GT)'),
    ).toBeVisible();
    await expect(confirm).toBeDisabled();
    await userEvent.click(within(dialog).getByRole('tab', { name: 'USDC pool' }));
    // USDC lacks launch pool support: available = 5000 − 1000 borrowed (§5).
    await waitFor(() =>
      expect(within(dialog).getByText(/^Available/)).toHaveTextContent('Available 4,000 USDC'),
    );
    await typeAmount(dialog, '4500');
    await expect(await within(dialog).findByText('Insufficient balance')).toBeVisible();
    await expect(within(dialog).getByRole('button', { name: 'Confirm' })).toBeDisabled();
  },
};

/** Max at the precision edge: the available 234.5678 USDC is cut to the pool's 2 decimals. */
export const MaxAtPrecision: Story = {
  parameters: sandbox({
    scenario: composeScenario(SCENARIOS.regular, { balances: { USDC: '1234.5678' } }),
  }),
  play: async ({ canvasElement }) => {
    const dialog = await ready(canvasElement, 'USDC');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Max' }));
    await expect(within(dialog).getByRole('textbox', { name: 'Amount' })).toHaveValue('234.56');
    await expect(within(dialog).getByRole('button', { name: 'Confirm' })).toBeEnabled();
  },
};

/** Quota used up: 'sold-out' leaves pool 12 no total quota, so the button reads used up. */
export const QuotaUsedUp: Story = {
  args: { defaultRid: 12 },
  parameters: sandbox({ scenario: 'sold-out' }),
  play: async ({ canvasElement }) => {
    const dialog = await findDialog(canvasElement, TITLE);
    await expectRow(dialog, 'Remaining personal quota', '0 USDT');
    await expect(within(dialog).getByRole('button', { name: 'Used up' })).toBeDisabled();
    await expect(within(dialog).getByRole('textbox', { name: 'Amount' })).toBeDisabled();
  },
};

/** Rate year type none shows '--' (§4). */
export const RateTypeNone: Story = {
  args: { defaultRid: 13 },
  parameters: sandbox({
    scenario: 'regular',
    setup: (exchange) => {
      const pool = launchPoolSlice(exchange.state.context).projects[0]?.pools.find((p) => p.rid === 13);
      if (pool) pool.rate_year_type = RATE_YEAR_TYPE.NONE;
    },
  }),
  play: async ({ canvasElement }) => {
    const dialog = await findDialog(canvasElement, TITLE);
    await expectRow(dialog, 'APR', '--');
  },
};

/** Project 2 has not started: the state and a note; nothing can be staked (§4). */
export const NotStarted: Story = {
  args: { pid: 2 },
  parameters: sandbox({ scenario: 'regular' }),
  play: async ({ canvasElement }) => {
    const dialog = await findDialog(canvasElement, 'Stake in the NXT launch pool');
    await expectRow(dialog, 'Status', 'Not started');
    await expect(within(dialog).getByText('Staking has not started yet.')).toBeVisible();
    await expect(within(dialog).getByRole('button', { name: 'Confirm' })).toBeDisabled();
  },
};

/** Project 3 is completed: the state and a note; nothing can be staked (§4). */
export const Completed: Story = {
  args: { pid: 3 },
  parameters: sandbox({ scenario: 'regular' }),
  play: async ({ canvasElement }) => {
    const dialog = await findDialog(canvasElement, 'Stake in the OLD launch pool');
    await expectRow(dialog, 'Status', 'Completed');
    await expect(within(dialog).getByText('This project has ended; staking is closed.')).toBeVisible();
    await expect(within(dialog).getByRole('button', { name: 'Confirm' })).toBeDisabled();
  },
};

/** A failed stake: the server's words as a warning, the reason reported for tracking (§8). */
export const StakeFailure: Story = {
  parameters: sandbox({
    scenario: 'regular',
    setup: (exchange) =>
      exchange.faults.inject({
        path: ROUTES.launchPoolCreateOrder.path,
        fault: { kind: 'code', code: -1, message: 'Pool paused' },
      }),
  }),
  play: async ({ canvasElement, loaded }) => {
    const dialog = await ready(canvasElement);
    await typeAmount(dialog, '10');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await expect(
      await within(canvasElement.ownerDocument.body).findByText('Pool paused', {}, { timeout: 10_000 }),
    ).toBeVisible();
    await expect((loaded.host as HostSpies).onTrack).toHaveBeenCalledWith({
      name: 'launch-pool_failed',
      properties: { reason: 'Pool paused' },
    });
  },
};

/** Logged out: the pools show; the button asks to log in (§1). */
export const LoggedOut: Story = {
  parameters: sandbox({ scenario: 'logged-out' }),
  play: async ({ canvasElement, loaded }) => {
    const dialog = await findDialog(canvasElement, TITLE);
    await userEvent.click(await within(dialog).findByRole('button', { name: 'Log in to continue' }));
    await expect((loaded.host as HostSpies).onLoginRequired).toHaveBeenCalled();
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

/** §8 data fetch failure: the project cannot be read; the generic error with Retry. */
export const FailedRead: Story = failedReadStory(ROUTES.launchPoolProjectInfo.path, async (page) => {
  await expect((await page.findAllByRole('tab')).length).toBeGreaterThan(0);
});
