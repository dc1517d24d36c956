import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { ROUTES } from '../../src/api';
import { LendingsTable } from '../../src/components/lendings';
import { lendFixed, orderOfProduct, toNearMaturity } from '../../src/components/lendings/lendingsTestSupport';
import { composeScenario, type SandboxExchange, SCENARIOS } from '../../src/sandbox';
import { failedReadStory } from '../sandbox/failedRead';
import { type HostSpies, mobile, onSandbox, type SandboxParameters } from '../sandbox/withSandbox';
import { textBox } from '../textLayout';

const meta = {
  title: 'Simple Earn/My lendings',
  component: LendingsTable,
  ...onSandbox,
  args: { layout: 'auto' },
} satisfies Meta<typeof LendingsTable>;
export default meta;

type Story = StoryObj<typeof meta>;
const sandbox = (p: SandboxParameters) => ({ sandbox: p });
const page = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);
const exchangeOf = (loaded: Record<string, unknown>) => loaded.exchange as SandboxExchange;

const FLEXIBLE_COLUMNS = [
  'Coin',
  'Principal / currently lent',
  'Cumulative return',
  'Estimated APR',
  'Auto earn',
  'Actions',
];
const FIXED_COLUMNS = [
  'Coin',
  'Order ID',
  'Time subscribed',
  'Principal',
  'Term',
  'Estimated interest',
  'APR',
  'Redemption received',
  'Status',
  'Redeem to',
  'Auto reinvestment',
  'Actions',
];

async function headersOf(canvasElement: HTMLElement, caption: string) {
  const table = await page(canvasElement).findByRole('table', { name: caption });
  return within(table)
    .getAllByRole('columnheader')
    .map((h) => h.textContent);
}

async function rowOfOrder(canvasElement: HTMLElement, orderId: number | string) {
  const cell = await page(canvasElement).findByRole('cell', { name: String(orderId) }, { timeout: 5000 });
  return cell.closest('tr') as HTMLElement;
}

/** A new customer: nothing lent, both tabs say 'noRecord' (§8). */
export const Empty: Story = {
  parameters: sandbox({ scenario: 'new-user' }),
  play: async ({ canvasElement }) => {
    const body = page(canvasElement);
    await expect(await body.findByText('No records')).toBeVisible();
    await userEvent.click(body.getByRole('tab', { name: 'Fixed' }));
    await expect(await body.findByText('No records')).toBeVisible();
  },
};

/** The regular customer's flexible holdings: the §2 columns, auto earn, actions. */
export const Regular: Story = {
  parameters: sandbox({ scenario: 'regular' }),
  play: async ({ canvasElement }) => {
    const body = page(canvasElement);
    await expect(await headersOf(canvasElement, 'Flexible holdings')).toEqual(FLEXIBLE_COLUMNS);
    await expect(await body.findByRole('switch', { name: 'Auto earn USDT' })).toHaveAttribute(
      'aria-checked',
      'true',
    );
    await expect(body.getAllByRole('button', { name: 'Redeem' })).toHaveLength(3);
  },
};

/**
 * The fixed tab with reinvestment on (the USDT order): redeem-to reads '--' (§2, §4); the BTC order
 * redeems to Simple Earn flexible.
 */
export const FixedReinvestmentOn: Story = {
  args: { defaultTab: 'fixed' },
  parameters: sandbox({ scenario: 'regular' }),
  play: async ({ canvasElement, loaded }) => {
    await expect(await headersOf(canvasElement, 'Fixed orders')).toEqual(FIXED_COLUMNS);
    const usdt = await rowOfOrder(canvasElement, orderOfProduct(exchangeOf(loaded), 101).order_id);
    await expect(within(usdt).getByRole('switch')).toHaveAttribute('aria-checked', 'true');
    await expect(within(usdt).getAllByRole('cell')[9]).toHaveTextContent(/^--$/);
    const btc = await rowOfOrder(canvasElement, orderOfProduct(exchangeOf(loaded), 103).order_id);
    await expect(within(btc).getAllByRole('cell')[9]).toHaveTextContent('Simple Earn flexible');
  },
};

/** A unified-account customer (single-currency mode): a type-0 order redeems to "Unified account" (§6). */
export const UnifiedAccount: Story = {
  args: { defaultTab: 'fixed' },
  parameters: sandbox({
    scenario: composeScenario(SCENARIOS.regular, { account: { mode: 'single_currency' } }),
    // 104 has no redeem-to-flexible: a lend without reinvestment redeems to type 0.
    setup: (exchange) => lendFixed(exchange, 104, '1'),
  }),
  play: async ({ canvasElement, loaded }) => {
    const eth = await rowOfOrder(canvasElement, orderOfProduct(exchangeOf(loaded), 104).order_id);
    await waitFor(() => expect(within(eth).getAllByRole('cell')[9]).toHaveTextContent(/^Unified account$/));
  },
};

/** The whale's 500 orders: 10 a page (§9), never all 500 in the DOM. */
export const WhalePagination: Story = {
  args: { defaultTab: 'fixed' },
  parameters: sandbox({ scenario: 'whale' }),
  play: async ({ canvasElement, loaded }) => {
    const body = page(canvasElement);
    const table = await body.findByRole('table', { name: 'Fixed orders' });
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(11), { timeout: 5000 });
    await expect(body.getByText('Page 1 of 51')).toBeVisible();
    await userEvent.click(body.getByRole('button', { name: 'Next' }));
    await expect(await body.findByText('Page 2 of 51')).toBeVisible();
    await waitFor(() =>
      expect(
        exchangeOf(loaded)
          .calls.filter((c) => c.path === ROUTES.fixedOrders.path)
          .at(-1)?.query,
      ).toMatchObject({
        page: '2',
        limit: '10',
      }),
    );
    await expect(within(table).getAllByRole('row')).toHaveLength(11);
  },
};

/** VIP 5 and VIP 8 orders carry the VIP badge; product 106 forbids reinvest (tooltip). */
export const VipOrders: Story = {
  args: { defaultTab: 'fixed' },
  parameters: sandbox({
    scenario: 'vip8',
    setup: (exchange) => {
      lendFixed(exchange, 106, '2');
    },
  }),
  play: async ({ canvasElement, loaded }) => {
    const row = await rowOfOrder(canvasElement, orderOfProduct(exchangeOf(loaded), 106).order_id);
    await expect(within(row).getByText('VIP')).toBeVisible();
    const toggle = within(row).getByRole('switch');
    await expect(toggle).toBeDisabled();
    await expect(toggle).toHaveAccessibleDescription('This product does not support this action');
  },
};

/** A VIP 5 customer's VIP 5–7 order. */
export const Vip5Order: Story = {
  args: { defaultTab: 'fixed' },
  parameters: sandbox({ scenario: 'vip5', setup: (exchange) => lendFixed(exchange, 105, '500') }),
  play: async ({ canvasElement, loaded }) => {
    const row = await rowOfOrder(canvasElement, orderOfProduct(exchangeOf(loaded), 105).order_id);
    await expect(within(row).getByText('VIP')).toBeVisible();
    await expect(within(row).getByRole('button', { name: 'Redeem early' })).not.toHaveAttribute(
      'aria-disabled',
    );
  },
};

/**
 * 30 minutes before the USDT order matures: Redeem early and auto reinvest are locked with the
 * reason (§4, §9); the tooltip shows on hover.
 */
export const NearMaturity: Story = {
  args: { defaultTab: 'fixed' },
  parameters: sandbox({ scenario: 'regular', setup: (exchange) => void toNearMaturity(exchange, 101) }),
  play: async ({ canvasElement, loaded }) => {
    const reason = 'Not available within 1 hour of maturity';
    const row = await rowOfOrder(canvasElement, orderOfProduct(exchangeOf(loaded), 101).order_id);
    const early = within(row).getByRole('button', { name: 'Redeem early' });
    await expect(early).toHaveAttribute('aria-disabled', 'true');
    await expect(early).toHaveAccessibleDescription(reason);
    await expect(within(row).getByRole('switch')).toHaveAccessibleDescription(reason);
    await userEvent.hover(early);
    await expect(within(row).getAllByRole('tooltip')[0]).toHaveTextContent(reason);
    await userEvent.click(early);
    await expect(page(canvasElement).queryByRole('dialog')).not.toBeInTheDocument();
  },
};

/** The product does not allow early redeem (product 102, pre_redeem 0). */
export const ProductForbidsEarlyRedeem: Story = {
  args: { defaultTab: 'fixed' },
  parameters: sandbox({ scenario: 'regular', setup: (exchange) => lendFixed(exchange, 102, '100') }),
  play: async ({ canvasElement, loaded }) => {
    const row = await rowOfOrder(canvasElement, orderOfProduct(exchangeOf(loaded), 102).order_id);
    await expect(within(row).getByRole('button', { name: 'Redeem early' })).toHaveAccessibleDescription(
      'This product does not support this action',
    );
  },
};

/** `show_history_modal=1`: the history modal opens on load. */
export const HistoryOnLoad: Story = {
  args: { showHistoryModal: true },
  parameters: sandbox({ scenario: 'regular' }),
  play: async ({ canvasElement }) => {
    await expect(await page(canvasElement).findByRole('dialog', { name: 'History' })).toBeVisible();
  },
};

/** Logged out: nothing is read (§1); the visitor is offered the host's login, not an empty table (§6). */
export const LoggedOut: Story = {
  parameters: sandbox({ scenario: 'logged-out' }),
  play: async ({ canvasElement, loaded }) => {
    const body = page(canvasElement);
    await expect(await body.findByText('Please log in to continue.')).toBeVisible();
    await expect(body.queryByText('No records')).toBeNull();
    await userEvent.click(body.getByRole('button', { name: 'Log in' }));
    await expect((loaded.host as HostSpies).onLoginRequired).toHaveBeenCalled();
    await expect(exchangeOf(loaded).calls.filter((c) => c.path === ROUTES.earnHoldings.path)).toHaveLength(0);
  },
};

/** Below 768 px: the card list, 10 a time with Load more; a tap opens the holding detail route (§2). */
export const Mobile: Story = {
  args: { defaultTab: 'fixed' },
  globals: mobile,
  parameters: sandbox({ scenario: 'whale' }),
  play: async ({ canvasElement, loaded }) => {
    const body = page(canvasElement);
    const list = await body.findByRole('list', { name: 'Fixed orders' }, { timeout: 5000 });
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(10));
    await userEvent.click(body.getByRole('button', { name: 'Load more' }));
    await waitFor(() =>
      expect(within(body.getByRole('list', { name: 'Fixed orders' })).getAllByRole('listitem')).toHaveLength(
        20,
      ),
    );
    const order = exchangeOf(loaded).state.fixedOrders()[0];
    if (!order) throw new Error('the whale has orders');
    const more = body.getByRole('button', { name: `More about ${order.asset} ${order.order_id}` });
    await userEvent.click(more);
    await expect(more).toHaveAttribute('aria-expanded', 'true');
    const open = body.getByRole('button', { name: new RegExp(`^${order.asset}.*order ${order.order_id}$`) });
    // The chevron sits on the middle of its row's text (it sat 2.5 px high, on the text's baseline).
    const chevron = more.querySelector('svg')?.getBoundingClientRect();
    const row = textBox(open);
    await expect(
      Math.abs((chevron?.top ?? 0) + (chevron?.height ?? 0) / 2 - (row.top + row.height / 2)),
    ).toBeLessThan(1);
    await userEvent.click(open);
    await expect((loaded.host as HostSpies).onNavigate).toHaveBeenCalledWith(
      `/${order.id}?orderType=fixed&asset=${order.asset}&order_id=${order.order_id}`,
    );
  },
};

/** The flexible cards on a phone: a tap opens /{asset}?orderType=flexible&asset={asset}. */
export const MobileFlexible: Story = {
  globals: mobile,
  parameters: sandbox({ scenario: 'regular' }),
  play: async ({ canvasElement, loaded }) => {
    await userEvent.click(await page(canvasElement).findByRole('button', { name: /^USDT/ }));
    await expect((loaded.host as HostSpies).onNavigate).toHaveBeenCalledWith(
      '/USDT?orderType=flexible&asset=USDT',
    );
  },
};

/**
 * The cards in a column narrower than a line of coin, amount and APR (a 200 px side panel, an APR
 * with its bonus): the APR stays at the end of the coin's line and the amount goes under the coin,
 * nothing drawn over anything (side by side, the amount's "ETH" was drawn over the APR).
 */
export const CardsInANarrowColumn: Story = {
  args: { layout: 'cards' },
  parameters: sandbox({ scenario: 'regular' }),
  render: (args) => (
    <div style={{ width: 200 }}>
      <LendingsTable {...args} />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const card = await page(canvasElement).findByRole('button', { name: /^USDT/ }, { timeout: 10_000 });
    // The bonus rates come with their own read: the longest APRs.
    await waitFor(() => expect(card).toHaveTextContent('4.40% + 5.00%'));
    for (const open of page(canvasElement).getAllByRole('button', { name: /^(BTC|ETH|USDT)/ })) {
      // The text's boxes, not the elements': a grid item's text overflows its box when squeezed.
      const [coin, amount, apr] = [...open.children].map(textBox);
      if (!coin || !amount || !apr) throw new Error('a card shows its coin, amount and APR');
      const apart = (a: DOMRect, b: DOMRect) =>
        a.right <= b.left || b.right <= a.left || a.bottom <= b.top || b.bottom <= a.top;
      await expect([apart(coin, amount), apart(coin, apr), apart(amount, apr)]).toEqual([true, true, true]);
      await expect(Math.abs(apr.top - coin.top)).toBeLessThan(12);
      const toggle = open.nextElementSibling?.getBoundingClientRect();
      await expect(toggle && toggle.top < coin.bottom).toBe(true);
    }
    const apr = card.children[2] as HTMLElement;
    const contentRight =
      card.getBoundingClientRect().right - Number.parseFloat(getComputedStyle(card).paddingRight);
    await expect(apr.getBoundingClientRect().right).toBeGreaterThan(contentRight - 1);
  },
};

/** The dark theme. */
export const Dark: Story = {
  args: { defaultTab: 'fixed' },
  parameters: sandbox({ scenario: 'regular', theme: 'dark' }),
  play: async ({ canvasElement }) => {
    await expect(await headersOf(canvasElement, 'Fixed orders')).toEqual(FIXED_COLUMNS);
  },
};

/** §8 data fetch failure: the holdings cannot be read; the generic error with Retry, not 'No records'. */
export const FailedRead: Story = failedReadStory(ROUTES.earnHoldings.path, async (page) => {
  await expect((await page.findAllByText('USDT')).length).toBeGreaterThan(0);
});

/**
 * §8 401 "login needed": the session ended while the holdings were read. The table says to log in,
 * Log in asks the host, and Retry reads again once the customer is back.
 */
export const SessionEnded: Story = {
  parameters: sandbox({
    scenario: 'regular',
    setup: (exchange) =>
      exchange.faults.inject({ path: ROUTES.earnHoldings.path, fault: { kind: 'http', status: 401 } }),
  }),
  play: async ({ canvasElement, loaded }) => {
    const page = within(canvasElement.ownerDocument.body);
    const message = await page.findByText('Please log in to continue.', {}, { timeout: 10_000 });
    const box = message.closest('[role="alert"]') as HTMLElement;
    const host = loaded.host as HostSpies;
    await userEvent.click(within(box).getByRole('button', { name: 'Log in' }));
    await expect(host.onLoginRequired).toHaveBeenLastCalledWith('session_expired');
    await userEvent.click(within(box).getByRole('button', { name: 'Retry' }));
    await expect((await page.findAllByText('USDT', {}, { timeout: 10_000 })).length).toBeGreaterThan(0);
  },
};
