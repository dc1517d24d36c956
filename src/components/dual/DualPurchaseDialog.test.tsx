import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ROUTES } from '../../api';
import { formatAmount } from '../../domain/amount';
import { dec, toPlaces } from '../../domain/decimal';
import { dualTermDisplay } from '../../domain/dual';
import type { DualProductType } from '../../domain/enums';
import { formatDateTimeWithZone } from '../../domain/timeline';
import { composeScenario, type SandboxExchange, SCENARIOS } from '../../sandbox';
import { createMemoryStorage } from '../../state/storage';
import { DualPurchaseDialog } from './DualPurchaseDialog';
import { bodiesTo, dualProjectOf, renderOnSandbox } from './dualTestSupport';

const dialog = () => screen.getByRole('dialog');
const amountField = () => screen.getByRole('textbox', { name: 'Investment amount' });
const confirmButton = () => screen.getByRole('button', { name: 'Confirm' });
const rowValue = (container: HTMLElement, label: string) => {
  const term = within(container).getAllByText(label, { selector: 'dt' })[0];
  return term?.nextElementSibling?.textContent ?? '';
};

type Row = { coin: string; type: DualProductType; hours: number; multiple: string; category?: number };
const BTC_CALL: Row = { coin: 'BTC', type: 'call', hours: 24, multiple: '2' };
const BTC_PUT: Row = { coin: 'BTC', type: 'put', hours: 24, multiple: '2' };
const BTC_TRIAL: Row = { coin: 'BTC', type: 'put', hours: 24, multiple: '2', category: 2 };
const BTC_VIP_SAVINGS: Row = { coin: 'BTC', type: 'call', hours: 168, multiple: '2', category: 3 };
/** A regular customer without dual orders: autorenewal_info says is_reinvested false. */
const NOT_REINVESTING = composeScenario(SCENARIOS.regular, { holdings: false });

async function openOn(
  row: Row,
  options: Parameters<typeof renderOnSandbox>[1] = {},
  props: Partial<Parameters<typeof DualPurchaseDialog>[0]> = {},
) {
  const onSuccess = vi.fn();
  let pid = 0;
  const rendered = renderOnSandbox(<Lazy get={() => pid} row={row} onSuccess={onSuccess} {...props} />, {
    ...options,
    before: (exchange) => {
      options.before?.(exchange);
      pid = dualProjectOf(exchange, row).id;
    },
  });
  await screen.findByRole('dialog');
  await waitFor(() => expect(rowValue(dialog(), 'Target price')).not.toBe(''));
  return { ...rendered, onSuccess, project: dualProjectOf(rendered.exchange, row) };
}

/** Renders the dialog for the pid the sandbox listed (known only once the exchange exists). */
function Lazy({
  get,
  row,
  ...props
}: { get: () => number; row: Row } & Partial<Parameters<typeof DualPurchaseDialog>[0]>) {
  return <DualPurchaseDialog coin={row.coin} type={row.type} pid={get()} defaultOpen {...props} />;
}

async function typeAmount(value: string) {
  await userEvent.clear(amountField());
  if (value !== '') await userEvent.type(amountField(), value);
}

async function waitForAvailable() {
  await waitFor(() => expect(screen.getByText(/^Available/)).toHaveTextContent(/^Available \d/));
}

/** What the prediction tab says the customer receives: [amount, asset]. */
async function received(tab: 'Below target' | 'Over target'): Promise<[string, string]> {
  await userEvent.click(screen.getByRole('tab', { name: tab }));
  const text = rowValue(screen.getByRole('tabpanel'), 'You receive');
  const [amount = '', asset = ''] = text.split(' ');
  return [amount.replace(/,/g, ''), asset];
}

async function settleAt(exchange: SandboxExchange, deliveryAtMs: number, pair: string, price: string) {
  exchange.state.setPrice(pair, price);
  exchange.clock.advance(deliveryAtMs - exchange.clock.now());
}

describe('DualPurchaseDialog: given a BTC sell-high (call) product, 24 h, target 2 % above the price', () => {
  describe('when it opens', () => {
    it('shows the header: direction, currencies, target, last price from the market, APY, term, delivery', async () => {
      const { client, project } = await openOn(BTC_CALL, { scenario: 'regular' });
      const listed = (await client.dual.projectList({ coin: 'BTC', type: 'call' })).find(
        (p) => p.id === project.id,
      );
      if (!listed) throw new Error('not listed');
      expect(dialog()).toHaveAccessibleName('Dual investment BTC');
      expect(within(dialog()).getByText('Sell high')).toBeInTheDocument();
      expect(rowValue(dialog(), 'Currencies')).toBe('Invest BTC, settle in BTC or USDT');
      expect(rowValue(dialog(), 'Target price')).toBe(
        `${formatAmount(listed.exercise_price, { group: true })} USDT`,
      );
      await waitFor(() =>
        expect(rowValue(dialog(), 'Last price')).toBe(`${formatAmount(listed.price, { group: true })} USDT`),
      );
      expect(within(dialog()).getByText(`${toPlaces(listed.apy_display, 2)}%`)).toBeInTheDocument();
      const term = dualTermDisplay(listed);
      // A 24-hour term shows in days, in the singular (plural rules, issue 16 item 21).
      expect(term).toEqual({ unit: 'day', value: 1 });
      expect(rowValue(dialog(), 'Term')).toBe('1 day');
      expect(rowValue(dialog(), 'Delivery time')).toBe(
        formatDateTimeWithZone(listed.delivery_timest * 1000, 'UTC'),
      );
    });

    it('the last price follows the market subscription (§7 tickers)', async () => {
      const { exchange } = await openOn(BTC_CALL, { scenario: 'regular' }, { priceRefreshMs: 50 });
      exchange.state.setPrice('BTC_USDT', '70123.45');
      await waitFor(() => expect(rowValue(dialog(), 'Last price')).toBe('70,123.45 USDT'));
    });

    it('a last price it can no longer read is told (§8), not shown as current without a word', async () => {
      // Each read is tried for 200 ms, longer than the refresh: a refresh must not start it over.
      const { exchange } = await openOn(
        BTC_CALL,
        { scenario: 'regular', reads: { retry: 2, backoff: () => 100 } },
        { priceRefreshMs: 50 },
      );
      exchange.faults.inject({ path: ROUTES.sharedTickers.path, fault: { kind: 'network' }, times: 1_000 });
      const notices = screen.getByRole('region', { name: 'Notifications' });
      expect(await within(notices).findByText('Network error. Please try again.')).toBeInTheDocument();
    });
  });

  describe('when amounts are typed (§5 dual: copies of 0.0001 BTC, min_copies 10)', () => {
    it('empty or 0 shows no message and Confirm stays disabled', async () => {
      await openOn(BTC_CALL, { scenario: 'regular' });
      await waitForAvailable();
      await typeAmount('0');
      expect(amountField()).not.toHaveAttribute('aria-invalid');
      expect(confirmButton()).toBeDisabled();
      expect(screen.getByText('1 copy = 0.0001 BTC; from 0.002 BTC (20 copies)')).toBeInTheDocument();
    });

    it('below 2 × min_copies copies shows the subscribe-min message', async () => {
      await openOn(BTC_CALL, { scenario: 'regular' });
      await waitForAvailable();
      await typeAmount('0.0019');
      expect(await screen.findByText('Minimum subscription is 0.002 BTC')).toBeInTheDocument();
      expect(confirmButton()).toBeDisabled();
      await typeAmount('0.002');
      expect(screen.queryByText('Minimum subscription is 0.002 BTC')).not.toBeInTheDocument();
      expect(confirmButton()).toBeEnabled();
    });

    it('above available shows balance-not-enough (checked before the limits)', async () => {
      const { exchange } = await openOn(BTC_CALL, { scenario: 'regular' });
      await waitForAvailable();
      await typeAmount(dec(exchange.state.balances().BTC).plus('0.00000001').toString());
      expect(await screen.findByText('Balance not enough')).toBeInTheDocument();
      expect(confirmButton()).toBeDisabled();
    });

    it('above max_copies copies shows the subscribe-max message', async () => {
      await openOn(BTC_CALL, { scenario: 'new-user', balances: { BTC: '20' } });
      await waitForAvailable();
      await typeAmount('10.0001');
      expect(await screen.findByText('Maximum subscription is 10 BTC')).toBeInTheDocument();
      expect(confirmButton()).toBeDisabled();
    });

    it('Max fills min(available, maximum)', async () => {
      const { exchange } = await openOn(BTC_CALL, { scenario: 'regular' });
      await waitForAvailable();
      await userEvent.click(screen.getByRole('button', { name: 'Max' }));
      expect(amountField()).toHaveValue(exchange.state.balances().BTC);
    });

    it('the VIP theme uses the fixed 100-copy minimum (§5, §6)', async () => {
      await openOn(BTC_CALL, { scenario: 'regular', theme: 'vip' });
      await waitForAvailable();
      await typeAmount('0.0099');
      expect(await screen.findByText('Minimum subscription is 0.01 BTC')).toBeInTheDocument();
    });
  });

  describe('when the customer confirms', () => {
    it('shows waiting at once, then success on code 200, with the §7 body and the success payload', async () => {
      const { exchange, onSuccess, project } = await openOn(
        BTC_CALL,
        { scenario: NOT_REINVESTING },
        { bizEntrance: 'test-page', refCode: 'ABC' },
      );
      exchange.faults.inject({ path: ROUTES.dualOrder.path, fault: { kind: 'latency', ms: 200 } });
      await waitForAvailable();
      await typeAmount('0.01');
      await userEvent.click(confirmButton());
      expect(await screen.findByRole('dialog', { name: 'Processing' })).toBeInTheDocument();
      expect(await screen.findByText('You subscribed 0.01 BTC.')).toBeInTheDocument();
      expect(dialog()).toHaveAccessibleName('Subscription successful');
      // Focus is on the dialog (a screen reader says its title), the message a status.
      await waitFor(() => expect(dialog()).toHaveFocus());
      expect(within(dialog()).getByRole('status')).toHaveTextContent('You subscribed 0.01 BTC.');
      expect(bodiesTo(exchange, ROUTES.dualOrder.path)).toEqual([
        {
          biz_entrance: 'test-page',
          project_id: project.id,
          amount: '0.01',
          ref_code: 'ABC',
          app_id: 'dual-savings',
          is_autorenewal: 0,
        },
      ]);
      expect(onSuccess).toHaveBeenCalledWith(
        expect.objectContaining({ widget: 'dual', coin: 'BTC', amount: '0.01', pid: String(project.id) }),
      );
      await userEvent.click(screen.getByRole('button', { name: 'Done' }));
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    });

    it('a refused purchase shows the fail dialog; Re-subscribe returns to the form with the amount', async () => {
      const { exchange } = await openOn(BTC_CALL, { scenario: 'regular' });
      exchange.faults.inject({
        path: ROUTES.dualOrder.path,
        fault: { kind: 'code', code: -1, message: 'Product paused' },
      });
      await waitForAvailable();
      await typeAmount('0.01');
      await userEvent.click(confirmButton());
      expect(await screen.findByRole('dialog', { name: 'Subscription failed' })).toBeInTheDocument();
      expect(screen.getByText('Product paused')).toBeInTheDocument();
      await userEvent.click(screen.getByRole('button', { name: 'Re-subscribe' }));
      expect(dialog()).toHaveAccessibleName('Dual investment BTC');
      expect(amountField()).toHaveValue('0.01');
    });

    it("a network error toasts 'finances.NetworkError', reports tracking and stays on the form (§8)", async () => {
      const { exchange, host } = await openOn(BTC_CALL, { scenario: 'regular' });
      exchange.faults.inject({ path: ROUTES.dualOrder.path, fault: { kind: 'network' } });
      await waitForAvailable();
      await typeAmount('0.01');
      await userEvent.click(confirmButton());
      expect(await screen.findByText('Network error. Please try again.')).toBeInTheDocument();
      expect(host.onTrack).toHaveBeenCalledWith(
        expect.objectContaining({ name: 'dual-purchase_failed', properties: { reason: 'Networkerr' } }),
      );
      expect(dialog()).toHaveAccessibleName('Dual investment BTC');
    });
  });
});

describe('DualPurchaseDialog: the recoup prediction panel against the sandbox settlement (settleDual)', () => {
  describe.each<[Row, string, 'Below target' | 'Over target', string]>([
    [BTC_CALL, '0.12345678', 'Below target', '0.97'],
    [BTC_CALL, '0.12345678', 'Over target', '1.03'],
    [BTC_PUT, '1234.5', 'Below target', '0.97'],
    [BTC_PUT, '1234.5', 'Over target', '1.03'],
  ])('given a BTC %o order of %s', (row, amount, tab, factor) => {
    it(`when it settles at ${factor} × target, the customer receives exactly the "${tab}" tab`, async () => {
      const { exchange, client, onSuccess, project } = await openOn(row, { scenario: 'regular' });
      await waitForAvailable();
      await typeAmount(amount);
      const [shownAmount, shownAsset] = await received(tab);
      await userEvent.click(confirmButton());
      await screen.findByRole('dialog', { name: 'Subscription successful' });
      const orderId = onSuccess.mock.calls[0]?.[0]?.orderId as string;

      await settleAt(
        exchange,
        project.deliveryAtMs,
        'BTC_USDT',
        dec(project.exercise_price).times(factor).toString(),
      );
      const order = await client.dual.orderDetail({ id: orderId });
      expect(order.settlement_currency).toBe(shownAsset);
      expect(dec(String(order.settlement_amount)).eq(shownAmount)).toBe(true);
      expect(dec(shownAmount).gt(0)).toBe(true);
    });
  });

  it('without a valid amount each tab already says its side and what comes back, the figure --', async () => {
    await openOn(BTC_CALL, { scenario: 'regular' });
    await waitForAvailable();
    expect(await received('Below target')).toEqual(['--', '']);
    expect(screen.getByRole('tabpanel')).toHaveTextContent(
      /^If the settlement price is below .*Your BTC comes back/,
    );
    expect(await received('Over target')).toEqual(['--', '']);
    expect(screen.getByRole('tabpanel')).toHaveTextContent(
      /^If the settlement price is at or above .*converted to USDT/,
    );
  });

  it('typing the first digit changes the figure, not what the panel says around it', async () => {
    await openOn(BTC_CALL, { scenario: 'regular' });
    await waitForAvailable();
    const before = screen.getByRole('tabpanel').textContent;
    await typeAmount('0.1');
    const [amount, asset] = await received('Below target');
    expect(asset).toBe('BTC');
    expect(dec(amount).gt('0.1')).toBe(true);
    expect(screen.getByRole('tabpanel').textContent?.replace(`${amount} BTC`, '--')).toBe(before);
  });

  it('a put converts at or below the target and keeps USDT above it', async () => {
    await openOn(BTC_PUT, { scenario: 'regular' });
    await waitForAvailable();
    await typeAmount('100');
    expect((await received('Below target'))[1]).toBe('BTC');
    expect(screen.getByText(/^If the settlement price is at or below/)).toBeInTheDocument();
    expect((await received('Over target'))[1]).toBe('USDT');
    expect(screen.getByText(/^If the settlement price is above/)).toBeInTheDocument();
  });
});

describe('DualPurchaseDialog: variants (§6)', () => {
  it('VIP savings (category 3, VIP 5): VIP copy, 100-copy minimum, app_id vip-savings', async () => {
    const row: Row = { coin: 'BTC', type: 'call', hours: 168, multiple: '2', category: 3 };
    const { exchange } = await openOn(row, { scenario: 'vip5' });
    expect(dialog()).toHaveAccessibleName('VIP savings BTC');
    await waitForAvailable();
    await typeAmount('0.0099');
    expect(await screen.findByText('Minimum subscription is 0.01 BTC')).toBeInTheDocument();
    await typeAmount('0.01');
    await userEvent.click(confirmButton());
    await screen.findByRole('dialog', { name: 'Subscription successful' });
    expect(bodiesTo(exchange, ROUTES.dualOrder.path)).toEqual([
      expect.objectContaining({ app_id: 'vip-savings', amount: '0.01' }),
    ]);
  });

  it('a trial fund (category 2) buys with a voucher: its amount, not editable', async () => {
    const row: Row = { coin: 'BTC', type: 'put', hours: 24, multiple: '2', category: 2 };
    const { exchange, project } = await openOn(row, { scenario: 'regular' });
    const voucher50 = await screen.findByRole('radio', { name: '50 USDT' });
    expect(screen.getByRole('radio', { name: '100 USDT' })).toBeChecked();
    expect(screen.queryByRole('textbox', { name: 'Investment amount' })).not.toBeInTheDocument();
    await userEvent.click(voucher50);
    await userEvent.click(confirmButton());
    expect(await screen.findByText('You subscribed 50 USDT.')).toBeInTheDocument();
    expect(bodiesTo(exchange, ROUTES.dualOrder.path)).toEqual([
      { project_id: project.id, amount: '50', voucher_id: 952 },
    ]);
  });

  it('logged out (§1, §6): the product shows; the button asks the host to log in', async () => {
    const { host } = await openOn(BTC_CALL, { scenario: 'logged-out' });
    await userEvent.click(screen.getByRole('button', { name: 'Log in to subscribe' }));
    expect(host.onLoginRequired).toHaveBeenCalled();
  });
});

describe('DualPurchaseDialog: auto-reinvest (§2, §4, §5, §9)', () => {
  const reinvestSwitch = () => screen.getByRole('switch', { name: 'Auto-reinvest' });

  it('turning it on opens the setup; basic enables the product’s price difference and term, sent per §7', async () => {
    const { exchange } = await openOn(BTC_CALL, { scenario: NOT_REINVESTING });
    await waitForAvailable();
    await userEvent.click(reinvestSwitch());
    const setup = await screen.findByRole('dialog', { name: 'Auto-reinvest setup' });
    expect(within(setup).getByRole('tab', { name: 'Basic' })).toHaveAttribute('data-state', 'active');
    expect(rowValue(setup, 'Price difference')).toBe('2%');
    expect(rowValue(setup, 'Preferred term')).toBe('Up to 1 day');
    await waitFor(() => expect(within(setup).getByRole('button', { name: 'Enable' })).toBeEnabled());
    await userEvent.click(within(setup).getByRole('button', { name: 'Enable' }));
    await waitFor(() => expect(reinvestSwitch()).toBeChecked());
    expect(screen.getByText(/^Price difference 2%, term up to 1 day/)).toBeInTheDocument();
    await typeAmount('0.01');
    await userEvent.click(confirmButton());
    await screen.findByRole('dialog', { name: 'Subscription successful' });
    expect(bodiesTo(exchange, ROUTES.dualOrder.path)).toEqual([
      expect.objectContaining({ is_autorenewal: 1, price_deviation: '2', effective_time_duration: 86_400 }),
    ]);
  });

  it('advanced starts at 0.1 %, outside the matched range, so Enable is disabled until parameters are set', async () => {
    await openOn(BTC_CALL, { scenario: NOT_REINVESTING });
    await userEvent.click(reinvestSwitch());
    const setup = await screen.findByRole('dialog', { name: 'Auto-reinvest setup' });
    await userEvent.click(within(setup).getByRole('tab', { name: 'Advanced' }));
    expect(rowValue(setup, 'Price difference')).toBe('0.1%');
    expect(
      await within(setup).findByText('Enter a price difference between 0.5% and 5%'),
    ).toBeInTheDocument();
    expect(within(setup).getByRole('button', { name: 'Enable' })).toBeDisabled();

    await userEvent.click(within(setup).getByRole('button', { name: 'Set parameters' }));
    const params = await screen.findByRole('dialog', { name: 'Parameter setting' });
    const difference = within(params).getByRole('textbox', { name: 'Price difference' });
    await userEvent.clear(difference);
    expect(within(params).getByText('Please enter the price difference')).toBeInTheDocument();
    expect(within(params).getByRole('button', { name: 'Confirm' })).toBeDisabled();
    await userEvent.type(difference, '11');
    expect(within(params).getByText('The price difference cannot be greater than 10%')).toBeInTheDocument();
    // §5 the input itself cannot exceed 100: the keystroke that would is refused, not clamped.
    await userEvent.clear(difference);
    await userEvent.type(difference, '150');
    expect(difference).toHaveValue('15');
    expect(within(params).getByText('The maximum is 100')).toBeInTheDocument();
    await userEvent.click(within(params).getByText('3%'));
    expect(difference).toHaveValue('3');
    expect(within(params).getByText('At most 30 days; we suggest up to 15 days')).toBeInTheDocument();
    expect(within(params).getByRole('radio', { name: 'Days' })).toBeChecked();
    const term = within(params).getByRole('textbox', { name: 'Preferred term (days)' });
    await userEvent.clear(term);
    await userEvent.type(term, '31');
    expect(within(params).getByText('Enter whole days from 1 to 30')).toBeInTheDocument();
    expect(within(params).getByRole('button', { name: 'Confirm' })).toBeDisabled();
    await userEvent.clear(term);
    await userEvent.type(term, '7');
    await userEvent.click(within(params).getByRole('button', { name: 'Confirm' }));

    const again = screen.getByRole('dialog', { name: 'Auto-reinvest setup' });
    expect(rowValue(again, 'Price difference')).toBe('3%');
    expect(rowValue(again, 'Preferred term')).toBe('Up to 7 days');
    expect(within(again).getByRole('button', { name: 'Enable' })).toBeEnabled();
  });

  it('turning it off asks for confirmation; Cancel keeps it on, Turn off turns it off', async () => {
    await openOn(BTC_CALL, { scenario: NOT_REINVESTING });
    await userEvent.click(reinvestSwitch());
    const setup = await screen.findByRole('dialog', { name: 'Auto-reinvest setup' });
    await waitFor(() => expect(within(setup).getByRole('button', { name: 'Enable' })).toBeEnabled());
    await userEvent.click(within(setup).getByRole('button', { name: 'Enable' }));
    await waitFor(() => expect(reinvestSwitch()).toBeChecked());
    await userEvent.click(reinvestSwitch());
    const confirm = await screen.findByRole('dialog', { name: 'Turn off auto-reinvest?' });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    expect(reinvestSwitch()).toBeChecked();
    await userEvent.click(reinvestSwitch());
    await userEvent.click(
      within(await screen.findByRole('dialog', { name: 'Turn off auto-reinvest?' })).getByRole('button', {
        name: 'Turn off',
      }),
    );
    await waitFor(() => expect(reinvestSwitch()).not.toBeChecked());
  });
});

describe('DualPurchaseDialog: the reinvest tip (§4, §9: it reappears after 604800 s)', () => {
  it('shows until dismissed, stays away for 604799 s, and is back after 604800 s', async () => {
    // The tip is the browser's own rule (a stored dismissal time), so the provider's clock drives it.
    const start = Date.UTC(2026, 0, 1);
    let nowMs = start;
    const now = () => nowMs;
    const storage = createMemoryStorage();
    const first = await openOn(BTC_CALL, { scenario: 'regular', storage, providerNow: now });
    await userEvent.click(screen.getByRole('button', { name: 'Got it' }));
    expect(screen.queryByRole('button', { name: 'Got it' })).not.toBeInTheDocument();
    first.view.unmount();

    nowMs = start + 604_799_000;
    const second = await openOn(BTC_CALL, { scenario: 'regular', storage, providerNow: now });
    expect(screen.queryByRole('button', { name: 'Got it' })).not.toBeInTheDocument();
    second.view.unmount();

    nowMs = start + 604_800_000;
    await openOn(BTC_CALL, { scenario: 'regular', storage, providerNow: now });
    expect(screen.getByText(/^Auto-reinvest puts your principal and yield back to work/)).toBeInTheDocument();
  });
});

describe('DualPurchaseDialog: the fund-password flow (§4)', () => {
  it('asks for the fund password when the account has one, then succeeds', async () => {
    const { host } = await openOn(BTC_CALL, {
      scenario: composeScenario(SCENARIOS.regular, { account: { fundPassword: '246810' } }),
      fundPassword: '246810',
    });
    await waitForAvailable();
    await typeAmount('0.01');
    await userEvent.click(confirmButton());
    expect(await screen.findByText('You subscribed 0.01 BTC.')).toBeInTheDocument();
    expect(host.requestFundPassword).toHaveBeenCalled();
  });
});

describe('DualPurchaseDialog: the current auto-reinvest state (§3 autorenewal_info is_reinvested)', () => {
  const reinvestSwitch = () => screen.getByRole('switch', { name: 'Auto-reinvest' });

  it('given current orders with auto-reinvest (regular), the card starts on with the basic settings, sent per §7', async () => {
    const { exchange } = await openOn(BTC_CALL, { scenario: 'regular' });
    expect(await screen.findByText('Auto-reinvest is on for your current dual orders.')).toBeInTheDocument();
    await waitFor(() => expect(reinvestSwitch()).toBeChecked());
    expect(screen.getByText(/^Price difference 2%, term up to 1 day/)).toBeInTheDocument();
    await waitForAvailable();
    await typeAmount('0.01');
    await userEvent.click(confirmButton());
    await screen.findByRole('dialog', { name: 'Subscription successful' });
    expect(bodiesTo(exchange, ROUTES.dualOrder.path)).toEqual([
      expect.objectContaining({ is_autorenewal: 1, price_deviation: '2', effective_time_duration: 86_400 }),
    ]);
  });

  it('given current orders with auto-reinvest, turning it off (confirmed) sends is_autorenewal 0', async () => {
    const { exchange } = await openOn(BTC_CALL, { scenario: 'regular' });
    await waitFor(() => expect(reinvestSwitch()).toBeChecked());
    await userEvent.click(reinvestSwitch());
    const confirm = await screen.findByRole('dialog', { name: 'Turn off auto-reinvest?' });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Turn off' }));
    await waitFor(() => expect(reinvestSwitch()).not.toBeChecked());
    await waitForAvailable();
    await typeAmount('0.01');
    await userEvent.click(confirmButton());
    await screen.findByRole('dialog', { name: 'Subscription successful' });
    expect(bodiesTo(exchange, ROUTES.dualOrder.path)).toEqual([
      expect.objectContaining({ is_autorenewal: 0 }),
    ]);
  });

  it('given no current orders with auto-reinvest, the card starts off and says nothing about it', async () => {
    const { exchange } = await openOn(BTC_CALL, { scenario: NOT_REINVESTING });
    await waitFor(() => expect(bodiesTo(exchange, ROUTES.dualAutoRenewalInfo.path)).toHaveLength(1));
    await waitForAvailable();
    expect(reinvestSwitch()).not.toBeChecked();
    expect(screen.queryByText('Auto-reinvest is on for your current dual orders.')).not.toBeInTheDocument();
  });
});

describe('DualPurchaseDialog: no matching product (§5 no-match message, §4 matched term)', () => {
  const PAUSED = composeScenario(NOT_REINVESTING, { dualReinvestPaused: true });

  async function openParams(scenario: typeof PAUSED) {
    await openOn(BTC_CALL, { scenario });
    await userEvent.click(screen.getByRole('switch', { name: 'Auto-reinvest' }));
    const setup = await screen.findByRole('dialog', { name: 'Auto-reinvest setup' });
    return setup;
  }

  it('given reinvest-match-project matches nothing, basic shows the no-match message and cannot be enabled', async () => {
    const setup = await openParams(PAUSED);
    expect(await within(setup).findByText('No matching product for these settings')).toBeInTheDocument();
    expect(within(setup).getByRole('button', { name: 'Enable' })).toBeDisabled();
  });

  it('given no match, the parameter dialog shows the no-match message under the price difference; Confirm stays disabled', async () => {
    const setup = await openParams(PAUSED);
    await userEvent.click(within(setup).getByRole('tab', { name: 'Advanced' }));
    await userEvent.click(within(setup).getByRole('button', { name: 'Set parameters' }));
    const params = await screen.findByRole('dialog', { name: 'Parameter setting' });
    await userEvent.click(within(params).getByText('1%'));
    expect(within(params).getByRole('textbox', { name: 'Price difference' })).toHaveAccessibleDescription(
      /No matching product for these settings/,
    );
    expect(within(params).getByRole('button', { name: 'Confirm' })).toBeDisabled();
  });

  it('given products of 8 h and longer, a preferred term of 4 h matches none: no-match, Confirm disabled (§4, §5)', async () => {
    const setup = await openParams(NOT_REINVESTING);
    await userEvent.click(within(setup).getByRole('tab', { name: 'Advanced' }));
    await userEvent.click(within(setup).getByRole('button', { name: 'Set parameters' }));
    const params = await screen.findByRole('dialog', { name: 'Parameter setting' });
    await userEvent.click(within(params).getByText('1%'));
    await userEvent.click(within(params).getByText('Hours'));
    const term = within(params).getByRole('textbox', { name: 'Preferred term (hours)' });
    await userEvent.clear(term);
    await userEvent.type(term, '4');
    expect(term).toHaveAccessibleDescription(/No matching product for these settings/);
    expect(within(params).getByRole('button', { name: 'Confirm' })).toBeDisabled();
  });
});

describe('DualPurchaseDialog: hour terms under 24 h in the preferred term (§9; §7 seconds)', () => {
  it('a preferred term of 8 hours is shown in hours and sent as 28800 s; 24 hours is refused', async () => {
    const { exchange } = await openOn(BTC_CALL, { scenario: NOT_REINVESTING });
    await userEvent.click(screen.getByRole('switch', { name: 'Auto-reinvest' }));
    const setup = await screen.findByRole('dialog', { name: 'Auto-reinvest setup' });
    await userEvent.click(within(setup).getByRole('tab', { name: 'Advanced' }));
    await userEvent.click(within(setup).getByRole('button', { name: 'Set parameters' }));
    const params = await screen.findByRole('dialog', { name: 'Parameter setting' });
    await userEvent.click(within(params).getByText('1%'));
    await userEvent.click(within(params).getByText('Hours'));
    expect(within(params).getByText('Hour terms run under 24 hours')).toBeInTheDocument();
    const term = within(params).getByRole('textbox', { name: 'Preferred term (hours)' });
    await userEvent.clear(term);
    await userEvent.type(term, '24');
    expect(within(params).getByText('Enter whole hours from 1 to 23')).toBeInTheDocument();
    expect(within(params).getByRole('button', { name: 'Confirm' })).toBeDisabled();
    await userEvent.clear(term);
    await userEvent.type(term, '8');
    await userEvent.click(within(params).getByRole('button', { name: 'Confirm' }));

    const again = screen.getByRole('dialog', { name: 'Auto-reinvest setup' });
    expect(rowValue(again, 'Preferred term')).toBe('Up to 8 h');
    await waitFor(() => expect(within(again).getByRole('button', { name: 'Enable' })).toBeEnabled());
    await userEvent.click(within(again).getByRole('button', { name: 'Enable' }));
    expect(await screen.findByText(/^Price difference 1%, term up to 8 h/)).toBeInTheDocument();
    await waitForAvailable();
    await typeAmount('0.01');
    await userEvent.click(confirmButton());
    await screen.findByRole('dialog', { name: 'Subscription successful' });
    expect(bodiesTo(exchange, ROUTES.dualOrder.path)).toEqual([
      expect.objectContaining({ is_autorenewal: 1, price_deviation: '1', effective_time_duration: 28_800 }),
    ]);
  });

  it('reopening the parameters keeps the unit: an hour term comes back in hours', async () => {
    await openOn(BTC_CALL, { scenario: NOT_REINVESTING });
    await userEvent.click(screen.getByRole('switch', { name: 'Auto-reinvest' }));
    const setup = await screen.findByRole('dialog', { name: 'Auto-reinvest setup' });
    await userEvent.click(within(setup).getByRole('tab', { name: 'Advanced' }));
    await userEvent.click(within(setup).getByRole('button', { name: 'Set parameters' }));
    let params = await screen.findByRole('dialog', { name: 'Parameter setting' });
    await userEvent.click(within(params).getByText('1%'));
    await userEvent.click(within(params).getByText('Hours'));
    await userEvent.clear(within(params).getByRole('textbox', { name: 'Preferred term (hours)' }));
    await userEvent.type(within(params).getByRole('textbox', { name: 'Preferred term (hours)' }), '12');
    await userEvent.click(within(params).getByRole('button', { name: 'Confirm' }));
    await userEvent.click(
      within(screen.getByRole('dialog', { name: 'Auto-reinvest setup' })).getByRole('button', {
        name: 'Set parameters',
      }),
    );
    params = await screen.findByRole('dialog', { name: 'Parameter setting' });
    expect(within(params).getByRole('radio', { name: 'Hours' })).toBeChecked();
    expect(within(params).getByRole('textbox', { name: 'Preferred term (hours)' })).toHaveValue('12');
  });
});

describe('DualPurchaseDialog: a coin with no product at all', () => {
  it('says there is no product for the coin (not "no longer on sale")', async () => {
    renderOnSandbox(<DualPurchaseDialog coin="GT" type="call" defaultOpen />, { scenario: 'regular' });
    expect(
      await screen.findByText('There is no dual investment product for GT right now.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Confirm' })).not.toBeInTheDocument();
  });

  it('a shared pid that has left the list says it is no longer on sale', async () => {
    renderOnSandbox(<DualPurchaseDialog coin="BTC" type="call" pid={1} defaultOpen />, {
      scenario: 'regular',
    });
    expect(await screen.findByText('This product is no longer on sale.')).toBeInTheDocument();
  });
});

describe('DualPurchaseDialog: sharing (§2, §6: non-VIP products with a sub-website id)', () => {
  it("given a sub-website id, Share copies the §2 share link with the customer's referral code and says Copied", async () => {
    const { client, host, project } = await openOn(
      BTC_CALL,
      { scenario: 'regular' },
      { subWebsiteId: 1, shareOrigin: 'https://www.example.com' },
    );
    const { kol_code } = await client.shared.rebateUserInfo();
    const share = within(dialog()).getByRole('button', { name: 'Share' });
    await waitFor(() => expect(share).toBeEnabled());
    await userEvent.click(share);
    expect(await screen.findByText('Copied')).toBeInTheDocument();
    expect(await navigator.clipboard.readText()).toBe(
      `https://www.example.com/dual-currency-investment?pid=${project.id}&type=call&coin=BTC&ref=${kol_code}`,
    );
    // Sharing copies; it does not leave the page.
    expect(host.onNavigate).not.toHaveBeenCalled();
  });

  it.each([
    ['a customer without a KOL code shares their encrypted uid', 'regular', 'uid'],
    ['a visitor shares the link without a code', 'logged-out', 'none'],
  ] as const)('%s', async (_name, base, expected) => {
    const { client, project } = await openOn(
      BTC_CALL,
      { scenario: composeScenario(SCENARIOS[base], { account: { kolCode: '' } }) },
      { subWebsiteId: 1, shareOrigin: 'https://www.example.com' },
    );
    const share = within(dialog()).getByRole('button', { name: 'Share' });
    await waitFor(() => expect(share).toBeEnabled());
    await userEvent.click(share);
    await screen.findByText('Copied');
    const code = expected === 'uid' ? `&ref=${(await client.shared.rebateUserInfo()).encrypted_uid}` : '';
    expect(await navigator.clipboard.readText()).toBe(
      `https://www.example.com/dual-currency-investment?pid=${project.id}&type=call&coin=BTC${code}`,
    );
  });

  it('without a sub-website id there is no Share', async () => {
    await openOn(BTC_CALL, { scenario: 'regular' });
    expect(within(dialog()).queryByRole('button', { name: 'Share' })).not.toBeInTheDocument();
  });

  it.each([
    ['VIP savings (category 3)', BTC_VIP_SAVINGS, {}],
    ['the VIP theme', BTC_CALL, { theme: 'vip' as const }],
  ])('%s never shows Share, even with a sub-website id', async (_, row, options) => {
    await openOn(row, { scenario: 'vip5', ...options }, { subWebsiteId: 1 });
    expect(within(dialog()).queryByRole('button', { name: 'Share' })).not.toBeInTheDocument();
  });
});

describe('DualPurchaseDialog: the trial-fund prediction against the sandbox settlement (dualTrialYield)', () => {
  it.each(['0.97', '1.03'])(
    'given the 100 USDT voucher, when it settles at %s × target the customer receives exactly the yield shown',
    async (factor) => {
      const { exchange, client, onSuccess, project } = await openOn(BTC_TRIAL, { scenario: 'regular' });
      await screen.findByRole('radio', { name: '100 USDT' });
      const below = await received('Below target');
      const over = await received('Over target');
      // The trial fund pays the yield in the voucher's currency whichever side it settles.
      expect(below).toEqual(over);
      expect(below[1]).toBe('USDT');
      expect(dec(below[0]).gt(0)).toBe(true);
      expect(
        screen.getByText('The trial fund’s USDT goes back; you keep the yield in USDT.'),
      ).toBeInTheDocument();
      await userEvent.click(confirmButton());
      await screen.findByRole('dialog', { name: 'Subscription successful' });
      const orderId = onSuccess.mock.calls[0]?.[0]?.orderId as string;

      await settleAt(
        exchange,
        project.deliveryAtMs,
        'BTC_USDT',
        dec(project.exercise_price).times(factor).toString(),
      );
      const order = await client.dual.orderDetail({ id: orderId });
      expect(order.settlement_currency).toBe(below[1]);
      expect(dec(String(order.settlement_amount)).eq(below[0])).toBe(true);
    },
  );
});
