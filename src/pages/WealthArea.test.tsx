import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { callsTo, renderOnSandbox } from '../../tests/helpers/renderOnSandbox';
import { ROUTES } from '../api';
import { dualProjectOf } from '../components/dual/dualTestSupport';
import type { SandboxExchange } from '../sandbox';
import type { AreaRouter } from './areaRouter';
import { WealthArea } from './WealthArea';

/** A host router held in memory: what React Router or Next.js would give WealthArea. */
function withMemoryRouter(start: string) {
  const visits: Array<{ href: string; replace: boolean }> = [];
  function Host() {
    const [location, setLocation] = useState(start);
    const router: AreaRouter = {
      location,
      navigate(href, options) {
        visits.push({ href, replace: options?.replace ?? false });
        setLocation(href);
      },
    };
    return <WealthArea router={router} />;
  }
  return { Host, visits };
}

function renderArea(start: string, options: Parameters<typeof renderOnSandbox>[1] = {}) {
  const { Host, visits } = withMemoryRouter(start);
  return { ...renderOnSandbox(<Host />, { scenario: 'regular', ...options }), visits };
}

const firstFixedOrder = (exchange: SandboxExchange) => {
  const order = exchange.state.fixedOrders().find((o) => o.asset === 'USDT');
  if (!order) throw new Error('regular has a USDT order');
  return order;
};

describe('WealthArea (§2 routes)', () => {
  describe('given each §2 route of the area', () => {
    it.each([
      ['/simple-earn', () => screen.findByRole('list', { name: 'Simple Earn products' })],
      ['/simple-earn?ref=ABC123', () => screen.findByRole('list', { name: 'Simple Earn products' })],
      ['/simple-earn/faq', () => screen.findByRole('region', { name: 'Simple Earn FAQ' })],
      ['/simple-earn/my-lendings', () => screen.findByRole('tab', { name: 'Flexible', selected: true })],
      [
        '/simple-earn/my-lendings?tab=fixed',
        () => screen.findByRole('tab', { name: 'Fixed', selected: true }),
      ],
      [
        '/simple-earn/my-lendings?show_history_modal=1',
        () => screen.findByRole('dialog', { name: 'History' }),
      ],
      ['/simple-earn/history', () => screen.findByRole('heading', { name: 'History', level: 1 })],
      [
        '/simple-earn/history?tab=fixed&type=redeem',
        () => screen.findByRole('tab', { name: 'Fixed', selected: true }),
      ],
      ['/USDT?orderType=flexible&asset=USDT', () => screen.findByRole('heading', { name: 'USDT flexible' })],
      ['/staking/GT', () => screen.findByRole('region', { name: 'GT staking' })],
      ['/dual-currency-investment', () => screen.findByRole('table', { name: 'BTC Sell high products' })],
      [
        '/dual-currency-investment?coin=eth&type=put',
        () => screen.findByRole('table', { name: 'ETH Buy low products' }),
      ],
      [
        '/dual-currency-investment?type=sideways',
        () => screen.findByRole('heading', { name: 'Page not found' }),
      ],
      ['/staking/usdt?pid=11', () => screen.findByRole('radio', { name: /Aave V3/, checked: true })],
      ['/simple-earn/nothing-here', () => screen.findByRole('heading', { name: 'Page not found' })],
      [
        '/simple-earn/my-lendings?tab=savings',
        () => screen.findByRole('heading', { name: 'Page not found' }),
      ],
      ['/USDT?orderType=flexible', () => screen.findByRole('heading', { name: 'Page not found' })],
    ])('%s shows its page', async (href, shown) => {
      renderArea(href);
      expect(await shown()).toBeInTheDocument();
    });

    it('a fixed holding route with its order id shows that order', async () => {
      const { exchange } = renderArea('/simple-earn');
      const order = firstFixedOrder(exchange);
      const { Host } = withMemoryRouter(`/${order.id}?orderType=fixed&asset=USDT&order_id=${order.order_id}`);
      renderOnSandbox(<Host />, { exchange });
      expect(await screen.findByRole('heading', { name: 'USDT fixed' })).toBeInTheDocument();
      expect(await screen.findByText(String(order.order_id))).toBeInTheDocument();
    });

    it('/dual-currency-investment?pid&type&coin&ref, a share link, opens that product', async () => {
      const { exchange } = renderArea('/simple-earn/faq');
      const project = dualProjectOf(exchange, { coin: 'BTC', type: 'put', hours: 72, multiple: '5' });
      const { Host } = withMemoryRouter(
        `/dual-currency-investment?pid=${project.id}&type=put&coin=BTC&ref=KOL42`,
      );
      renderOnSandbox(<Host />, { exchange });
      expect(
        await screen.findByRole('table', { name: 'BTC Buy low products', hidden: true }),
      ).toBeInTheDocument();
      const dialog = await screen.findByRole('dialog');
      await waitFor(() => expect(within(dialog).getByText('3 days')).toBeInTheDocument());
    });
  });

  describe('when the customer follows links', () => {
    it('a link to a page of the area goes through the router; any other link to the host', async () => {
      const { visits, host } = renderArea('/simple-earn');
      const totals = await screen.findByRole('region', { name: 'Simple Earn assets' });
      await userEvent.click(await within(totals).findByRole('link', { name: 'My lendings' }));
      expect(visits).toEqual([{ href: '/simple-earn/my-lendings', replace: false }]);
      expect(await screen.findByRole('tab', { name: 'Flexible', selected: true })).toBeInTheDocument();
      await userEvent.click(screen.getByRole('link', { name: 'Proof of reserves' }));
      expect(host.onNavigate).toHaveBeenCalledWith('/proof-of-reserves');
      expect(visits).toHaveLength(1);
    });

    it('a change of tab replaces the URL (Back does not step through tabs) and keeps the page', async () => {
      const { visits, exchange } = renderArea('/simple-earn/my-lendings');
      const totals = await screen.findByRole('region', { name: 'Simple Earn assets' });
      await within(totals).findByText('Total lent');
      await userEvent.click(await screen.findByRole('tab', { name: 'Fixed' }));
      expect(visits).toEqual([{ href: '/simple-earn/my-lendings?tab=fixed', replace: true }]);
      expect(await screen.findByRole('tab', { name: 'Fixed', selected: true })).toBeInTheDocument();
      // The same page told its new tab, not mounted again: the totals are not read twice.
      expect(callsTo(exchange, ROUTES.earnStatistics.path)).toHaveLength(1);
    });

    it('a change of staking source replaces the URL’s pid', async () => {
      const { visits } = renderArea('/staking/USDT?pid=11');
      await screen.findByRole('radio', { name: /Aave V3/, checked: true });
      await userEvent.click(screen.getByRole('radio', { name: /Compound/ }));
      expect(visits).toHaveLength(1);
      expect(visits[0]).toEqual({ href: expect.stringMatching(/^\/staking\/USDT\?pid=\d+$/), replace: true });
      expect(visits[0]?.href).not.toBe('/staking/USDT?pid=11');
    });

    it('the not-found page leads back to the home', async () => {
      const { visits } = renderArea('/simple-earn/oops');
      await userEvent.click(await screen.findByRole('link', { name: 'Go to Simple Earn' }));
      expect(visits).toEqual([{ href: '/simple-earn', replace: false }]);
      expect(await screen.findByRole('list', { name: 'Simple Earn products' })).toBeInTheDocument();
    });

    it('in the app, keeps needNavBar=0 on the area’s own URLs (§2)', async () => {
      const { visits } = renderArea('/simple-earn/faq?needNavBar=0', { platform: 'app' });
      await userEvent.click(await screen.findByRole('link', { name: 'Simple Earn products' }));
      expect(visits).toEqual([{ href: '/simple-earn?needNavBar=0', replace: false }]);
    });
  });

  describe('given no router (the History API)', () => {
    afterEach(() => window.history.replaceState(null, '', '/'));

    it('shows the page of the address bar, pushes links and follows Back', async () => {
      window.history.replaceState(null, '', '/simple-earn/faq');
      renderOnSandbox(<WealthArea />, { scenario: 'regular' });
      expect(await screen.findByRole('region', { name: 'Simple Earn FAQ' })).toBeInTheDocument();
      await userEvent.click(screen.getByRole('link', { name: 'My lendings' }));
      expect(window.location.pathname).toBe('/simple-earn/my-lendings');
      expect(await screen.findByRole('tab', { name: 'Flexible', selected: true })).toBeInTheDocument();
      act(() => {
        window.history.replaceState(null, '', '/simple-earn/faq');
        window.dispatchEvent(new PopStateEvent('popstate'));
      });
      expect(await screen.findByRole('region', { name: 'Simple Earn FAQ' })).toBeInTheDocument();
    });
  });
});
