import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { ROUTES } from '../../src/api';
import { StakeRedeemDialog } from '../../src/components/staking';
import { composeScenario, SCENARIOS } from '../../src/sandbox';
import { failedReadStory } from '../sandbox/failedRead';
import { type HostSpies, mobile, onSandbox, type SandboxParameters } from '../sandbox/withSandbox';
import { textBox } from '../textLayout';
import { exchangeOf, expectRow, findDialog, seedStake, stakingProductOf } from './stakingStorySupport';

const meta = {
  title: 'Staking/Redeem dialog',
  component: StakeRedeemDialog,
  ...onSandbox,
  args: { coin: 'GT', defaultOpen: true, onSuccess: fn(), onClose: fn() },
} satisfies Meta<typeof StakeRedeemDialog>;
export default meta;

type Story = StoryObj<typeof meta>;
const sandbox = (p: SandboxParameters) => ({ sandbox: p });

async function ready(canvasElement: HTMLElement, coin = 'GT') {
  const dialog = await findDialog(canvasElement, `Redeem ${coin}`);
  await waitFor(() => expect(within(dialog).getByText(/^Redeemable/)).toHaveTextContent(/^Redeemable \d/), {
    timeout: 10_000,
  });
  return dialog;
}

async function typeAmount(dialog: HTMLElement, amount: string) {
  const field = within(dialog).getByRole('textbox', { name: 'Redeem amount' });
  await userEvent.clear(field);
  await userEvent.type(field, amount);
}

/** Standard redemption of GT: 1–3 days, confirm, success with the arrival from redeem_stamp. */
export const StandardRedeem: Story = {
  parameters: sandbox({ scenario: 'regular' }),
  play: async ({ canvasElement, args, loaded }) => {
    const dialog = await ready(canvasElement);
    await typeAmount(dialog, '10');
    await expectRow(dialog, 'Arrival', '1–3 days');
    await userEvent.click(within(canvasElement.ownerDocument.body).getByRole('button', { name: 'Redeem' }));
    await findDialog(canvasElement, 'Confirm redemption');
    await userEvent.click(within(canvasElement.ownerDocument.body).getByRole('button', { name: 'Confirm' }));
    const success = await findDialog(canvasElement, 'Redemption submitted');
    // An arrival carries its zone (issue 13): "2025-01-19 08:00 (GMT+8)".
    await expectRow(
      success,
      'Expected arrival',
      /^\d{4}-\d{2}-\d{2} \d{2}:\d{2} \(GMT([+-]\d{1,2}(:\d{2})?)?\)$/,
    );
    await expect(args.onSuccess).toHaveBeenCalledWith({ widget: 'stake-redeem', coin: 'GT', amount: '10' });
    await userEvent.click(within(success).getByRole('button', { name: 'View history' }));
    await expect((loaded.host as HostSpies).onNavigate).toHaveBeenCalledWith(
      '/myaccount/funds/finance/staking?asset=GT&product-type=0&open-history=1',
    );
    const body = exchangeOf(loaded).calls.find((c) => c.path === ROUTES.stakingRedeem.path)?.body;
    await expect(body).toEqual({ side: 1, amount: '10', coin: 'GT', quick: 0 });
  },
};

/** Fast redemption: 0.5 % fee truncated to 8 decimals; received = amount − fee (§5). */
export const FastRedeemFee: Story = {
  parameters: sandbox({ scenario: 'regular' }),
  play: async ({ canvasElement }) => {
    const dialog = await ready(canvasElement);
    await userEvent.click(within(dialog).getByRole('radio', { name: /^Fast redemption/ }));
    await typeAmount(dialog, '1.99999999');
    await expectRow(dialog, 'Fee', '0.00999999 GT');
    await expectRow(dialog, 'You receive', '1.99 GT');
    await expectRow(dialog, 'Arrival', 'Within 30 minutes');
    // The two questions of the form are named alike: "Redemption type" as "Redeem amount" (it was
    // small, grey and 2 px in), flush with the form. The link under the figures starts with them.
    const legend = within(dialog).getByText('Redemption type');
    const label = within(dialog).getByText('Redeem amount');
    await expect(getComputedStyle(legend).fontWeight).toBe(getComputedStyle(label).fontWeight);
    await expect(getComputedStyle(legend).fontSize).toBe(getComputedStyle(label).fontSize);
    const field = within(dialog).getByRole('textbox', { name: 'Redeem amount' }).closest('.wk-amount__field');
    const left = field?.getBoundingClientRect().left ?? Number.NaN;
    await expect(Math.abs(textBox(legend).left - left)).toBeLessThan(1);
    const faq = within(dialog).getByRole('button', { name: 'Introduction and FAQ' });
    await expect(Math.abs(textBox(faq).left - left)).toBeLessThan(1);
  },
};

/** Fast quota exhausted: the fast option is disabled and says so. */
export const FastQuotaExhausted: Story = {
  parameters: sandbox({
    scenario: 'regular',
    setup: (exchange) => {
      stakingProductOf(exchange, 'GT').quick_daily_quota = '1';
    },
  }),
  play: async ({ canvasElement }) => {
    const dialog = await ready(canvasElement);
    await expect(within(dialog).getByRole('radio', { name: /^Fast redemption/ })).toBeDisabled();
    await expect(within(dialog).getByText(/Today's fast redemption quota is used up/)).toBeVisible();
  },
};

/** Fast redemption above today's quota (§3 redeem_quick_daily): refused in the form, Max fills the quota. */
export const FastQuotaLimit: Story = {
  parameters: sandbox({
    scenario: 'regular',
    setup: (exchange) => {
      stakingProductOf(exchange, 'GT').quick_daily_quota = '40';
    },
  }),
  play: async ({ canvasElement }) => {
    const dialog = await ready(canvasElement);
    await userEvent.click(within(dialog).getByRole('radio', { name: /^Fast redemption/ }));
    await typeAmount(dialog, '41');
    await expect(await within(dialog).findByText('Fast redemption is limited to 40 GT today')).toBeVisible();
    await expect(
      within(canvasElement.ownerDocument.body).getByRole('button', { name: 'Redeem' }),
    ).toBeDisabled();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Max' }));
    await expect(within(dialog).getByRole('textbox', { name: 'Redeem amount' })).toHaveValue('40');
  },
};

/** A product whose redeem_control forbids redemption (§3): no form, a plain notice. */
export const RedemptionPaused: Story = {
  parameters: sandbox({
    scenario: 'regular',
    setup: (exchange) => {
      stakingProductOf(exchange, 'GT').extra.redeem_control = [{ redeem: 0 }];
    },
  }),
  play: async ({ canvasElement }) => {
    const dialog = await findDialog(canvasElement, 'Redeem GT');
    await expect(await within(dialog).findByText('Redemption of GT is paused for now.')).toBeVisible();
    await expect(within(dialog).queryByRole('button', { name: 'Redeem' })).toBeNull();
  },
};

/** Every §5 redeem message: below the minimum, above the holding. */
export const ValidationMessages: Story = {
  parameters: sandbox({ scenario: 'regular' }),
  play: async ({ canvasElement }) => {
    const dialog = await ready(canvasElement);
    await typeAmount(dialog, '0.5');
    await expect(await within(dialog).findByText('Minimum redemption amount is 1 GT')).toBeVisible();
    await typeAmount(dialog, '100.5');
    await expect(await within(dialog).findByText('Insufficient redeemable amount')).toBeVisible();
    await expect(
      within(canvasElement.ownerDocument.body).getByRole('button', { name: 'Redeem' }),
    ).toBeDisabled();
  },
};

/** Credit/debt fast redeem (USDD): starts on the redemption-type selector (§4), pays USDC. */
export const CreditDebtFastRedeem: Story = {
  args: { coin: 'USDD' },
  parameters: sandbox({
    scenario: composeScenario(SCENARIOS.regular, { balances: { USDD: '1000' } }),
    setup: (exchange) => seedStake(exchange, 'USDD', 21, '500'),
  }),
  play: async ({ canvasElement }) => {
    const select = await findDialog(canvasElement, 'Redemption type');
    await userEvent.click(within(select).getByRole('radio', { name: /^Fast redemption/ }));
    await userEvent.click(within(canvasElement.ownerDocument.body).getByRole('button', { name: 'Next' }));
    const dialog = await ready(canvasElement, 'USDD');
    await typeAmount(dialog, '10');
    await expectRow(dialog, 'You receive', '9.98 USDC');
  },
};

/** Exchange-type asset: redeeming GTSOL pays SOL at exchange_rate_reverse. */
export const ExchangeTypeRedeem: Story = {
  args: { coin: 'SOL' },
  parameters: sandbox({ scenario: 'regular' }),
  play: async ({ canvasElement }) => {
    const dialog = await ready(canvasElement, 'SOL');
    await expect(within(dialog).getByText(/^Redeemable/)).toHaveTextContent('GTSOL');
    await typeAmount(dialog, '1');
    await expectRow(dialog, 'You receive', /SOL$/);
  },
};

/** FAQ target and back to main. */
export const Faq: Story = {
  parameters: sandbox({ scenario: 'regular' }),
  play: async ({ canvasElement }) => {
    const dialog = await ready(canvasElement);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Introduction and FAQ' }));
    const faq = await findDialog(canvasElement, 'Introduction and FAQ');
    await expect(await within(faq).findByText('How long does redemption take?')).toBeVisible();
    await userEvent.click(within(canvasElement.ownerDocument.body).getByRole('button', { name: 'Back' }));
    const form = await findDialog(canvasElement, 'Redeem GT');
    // Back brings focus to the link that opened the FAQ, not to the page behind the dialog.
    await waitFor(() =>
      expect(within(form).getByRole('button', { name: 'Introduction and FAQ' })).toHaveFocus(),
    );
  },
};

/** Logged out (§1): the product's terms show, and the button asks the host for the login. */
export const LoggedOut: Story = {
  parameters: sandbox({ scenario: 'logged-out' }),
  play: async ({ canvasElement, loaded }) => {
    await findDialog(canvasElement, 'Redeem GT');
    await userEvent.click(
      await within(canvasElement.ownerDocument.body).findByRole(
        'button',
        { name: 'Log in to redeem' },
        { timeout: 10_000 },
      ),
    );
    await expect((loaded.host as HostSpies).onLoginRequired).toHaveBeenCalled();
  },
};

/** Mobile: a bottom sheet below 768 px (§9). */
export const Mobile: Story = {
  parameters: sandbox({ scenario: 'regular', theme: 'dark' }),
  globals: mobile,
  play: async ({ canvasElement }) => {
    const dialog = await ready(canvasElement);
    await expect(dialog).toHaveAttribute('data-layout', 'sheet');
  },
};

/** §8 data fetch failure: the holding cannot be read; the generic error with Retry. */
export const FailedRead: Story = failedReadStory(ROUTES.stakingUserInfo.path, async (page) => {
  await expect(await page.findByRole('textbox', { name: 'Redeem amount' })).toBeInTheDocument();
});
