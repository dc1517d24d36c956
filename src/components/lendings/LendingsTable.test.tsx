import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ROUTES } from '../../api';
import { fixedReceivedAtMs, formatDateTime } from '../../domain';
import { useInvalidate } from '../../hooks/useWealthQuery';
import {
  composeScenario,
  type SandboxExchange,
  SCENARIOS,
  type ScenarioDefinition,
  type ScenarioName,
} from '../../sandbox';
import { setFlexibleBonusWindow } from '../../sandbox/testSupport';
import { TOPICS } from '../../state/topics';
import { renderOnSandbox, sent } from '../earn/testSupport';
import { LendingsTable, type LendingsTableProps } from './LendingsTable';
import {
  dropFinishTime,
  lendFixed,
  markRedeeming,
  orderOfProduct,
  toNearMaturity,
} from './lendingsTestSupport';

function renderLendings(
  props: Partial<LendingsTableProps> = {},
  options: {
    scenario?: ScenarioName | ScenarioDefinition;
    before?: (exchange: SandboxExchange) => void;
  } = {},
) {
  return renderOnSandbox(<LendingsTable layout="table" {...props} />, {
    scenario: options.scenario ?? 'regular',
    before: options.before,
  });
}

const bodyRows = () => within(screen.getByRole('table')).getAllByRole('row').slice(1);
const cellOf = (row: HTMLElement, column: string) => {
  const headers = within(screen.getByRole('table'))
    .getAllByRole('columnheader')
    .map((h) => h.textContent);
  const index = headers.indexOf(column);
  if (index === -1) throw new Error(`no column ${column}`);
  return within(row).getAllByRole('cell')[index] as HTMLElement;
};
async function rowOfOrder(orderId: number | string) {
  const cell = await screen.findByRole('cell', { name: String(orderId) });
  return cell.closest('tr') as HTMLElement;
}
async function openFixed() {
  await userEvent.click(screen.getByRole('tab', { name: 'Fixed' }));
  await screen.findByRole('table', { name: 'Fixed orders' });
}

describe('LendingsTable', () => {
  describe('given a new user with nothing lent', () => {
    it('shows noRecord in both tabs (§8)', async () => {
      renderLendings({}, { scenario: 'new-user' });
      expect(await screen.findByText('No records')).toBeInTheDocument();
      await openFixed();
      expect(await screen.findByText('No records')).toBeInTheDocument();
    });
  });

  describe('given a logged-out visitor (§1, §6, issue 16 item 19)', () => {
    it("offers the host's login instead of an empty table, and reads nothing", async () => {
      const { host, exchange } = renderLendings({}, { scenario: 'logged-out' });
      expect(await screen.findByText('Please log in to continue.')).toBeInTheDocument();
      expect(screen.queryByText('No records')).not.toBeInTheDocument();
      expect(screen.queryByRole('table')).not.toBeInTheDocument();
      await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
      expect(host.onLoginRequired).toHaveBeenCalled();
      expect(sent(exchange, ROUTES.earnHoldings)).toHaveLength(0);
    });
  });

  describe('given the regular customer on the flexible tab', () => {
    it('shows the §2 flexible columns and one row per coin', async () => {
      renderLendings();
      await screen.findByRole('cell', { name: 'USDT' });
      const headers = within(screen.getByRole('table')).getAllByRole('columnheader');
      expect(headers.map((h) => h.textContent)).toEqual([
        'Coin',
        'Principal / currently lent',
        'Cumulative return',
        'Estimated APR',
        'Auto earn',
        'Actions',
      ]);
      expect(bodyRows()).toHaveLength(3);
      expect(screen.getByRole('switch', { name: 'Auto earn USDT' })).toHaveAttribute('aria-checked', 'true');
      expect(screen.getByRole('button', { name: /^Cumulative return of USDT/ })).toBeInTheDocument();
      expect(screen.getAllByRole('button', { name: 'Subscribe again' })).toHaveLength(3);
    });

    it.each([
      ['running', -1, 1, true],
      ['not started yet', 1, 2, false],
      ['finished', -2, -1, false],
    ])(
      'the USDT APR adds the bonus only while its promo is %s (§4, issue 16 item 7)',
      async (_case, startDays, endDays, shown) => {
        const { exchange } = renderLendings(
          {},
          {
            before: (exchange) => setFlexibleBonusWindow(exchange, 'USDT', startDays, endDays),
          },
        );
        const row = (await screen.findByRole('cell', { name: 'USDT' })).closest('tr') as HTMLElement;
        const apr = () => cellOf(row, 'Estimated APR').textContent ?? '';
        if (shown) await waitFor(() => expect(apr()).toMatch(/ \+\u00a05\.00%$/));
        else {
          // The award pool was read (the pool is open) and its answer rendered: still no bonus.
          const usdtPool = () => sent(exchange, ROUTES.earnAwardPool).filter((c) => c.query.asset === 'USDT');
          await waitFor(() => expect(usdtPool()).toHaveLength(1));
          await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
          await waitFor(() => expect(apr()).toMatch(/%$/));
          expect(apr()).not.toContain('+');
        }
      },
    );

    it('when Tab leaves the selected tab, focus lands on the holdings table, not first on its panel', async () => {
      renderLendings();
      await screen.findByRole('cell', { name: 'USDT' });
      await userEvent.click(screen.getByRole('tab', { name: 'Flexible' }));
      await userEvent.tab();
      expect(screen.getByRole('region', { name: 'Flexible holdings' })).toHaveFocus();
    });

    it('when the cumulative return is pressed, opens its dialog', async () => {
      renderLendings();
      await userEvent.click(await screen.findByRole('button', { name: /^Cumulative return of BTC/ }));
      expect(await screen.findByRole('dialog', { name: /BTC cumulative return/ })).toBeInTheDocument();
    });

    it("when a row's Subscribe again is pressed with Enter, its coin's form opens and Escape gives focus back to it", async () => {
      renderLendings();
      const row = (await screen.findByRole('cell', { name: 'USDT' })).closest('tr') as HTMLElement;
      const again = () => within(row).getByRole('button', { name: 'Subscribe again', hidden: true });
      expect(again()).toHaveAttribute('aria-haspopup', 'dialog');
      again().focus();
      await userEvent.keyboard('{Enter}');
      const dialog = await screen.findByRole('dialog', { name: /Subscribe.*USDT|USDT.*Subscribe/ });
      await within(dialog).findByRole('textbox', { name: 'Amount' });
      await userEvent.keyboard('{Escape}');
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
      expect(again()).toHaveFocus();
      expect(again()).toHaveAttribute('aria-expanded', 'false');
    });

    it('when a redeem succeeds, the table reloads the holdings', async () => {
      const { exchange } = renderLendings();
      const row = (await screen.findByRole('cell', { name: 'USDT' })).closest('tr') as HTMLElement;
      const before = sent(exchange, ROUTES.earnHoldings).length;
      await userEvent.click(within(row).getByRole('button', { name: 'Redeem' }));
      const dialog = await screen.findByRole('dialog', { name: 'Redeem USDT' });
      await userEvent.type(await within(dialog).findByRole('textbox', { name: 'Amount' }), '100');
      const confirm = within(dialog).getByRole('button', { name: 'Redeem' });
      await waitFor(() => expect(confirm).toBeEnabled());
      await userEvent.click(confirm);
      const result = await screen.findByRole('dialog', {
        name: /Redemption successful|Redemption application submitted/,
      });
      await userEvent.click(within(result).getByRole('button', { name: 'Done' }));
      await waitFor(() => expect(sent(exchange, ROUTES.earnHoldings).length).toBeGreaterThan(before));
      await waitFor(() =>
        expect(cellOf(row, 'Principal / currently lent')).toHaveTextContent('5,000 USDT / 4,900 USDT'),
      );
    });
  });

  describe('given the regular customer on the fixed tab', () => {
    it('shows the twelve §2 fixed columns', async () => {
      renderLendings({ defaultTab: 'fixed' });
      await screen.findByRole('table', { name: 'Fixed orders' });
      const headers = within(screen.getByRole('table')).getAllByRole('columnheader');
      expect(headers.map((h) => h.textContent)).toEqual([
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
      ]);
    });

    it("shows '--' as redeem-to while reinvestment is on, the account otherwise (§2, §4)", async () => {
      const { exchange } = renderLendings({ defaultTab: 'fixed' });
      const usdt = await rowOfOrder(orderOfProduct(exchange, 101).order_id);
      expect(cellOf(usdt, 'Redeem to')).toHaveTextContent(/^--$/);
      expect(within(usdt).getByRole('switch')).toHaveAttribute('aria-checked', 'true');
      const btc = await rowOfOrder(orderOfProduct(exchange, 103).order_id);
      expect(cellOf(btc, 'Redeem to')).toHaveTextContent('Simple Earn flexible');
      expect(cellOf(btc, 'Status')).toHaveTextContent('Holding');
    });

    describe.each([
      ['classic', 'Spot account'],
      ['multi_currency', 'Unified account'],
      ['single_currency', 'Unified account'],
    ] as const)('in account mode %s, an order redeeming to type 0 (spot or unified, §3)', (mode, label) => {
      it(`reads "${label}" as redeem-to (§6)`, async () => {
        const { exchange } = renderLendings(
          { defaultTab: 'fixed' },
          {
            scenario: composeScenario(SCENARIOS.regular, { account: { mode } }),
            // 104 has no redeem-to-flexible, so a lend without reinvestment redeems to type 0.
            before: (e) => lendFixed(e, 104, '1'),
          },
        );
        const row = await rowOfOrder(orderOfProduct(exchange, 104).order_id);
        await waitFor(() => expect(sent(exchange, ROUTES.sharedAccountMode)).toHaveLength(1));
        await waitFor(() => expect(cellOf(row, 'Redeem to')).toHaveTextContent(new RegExp(`^${label}$`)));
      });
    });

    it('shows the redemption received time 30 minutes after maturity (§9)', async () => {
      const { exchange } = renderLendings({ defaultTab: 'fixed' });
      const order = orderOfProduct(exchange, 103);
      const row = await rowOfOrder(order.order_id);
      expect(cellOf(row, 'Redemption received')).toHaveTextContent(
        formatDateTime(fixedReceivedAtMs(order.finish_time)),
      );
    });

    it("shows '--' as received time with no arrival data (§8)", async () => {
      let id = 0;
      renderLendings(
        { defaultTab: 'fixed' },
        {
          before: (exchange) => {
            id = Number(orderOfProduct(exchange, 103).order_id);
            dropFinishTime(exchange, id);
          },
        },
      );
      const row = await rowOfOrder(id);
      expect(cellOf(row, 'Redemption received')).toHaveTextContent(/^--$/);
    });

    it('marks a VIP order with the VIP badge', async () => {
      const { exchange } = renderLendings(
        { defaultTab: 'fixed' },
        { scenario: 'vip5', before: (e) => lendFixed(e, 105, '500') },
      );
      const row = await rowOfOrder(orderOfProduct(exchange, 105).order_id);
      expect(cellOf(row, 'Coin')).toHaveTextContent('USDTVIP');
    });

    it('when the reinvest switch is turned off, saves it and shows the account again', async () => {
      const { exchange } = renderLendings({ defaultTab: 'fixed' });
      const order = orderOfProduct(exchange, 101);
      const row = await rowOfOrder(order.order_id);
      await userEvent.click(within(row).getByRole('switch'));
      expect(await screen.findByText('Auto reinvestment disabled')).toBeInTheDocument();
      await waitFor(() => expect(cellOf(row, 'Redeem to')).toHaveTextContent('Simple Earn flexible'));
      expect(orderOfProduct(exchange, 101).reinvest_status).toBe(0);
    });

    it('when an early redemption succeeds, the order reloads as redeeming', async () => {
      const { exchange } = renderLendings({ defaultTab: 'fixed' });
      const row = await rowOfOrder(orderOfProduct(exchange, 103).order_id);
      await userEvent.click(within(row).getByRole('button', { name: 'Redeem early' }));
      const dialog = await screen.findByRole('dialog', { name: 'Redeem early' });
      await userEvent.click(within(dialog).getByRole('button', { name: 'Redeem early' }));
      const result = await screen.findByRole('dialog', { name: 'Early redemption submitted' });
      // The order reloads as redeeming, which locks its Redeem early; the result stays until closed.
      await waitFor(() => expect(sent(exchange, ROUTES.fixedOrders).length).toBeGreaterThan(1));
      expect(screen.getByRole('dialog', { name: 'Early redemption submitted' })).toBe(result);
      await userEvent.click(within(result).getByRole('button', { name: 'Done' }));
      await waitFor(() => expect(cellOf(row, 'Status')).toHaveTextContent('Redeeming'));
    });
  });

  describe('given the §4 per-order locks', () => {
    it.each([
      [
        'not holding',
        (e: SandboxExchange) => markRedeeming(e, orderOfProduct(e, 103).order_id),
        103,
        'This order is no longer holding',
      ],
      [
        'under one hour to maturity',
        (e: SandboxExchange) => void toNearMaturity(e, 101),
        101,
        'Not available within 1 hour of maturity',
      ],
      [
        'the product forbids early redeem',
        (e: SandboxExchange) => lendFixed(e, 102, '100'),
        102,
        'This product does not support this action',
      ],
    ])(
      '%s: Redeem early is disabled with the reason as its tooltip',
      async (_name, before, productId, reason) => {
        const { exchange } = renderLendings({ defaultTab: 'fixed' }, { before });
        const row = await rowOfOrder(orderOfProduct(exchange, productId).order_id);
        const button = within(row).getByRole('button', { name: 'Redeem early' });
        expect(button).toHaveAttribute('aria-disabled', 'true');
        expect(button).toHaveAccessibleDescription(reason);
        expect(within(row).getAllByRole('tooltip')[0]).toHaveTextContent(reason);
        await userEvent.click(button);
        expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      },
    );

    it.each([
      [
        'not holding',
        (e: SandboxExchange) => markRedeeming(e, orderOfProduct(e, 103).order_id),
        103,
        'This order is no longer holding',
      ],
      [
        'under one hour to maturity',
        (e: SandboxExchange) => void toNearMaturity(e, 103),
        103,
        'Not available within 1 hour of maturity',
      ],
      [
        'the product forbids reinvest',
        (e: SandboxExchange) => lendFixed(e, 106, '1'),
        106,
        'This product does not support this action',
      ],
    ])('%s: the reinvest switch is disabled with the reason', async (_name, before, productId, reason) => {
      const { exchange } = renderLendings({ defaultTab: 'fixed' }, { scenario: 'vip8', before });
      const row = await rowOfOrder(orderOfProduct(exchange, productId).order_id);
      const toggle = within(row).getByRole('switch');
      expect(toggle).toBeDisabled();
      expect(toggle).toHaveAccessibleDescription(reason);
    });

    it('a flexible holding with nothing redeemable has Redeem disabled with its reason', async () => {
      renderLendings(
        {},
        {
          before: (e) =>
            e.state.update((data) => {
              type Holding = { tranches: unknown[]; cumulative: string };
              const usdt = (data.modules.flexible as { holdings: Record<string, Holding> }).holdings.USDT;
              // Still listed (it earned before) but everything in it has been redeemed.
              if (usdt) Object.assign(usdt, { tranches: [], cumulative: '12.5' });
            }),
        },
      );
      const row = (await screen.findByRole('cell', { name: 'USDT' })).closest('tr') as HTMLElement;
      const redeem = within(row).getByRole('button', { name: 'Redeem' });
      expect(redeem).toHaveAttribute('aria-disabled', 'true');
      expect(redeem).toHaveAccessibleDescription('Nothing to redeem');
    });
  });

  describe('given the whale with 500 orders (§9 page size 10)', () => {
    it('shows 10 rows a page and pages through them', async () => {
      const { exchange } = renderLendings({ defaultTab: 'fixed' }, { scenario: 'whale' });
      await waitFor(() => expect(bodyRows()).toHaveLength(10));
      expect(screen.getByText('Page 1 of 51')).toBeInTheDocument();
      const first = bodyRows()[0]?.textContent;
      await userEvent.click(screen.getByRole('button', { name: 'Next' }));
      await screen.findByText('Page 2 of 51');
      await waitFor(() => expect(bodyRows()[0]?.textContent).not.toBe(first));
      expect(bodyRows()).toHaveLength(10);
      const lastCall = sent(exchange, ROUTES.fixedOrders).at(-1);
      expect(lastCall?.query).toMatchObject({ order_type: '1', page: '2', limit: '10' });
    });
  });

  describe('given the tab and history props', () => {
    it('reports a tab change for the host to write to its tab param', async () => {
      const onTabChange = vi.fn();
      renderLendings({ tab: 'flexible', onTabChange });
      await userEvent.click(screen.getByRole('tab', { name: 'Fixed' }));
      expect(onTabChange).toHaveBeenCalledWith('fixed');
      // Controlled: it stays on flexible until the host says otherwise.
      expect(screen.getByRole('tab', { name: 'Flexible' })).toHaveAttribute('aria-selected', 'true');
    });

    it('opens the history modal on load with showHistoryModal, and from the History button', async () => {
      renderLendings({ showHistoryModal: true });
      expect(await screen.findByRole('dialog', { name: /History/ })).toBeInTheDocument();
    });

    it('opens the history modal from the History button', async () => {
      renderLendings();
      await userEvent.click(screen.getByRole('button', { name: 'History' }));
      expect(await screen.findByRole('dialog', { name: /History/ })).toBeInTheDocument();
    });
  });

  describe('given the mobile card list (§2)', () => {
    it('shows 10 cards, loads 10 more, and a tap opens the fixed holding detail route', async () => {
      const { exchange, host } = renderLendings(
        { defaultTab: 'fixed', layout: 'cards' },
        { scenario: 'whale' },
      );
      const list = await screen.findByRole('list', { name: 'Fixed orders' });
      await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(10));
      await userEvent.click(screen.getByRole('button', { name: 'Load more' }));
      await waitFor(() =>
        expect(
          within(screen.getByRole('list', { name: 'Fixed orders' })).getAllByRole('listitem'),
        ).toHaveLength(20),
      );
      const order = exchange.state.fixedOrders()[0];
      if (!order) throw new Error('the whale has orders');
      await userEvent.click(
        screen.getByRole('button', { name: new RegExp(`^${order.asset}.*order ${order.order_id}$`) }),
      );
      expect(host.onNavigate).toHaveBeenCalledWith(
        `/${order.id}?orderType=fixed&asset=${order.asset}&order_id=${order.order_id}`,
      );
    });

    it('each Load more reads one new page; a refresh of the orders starts again from the first page (issue 16 item 16)', async () => {
      // A money action elsewhere on the page (an early redeem, a subscribe) refreshes the orders topic.
      function RefreshOrders() {
        const invalidate = useInvalidate();
        return (
          <button type="button" onClick={() => invalidate(TOPICS.earnFixedOrders)}>
            Refresh orders
          </button>
        );
      }
      const { exchange } = renderOnSandbox(
        <>
          <LendingsTable defaultTab="fixed" layout="cards" />
          <RefreshOrders />
        </>,
        { scenario: 'whale' },
      );
      const items = () => within(screen.getByRole('list', { name: 'Fixed orders' })).getAllByRole('listitem');
      await waitFor(() => expect(items()).toHaveLength(10));
      for (const shown of [20, 30]) {
        await userEvent.click(screen.getByRole('button', { name: 'Load more' }));
        await waitFor(() => expect(items()).toHaveLength(shown));
      }
      const pages = () => sent(exchange, ROUTES.fixedOrders).map((call) => call.query.page);
      expect(pages()).toEqual(['1', '2', '3']);
      // No row twice: every card is a different order.
      expect(new Set(items().map((item) => item.textContent)).size).toBe(30);

      await userEvent.click(screen.getByRole('button', { name: 'Refresh orders' }));
      await waitFor(() => expect(pages()).toEqual(['1', '2', '3', '1']));
      await waitFor(() => expect(items()).toHaveLength(10));
    });

    it('a flexible card opens /{asset}?orderType=flexible&asset=… and expands its details', async () => {
      const { host } = renderLendings({ layout: 'cards' });
      const more = await screen.findByRole('button', { name: 'More about BTC' });
      expect(more).toHaveAttribute('aria-expanded', 'false');
      await userEvent.click(more);
      expect(more).toHaveAttribute('aria-expanded', 'true');
      expect(screen.getByRole('switch', { name: 'Auto earn BTC' })).toBeInTheDocument();
      await userEvent.click(screen.getByRole('button', { name: /^USDT/ }));
      expect(host.onNavigate).toHaveBeenCalledWith('/USDT?orderType=flexible&asset=USDT');
    });

    it('shows noRecord with nothing lent, in a panel Tab still reaches (nothing in it takes focus)', async () => {
      renderLendings({ layout: 'cards' }, { scenario: 'new-user' });
      expect(await screen.findByText('No records')).toBeInTheDocument();
      await userEvent.click(screen.getByRole('tab', { name: 'Flexible' }));
      await userEvent.tab();
      expect(screen.getByRole('tabpanel', { name: 'Flexible' })).toHaveFocus();
    });
  });
});
