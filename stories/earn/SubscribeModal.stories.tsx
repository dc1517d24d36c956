import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { ROUTES } from '../../src/api';
import { SubscribeModal } from '../../src/components/earn';
import { composeScenario, type SandboxExchange, SCENARIOS } from '../../src/sandbox';
import { slice as fixedSlice } from '../../src/sandbox/products/fixed/model';
import { setFlexibleBonusWindow } from '../../src/sandbox/testSupport';
import { failedReadStory } from '../sandbox/failedRead';
import { type HostSpies, mobile, onSandbox, type SandboxParameters } from '../sandbox/withSandbox';
import { textBox, wordsOf } from '../textLayout';

const meta: Meta<typeof SubscribeModal> = {
  title: 'Simple Earn/Subscribe modal',
  component: SubscribeModal,
  args: { coin: 'USDT', defaultOpen: true },
  ...onSandbox,
};
export default meta;

type Story = StoryObj<typeof SubscribeModal>;
const sandbox = (p: SandboxParameters) => ({ sandbox: p });
const page = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);
const exchangeOf = (loaded: Record<string, unknown>) => loaded.exchange as SandboxExchange;

async function typeAmount(canvasElement: HTMLElement, amount: string) {
  const field = await page(canvasElement).findByRole('textbox', { name: 'Amount' });
  await userEvent.clear(field);
  await userEvent.type(field, amount);
}

async function subscribe(canvasElement: HTMLElement, amount: string) {
  await typeAmount(canvasElement, amount);
  const button = page(canvasElement).getByRole('button', { name: 'Subscribe' });
  await waitFor(() => expect(button).toBeEnabled());
  await userEvent.click(button);
}

/**
 * How far a row's ghost button's words end from the amount field's edge, in px: a link's words
 * end at the edge (its padding, where hover shows, reaches past it), not 13 px in.
 */
function endOffset(button: HTMLElement, field: HTMLElement): number {
  return Math.round(field.getBoundingClientRect().right - textBox(button).right);
}
const amountField = (body: ReturnType<typeof page>) =>
  body.getByRole('textbox', { name: 'Amount' }).closest('.wk-amount__field') as HTMLElement;

/** Flexible USDT (product id 0): ladder APR, bonus and the daily estimate. */
export const Flexible: Story = {
  parameters: sandbox({ scenario: 'regular' }),
  play: async ({ canvasElement }) => {
    const body = page(canvasElement);
    await expect(await body.findByRole('dialog', { name: 'Subscribe USDT' })).toBeInTheDocument();
    await expect(await body.findByText('+5.00% in USDT, on up to 500 USDT')).toBeInTheDocument();
    await typeAmount(canvasElement, '2000');
    await expect(await body.findByText('6.50%')).toBeInTheDocument();
    // Transfer's words end where the field ends.
    await expect(endOffset(body.getByRole('button', { name: 'Transfer' }), amountField(body))).toBe(0);
  },
};

/** A 7-day fixed product: quota, term return, auto-reinvest and redeem-to. */
export const Fixed: Story = {
  args: { productId: 101 },
  parameters: sandbox({ scenario: 'regular' }),
  play: async ({ canvasElement }) => {
    const body = page(canvasElement);
    await expect(await body.findByText('99,000 USDT')).toBeInTheDocument();
    await expect(body.getByRole('radiogroup', { name: 'Redeem to' })).toBeInTheDocument();
    await typeAmount(canvasElement, '3650');
    await expect(await body.findByText('4.2 USDT')).toBeInTheDocument();
  },
};

/** The rules tab: the §5 rules, then the terms, risk disclosure, FAQ, help, guide and proof of reserves (§2). */
export const RulesAndLinks: Story = {
  parameters: sandbox({ scenario: 'regular' }),
  play: async ({ canvasElement, loaded }) => {
    const body = page(canvasElement);
    await userEvent.click(await body.findByRole('tab', { name: 'Rules' }));
    const links = within(body.getByRole('list', { name: 'Documents and help' }));
    await expect(links.getAllByRole('link')).toHaveLength(6);
    await userEvent.click(links.getByRole('link', { name: 'Risk disclosure' }));
    await expect((loaded.host as HostSpies).onNavigate).toHaveBeenCalledWith('/legal/risk-disclosure');
  },
};

/** After a subscription: View holdings leads to My lendings on the flexible tab (§2). */
export const SuccessViewHoldings: Story = {
  parameters: sandbox({ scenario: 'regular' }),
  play: async ({ canvasElement, loaded }) => {
    await subscribe(canvasElement, '100');
    // The result has focus itself, so a screen reader says its title, then its status.
    const result = await page(canvasElement).findByRole('dialog', { name: 'Subscription successful' });
    await waitFor(() => expect(result).toHaveFocus());
    await expect(within(result).getByRole('status')).toHaveTextContent('You subscribed 100 USDT.');
    const link = await page(canvasElement).findByRole('link', { name: 'View holdings' });
    await userEvent.click(link);
    await expect((loaded.host as HostSpies).onNavigate).toHaveBeenCalledWith(
      '/simple-earn/my-lendings?tab=flexible',
    );
  },
};

/** A unified-account customer (multi-currency mode): redeem-to reads "Unified account" (§3, §6). */
export const FixedUnifiedAccount: Story = {
  args: { productId: 101 },
  parameters: sandbox({
    scenario: composeScenario(SCENARIOS.regular, { account: { mode: 'multi_currency' } }),
  }),
  play: async ({ canvasElement }) => {
    const redeemTo = await page(canvasElement).findByRole('radiogroup', { name: 'Redeem to' });
    await expect(await within(redeemTo).findByRole('radio', { name: 'Unified account' })).toHaveAttribute(
      'value',
      '0',
    );
  },
};

/** A VIP product at tier 3: the button opens the upgrade guide (/vip?upTo=5). */
export const FixedVipTier3: Story = {
  args: { productId: 105 },
  parameters: sandbox({ scenario: composeScenario(SCENARIOS.regular, { user: { tierLevel: 3 } }) }),
  play: async ({ canvasElement, loaded }) => {
    const body = page(canvasElement);
    await userEvent.click(await body.findByRole('button', { name: 'Upgrade to VIP 5' }));
    const guide = await body.findByRole('dialog', { name: 'Upgrade to VIP 5' });
    await userEvent.click(within(guide).getByRole('button', { name: 'Upgrade now' }));
    await expect((loaded.host as HostSpies).onNavigate).toHaveBeenCalledWith('/vip?upTo=5');
  },
};

/** A VIP 5–7 product at tier 8, above its range: the side card and the button offer the VIP benefits (§6). */
export const FixedVipTier8AboveRange: Story = {
  args: { productId: 105 },
  parameters: sandbox({ scenario: 'vip8' }),
  play: async ({ canvasElement, loaded }) => {
    const body = page(canvasElement);
    const card = await body.findByRole('complementary', { name: 'VIP exclusive' });
    await expect(
      within(card).getByText('Your VIP 8 is above this range: see the benefits of your tier'),
    ).toBeVisible();
    await userEvent.click(await body.findByRole('button', { name: 'View VIP benefits' }));
    await expect((loaded.host as HostSpies).onNavigate).toHaveBeenCalledWith('/vip');
  },
};

/** A VIP product at tier 6: allowed. */
export const FixedVipTier6: Story = {
  args: { productId: 105 },
  parameters: sandbox({ scenario: composeScenario(SCENARIOS.regular, { user: { tierLevel: 6 } }) }),
  play: async ({ canvasElement, loaded }) => {
    await subscribe(canvasElement, '100');
    await expect(
      await page(canvasElement).findByRole('dialog', { name: 'Subscription successful' }),
    ).toBeInTheDocument();
    await expect(exchangeOf(loaded).state.fixedOrders()[0]).toMatchObject({
      product_id: 105,
      product_type: 2,
    });
  },
};

/** A bonus promo that has not started: its pool is open, but neither the APR nor the estimate adds it (§4). */
export const BonusNotStarted: Story = {
  parameters: sandbox({
    scenario: 'regular',
    setup: (exchange) => setFlexibleBonusWindow(exchange, 'USDT', 1, 7),
  }),
  play: async ({ canvasElement }) => {
    await typeAmount(canvasElement, '2000');
    const body = page(canvasElement);
    await expect(await body.findByText('0.356163 USDT')).toBeInTheDocument();
    await expect(body.queryByText(/\+5\.00% in USDT/)).toBeNull();
  },
};

/** Sold out: the amount is disabled with a warning (§4). */
export const SoldOut: Story = {
  args: { productId: 101 },
  parameters: sandbox({ scenario: 'sold-out' }),
  play: async ({ canvasElement }) => {
    const body = page(canvasElement);
    await expect(await body.findByText('This product is sold out')).toBeInTheDocument();
    await expect(body.getByRole('textbox', { name: 'Amount' })).toBeDisabled();
  },
};

async function chooseVoucher(canvasElement: HTMLElement) {
  const body = page(canvasElement);
  await userEvent.click(await body.findByRole('button', { name: /Choose a voucher/ }));
  const picker = await body.findByRole('dialog', { name: 'Rate-up vouchers' });
  await userEvent.click(within(picker).getByRole('button', { name: 'Use New-user rate booster' }));
}

/** A rate-up voucher in use: its APR and days join the estimate. */
export const WithVoucher: Story = {
  args: { productId: 101 },
  parameters: sandbox({ scenario: 'regular' }),
  play: async ({ canvasElement }) => {
    await chooseVoucher(canvasElement);
    // The row names the voucher once, by the exchange's title, with its rate-up under it.
    const row = (await page(canvasElement).findByText('New-user rate booster')).parentElement as HTMLElement;
    await expect(within(row).getByText('+2.00% for 3 days')).toBeInTheDocument();
    await typeAmount(canvasElement, '1000');
    // And in the estimate, beside the APR.
    await waitFor(() => expect(page(canvasElement).getAllByText('+2.00% for 3 days')).toHaveLength(2));
    // The voucher's button ends its words where the amount field does, as Transfer does.
    const body = page(canvasElement);
    await expect(endOffset(body.getByRole('button', { name: /voucher/i }), amountField(body))).toBe(0);
  },
};

/** A voucher without an upper bound (0 means none, §5): "Purchase 100 USDT or more". */
export const VoucherWithoutUpperBound: Story = {
  args: { productId: 101 },
  parameters: sandbox({
    scenario: 'regular',
    setup: (exchange) => {
      const voucher = fixedSlice(exchange.state.context).vouchers.find((v) => v.id === 901);
      if (voucher) voucher.buy_limit_high = '0';
    },
  }),
  play: async ({ canvasElement }) => {
    const body = page(canvasElement);
    await userEvent.click(await body.findByRole('button', { name: /Choose a voucher/ }));
    const picker = await body.findByRole('dialog', { name: 'Rate-up vouchers' });
    await expect(within(picker).getByText('Purchase 100 USDT or more')).toBeVisible();
  },
};

/** Below the voucher's lower bound: 'min purchase' (§5). */
export const VoucherOutOfBounds: Story = {
  args: { productId: 101 },
  parameters: sandbox({ scenario: 'regular' }),
  play: async ({ canvasElement }) => {
    await chooseVoucher(canvasElement);
    await typeAmount(canvasElement, '50');
    await expect(
      await page(canvasElement).findByText('Min purchase 100 USDT to use this voucher'),
    ).toBeInTheDocument();
  },
};

/** Below the product minimum (§5). */
export const BelowMinimum: Story = {
  parameters: sandbox({ scenario: 'regular' }),
  play: async ({ canvasElement }) => {
    await typeAmount(canvasElement, '0.5');
    await expect(
      await page(canvasElement).findByText('Minimum purchase amount is 1 USDT'),
    ).toBeInTheDocument();
  },
};

/** Above the balance (§5). */
export const AboveBalance: Story = {
  parameters: sandbox({ scenario: 'regular' }),
  play: async ({ canvasElement }) => {
    await typeAmount(canvasElement, '90000');
    await expect(await page(canvasElement).findByText('Insufficient balance')).toBeInTheDocument();
  },
};

/** Above the remaining individual quota (§5). */
export const AboveQuota: Story = {
  args: { productId: 101 },
  parameters: sandbox({ scenario: composeScenario(SCENARIOS.regular, { balances: { USDT: '500000' } }) }),
  play: async ({ canvasElement }) => {
    await typeAmount(canvasElement, '150000');
    await expect(
      await page(canvasElement).findByText(/^Exceeds your remaining individual quota of/),
    ).toBeInTheDocument();
  },
};

/** The funding account is locked: the warning toast, nothing sent (§8). */
export const FundingLocked: Story = {
  parameters: sandbox({ scenario: 'funding-locked' }),
  play: async ({ canvasElement }) => {
    await subscribe(canvasElement, '100');
    await expect(
      await page(canvasElement).findByText(
        'Your funding account is locked, so you cannot subscribe right now.',
      ),
    ).toBeInTheDocument();
  },
};

/** The exchange asks for the fund password (§4): type 246810 in the prompt and Confirm. */
export const FundPasswordAsked: Story = {
  parameters: sandbox({
    scenario: composeScenario(SCENARIOS.regular, { account: { fundPassword: '246810' } }),
  }),
  play: async ({ canvasElement }) => {
    const body = page(canvasElement);
    await subscribe(canvasElement, '100');
    const prompt = await body.findByRole('dialog', { name: 'Fund password' });
    await userEvent.type(within(prompt).getByLabelText('Fund password'), '246810');
    await userEvent.click(within(prompt).getByRole('button', { name: 'Confirm' }));
    await expect(await body.findByRole('dialog', { name: 'Subscription successful' })).toBeInTheDocument();
  },
};

/** Code −1: the server's message as a warning toast; the amount stays. */
export const ServerMessage: Story = {
  parameters: sandbox({
    scenario: 'regular',
    setup: (exchange) =>
      exchange.faults.inject({
        path: ROUTES.earnSubscribe.path,
        method: 'POST',
        fault: { kind: 'code', code: -1, message: 'Product under maintenance' },
      }),
  }),
  play: async ({ canvasElement }) => {
    const body = page(canvasElement);
    await subscribe(canvasElement, '100');
    await expect(await body.findByText('Product under maintenance')).toBeInTheDocument();
    await expect(body.getByRole('textbox', { name: 'Amount' })).toHaveValue('100');
  },
};

/** The network fails on submit: 'Networkerr'; the amount stays. */
export const NetworkFailure: Story = {
  parameters: sandbox({
    scenario: 'regular',
    setup: (exchange) =>
      exchange.faults.inject({ path: ROUTES.earnSubscribe.path, method: 'POST', fault: { kind: 'network' } }),
  }),
  play: async ({ canvasElement }) => {
    const body = page(canvasElement);
    await subscribe(canvasElement, '100');
    await expect(await body.findByText('Network error. Please try again.')).toBeInTheDocument();
    await expect(body.getByRole('textbox', { name: 'Amount' })).toHaveValue('100');
  },
};

/** Logged out: the form shows; the button asks the host to log in. */
export const LoggedOut: Story = {
  parameters: sandbox({ scenario: 'logged-out' }),
  play: async ({ canvasElement, loaded }) => {
    await userEvent.click(await page(canvasElement).findByRole('button', { name: 'Log in to subscribe' }));
    await expect((loaded.host as HostSpies).onLoginRequired).toHaveBeenCalled();
  },
};

/** Below 768 px: the bottom sheet (§2, §9). */
export const MobileSheet: Story = {
  parameters: sandbox({ scenario: 'regular' }),
  globals: mobile,
  play: async ({ canvasElement }) => {
    const dialog = await page(canvasElement).findByRole('dialog', { name: 'Subscribe USDT' });
    await waitFor(() => expect(dialog).toHaveAttribute('data-layout', 'sheet'));
    // A figure that needs two lines keeps its coin: "0 USDT + 0" over a lone "USDT" read as two figures.
    await waitFor(() => expect(within(dialog).getByText(/^Available/)).toHaveTextContent(/\d/));
    await expect(coinsAlone(dialog)).toEqual([]);
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Amount' }), '100');
    await expect(await within(dialog).findByText('0.027397 USDT + 0.01369863 USDT')).toBeVisible();
    await expect(coinsAlone(dialog)).toEqual([]);
  },
};

/** Each figure in `root`'s values whose coin starts a line of its own ("0 | USDT"). */
function coinsAlone(root: HTMLElement): string[] {
  const alone: string[] = [];
  for (const value of root.querySelectorAll('dd')) {
    const words = wordsOf(value);
    words.forEach((word, i) => {
      const figure = words[i - 1];
      if (figure && /\d$/.test(figure.text) && /^[A-Z]{2,}\b/.test(word.text) && word.top > figure.top) {
        alone.push(`${figure.text} | ${word.text}`);
      }
    });
  }
  return alone;
}

/** The dark theme. */
export const Dark: Story = {
  parameters: sandbox({ scenario: 'regular', theme: 'dark' }),
  play: async ({ canvasElement }) => {
    await expect(
      await page(canvasElement).findByRole('dialog', { name: 'Subscribe USDT' }),
    ).toBeInTheDocument();
  },
};

/** The VIP theme, on a VIP product the customer may buy. */
export const VipTheme: Story = {
  args: { productId: 105 },
  parameters: sandbox({ scenario: 'vip5', theme: 'vip' }),
  play: async ({ canvasElement }) => {
    await expect(await page(canvasElement).findByText('VIP exclusive')).toBeInTheDocument();
  },
};

/** §8 data fetch failure: the product detail cannot be read; the generic error with Retry, no form. */
export const FailedRead: Story = failedReadStory(ROUTES.earnCoinInfo.path, async (page) => {
  await expect(await page.findByRole('textbox', { name: 'Amount' })).toBeInTheDocument();
});
