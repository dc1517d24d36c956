import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { callsTo, renderOnSandbox } from '../../tests/helpers/renderOnSandbox';
import { ROUTES } from '../api';
import { dualProjectOf } from '../components/dual/dualTestSupport';
import { formatAmount } from '../domain';
import { DualInvestmentPage, type DualInvestmentPageProps } from './DualInvestmentPage';

function renderPage(
  props: DualInvestmentPageProps = {},
  options: Parameters<typeof renderOnSandbox>[1] = {},
) {
  return renderOnSandbox(<DualInvestmentPage {...props} />, { scenario: 'regular', ...options });
}

const productsTable = () => screen.findByRole('table', { name: /products$/ });
const ordersTable = () => screen.findByRole('table', { name: 'Dual investment orders' });

describe('DualInvestmentPage (§2 /dual-currency-investment?pid&type&coin)', () => {
  describe('given the BTC sell-high products', () => {
    it('lists target price, APY, term and delivery, shortest term and nearest target first', async () => {
      renderPage();
      const table = await productsTable();
      expect(table).toHaveAccessibleName('BTC Sell high products');
      const rows = await within(table).findAllByRole('row');
      expect(
        within(rows[0] as HTMLElement)
          .getAllByRole('columnheader')
          .map((h) => h.textContent),
      ).toEqual(['Term', 'Target price', 'APY', 'Action', 'Delivery']);
      expect(rows.length).toBeGreaterThan(5);
      expect(within(rows[1] as HTMLElement).getAllByRole('cell')[0]).toHaveTextContent('8 h');
    });

    it('switches to buy low and to ETH, telling the host the route (§2 type, coin)', async () => {
      const onRouteChange = vi.fn();
      const { exchange } = renderPage({ onRouteChange });
      await productsTable();
      await userEvent.click(screen.getByRole('tab', { name: 'Buy low' }));
      expect(onRouteChange).toHaveBeenLastCalledWith({ coin: 'BTC', type: 'put' });
      await userEvent.click(screen.getByRole('radio', { name: 'ETH' }));
      expect(onRouteChange).toHaveBeenLastCalledWith({ coin: 'ETH', type: 'put' });
      await waitFor(() =>
        expect(
          callsTo(exchange, ROUTES.dualProjectList.path).some(
            (c) => c.query.coin === 'ETH' && c.query.type === 'put',
          ),
        ).toBe(true),
      );
    });

    it('Subscribe opens the purchase dialog on that product', async () => {
      const { exchange } = renderPage();
      const project = dualProjectOf(exchange, { coin: 'BTC', type: 'call', hours: 24, multiple: '2' });
      const target = formatAmount(project.exercise_price, { group: true });
      await productsTable();
      await userEvent.click(
        await screen.findByRole('button', { name: `Subscribe Sell high BTC at ${target}, 1 day` }),
      );
      const dialog = await screen.findByRole('dialog');
      expect(await within(dialog).findByText(`${target} USDT`)).toBeInTheDocument();
    });
  });

  describe('given the customer’s orders (§7 order-list, §4 statuses)', () => {
    it('lists them with their status', async () => {
      renderPage();
      const table = await ordersTable();
      await waitFor(() => expect(within(table).getAllByRole('row').length).toBeGreaterThan(2));
      expect(within(table).getAllByText('In progress').length).toBeGreaterThan(0);
      expect(within(table).getByText('BTC Sell high')).toBeInTheDocument();
    });

    it('reads the VIP list on the VIP theme (§6)', async () => {
      const { exchange } = renderPage({}, { scenario: 'vip8', theme: 'vip' });
      await ordersTable();
      await waitFor(() =>
        expect(callsTo(exchange, '/apiw/v2/earn/wealth-vip/dual-order-list')).toHaveLength(1),
      );
      expect(callsTo(exchange, ROUTES.dualOrderList.path)).toHaveLength(0);
    });

    it('asks a logged-out visitor to log in, and still shows the products (§1)', async () => {
      const { host } = renderPage({}, { scenario: 'logged-out' });
      await productsTable();
      await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
      expect(host.onLoginRequired).toHaveBeenCalled();
    });
  });

  describe('given a share link with pid (§2)', () => {
    it('opens that product’s purchase dialog with the page', async () => {
      let pid = '';
      renderOnSandbox(<Shared get={() => pid} />, {
        scenario: 'regular',
        before: (e) => {
          pid = String(dualProjectOf(e, { coin: 'BTC', type: 'put', hours: 72, multiple: '5' }).id);
        },
      });
      const dialog = await screen.findByRole('dialog');
      expect(dialog).toBeInTheDocument();
      await waitFor(() => expect(within(dialog).getByText('3 days')).toBeInTheDocument());
    });
  });

  describe('given failed reads (§8)', () => {
    it('shows the generic error with Retry in place of the products', async () => {
      renderPage(
        {},
        {
          before: (e) =>
            e.faults.inject({ path: ROUTES.dualProjectList.path, fault: { kind: 'http', status: 503 } }),
        },
      );
      const section = await screen.findByRole('region', { name: 'Dual investment' });
      const alert = await within(section).findByRole('alert');
      await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
      expect(await productsTable()).toBeInTheDocument();
    });
  });
});

function Shared({ get }: { get: () => string }) {
  return <DualInvestmentPage coin="BTC" type="put" pid={get()} refCode="KOL42" />;
}
