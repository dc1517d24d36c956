import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, spyOn, userEvent, waitFor, within } from 'storybook/test';
import { ROUTES } from '../../src/api';
import { DualPurchaseDialog } from '../../src/components/dual';
import { dualPayouts, dualTrialPayout, formatAmount, percentToFraction } from '../../src/domain';
import { composeScenario, SCENARIOS } from '../../src/sandbox';
import { toDualProduct } from '../../src/sandbox/products/dual/catalogue';
import { failedReadStory } from '../sandbox/failedRead';
import { type HostSpies, mobile, onSandbox, type SandboxParameters } from '../sandbox/withSandbox';
import { type DualRow, exchangeOf, expectRow, findDialog, projectOf, renderRow } from './dualStorySupport';

const meta = {
  title: 'Dual/Purchase dialog',
  component: DualPurchaseDialog,
  ...onSandbox,
  args: { coin: 'BTC', type: 'call', defaultOpen: true, onSuccess: fn(), onClose: fn() },
} satisfies Meta<typeof DualPurchaseDialog>;
export default meta;

type Story = StoryObj<typeof meta>;
const sandbox = (p: SandboxParameters) => ({ sandbox: p });

const BTC_CALL: DualRow = { coin: 'BTC', type: 'call', hours: 24, multiple: '2' };
const BTC_PUT: DualRow = { coin: 'BTC', type: 'put', hours: 24, multiple: '2' };
const BTC_VIP_SAVINGS: DualRow = { coin: 'BTC', type: 'call', hours: 168, multiple: '2', category: 3 };
const BTC_TRIAL: DualRow = { coin: 'BTC', type: 'put', hours: 24, multiple: '2', category: 2 };
/** A regular customer without dual orders: autorenewal_info says is_reinvested false. */
const NOT_REINVESTING = composeScenario(SCENARIOS.regular, { holdings: false });
/** …on an exchange whose auto-reinvest matches nothing (reinvest-match-project match_project false). */
const REINVEST_PAUSED = composeScenario(NOT_REINVESTING, { dualReinvestPaused: true });

async function ready(canvasElement: HTMLElement, name = 'Dual investment BTC') {
  const dialog = await findDialog(canvasElement, name);
  await waitFor(() => expect(within(dialog).getByText(/^Available/)).toHaveTextContent(/^Available \d/), {
    timeout: 10_000,
  });
  return dialog;
}

async function typeAmount(dialog: HTMLElement, amount: string) {
  const field = within(dialog).getByRole('textbox', { name: 'Investment amount' });
  await userEvent.clear(field);
  await userEvent.type(field, amount);
}

/** What the domain's dualPayouts (and, for a trial fund, dualTrialPayout) gives, as the panel shows it. */
function expected(loaded: Record<string, unknown>, row: DualRow, amount: string) {
  const exchange = exchangeOf(loaded);
  const p = toDualProduct(exchange.state.context, projectOf(exchange, row));
  const input = {
    type: p.type,
    principal: amount,
    apyFraction: percentToFraction(p.apy_display),
    exercisePrice: p.exercise_price,
    term: p,
    investCurrency: p.invest_currency,
    exerciseCurrency: p.exercise_currency,
  };
  const payouts = dualPayouts(input);
  const text = (x: { amount: string; asset: string }) =>
    `${formatAmount(x.amount, { group: true })} ${x.asset}`;
  return {
    invest: text(payouts.invest),
    exercise: text(payouts.exercise),
    trial: text(dualTrialPayout(input)),
  };
}

/** Sell high (call) on BTC: the header, the amount in copies and both prediction tabs. */
export const SellHigh: Story = {
  render: renderRow(BTC_CALL),
  parameters: sandbox({ scenario: 'regular' }),
  play: async ({ canvasElement }) => {
    const dialog = await ready(canvasElement);
    await expect(within(dialog).getByText('Sell high')).toBeVisible();
    await expectRow(dialog, 'Currencies', 'Invest BTC, settle in BTC or USDT');
    await expectRow(dialog, 'Last price', / USDT$/);
    await expect(within(dialog).getByText('1 copy = 0.0001 BTC; from 0.002 BTC (20 copies)')).toBeVisible();
  },
};

/** Buy low (put) on BTC: invest USDT, settle in USDT or BTC. */
export const BuyLow: Story = {
  args: { type: 'put' },
  render: renderRow(BTC_PUT),
  parameters: sandbox({ scenario: 'regular' }),
  play: async ({ canvasElement }) => {
    const dialog = await ready(canvasElement);
    await expect(within(dialog).getByText('Buy low')).toBeVisible();
    await expectRow(dialog, 'Currencies', 'Invest USDT, settle in USDT or BTC');
  },
};

/** Settled below the target: a call keeps BTC with its yield (the domain's dualPayouts). */
export const PredictionBelowTarget: Story = {
  render: renderRow(BTC_CALL),
  parameters: sandbox({ scenario: 'regular' }),
  play: async ({ canvasElement, loaded }) => {
    const dialog = await ready(canvasElement);
    await typeAmount(dialog, '0.12345678');
    const panel = within(dialog).getByRole('tabpanel');
    await expectRow(panel, 'You receive', expected(loaded, BTC_CALL, '0.12345678').invest);
    await expect(within(panel).getByText('Your BTC comes back with its yield.')).toBeVisible();
  },
};

/** Settled over the target: a call converts BTC and its yield to USDT at the target. */
export const PredictionOverTarget: Story = {
  render: renderRow(BTC_CALL),
  parameters: sandbox({ scenario: 'regular' }),
  play: async ({ canvasElement, loaded }) => {
    const dialog = await ready(canvasElement);
    await typeAmount(dialog, '0.12345678');
    await userEvent.click(within(dialog).getByRole('tab', { name: 'Over target' }));
    const panel = within(dialog).getByRole('tabpanel');
    await expectRow(panel, 'You receive', expected(loaded, BTC_CALL, '0.12345678').exercise);
    await expect(within(panel).getByText(/^If the settlement price is at or above/)).toBeVisible();
  },
};

/** §5 dual amount messages: below 2 × min_copies copies, above the balance; nothing for 0. */
export const AmountMessages: Story = {
  render: renderRow(BTC_CALL),
  parameters: sandbox({ scenario: 'regular' }),
  play: async ({ canvasElement }) => {
    const dialog = await ready(canvasElement);
    await typeAmount(dialog, '0');
    await expect(within(dialog).getByRole('textbox', { name: 'Investment amount' })).not.toHaveAttribute(
      'aria-invalid',
    );
    await typeAmount(dialog, '0.001');
    await expect(await within(dialog).findByText('Minimum subscription is 0.002 BTC')).toBeVisible();
    await typeAmount(dialog, '99');
    await expect(await within(dialog).findByText('Balance not enough')).toBeVisible();
    await expect(
      within(canvasElement.ownerDocument.body).getByRole('button', { name: 'Confirm' }),
    ).toBeDisabled();
  },
};

/** Trial fund (category 2): bought with a voucher; the amount is the voucher's and not editable. */
export const TrialFund: Story = {
  args: { type: 'put' },
  render: renderRow(BTC_TRIAL),
  parameters: sandbox({ scenario: 'regular' }),
  play: async ({ canvasElement, loaded }) => {
    const dialog = await findDialog(canvasElement, 'Dual investment BTC');
    await expect(
      await within(dialog).findByRole('radio', { name: '100 USDT' }, { timeout: 10_000 }),
    ).toBeChecked();
    await expect(within(dialog).queryByRole('textbox')).not.toBeInTheDocument();
    // The prediction: only the yield, in the voucher's USDT, on both tabs (dualTrialPayout).
    const yieldText = expected(loaded, BTC_TRIAL, '100').trial;
    await expectRow(within(dialog).getByRole('tabpanel'), 'You receive', yieldText);
    await userEvent.click(within(dialog).getByRole('tab', { name: 'Over target' }));
    await expectRow(within(dialog).getByRole('tabpanel'), 'You receive', yieldText);
    await expect(
      within(dialog).getByText('The trial fund’s USDT goes back; you keep the yield in USDT.'),
    ).toBeVisible();
    await userEvent.click(within(canvasElement.ownerDocument.body).getByRole('button', { name: 'Confirm' }));
    await within(canvasElement.ownerDocument.body).findByText(
      'You subscribed 100 USDT.',
      {},
      { timeout: 10_000 },
    );
    const body = exchangeOf(loaded).calls.find((c) => c.path === ROUTES.dualOrder.path)?.body;
    await expect(body).toEqual({
      project_id: projectOf(exchangeOf(loaded), BTC_TRIAL).id,
      amount: '100',
      voucher_id: 951,
    });
  },
};

/** VIP savings (category 3, VIP 5): VIP copy, a fixed 100-copy minimum, no sharing (even on a sub-website). */
export const VipSavings: Story = {
  args: { subWebsiteId: 1 },
  render: renderRow(BTC_VIP_SAVINGS),
  parameters: sandbox({ scenario: 'vip5' }),
  play: async ({ canvasElement }) => {
    const dialog = await ready(canvasElement, 'VIP savings BTC');
    await expect(within(dialog).queryByRole('button', { name: 'Share' })).not.toBeInTheDocument();
    await typeAmount(dialog, '0.005');
    await expect(await within(dialog).findByText('Minimum subscription is 0.01 BTC')).toBeVisible();
  },
};

/** Waiting: shown as soon as Confirm is pressed (here the exchange never answers). */
export const ResultWaiting: Story = {
  render: renderRow(BTC_CALL),
  parameters: sandbox({
    scenario: 'regular',
    setup: (exchange) => exchange.faults.inject({ path: ROUTES.dualOrder.path, fault: { kind: 'hang' } }),
  }),
  play: async ({ canvasElement }) => {
    const dialog = await ready(canvasElement);
    await typeAmount(dialog, '0.01');
    await userEvent.click(within(canvasElement.ownerDocument.body).getByRole('button', { name: 'Confirm' }));
    const waiting = await findDialog(canvasElement, 'Processing');
    // One status line, saying what is being bought (not the general words beside it as well).
    await expect(within(waiting).getByRole('status')).toHaveTextContent(
      'Placing a dual investment of 0.01 BTC…',
    );
    await expect(within(waiting).queryByText('Your subscription is being processed…')).toBeNull();
  },
};

/** Success (code 200): the result, the success payload; Done closes. */
export const ResultSuccess: Story = {
  render: renderRow(BTC_CALL),
  parameters: sandbox({ scenario: 'regular' }),
  play: async ({ canvasElement, args }) => {
    const dialog = await ready(canvasElement);
    await typeAmount(dialog, '0.01');
    await userEvent.click(within(canvasElement.ownerDocument.body).getByRole('button', { name: 'Confirm' }));
    const success = await findDialog(canvasElement, 'Subscription successful');
    await expect(within(success).getByText('You subscribed 0.01 BTC.')).toBeVisible();
    await expect(args.onSuccess).toHaveBeenCalledWith(
      expect.objectContaining({ widget: 'dual', coin: 'BTC', amount: '0.01' }),
    );
  },
};

/** Fail: the failure dialog with the reason; Re-subscribe returns to the form. */
export const ResultFail: Story = {
  render: renderRow(BTC_CALL),
  parameters: sandbox({
    scenario: 'regular',
    setup: (exchange) =>
      exchange.faults.inject({
        path: ROUTES.dualOrder.path,
        fault: { kind: 'code', code: -1, message: 'Product paused' },
      }),
  }),
  play: async ({ canvasElement }) => {
    const dialog = await ready(canvasElement);
    await typeAmount(dialog, '0.01');
    await userEvent.click(within(canvasElement.ownerDocument.body).getByRole('button', { name: 'Confirm' }));
    const fail = await findDialog(canvasElement, 'Subscription failed');
    await expect(within(fail).getByText('Product paused')).toBeVisible();
    await userEvent.click(
      within(canvasElement.ownerDocument.body).getByRole('button', { name: 'Re-subscribe' }),
    );
    await findDialog(canvasElement, 'Dual investment BTC');
  },
};

/** A network error toasts 'finances.NetworkError' and reports tracking (§8). */
export const NetworkError: Story = {
  render: renderRow(BTC_CALL),
  parameters: sandbox({
    scenario: 'regular',
    setup: (exchange) => exchange.faults.inject({ path: ROUTES.dualOrder.path, fault: { kind: 'network' } }),
  }),
  play: async ({ canvasElement, loaded }) => {
    const dialog = await ready(canvasElement);
    await typeAmount(dialog, '0.01');
    await userEvent.click(within(canvasElement.ownerDocument.body).getByRole('button', { name: 'Confirm' }));
    await expect(
      await within(canvasElement.ownerDocument.body).findByText(
        'Network error. Please try again.',
        {},
        { timeout: 10_000 },
      ),
    ).toBeVisible();
    await expect((loaded.host as HostSpies).onTrack).toHaveBeenCalled();
  },
};

/** Logged out (§1): the product shows; the button asks the host to log in. */
export const LoggedOut: Story = {
  render: renderRow(BTC_CALL),
  parameters: sandbox({ scenario: 'logged-out' }),
  play: async ({ canvasElement, loaded }) => {
    await findDialog(canvasElement, 'Dual investment BTC');
    await userEvent.click(
      await within(canvasElement.ownerDocument.body).findByRole(
        'button',
        { name: 'Log in to subscribe' },
        { timeout: 10_000 },
      ),
    );
    await expect((loaded.host as HostSpies).onLoginRequired).toHaveBeenCalled();
  },
};

/** Mobile: a bottom sheet below 768 px (§9). */
export const Mobile: Story = {
  render: renderRow(BTC_CALL),
  parameters: sandbox({ scenario: 'regular' }),
  globals: mobile,
  play: async ({ canvasElement }) => {
    const dialog = await ready(canvasElement);
    await expect(dialog).toHaveAttribute('data-layout', 'sheet');
  },
};

async function openSetup(canvasElement: HTMLElement) {
  const dialog = await ready(canvasElement);
  await userEvent.click(within(dialog).getByRole('switch', { name: 'Auto-reinvest' }));
  return findDialog(canvasElement, 'Auto-reinvest setup');
}

/** Auto-reinvest on (basic): the product's price difference and term go with the order (§7). */
export const AutoReinvestOn: Story = {
  render: renderRow(BTC_CALL),
  parameters: sandbox({ scenario: NOT_REINVESTING }),
  play: async ({ canvasElement, loaded }) => {
    const setup = await openSetup(canvasElement);
    const enable = within(setup).getByRole('button', { name: 'Enable' });
    await waitFor(() => expect(enable).toBeEnabled(), { timeout: 10_000 });
    await userEvent.click(enable);
    const dialog = await findDialog(canvasElement, 'Dual investment BTC');
    await expect(within(dialog).getByRole('switch', { name: 'Auto-reinvest' })).toBeChecked();
    await typeAmount(dialog, '0.01');
    await userEvent.click(within(canvasElement.ownerDocument.body).getByRole('button', { name: 'Confirm' }));
    await findDialog(canvasElement, 'Subscription successful');
    const body = exchangeOf(loaded).calls.find((c) => c.path === ROUTES.dualOrder.path)?.body;
    await expect(body).toMatchObject({
      is_autorenewal: 1,
      price_deviation: '2',
      effective_time_duration: 86_400,
    });
  },
};

/** Auto-reinvest off: turning it off asks for confirmation first (§4). */
export const AutoReinvestOff: Story = {
  render: renderRow(BTC_CALL),
  parameters: sandbox({ scenario: NOT_REINVESTING }),
  play: async ({ canvasElement }) => {
    const setup = await openSetup(canvasElement);
    const enable = within(setup).getByRole('button', { name: 'Enable' });
    await waitFor(() => expect(enable).toBeEnabled(), { timeout: 10_000 });
    await userEvent.click(enable);
    const dialog = await findDialog(canvasElement, 'Dual investment BTC');
    await userEvent.click(within(dialog).getByRole('switch', { name: 'Auto-reinvest' }));
    const confirm = await findDialog(canvasElement, 'Turn off auto-reinvest?');
    await userEvent.click(within(confirm).getByRole('button', { name: 'Turn off' }));
    await waitFor(() =>
      expect(
        within(canvasElement.ownerDocument.body).getByRole('switch', { name: 'Auto-reinvest' }),
      ).not.toBeChecked(),
    );
  },
};

/** Advanced: 0.1 % is outside the matched range, so Enable waits for the parameters (§4, §5). */
export const AdvancedOutOfRange: Story = {
  render: renderRow(BTC_CALL),
  parameters: sandbox({ scenario: NOT_REINVESTING }),
  play: async ({ canvasElement }) => {
    const setup = await openSetup(canvasElement);
    await userEvent.click(within(setup).getByRole('tab', { name: 'Advanced' }));
    await expect(
      await within(setup).findByText('Enter a price difference between 0.5% and 5%', {}, { timeout: 10_000 }),
    ).toBeVisible();
    await expect(within(setup).getByRole('button', { name: 'Enable' })).toBeDisabled();
  },
};

/** The parameter dialog's price-difference messages: empty, above 10, and a quick choice (§5, §8). */
export const PriceDifferenceMessages: Story = {
  render: renderRow(BTC_CALL),
  parameters: sandbox({ scenario: NOT_REINVESTING }),
  play: async ({ canvasElement }) => {
    const setup = await openSetup(canvasElement);
    await userEvent.click(within(setup).getByRole('tab', { name: 'Advanced' }));
    await userEvent.click(within(setup).getByRole('button', { name: 'Set parameters' }));
    const params = await findDialog(canvasElement, 'Parameter setting');
    const field = within(params).getByRole('textbox', { name: 'Price difference' });
    await userEvent.clear(field);
    await expect(within(params).getByText('Please enter the price difference')).toBeVisible();
    await expect(within(params).getByRole('button', { name: 'Confirm' })).toBeDisabled();
    await userEvent.type(field, '11');
    await expect(within(params).getByText('The price difference cannot be greater than 10%')).toBeVisible();
    await userEvent.click(within(params).getByText('3%'));
    await expect(field).toHaveValue('3');
    await expect(within(params).getByRole('button', { name: 'Confirm' })).toBeEnabled();
  },
};

/** The reinvest tip shows until dismissed (it comes back 604800 s later, §4, §9). */
export const ReinvestTip: Story = {
  render: renderRow(BTC_CALL),
  parameters: sandbox({ scenario: 'regular' }),
  play: async ({ canvasElement }) => {
    const dialog = await ready(canvasElement);
    await expect(
      within(dialog).getByText(/^Auto-reinvest puts your principal and yield back to work/),
    ).toBeVisible();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Got it' }));
    await expect(within(dialog).queryByRole('button', { name: 'Got it' })).not.toBeInTheDocument();
  },
};

/** Fund password (§4): the prompt appears and the purchase goes through with it. */
export const FundPassword: Story = {
  render: renderRow(BTC_CALL),
  parameters: sandbox({
    scenario: composeScenario(SCENARIOS.regular, { account: { fundPassword: '246810' } }),
  }),
  play: async ({ canvasElement }) => {
    const dialog = await ready(canvasElement);
    await typeAmount(dialog, '0.01');
    await userEvent.click(within(canvasElement.ownerDocument.body).getByRole('button', { name: 'Confirm' }));
    const prompt = await findDialog(canvasElement, 'Fund password');
    await userEvent.type(within(prompt).getByLabelText('Fund password'), '246810');
    await userEvent.click(within(prompt).getByRole('button', { name: 'Confirm' }));
    await findDialog(canvasElement, 'Subscription successful');
  },
};

/**
 * The customer's current state (§3 autorenewal_info is_reinvested): the regular customer holds an
 * order with auto-reinvest, so the card starts on with the basic settings.
 */
export const AutoReinvestCurrentlyOn: Story = {
  render: renderRow(BTC_CALL),
  parameters: sandbox({ scenario: 'regular' }),
  play: async ({ canvasElement }) => {
    const dialog = await ready(canvasElement);
    await expect(
      await within(dialog).findByText(
        'Auto-reinvest is on for your current dual orders.',
        {},
        { timeout: 10_000 },
      ),
    ).toBeVisible();
    await waitFor(() => expect(within(dialog).getByRole('switch', { name: 'Auto-reinvest' })).toBeChecked(), {
      timeout: 10_000,
    });
    await expect(within(dialog).getByText(/^Price difference 2%, term up to 1 day/)).toBeVisible();
  },
};

async function openParams(canvasElement: HTMLElement) {
  const setup = await openSetup(canvasElement);
  await userEvent.click(within(setup).getByRole('tab', { name: 'Advanced' }));
  await userEvent.click(within(setup).getByRole('button', { name: 'Set parameters' }));
  return findDialog(canvasElement, 'Parameter setting');
}

/** No matched product (§5): the exchange's auto-reinvest matches nothing, so nothing can be enabled. */
export const NoMatchedProduct: Story = {
  render: renderRow(BTC_CALL),
  parameters: sandbox({ scenario: REINVEST_PAUSED }),
  play: async ({ canvasElement }) => {
    const setup = await openSetup(canvasElement);
    await expect(
      await within(setup).findByText('No matching product for these settings', {}, { timeout: 10_000 }),
    ).toBeVisible();
    await expect(within(setup).getByRole('button', { name: 'Enable' })).toBeDisabled();
    await userEvent.click(within(setup).getByRole('tab', { name: 'Advanced' }));
    await userEvent.click(within(setup).getByRole('button', { name: 'Set parameters' }));
    const params = await findDialog(canvasElement, 'Parameter setting');
    await userEvent.click(within(params).getByText('1%'));
    await expect(within(params).getByText('No matching product for these settings')).toBeVisible();
    await expect(within(params).getByRole('button', { name: 'Confirm' })).toBeDisabled();
  },
};

/**
 * Hour terms under 24 h (§9): the preferred term in hours. 4 h is shorter than every product (the
 * shortest runs 8 h), so nothing matches; 8 h matches and is sent as 28800 s (§7).
 */
export const PreferredTermInHours: Story = {
  render: renderRow(BTC_CALL),
  parameters: sandbox({ scenario: NOT_REINVESTING }),
  play: async ({ canvasElement, loaded }) => {
    const params = await openParams(canvasElement);
    await userEvent.click(within(params).getByText('1%'));
    await userEvent.click(within(params).getByText('Hours'));
    const term = within(params).getByRole('textbox', { name: 'Preferred term (hours)' });
    await userEvent.clear(term);
    await userEvent.type(term, '4');
    await expect(within(params).getByText('No matching product for these settings')).toBeVisible();
    await expect(within(params).getByRole('button', { name: 'Confirm' })).toBeDisabled();
    await userEvent.clear(term);
    await userEvent.type(term, '8');
    await userEvent.click(within(params).getByRole('button', { name: 'Confirm' }));
    const setup = await findDialog(canvasElement, 'Auto-reinvest setup');
    await expectRow(setup, 'Preferred term', 'Up to 8 h');
    const enable = within(setup).getByRole('button', { name: 'Enable' });
    await waitFor(() => expect(enable).toBeEnabled(), { timeout: 10_000 });
    await userEvent.click(enable);
    const dialog = await findDialog(canvasElement, 'Dual investment BTC');
    await typeAmount(dialog, '0.01');
    await userEvent.click(within(canvasElement.ownerDocument.body).getByRole('button', { name: 'Confirm' }));
    await findDialog(canvasElement, 'Subscription successful');
    const body = exchangeOf(loaded).calls.find((c) => c.path === ROUTES.dualOrder.path)?.body;
    await expect(body).toMatchObject({
      is_autorenewal: 1,
      price_deviation: '1',
      effective_time_duration: 28_800,
    });
  },
};

/** A coin with no dual product at all (the sandbox lists BTC and ETH only). */
export const NoProductForCoin: Story = {
  args: { coin: 'GT' },
  parameters: sandbox({ scenario: 'regular' }),
  play: async ({ canvasElement }) => {
    const dialog = await findDialog(canvasElement, 'Dual investment GT');
    await expect(
      await within(dialog).findByText(
        'There is no dual investment product for GT right now.',
        {},
        { timeout: 10_000 },
      ),
    ).toBeVisible();
  },
};

/**
 * Sharing (§2, §6): a non-VIP product on a site with a sub-website id. Share copies the product's
 * link with the customer's referral code and says 'Copied' (§8).
 */
export const Share: Story = {
  args: { subWebsiteId: 1 },
  render: renderRow(BTC_CALL),
  parameters: sandbox({ scenario: 'regular' }),
  play: async ({ canvasElement, loaded }) => {
    // The test browser may refuse clipboard access without a user gesture it trusts; the call is what matters.
    const writeText = spyOn(navigator.clipboard, 'writeText').mockResolvedValue(undefined);
    const dialog = await ready(canvasElement);
    const share = within(dialog).getByRole('button', { name: 'Share' });
    await waitFor(() => expect(share).toBeEnabled());
    await userEvent.click(share);
    const toasts = within(
      within(canvasElement.ownerDocument.body).getByRole('region', { name: 'Notifications' }),
    );
    await expect(await toasts.findByText('Copied')).toBeInTheDocument();
    const exchange = exchangeOf(loaded);
    const link = new URL(writeText.mock.calls[0]![0] as string);
    await expect(link.pathname).toBe('/dual-currency-investment');
    await expect(Object.fromEntries(link.searchParams)).toEqual({
      pid: String(projectOf(exchange, BTC_CALL).id),
      type: 'call',
      coin: 'BTC',
      ref: exchange.state.data.account.kolCode,
    });
    await expect((loaded.host as HostSpies).onNavigate).not.toHaveBeenCalled();
    writeText.mockRestore();
  },
};

/** §8 data fetch failure: the products cannot be read; the generic error with Retry. */
export const FailedRead: Story = {
  render: renderRow(BTC_CALL),
  ...failedReadStory(ROUTES.dualProjectList.path, async (page) => {
    await expect(await page.findByRole('textbox', { name: 'Investment amount' })).toBeInTheDocument();
  }),
};
