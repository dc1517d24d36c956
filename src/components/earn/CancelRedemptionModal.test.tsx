import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ROUTES } from '../../api';
import { CancelRedemptionModal } from './CancelRedemptionModal';
import { renderOnSandbox, sandboxClient } from './testSupport';

/** Puts a redemption in flight through the real client, as the redeem modal would. */
async function redeemFirst(
  exchange: ReturnType<typeof renderOnSandbox>['exchange'],
  asset: string,
  amount: string,
) {
  const client = sandboxClient(exchange);
  const holding = exchange.state.flexibleHoldings().find((h) => h.asset === asset);
  await client.simpleEarn.redeem(
    { asset, amount, curr_amount: holding?.curr_amount ?? '0', lend_amount: holding?.lend_amount ?? '0' },
    { idempotencyKey: `redeem-${asset}-${amount}` },
  );
}

function openCancel(asset: string) {
  const onSuccess = vi.fn();
  const onClose = vi.fn();
  const rendered = renderOnSandbox(
    <CancelRedemptionModal
      coin={asset}
      onSuccess={onSuccess}
      onClose={onClose}
      trigger={<button type="button">Cancel pending</button>}
    />,
  );
  return { ...rendered, onSuccess, onClose };
}

describe('CancelRedemptionModal: given a logged-out visitor (§1)', () => {
  it('asks them to log in instead of loading for ever, and sends nothing', async () => {
    const { host, exchange } = renderOnSandbox(<CancelRedemptionModal coin="USDT" defaultOpen />, {
      scenario: 'logged-out',
    });
    expect(await screen.findByText('Please log in to continue.')).toBeInTheDocument();
    expect(screen.queryByText('Loading')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Cancel redemption' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
    expect(host.onLoginRequired).toHaveBeenCalledWith('logged_out');
    expect(exchange.calls.filter((c) => c.method === 'POST')).toHaveLength(0);
  });
});

describe('CancelRedemptionModal', () => {
  describe('given a pending USDT redemption that can be cancelled (frozen_status 1)', () => {
    it('when confirmed, cancels it, shows "Order cancelled" and closes', async () => {
      const { exchange, onSuccess } = openCancel('USDT');
      await act(() => redeemFirst(exchange, 'USDT', '100'));
      await userEvent.click(screen.getByRole('button', { name: 'Cancel pending' }));
      expect(
        await screen.findByText('Cancel the pending redemption of 100 USDT? It goes back to earning.'),
      ).toBeInTheDocument();
      await userEvent.click(screen.getByRole('button', { name: 'Cancel redemption' }));
      expect(await screen.findByText('Order cancelled')).toBeInTheDocument();
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
      expect(onSuccess).toHaveBeenCalledWith({ widget: 'redeem', coin: 'USDT', amount: '100', pid: '0' });
      expect(exchange.state.flexibleHoldings().find((h) => h.asset === 'USDT')?.frozen_amount).toBe('0');
    });

    it('when the exchange refuses, shows its message as an error (§8)', async () => {
      const { exchange } = openCancel('USDT');
      await act(() => redeemFirst(exchange, 'USDT', '100'));
      exchange.faults.inject({
        path: ROUTES.earnCancelRedemption.path,
        fault: { kind: 'code', code: -1, message: 'Too late to cancel' },
      });
      await userEvent.click(screen.getByRole('button', { name: 'Cancel pending' }));
      await userEvent.click(await screen.findByRole('button', { name: 'Cancel redemption' }));
      expect(await screen.findByRole('alert')).toHaveTextContent('Too late to cancel');
    });
  });

  describe('given a 213 application (frozen_status 0)', () => {
    it('says it can no longer be cancelled and offers no confirm', async () => {
      const { exchange } = openCancel('BTC');
      await act(() => redeemFirst(exchange, 'BTC', '0.1'));
      await userEvent.click(screen.getByRole('button', { name: 'Cancel pending' }));
      expect(await screen.findByText('This redemption can no longer be cancelled.')).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Cancel redemption' })).toBeDisabled();
    });
  });
});
