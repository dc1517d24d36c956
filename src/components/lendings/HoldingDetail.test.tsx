import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ROUTES } from '../../api';
import {
  composeScenario,
  createMemoryStorage,
  createSandboxExchange,
  type SandboxExchange,
  SCENARIOS,
  type ScenarioDefinition,
  type ScenarioName,
} from '../../sandbox';
import { renderOnSandbox, sent } from '../earn/testSupport';
import { HoldingDetail, type HoldingDetailProps } from './HoldingDetail';
import {
  dropFinishTime,
  lendFixed,
  markRedeeming,
  orderOfProduct,
  requestRedemption,
  toNearMaturity,
} from './lendingsTestSupport';

function renderDetail(
  props: HoldingDetailProps | ((exchange: SandboxExchange) => HoldingDetailProps),
  options: {
    scenario?: ScenarioName | ScenarioDefinition;
    before?: (exchange: SandboxExchange) => void;
    exchange?: SandboxExchange;
  } = {},
) {
  // The props may need the exchange (an order id): build it first, then render on it.
  let resolved: HoldingDetailProps | null = typeof props === 'function' ? null : props;
  return renderOnSandbox(<Deferred get={() => resolved} />, {
    scenario: options.scenario ?? 'regular',
    ...(options.exchange ? { exchange: options.exchange } : {}),
    before: (exchange) => {
      options.before?.(exchange);
      if (typeof props === 'function') resolved = props(exchange);
    },
  });
}

function Deferred({ get }: { get: () => HoldingDetailProps | null }) {
  const props = get();
  return props ? <HoldingDetail {...props} /> : null;
}

const value = (label: string) => {
  const term = screen.getAllByRole('term').find((dt) => dt.textContent === label);
  if (!term) throw new Error(`no row ${label}`);
  return term.nextElementSibling as HTMLElement;
};

describe('HoldingDetail', () => {
  describe('given a logged-out visitor on a holding link (§1)', () => {
    it.each([
      ['flexible', { orderType: 'flexible', coin: 'USDT' }],
      ['fixed', { orderType: 'fixed', coin: 'USDT', orderId: '1' }],
    ] as const)(
      '%s: asks them to log in instead of loading for ever, and reads nothing',
      async (_, props) => {
        const { host, exchange } = renderDetail(props, { scenario: 'logged-out' });
        await screen.findByText('Please log in to continue.');
        expect(screen.queryByText('Loading')).not.toBeInTheDocument();
        await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
        expect(host.onLoginRequired).toHaveBeenCalledWith('logged_out');
        expect(sent(exchange, ROUTES.earnHoldings)).toHaveLength(0);
        expect(sent(exchange, ROUTES.fixedOrders)).toHaveLength(0);
      },
    );
  });

  describe('given a flexible holding', () => {
    it('shows principal, cumulative return, APR, lending info, auto earn, Redeem and Subscribe again', async () => {
      renderDetail({ orderType: 'flexible', coin: 'USDT' });
      expect(await screen.findByRole('heading', { name: 'USDT flexible' })).toBeInTheDocument();
      await screen.findByText('Lending info');
      expect(value('Principal')).toHaveTextContent('5,000 USDT');
      expect(value('Currently lent')).toHaveTextContent('5,000 USDT');
      expect(value('Estimated APR')).toHaveTextContent('%');
      expect(within(value('Cumulative return')).getByRole('button')).toBeInTheDocument();
      expect(screen.getByRole('switch', { name: 'Auto earn' })).toHaveAttribute('aria-checked', 'true');
      expect(screen.getByRole('button', { name: 'Redeem' })).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Subscribe again' })).toBeInTheDocument();
      expect(screen.queryByText('Redeeming')).not.toBeInTheDocument();
    });

    it('with a pending redemption, shows the frozen amount and a cancel link that cancels it', async () => {
      const exchange = createSandboxExchange({ scenario: 'regular', storage: createMemoryStorage() });
      await requestRedemption(exchange, 'USDT', '100');
      renderDetail({ orderType: 'flexible', coin: 'USDT' }, { exchange });
      await waitFor(() => expect(value('Redeeming')).toHaveTextContent('100 USDT'));
      await userEvent.click(screen.getByRole('button', { name: 'Cancel redemption' }));
      const dialog = await screen.findByRole('dialog', { name: 'Cancel redemption' });
      await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel redemption' }));
      expect(await screen.findByText('Order cancelled')).toBeInTheDocument();
      await waitFor(() => expect(screen.queryByText('Redeeming')).not.toBeInTheDocument());
    });

    it("shows 'No Data' for a coin the customer does not hold (§8)", async () => {
      renderDetail({ orderType: 'flexible', coin: 'USDC' });
      expect(await screen.findByText('No data')).toBeInTheDocument();
    });
  });

  describe('given a fixed order', () => {
    it('shows its figures, times, order id and the Redeem early and Subscribe buttons', async () => {
      renderDetail((e) => ({ orderType: 'fixed', coin: 'BTC', orderId: orderOfProduct(e, 103).order_id }));
      expect(await screen.findByRole('heading', { name: 'BTC fixed' })).toBeInTheDocument();
      await screen.findByText('Order ID');
      expect(value('Principal')).toHaveTextContent('0.1 BTC');
      expect(value('Term')).toHaveTextContent('14 days');
      expect(value('APR')).toHaveTextContent('3.00%');
      expect(value('Status')).toHaveTextContent('Holding');
      expect(screen.getByRole('combobox', { name: 'Redeem to' })).toHaveValue('1');
      expect(screen.getByRole('switch', { name: 'Auto reinvestment' })).toHaveAttribute(
        'aria-checked',
        'false',
      );
      expect(screen.getByRole('button', { name: 'Redeem early' })).not.toHaveAttribute('aria-disabled');
      expect(screen.getByRole('button', { name: 'Subscribe' })).toBeInTheDocument();
    });

    it("when the order id is copied, toasts 'Copied' (§2)", async () => {
      let id = '';
      renderDetail((e) => {
        id = String(orderOfProduct(e, 103).order_id);
        return { orderType: 'fixed', coin: 'BTC', orderId: id };
      });
      await userEvent.click(await screen.findByRole('button', { name: 'Copy order ID' }));
      expect(await screen.findByText('Copied')).toBeInTheDocument();
      expect(await navigator.clipboard.readText()).toBe(id);
    });

    it('in a unified account mode, the spot-or-unified choice reads "Unified account" (§3, §6)', async () => {
      const { exchange } = renderDetail(
        (e) => ({ orderType: 'fixed', coin: 'BTC', orderId: orderOfProduct(e, 103).order_id }),
        { scenario: composeScenario(SCENARIOS.regular, { account: { mode: 'single_currency' } }) },
      );
      const select = await screen.findByRole('combobox', { name: 'Redeem to' });
      await waitFor(() =>
        expect(within(select).getByRole('option', { name: 'Unified account' })).toHaveValue('0'),
      );
      expect(within(select).queryByRole('option', { name: 'Spot account' })).not.toBeInTheDocument();
      expect(sent(exchange, ROUTES.sharedAccountMode)).toHaveLength(1);
    });

    it('when another redeem-to account is chosen, saves it and toasts modified', async () => {
      const { exchange } = renderDetail((e) => ({
        orderType: 'fixed',
        coin: 'BTC',
        orderId: orderOfProduct(e, 103).order_id,
      }));
      await userEvent.selectOptions(
        await screen.findByRole('combobox', { name: 'Redeem to' }),
        'Spot account',
      );
      expect(await screen.findByText('Modified')).toBeInTheDocument();
      expect(
        sent(exchange, {
          path: ROUTES.fixedSetRedeemAccountType.path.replace(
            '{order_id}',
            String(orderOfProduct(exchange, 103).order_id),
          ),
          method: 'PUT',
        }),
      ).toHaveLength(1);
      await waitFor(() => expect(screen.getByRole('combobox', { name: 'Redeem to' })).toHaveValue('0'));
    });

    it("shows '--' as redeem-to with reinvestment on (§2)", async () => {
      renderDetail((e) => ({ orderType: 'fixed', coin: 'USDT', orderId: orderOfProduct(e, 101).order_id }));
      await screen.findByText('Order ID');
      expect(value('Redeem to')).toHaveTextContent(/^--$/);
      expect(screen.queryByRole('combobox')).not.toBeInTheDocument();
    });

    it("shows '--' as received time with no arrival data (§8)", async () => {
      renderDetail((e) => ({ orderType: 'fixed', coin: 'BTC', orderId: orderOfProduct(e, 103).order_id }), {
        before: (e) => dropFinishTime(e, orderOfProduct(e, 103).order_id),
      });
      await screen.findByText('Order ID');
      expect(value('Redemption received')).toHaveTextContent(/^--$/);
    });

    it('after an early redemption, Done returns to the fixed tab of My lendings (§4, issue 16 item 12)', async () => {
      const { host } = renderDetail((e) => ({
        orderType: 'fixed',
        coin: 'BTC',
        orderId: orderOfProduct(e, 103).order_id,
      }));
      await userEvent.click(await screen.findByRole('button', { name: 'Redeem early' }));
      const dialog = await screen.findByRole('dialog', { name: 'Redeem early' });
      expect(
        within(dialog).getByText('You are redeeming this order before its maturity.'),
      ).toBeInTheDocument();
      await userEvent.click(within(dialog).getByRole('button', { name: 'Redeem early' }));
      const result = await screen.findByRole('dialog', { name: 'Early redemption submitted' });
      expect(within(result).getByText('Your early redemption of 0.1 BTC is submitted.')).toBeInTheDocument();
      expect(within(result).queryByText(/30 minutes/)).not.toBeInTheDocument();
      await userEvent.click(within(result).getByRole('button', { name: 'Done' }));
      await waitFor(() => expect(host.onNavigate).toHaveBeenCalledWith('/simple-earn/my-lendings?tab=fixed'));
    });

    it('within 1 hour of maturity, the redeem-to selector and Redeem early are locked with the reason', async () => {
      renderDetail((e) => {
        const order = toNearMaturity(e, 103);
        return { orderType: 'fixed', coin: 'BTC', orderId: order.order_id };
      });
      const select = await screen.findByRole('combobox', { name: 'Redeem to' });
      expect(select).toBeDisabled();
      expect(select).toHaveAccessibleDescription('Not available within 1 hour of maturity');
      expect(screen.getByRole('button', { name: 'Redeem early' })).toHaveAccessibleDescription(
        'Not available within 1 hour of maturity',
      );
    });

    it('the product forbids redeem-to: the selector is locked with the reason', async () => {
      renderDetail((e) => ({ orderType: 'fixed', coin: 'ETH', orderId: orderOfProduct(e, 104).order_id }), {
        before: (e) => lendFixed(e, 104, '1'),
      });
      const select = await screen.findByRole('combobox', { name: 'Redeem to' });
      expect(select).toBeDisabled();
      expect(select).toHaveAccessibleDescription('This product does not support this action');
    });

    it('while redeeming, Redeem early is hidden (§2)', async () => {
      renderDetail((e) => ({ orderType: 'fixed', coin: 'BTC', orderId: orderOfProduct(e, 103).order_id }), {
        before: (e) => markRedeeming(e, orderOfProduct(e, 103).order_id),
      });
      await screen.findByText('Order ID');
      expect(value('Status')).toHaveTextContent('Redeeming');
      expect(screen.queryByRole('button', { name: 'Redeem early' })).not.toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Subscribe' })).toBeInTheDocument();
    });

    it("shows 'No Data' for an order id that does not exist (§8)", async () => {
      renderDetail({ orderType: 'fixed', coin: 'BTC', orderId: 999999 });
      expect(await screen.findByText('No data')).toBeInTheDocument();
    });

    it("shows 'No Data' for a new user without orders (§8)", async () => {
      renderDetail({ orderType: 'fixed', coin: 'USDT' }, { scenario: 'new-user' });
      expect(await screen.findByText('No data')).toBeInTheDocument();
    });
  });
});
