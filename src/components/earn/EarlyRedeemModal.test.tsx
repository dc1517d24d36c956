import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ROUTES } from '../../api';
import { createMemoryStorage, createSandboxExchange } from '../../sandbox';
import { EarlyRedeemModal } from './EarlyRedeemModal';
import { renderOnSandbox } from './testSupport';

/** The regular customer's 7-day USDT order (product 101, pre_redeem allowed), from the sandbox. */
function usdtOrder(exchange: ReturnType<typeof createSandboxExchange>) {
  const order = exchange.state.fixedOrders().find((o) => o.product_id === 101);
  if (!order) throw new Error('the regular scenario holds a product 101 order');
  return order;
}

function openEarly(patch: { preRedeem?: 0 | 1; minutesToMaturity?: number } = {}) {
  const onSuccess = vi.fn();
  // The order comes from the same sandbox the modal talks to, made before the modal renders, so the
  // clock the modal reads is right from its first render.
  const exchange = createSandboxExchange({ scenario: 'regular', storage: createMemoryStorage() });
  const base = usdtOrder(exchange);
  const order =
    patch.preRedeem === undefined
      ? base
      : { ...base, product_info: { ...base.product_info, pre_redeem: patch.preRedeem } };
  const now = () =>
    patch.minutesToMaturity === undefined
      ? exchange.clock.now()
      : order.finish_time * 1000 - patch.minutesToMaturity * 60_000;
  const rendered = renderOnSandbox(
    <EarlyRedeemModal order={order} defaultOpen now={now} onSuccess={onSuccess} />,
    { exchange },
  );
  return { ...rendered, order, onSuccess };
}

describe('EarlyRedeemModal', () => {
  describe('given a holding fixed order whose product allows early redeem', () => {
    it('when confirmed, redeems early, shows the result and reports the order', async () => {
      const { exchange, order, onSuccess } = openEarly();
      await userEvent.click(await screen.findByRole('button', { name: 'Redeem early' }));
      expect(await screen.findByRole('dialog', { name: 'Early redemption submitted' })).toBeInTheDocument();
      expect(onSuccess).toHaveBeenCalledWith({
        widget: 'redeem',
        coin: 'USDT',
        amount: order.principal,
        pid: '101',
        orderId: String(order.order_id),
      });
      expect(usdtOrder(exchange).status).toBe(2);
    });

    it('when the exchange refuses, shows its message as an error toast (§8)', async () => {
      const { exchange } = openEarly();
      exchange.faults.inject({
        path: ROUTES.fixedPreRedeem.path,
        fault: { kind: 'code', code: -1, message: 'Early redeem is closed today' },
      });
      await userEvent.click(await screen.findByRole('button', { name: 'Redeem early' }));
      await waitFor(() =>
        expect(screen.getByRole('alert')).toHaveTextContent('Early redeem is closed today'),
      );
    });
  });

  describe('given a lock (§4)', () => {
    it.each([
      [{ preRedeem: 0 as const }, 'This product does not support this action'],
      [{ minutesToMaturity: 30 }, 'Not available within 1 hour of maturity'],
    ])('%o: explains why and disables Redeem early', async (patch, text) => {
      openEarly(patch);
      expect(await screen.findByText(text)).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Redeem early' })).toBeDisabled();
    });
  });
});
