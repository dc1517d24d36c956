import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { ROUTES } from '../../src/api';
import { StakeDialog } from '../../src/components/staking';
import { composeScenario, SCENARIOS } from '../../src/sandbox';
import { failedReadStory } from '../sandbox/failedRead';
import { type HostSpies, onSandbox, phone375, type SandboxParameters } from '../sandbox/withSandbox';
import { linesOf, textBox, wordsOf } from '../textLayout';
import { exchangeOf, expectRow, findDialog } from './stakingStorySupport';

const meta = {
  title: 'Staking/Stake dialog',
  component: StakeDialog,
  ...onSandbox,
  args: { coin: 'GT', defaultOpen: true, onSuccess: fn(), onClose: fn(), onReopenStake: fn() },
} satisfies Meta<typeof StakeDialog>;
export default meta;

type Story = StoryObj<typeof meta>;
const sandbox = (p: SandboxParameters) => ({ sandbox: p });
const WITH_COINS = composeScenario(SCENARIOS.regular, {
  balances: { DOGE: '5000', USDD: '1000', SOL: '20' },
});

async function ready(canvasElement: HTMLElement, coin = 'GT') {
  const dialog = await findDialog(canvasElement, `Stake ${coin}`);
  await waitFor(() => expect(within(dialog).getByText(/^Available/)).toHaveTextContent(/^Available \d/), {
    timeout: 10_000,
  });
  return dialog;
}

async function fillAndAgree(dialog: HTMLElement, amount: string) {
  const field = within(dialog).getByRole('textbox', { name: 'Amount' });
  await userEvent.clear(field);
  await userEvent.type(field, amount);
  const agreement = within(dialog).getByRole('checkbox', { name: 'I have read and agree to the' });
  await userEvent.click(agreement);
  // Ticked in the theme's colour (Max's), not the browser's own.
  await expect(getComputedStyle(agreement).accentColor).toBe(
    getComputedStyle(within(dialog).getByRole('button', { name: 'Max' })).color,
  );
}

/** Token staking (GT): available = spot − the 50 GT loan, the cap, holding, the estimate net of commission with the ladder (§5). */
export const TokenStaking: Story = {
  parameters: sandbox({ scenario: 'regular' }),
  play: async ({ canvasElement }) => {
    const dialog = await ready(canvasElement);
    await expectRow(dialog, 'Staking cap', '99,900 of 100,000 GT left');
    await expectRow(dialog, 'Current holding', '100 GT');
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Amount' }), '3');
    // Net of 10 % commission × 0.9 (VIP 1–4), plus the 3 % ladder, rounded once (§5): the two
    // parts rounded apart would say 0.00054574.
    await expectRow(dialog, 'Estimated daily reward', '0.00054575 GT incl. bonus 0.00024657 GT');
    // The bonus sits under the total, each on one line: beside it, it wrapped mid-figure, left its
    // coin alone on a line and pushed the row's label onto two.
    const bonus = within(dialog).getByText(/incl\. bonus/);
    const label = within(dialog).getByText('Estimated daily reward');
    await expect([linesOf(label), linesOf(bonus)]).toEqual([1, 1]);
    await expect(bonus.getBoundingClientRect().top).toBeGreaterThanOrEqual(textBox(label).bottom - 1);
    // The stories' Chromium shows classic scrollbars, as a Windows or Linux customer's does: the
    // form's body keeps a scrollbar's gutter and the footer takes the same (dialog.css), so Stake
    // ends where the amount field does.
    const body = dialog.querySelector('.wk-dialog__body') as HTMLElement;
    await expect(body.offsetWidth - body.clientWidth).toBeGreaterThan(0);
    const field = within(dialog).getByRole('textbox', { name: 'Amount' }).parentElement as HTMLElement;
    const stake = within(dialog).getByRole('button', { name: 'Stake' });
    await expect(
      Math.abs(stake.getBoundingClientRect().right - field.getBoundingClientRect().right),
    ).toBeLessThanOrEqual(1);
  },
};

/** Staking succeeds: success view, then Continue staking returns to an empty main form (§4). */
export const StakeSuccess: Story = {
  parameters: sandbox({ scenario: 'regular' }),
  play: async ({ canvasElement, args }) => {
    const dialog = await ready(canvasElement);
    await fillAndAgree(dialog, '10');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Stake' }));
    await expect(
      await within(canvasElement.ownerDocument.body).findByText('You staked 10 GT.', {}, { timeout: 10_000 }),
    ).toBeVisible();
    await expect(args.onSuccess).toHaveBeenCalledWith({ widget: 'stake', coin: 'GT', amount: '10' });
    await userEvent.click(
      within(canvasElement.ownerDocument.body).getByRole('button', { name: 'Continue staking' }),
    );
    await expect(args.onReopenStake).toHaveBeenCalledWith({ coin: 'GT' });
    await expect(
      within(canvasElement.ownerDocument.body).getByRole('textbox', { name: 'Amount' }),
    ).toHaveValue('');
  },
};

/** View holding goes through the host's navigate when no onOpenPage is given. */
export const ViewHolding: Story = {
  parameters: sandbox({ scenario: 'regular' }),
  play: async ({ canvasElement, loaded }) => {
    const dialog = await ready(canvasElement);
    await fillAndAgree(dialog, '10');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Stake' }));
    await userEvent.click(
      await within(canvasElement.ownerDocument.body).findByRole(
        'button',
        { name: 'View holding' },
        { timeout: 10_000 },
      ),
    );
    await expect((loaded.host as HostSpies).onNavigate).toHaveBeenCalledWith(
      '/myaccount/funds/finance/staking?asset=GT&product-type=0',
    );
  },
};

/** Every §5 message: minimum, insufficient, the cap; nothing for 0. */
export const ValidationMessages: Story = {
  parameters: sandbox({ scenario: 'regular' }),
  play: async ({ canvasElement }) => {
    const dialog = await ready(canvasElement);
    const field = within(dialog).getByRole('textbox', { name: 'Amount' });
    await userEvent.type(field, '0');
    await expect(field).not.toHaveAttribute('aria-invalid');
    await userEvent.clear(field);
    await userEvent.type(field, '0.5');
    await expect(await within(dialog).findByText('Minimum staking amount is 1 GT')).toBeVisible();
    await userEvent.clear(field);
    await userEvent.type(field, '99999');
    await expect(await within(dialog).findByText('Insufficient balance')).toBeVisible();
    await expect(
      within(canvasElement.ownerDocument.body).getByRole('button', { name: 'Stake' }),
    ).toBeDisabled();
  },
};

/** Sold out (caps 0): any amount exceeds the staking cap. */
export const SoldOut: Story = {
  args: { coin: 'USDT' },
  parameters: sandbox({ scenario: 'sold-out' }),
  play: async ({ canvasElement }) => {
    const dialog = await ready(canvasElement, 'USDT');
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Amount' }), '100');
    await expect(
      await within(dialog).findByText('Exceeds the staking cap; you can stake at most 0 USDT more'),
    ).toBeVisible();
  },
};

/** Protocol staking (USDT): the sources of return by pid; the stake goes to the chosen one. */
export const ProtocolStaking: Story = {
  args: { coin: 'USDT' },
  parameters: sandbox({ scenario: 'regular' }),
  play: async ({ canvasElement, loaded }) => {
    const dialog = await ready(canvasElement, 'USDT');
    await expect(within(dialog).getByRole('radio', { name: /^Aave V3/ })).toBeChecked();
    // The chip's radio is drawn by its label, which is what a pointer presses.
    await userEvent.click(within(dialog).getByText(/^Compound/));
    await fillAndAgree(dialog, '100');
    await userEvent.click(within(canvasElement.ownerDocument.body).getByRole('button', { name: 'Stake' }));
    await within(canvasElement.ownerDocument.body).findByText(
      'You staked 100 USDT.',
      {},
      { timeout: 10_000 },
    );
    const body = exchangeOf(loaded).calls.find((c) => c.path === ROUTES.stakingStake.path)?.body;
    await expect(body).toEqual({ side: 0, amount: '100', coin: 'USDT', pid: '12' });
  },
};

/** Bonus not started: Compound's campaign starts in 3 days. */
export const BonusNotStarted: Story = {
  args: { coin: 'USDT', pid: 12 },
  parameters: sandbox({ scenario: 'regular' }),
  play: async ({ canvasElement }) => {
    const dialog = await ready(canvasElement, 'USDT');
    await userEvent.click(within(dialog).getByRole('tab', { name: 'Bonus' }));
    await expectRow(dialog, 'Status', 'Not started');
  },
};

/** Bonus processing: the extra bonus target with the ladder (−1 unlimited). */
export const BonusProcessing: Story = {
  parameters: sandbox({ scenario: 'regular' }),
  play: async ({ canvasElement }) => {
    const dialog = await ready(canvasElement);
    await userEvent.click(within(dialog).getByRole('tab', { name: 'Bonus' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Bonus details' }));
    const bonus = await findDialog(canvasElement, 'Extra bonus');
    await expectRow(bonus, 'Status', 'In progress');
    await expect(within(bonus).getByRole('cell', { name: '≥ 1,000 GT' })).toBeVisible();
    // The ladder reads as a data table: its rates end at the table's end, and the link under it
    // starts where the table does (it sat centred, a button stretched across the column).
    const table = within(bonus).getByRole('table').getBoundingClientRect();
    const rate = textBox(within(bonus).getByRole('cell', { name: '3.00%' }));
    expect(table.right - rate.right).toBeLessThan(16);
    const rules = within(bonus).getByRole('button', { name: 'Bonus rules' });
    expect(Math.abs(textBox(rules).left - table.left)).toBeLessThan(2);
    // Reached by the keyboard, the link keeps its size and shows its ring.
    for (let i = 0; i < 10 && document.activeElement !== rules; i += 1) await userEvent.tab();
    await expect(rules).toHaveFocus();
    const focused = getComputedStyle(rules);
    await expect(focused.outlineStyle).toBe('solid');
    await expect(rules.getBoundingClientRect().width).toBeGreaterThan(40);
  },
};

/** Bonus finished: 30 days later the campaign is over and adds nothing. */
export const BonusFinished: Story = {
  parameters: sandbox({ scenario: 'regular', setup: (exchange) => exchange.clock.advance(30 * 86_400_000) }),
  play: async ({ canvasElement }) => {
    const dialog = await ready(canvasElement);
    await userEvent.click(within(dialog).getByRole('tab', { name: 'Bonus' }));
    await expectRow(dialog, 'Status', 'Finished');
  },
};

/** Bonus rules: 6 items; back returns to main (§4). */
export const BonusRules: Story = {
  parameters: sandbox({ scenario: 'regular' }),
  play: async ({ canvasElement }) => {
    const dialog = await ready(canvasElement);
    await userEvent.click(within(dialog).getByRole('tab', { name: 'Bonus' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Bonus rules' }));
    const rules = await findDialog(canvasElement, 'Bonus rules');
    await expect(within(rules).getAllByRole('listitem')).toHaveLength(6);
    await userEvent.click(within(canvasElement.ownerDocument.body).getByRole('button', { name: 'Back' }));
    await findDialog(canvasElement, 'Stake GT');
  },
};

/** Rate details at VIP 5: base, extra and the matched VIP discount. */
export const VipDiscount: Story = {
  parameters: sandbox({ scenario: 'vip5' }),
  play: async ({ canvasElement }) => {
    const dialog = await ready(canvasElement);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Rate details' }));
    const rate = await findDialog(canvasElement, 'Rate details');
    await expectRow(rate, 'Base APR', '4.00%');
    await expect(within(rate).getByRole('rowheader', { name: 'VIP 5–16 · Your tier (VIP 5)' })).toBeVisible();
  },
};

/** FAQ / introduction: overview, sources of return and FAQ from coin-ask. */
export const Faq: Story = {
  parameters: sandbox({ scenario: 'regular' }),
  play: async ({ canvasElement }) => {
    const dialog = await ready(canvasElement);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Introduction and FAQ' }));
    const faq = await findDialog(canvasElement, 'Introduction and FAQ');
    await expect(await within(faq).findByText('What is GT Staking?')).toBeVisible();
    await userEvent.click(within(faq).getByRole('tab', { name: 'Sources of return' }));
    await expect(await within(faq).findByText('Where do the rewards come from?')).toBeVisible();
  },
};

/** Web3-task bonus (DOGE): after staking, go to the web3 tasks. */
export const Web3Task: Story = {
  args: { coin: 'DOGE' },
  parameters: sandbox({ scenario: WITH_COINS }),
  play: async ({ canvasElement, loaded }) => {
    const dialog = await ready(canvasElement, 'DOGE');
    await fillAndAgree(dialog, '100');
    await userEvent.click(within(canvasElement.ownerDocument.body).getByRole('button', { name: 'Stake' }));
    const web3 = await within(canvasElement.ownerDocument.body).findByRole(
      'button',
      { name: 'Go to web3 tasks' },
      { timeout: 10_000 },
    );
    // Three result buttons wrap inside the dialog: the first once stood outside its left edge.
    const result = within(canvasElement.ownerDocument.body).getByRole('dialog', { name: 'Staked' });
    const box = result.getBoundingClientRect();
    for (const button of within(result).getAllByRole('button')) {
      const edge = button.getBoundingClientRect();
      await expect([edge.left >= box.left, edge.right <= box.right]).toEqual([true, true]);
    }
    await userEvent.click(web3);
    await expect((loaded.host as HostSpies).onNavigate).toHaveBeenCalledWith('/web3/tasks');
  },
};

/** Credit/debt (USDD, mode 2): pays in USDC and confirms the order first. */
export const CreditDebt: Story = {
  args: { coin: 'USDD' },
  parameters: sandbox({ scenario: WITH_COINS }),
  play: async ({ canvasElement }) => {
    const dialog = await ready(canvasElement, 'USDD');
    await expectRow(dialog, 'Redemption payout', 'Redemptions are paid in USDC');
    await fillAndAgree(dialog, '100');
    await userEvent.click(within(canvasElement.ownerDocument.body).getByRole('button', { name: 'Stake' }));
    await findDialog(canvasElement, 'Confirm your order');
  },
};

/** Exchange-type asset (SOL → GTSOL at 0.96). */
export const ExchangeTypeAsset: Story = {
  args: { coin: 'SOL' },
  parameters: sandbox({ scenario: WITH_COINS }),
  play: async ({ canvasElement }) => {
    const dialog = await ready(canvasElement, 'SOL');
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Amount' }), '10');
    await expect(within(dialog).getByText('≈ 9.6 GTSOL')).toBeVisible();
    await expect(within(dialog).getByText('1 SOL = 0.96 GTSOL')).toBeVisible();
  },
};

/** Fund password (§4): the prompt appears and the stake goes through with it. */
export const FundPassword: Story = {
  parameters: sandbox({
    scenario: composeScenario(SCENARIOS.regular, { account: { fundPassword: '246810' } }),
  }),
  play: async ({ canvasElement }) => {
    const dialog = await ready(canvasElement);
    await fillAndAgree(dialog, '10');
    await userEvent.click(within(canvasElement.ownerDocument.body).getByRole('button', { name: 'Stake' }));
    const prompt = await findDialog(canvasElement, 'Fund password');
    await userEvent.type(within(prompt).getByLabelText('Fund password'), '246810');
    await userEvent.click(within(prompt).getByRole('button', { name: 'Confirm' }));
    await expect(
      await within(canvasElement.ownerDocument.body).findByText('You staked 10 GT.', {}, { timeout: 10_000 }),
    ).toBeVisible();
  },
};

/**
 * A wrong fund password (§8): the prompt asks again, says the password was wrong and marks its
 * field in the error's red; the right one then stakes once.
 */
export const FundPasswordWrong: Story = {
  parameters: sandbox({
    scenario: composeScenario(SCENARIOS.regular, { account: { fundPassword: '246810' } }),
  }),
  play: async ({ canvasElement, loaded }) => {
    const body = within(canvasElement.ownerDocument.body);
    const dialog = await ready(canvasElement);
    await fillAndAgree(dialog, '10');
    await userEvent.click(body.getByRole('button', { name: 'Stake' }));
    const first = await findDialog(canvasElement, 'Fund password');
    await userEvent.type(within(first).getByLabelText('Fund password'), '111111');
    await userEvent.click(within(first).getByRole('button', { name: 'Confirm' }));
    const again = await waitFor(
      () => {
        const prompt = body.getByRole('dialog', { name: 'Fund password' });
        expect(prompt).toHaveAccessibleDescription('Incorrect fund password. Try again.');
        return prompt;
      },
      { timeout: 10_000 },
    );
    const field = within(again).getByLabelText('Fund password');
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect(field).toHaveValue('');
    // The field's border is the theme's error red (read off a swatch in the same prompt).
    const swatch = again.appendChild(document.createElement('span'));
    swatch.style.color = 'var(--wk-color-danger)';
    const danger = getComputedStyle(swatch).color;
    swatch.remove();
    await expect(getComputedStyle(field.parentElement as HTMLElement).borderTopColor).toBe(danger);
    await userEvent.type(field, '246810');
    await userEvent.click(within(again).getByRole('button', { name: 'Confirm' }));
    await expect(await body.findByText('You staked 10 GT.', {}, { timeout: 10_000 })).toBeVisible();
    // One intent throughout: the ask, the wrong password and the right one carry one idempotency key.
    const stakes = exchangeOf(loaded).calls.filter((c) => c.path.endsWith('/coin-swap-verify'));
    await expect(stakes.map((c) => c.headers['x-fund-password'])).toEqual([undefined, '111111', '246810']);
    await expect(new Set(stakes.map((c) => c.headers['idempotency-key'])).size).toBe(1);
  },
};

/** Logged out (§1): the product shows; the button asks the host to log in. */
export const LoggedOut: Story = {
  parameters: sandbox({ scenario: 'logged-out' }),
  play: async ({ canvasElement, loaded }) => {
    await findDialog(canvasElement, 'Stake GT');
    await userEvent.click(
      await within(canvasElement.ownerDocument.body).findByRole(
        'button',
        { name: 'Log in to stake' },
        { timeout: 10_000 },
      ),
    );
    await expect((loaded.host as HostSpies).onLoginRequired).toHaveBeenCalled();
  },
};

/** ETH has no staking (§9). */
export const NoStaking: Story = {
  args: { coin: 'ETH' },
  parameters: sandbox({ scenario: 'regular' }),
  play: async ({ canvasElement }) => {
    const dialog = await findDialog(canvasElement, 'Stake ETH');
    await waitFor(() => expect(within(dialog).getByText('ETH has no staking')).toBeVisible());
  },
};

/** The VIP theme: the stake carries src=1 (§7). */
export const VipTheme: Story = {
  parameters: sandbox({ scenario: 'vip8', theme: 'vip' }),
  play: async ({ canvasElement, loaded }) => {
    const dialog = await ready(canvasElement);
    await fillAndAgree(dialog, '10');
    await userEvent.click(within(canvasElement.ownerDocument.body).getByRole('button', { name: 'Stake' }));
    await within(canvasElement.ownerDocument.body).findByText('You staked 10 GT.', {}, { timeout: 10_000 });
    const body = exchangeOf(loaded).calls.find((c) => c.path.endsWith('/coin-swap-verify'))?.body;
    await expect(body).toMatchObject({ src: 1 });
  },
};

/** Mobile: a bottom sheet below 768 px (§9). */
export const Mobile: Story = {
  parameters: sandbox({ scenario: 'regular' }),
  globals: phone375,
  play: async ({ canvasElement }) => {
    const dialog = await ready(canvasElement);
    await expect(dialog).toHaveAttribute('data-layout', 'sheet');
    // In the sheet's narrow value column the bonus wraps as two even lines: its coin stays with the
    // figure instead of on a line of its own.
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Amount' }), '15');
    const bonus = await within(dialog).findByText(/incl\. bonus/);
    const words = wordsOf(bonus);
    const coin = words.at(-1);
    const figure = words.at(-2);
    await expect(coin?.text).toBe('GT');
    await expect(coin?.top).toBe(figure?.top);
  },
};

/** The APR trend chart modal: 1 year first, periods 7, 30, 90 days; lazily loaded. */
export const AprTrend: Story = {
  parameters: sandbox({ scenario: 'regular' }),
  play: async ({ canvasElement, loaded }) => {
    const dialog = await ready(canvasElement);
    await userEvent.click(within(dialog).getByRole('button', { name: 'APR trend' }));
    const trend = await findDialog(canvasElement, 'GT APR trend');
    await expect(within(trend).getByRole('tab', { name: '1 year' })).toHaveAttribute('data-state', 'active');
    await within(trend).findByRole('img', { name: 'GT APR, last 1 year' }, { timeout: 10_000 });
    await userEvent.click(within(trend).getByRole('tab', { name: '7 days' }));
    await within(trend).findByRole('img', { name: 'GT APR, last 7 days' }, { timeout: 10_000 });
    const limits = exchangeOf(loaded)
      .calls.filter((c) => c.path === ROUTES.stakingCoinLines.path)
      .map((c) => c.query.limit);
    await expect(limits).toEqual(['365', '7']);
    // Closed, it gives focus back to the link that opened it (not a Radix trigger).
    await userEvent.keyboard('{Escape}');
    const link = within(dialog).getByRole('button', { name: 'APR trend' });
    await waitFor(() => expect(link).toHaveFocus());
  },
};

/** An empty trend shows 'finances.noData'. */
export const AprTrendEmpty: Story = {
  parameters: sandbox({
    scenario: 'regular',
    setup: (exchange) =>
      exchange.faults.inject({
        path: ROUTES.stakingCoinLines.path,
        fault: { kind: 'code', code: 0, data: [] },
      }),
  }),
  play: async ({ canvasElement }) => {
    const dialog = await ready(canvasElement);
    await userEvent.click(within(dialog).getByRole('button', { name: 'APR trend' }));
    const trend = await findDialog(canvasElement, 'GT APR trend');
    await expect(await within(trend).findByText('No data', {}, { timeout: 10_000 })).toBeVisible();
  },
};

/** §8 data fetch failure: the loans behind the available amount cannot be read; no form, the generic error with Retry. */
export const FailedRead: Story = failedReadStory(ROUTES.stakingUserLoans.path, async (page) => {
  await expect(await page.findByRole('textbox', { name: 'Amount' })).toBeInTheDocument();
});
