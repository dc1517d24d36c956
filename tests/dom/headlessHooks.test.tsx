import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ROUTES } from '../../src/api/allRoutes';
import type { SuccessPayload } from '../../src/domain/events';
import { useDualPurchase } from '../../src/hooks/dual/useDualPurchase';
import { useSubscribeForm } from '../../src/hooks/earn/useSubscribeForm';
import { useEarnHistory } from '../../src/hooks/history/useEarnHistory';
import { useLaunchPoolStakeForm } from '../../src/hooks/launch-pool/useLaunchPoolStakeForm';
import { useLendings } from '../../src/hooks/lendings/useLendings';
import { useStakeForm } from '../../src/hooks/staking/useStakeForm';
import { bodiesTo, renderOnSandbox } from '../helpers/renderOnSandbox';

// The README promises that every family's headless hook can be rendered with the host's own
// markup. These hosts use bare <input>, <button> and <output>: no wealthkit component renders.

type Done = (payload: SuccessPayload) => void;

function PlainSubscribe({ onSuccess }: { onSuccess: Done }) {
  const form = useSubscribeForm({ asset: 'USDT', onSuccess });
  if (form.status !== 'ready') return <p>waiting</p>;
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        void form.submit();
      }}
    >
      <input aria-label="USDT to lend" value={form.amount} onChange={(e) => form.setAmount(e.target.value)} />
      <output aria-label="daily interest">{form.estimate?.interest}</output>
      <button type="submit" disabled={!form.canSubmit}>
        Lend
      </button>
    </form>
  );
}

function PlainStake({ onSuccess }: { onSuccess: Done }) {
  const form = useStakeForm({ coin: 'GT', defaultOpen: true, onSuccess });
  if (!form.view) return <p>waiting</p>;
  return (
    <div>
      <input aria-label="GT to stake" value={form.amount} onChange={(e) => form.setAmount(e.target.value)} />
      <label>
        <input type="checkbox" checked={form.agreed} onChange={(e) => form.setAgreed(e.target.checked)} />
        agree
      </label>
      <output aria-label="daily reward">{form.estimate.total}</output>
      <button type="button" onClick={form.requestStake} disabled={!form.check.canStake}>
        Stake
      </button>
      {form.confirming ? (
        <button type="button" onClick={form.submit}>
          Really stake
        </button>
      ) : null}
    </div>
  );
}

function PlainDual({ onSuccess }: { onSuccess: Done }) {
  const purchase = useDualPurchase({ coin: 'BTC', type: 'call', defaultOpen: true, onSuccess });
  if (!purchase.view) return <p>waiting</p>;
  return (
    <div>
      <p>target {purchase.view.targetPrice}</p>
      <input
        aria-label="BTC to invest"
        value={purchase.amount}
        onChange={(e) => purchase.setAmount(e.target.value)}
      />
      <output aria-label="if over">{purchase.prediction?.over.payout.amount}</output>
      <button type="button" onClick={purchase.confirm} disabled={!purchase.check.canConfirm}>
        Buy
      </button>
    </div>
  );
}

function PlainLaunchPool({ onSuccess }: { onSuccess: Done }) {
  const form = useLaunchPoolStakeForm({ pid: 1, defaultOpen: true, onSuccess });
  if (!form.pool) return <p>waiting</p>;
  return (
    <div>
      <input
        aria-label="to stake in the pool"
        value={form.amount}
        onChange={(e) => form.setAmount(e.target.value)}
      />
      <button type="button" onClick={form.confirm} disabled={!form.canConfirm}>
        Join
      </button>
    </div>
  );
}

function PlainLendings() {
  const lendings = useLendings();
  return (
    <ul aria-label="my lendings">
      {lendings.flexible.rows.map((h) => (
        <li key={h.asset}>{h.asset}</li>
      ))}
    </ul>
  );
}

function PlainHistory() {
  const history = useEarnHistory();
  if (!history.ready || history.loading) return <p>waiting</p>;
  return (
    <p>
      {history.rows.length} records on {history.tab}
    </p>
  );
}

describe('given a host that renders the headless hooks with markup of its own', () => {
  describe('when the customer lends 100 USDT through useSubscribeForm', () => {
    it('estimates, sends the subscription and reports it', async () => {
      const onSuccess = vi.fn();
      const { exchange } = renderOnSandbox(<PlainSubscribe onSuccess={onSuccess} />);
      await userEvent.type(await screen.findByRole('textbox', { name: 'USDT to lend' }), '100');
      await waitFor(() => expect(screen.getByRole('button', { name: 'Lend' })).toBeEnabled());
      expect(screen.getByRole('status', { name: 'daily interest' })).not.toHaveTextContent(/^0$/);
      await userEvent.click(screen.getByRole('button', { name: 'Lend' }));
      await waitFor(() => expect(onSuccess).toHaveBeenCalledWith(expect.objectContaining({ amount: '100' })));
      // The path is shared with the GET of the holdings; the one body is the subscription's.
      expect(bodiesTo(exchange, ROUTES.earnSubscribe.path).filter(Boolean)).toEqual([
        expect.objectContaining({ asset: 'USDT', amount: '100' }),
      ]);
    });
  });

  describe('when the customer stakes 10 GT through useStakeForm', () => {
    it('estimates the reward and stakes once', async () => {
      const onSuccess = vi.fn();
      const { exchange } = renderOnSandbox(<PlainStake onSuccess={onSuccess} />);
      await userEvent.type(await screen.findByRole('textbox', { name: 'GT to stake' }), '10');
      await userEvent.click(screen.getByRole('checkbox', { name: 'agree' }));
      expect(screen.getByRole('status', { name: 'daily reward' })).toHaveTextContent(/^0\.\d{8}$/);
      await userEvent.click(screen.getByRole('button', { name: 'Stake' }));
      const really = screen.queryByRole('button', { name: 'Really stake' });
      if (really) await userEvent.click(really);
      await waitFor(() =>
        expect(onSuccess).toHaveBeenCalledWith({ widget: 'stake', coin: 'GT', amount: '10' }),
      );
      expect(bodiesTo(exchange, ROUTES.stakingStake.path)).toEqual([{ side: 0, amount: '10', coin: 'GT' }]);
    });
  });

  describe('when the customer buys a BTC sell-high product through useDualPurchase', () => {
    it('predicts the payout over the target and places one order', async () => {
      const onSuccess = vi.fn();
      const { exchange } = renderOnSandbox(<PlainDual onSuccess={onSuccess} />);
      await userEvent.type(await screen.findByRole('textbox', { name: 'BTC to invest' }), '0.01');
      await waitFor(() => expect(screen.getByRole('status', { name: 'if over' })).toHaveTextContent(/\d/));
      await userEvent.click(screen.getByRole('button', { name: 'Buy' }));
      await waitFor(() =>
        expect(onSuccess).toHaveBeenCalledWith(expect.objectContaining({ amount: '0.01' })),
      );
      expect(bodiesTo(exchange, ROUTES.dualOrder.path)).toHaveLength(1);
    });
  });

  describe('when the customer joins a launch pool through useLaunchPoolStakeForm', () => {
    it('sends one order for what was typed', async () => {
      const onSuccess = vi.fn();
      renderOnSandbox(<PlainLaunchPool onSuccess={onSuccess} />, { fundPassword: '123456' });
      const field = await screen.findByRole('textbox', { name: 'to stake in the pool' });
      await userEvent.click(field);
      await userEvent.keyboard('{Control>}a{/Control}');
      await userEvent.type(field, '100');
      await waitFor(() => expect(screen.getByRole('button', { name: 'Join' })).toBeEnabled());
      await userEvent.click(screen.getByRole('button', { name: 'Join' }));
      await waitFor(() => expect(onSuccess).toHaveBeenCalledWith(expect.objectContaining({ amount: '100' })));
    });
  });

  describe('when My lendings and the history are read through useLendings and useEarnHistory', () => {
    it('lists the seeded holdings and settles the history on a tab', async () => {
      renderOnSandbox(
        <>
          <PlainLendings />
          <PlainHistory />
        </>,
      );
      expect(await screen.findByText('USDT')).toBeInTheDocument();
      expect(await screen.findByText(/records on (flexible|fixed)/)).toBeInTheDocument();
    });
  });
});
