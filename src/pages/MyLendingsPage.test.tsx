import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { callsTo, renderOnSandbox } from '../../tests/helpers/renderOnSandbox';
import { ROUTES } from '../api';
import { dec, Round, toGroupedPlaces } from '../domain/decimal';
import type { SandboxExchange } from '../sandbox';
import { fixedOrders } from '../sandbox/products/fixed/model';
import { flexibleHoldings } from '../sandbox/products/flexible/model';
import { MyLendingsPage, type MyLendingsPageProps } from './MyLendingsPage';

const STATISTICS = ROUTES.earnStatistics.path;

/** What the customer's flexible holdings are worth in USDT, from the ledger, rounded down to cents. */
function ledgerTotals(exchange: SandboxExchange) {
  const { prices } = exchange.state.data;
  let lent = dec('0');
  let earned = dec('0');
  for (const h of flexibleHoldings(exchange.state.context)) {
    const price = dec(prices[`${h.asset}_USDT`] ?? '0');
    lent = lent.plus(dec(h.curr_amount).times(price));
    earned = earned.plus(dec(h.cumulative).times(price));
  }
  const cents = (value: typeof lent) => `≈ ${toGroupedPlaces(value.round(2, Round.DOWN), 2)} USDT`;
  return { lent: cents(lent), earned: cents(earned) };
}

function renderPage(props: MyLendingsPageProps = {}, options: Parameters<typeof renderOnSandbox>[1] = {}) {
  return renderOnSandbox(<MyLendingsPage {...props} />, { scenario: 'regular', ...options });
}

const totals = () => screen.findByRole('region', { name: 'Simple Earn assets' });
const figureOf = (region: HTMLElement, label: string) =>
  within(region).getByText(label).nextElementSibling?.textContent;

describe('MyLendingsPage (§2 /simple-earn/my-lendings)', () => {
  describe('given a customer with flexible holdings', () => {
    it('heads the page with total lent and cumulative return in USDT, as the ledger values them', async () => {
      const { exchange } = renderPage();
      const region = await totals();
      await within(region).findByText('Total lent');
      const expected = ledgerTotals(exchange);
      expect(expected.lent).not.toBe('≈ 0.00 USDT');
      expect(figureOf(region, 'Total lent')).toBe(expected.lent);
      expect(figureOf(region, 'Cumulative return')).toBe(expected.earned);
    });

    it('says the totals are of the flexible holdings, as the fixed orders listed below are not in them', async () => {
      const { exchange } = renderPage();
      const region = await totals();
      await within(region).findByText('Total lent');
      expect(fixedOrders(exchange.state.context).length).toBeGreaterThan(0);
      expect(within(region).getByText('Flexible holdings, valued in USDT')).toBeInTheDocument();
    });

    it('shows My lendings below with its tabs, the help links and the support entry', async () => {
      renderPage();
      expect(await screen.findByRole('region', { name: 'My lendings' })).toBeInTheDocument();
      expect(screen.getByRole('tab', { name: 'Flexible', selected: true })).toBeInTheDocument();
      const links = screen.getByRole('navigation', { name: 'Simple Earn help' });
      expect(within(links).getByRole('link', { name: 'FAQ' })).toHaveAttribute('href', '/simple-earn/faq');
      expect(within(links).getByRole('link', { name: 'Proof of reserves' })).toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'Contact customer service' })).toBeInTheDocument();
    });

    it('reads the totals again when a redemption lands (the holdings topic)', async () => {
      const { exchange } = renderPage();
      const region = await totals();
      await within(region).findByText('Total lent');
      const before = callsTo(exchange, STATISTICS).length;
      const [row] = within(await screen.findByRole('table', { name: 'Flexible holdings' }))
        .getAllByRole('row')
        .slice(1);
      await userEvent.click(within(row as HTMLElement).getByRole('button', { name: 'Redeem' }));
      const dialog = await screen.findByRole('dialog');
      await userEvent.click(await within(dialog).findByRole('button', { name: 'Max' }));
      const redeem = within(dialog).getByRole('button', { name: 'Redeem' });
      await waitFor(() => expect(redeem).toBeEnabled());
      await userEvent.click(redeem);
      await waitFor(() => expect(callsTo(exchange, STATISTICS).length).toBeGreaterThan(before));
      await waitFor(() => expect(figureOf(region, 'Total lent')).toBe(ledgerTotals(exchange).lent));
    });
  });

  describe('given the route parameters (§2 ?tab, show_history_modal=1)', () => {
    it('selects the tab of ?tab=fixed and reports a change of tab for the URL', async () => {
      const onTabChange = vi.fn();
      renderPage({ tab: 'fixed', onTabChange });
      expect(await screen.findByRole('tab', { name: 'Fixed', selected: true })).toBeInTheDocument();
      await userEvent.click(screen.getByRole('tab', { name: 'Flexible' }));
      expect(onTabChange).toHaveBeenCalledWith('flexible');
    });

    it('opens the history modal on show_history_modal=1', async () => {
      renderPage({ showHistoryModal: true });
      expect(await screen.findByRole('dialog', { name: 'History' })).toBeInTheDocument();
    });
  });

  describe('given a logged-out visitor (§1)', () => {
    it('asks them to log in instead of showing totals, and reads nothing', async () => {
      const { host, exchange } = renderPage({}, { scenario: 'logged-out' });
      const region = await totals();
      expect(within(region).getByText(/Log in to see your holdings/)).toBeInTheDocument();
      expect(within(region).queryByText('Total lent')).not.toBeInTheDocument();
      await userEvent.click(within(region).getByRole('button', { name: 'Log in' }));
      expect(host.onLoginRequired).toHaveBeenCalled();
      expect(callsTo(exchange, STATISTICS)).toHaveLength(0);
    });

    it('asks once: the lendings under the totals do not ask a second time', async () => {
      renderPage({}, { scenario: 'logged-out' });
      await totals();
      expect(screen.getAllByRole('button', { name: /Log in/ })).toHaveLength(1);
      expect(screen.queryByText('Please log in to continue.')).not.toBeInTheDocument();
    });
  });

  describe('given failed or partial answers (§8)', () => {
    it('shows the generic error with Retry when the totals cannot be read, and the totals after Retry', async () => {
      const { exchange } = renderPage(
        {},
        { before: (e) => e.faults.inject({ path: STATISTICS, fault: { kind: 'http', status: 500 } }) },
      );
      const region = await totals();
      expect(await within(region).findByRole('alert')).toHaveTextContent('Something went wrong');
      expect(within(region).queryByText('≈ 0.00 USDT')).not.toBeInTheDocument();
      await userEvent.click(within(region).getByRole('button', { name: 'Retry' }));
      await within(region).findByText('Total lent');
      expect(figureOf(region, 'Total lent')).toBe(ledgerTotals(exchange).lent);
    });

    it("shows '--', not a zero, for a total the answer leaves out", async () => {
      renderPage(
        {},
        {
          before: (e) =>
            e.faults.inject({
              path: STATISTICS,
              fault: { kind: 'code', code: 200, data: { total_lend_usdt: '1234567.891' } },
            }),
        },
      );
      const region = await totals();
      await within(region).findByText('Total lent');
      expect(figureOf(region, 'Total lent')).toBe('≈ 1,234,567.89 USDT');
      expect(figureOf(region, 'Cumulative return')).toBe('--');
    });
  });
});
