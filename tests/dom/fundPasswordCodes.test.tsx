import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ROUTES } from '../../src/api';
import { SubscribeModal } from '../../src/components/earn/SubscribeModal';
import { StakeDialog } from '../../src/components/staking/StakeDialog';
import { callsTo, renderOnSandbox } from '../helpers/renderOnSandbox';

/**
 * Issue 13 "Every §8 fund-password code ends visibly": what the customer sees once the host's
 * prompt has closed, for each code, on the sandbox exchange (its own password check for 101 and
 * 10010106, its fault layer for the codes it does not model).
 */

const toastRegion = () => screen.getByRole('region', { name: 'Notifications' });

async function subscribe100() {
  const field = await screen.findByRole('textbox', { name: 'Amount' });
  await screen.findByText(/^Available/);
  await userEvent.type(field, '100');
  const button = screen.getByRole('button', { name: 'Subscribe' });
  await waitFor(() => expect(button).toBeEnabled());
  await userEvent.click(button);
}

function withFundPassword(answer: string | null) {
  return renderOnSandbox(<SubscribeModal coin="USDT" defaultOpen />, {
    fundPassword: answer,
    before: (exchange) =>
      exchange.state.update((d) => {
        d.account.fundPassword = 'right-one';
      }),
  });
}

const subscribeOrders = (exchange: ReturnType<typeof withFundPassword>['exchange']) =>
  exchange.state.data.ledger.filter(
    (e) => e.reason === 'subscribe' && e.account === 'spot' && e.delta === '-100',
  ).length;

describe('§8 fund password codes: given the exchange asks for the fund password (101)', () => {
  describe('when every password the customer types is wrong (10010106)', () => {
    it('then the prompt says so on each try, and after the last one a toast says the password was wrong; nothing is booked', async () => {
      const { exchange, host } = withFundPassword('wrong-one');
      await subscribe100();
      expect(
        await within(toastRegion()).findByText('Incorrect fund password.', { exact: false }),
      ).toBeInTheDocument();
      expect(host.requestFundPassword.mock.calls.map(([request]) => request)).toEqual([
        { reason: 'required', attempt: 1 },
        { reason: 'invalid', attempt: 2 },
        { reason: 'invalid', attempt: 3 },
      ]);
      expect(subscribeOrders(exchange)).toBe(0);
      // The form is still there with the amount, ready for another try.
      expect(screen.getByRole('textbox', { name: 'Amount' })).toHaveValue('100');
    });
  });

  describe('when the customer types the right one', () => {
    it('then it is sent once more with the same key and one order is booked', async () => {
      const { exchange } = withFundPassword('right-one');
      await subscribe100();
      expect(await screen.findByText('You subscribed 100 USDT.')).toBeInTheDocument();
      const keys = callsTo(exchange, ROUTES.earnSubscribe.path)
        .filter((c) => c.method === 'POST')
        .map((c) => c.headers['idempotency-key']);
      expect(keys).toHaveLength(2);
      expect(new Set(keys).size).toBe(1);
      expect(subscribeOrders(exchange)).toBe(1);
    });
  });

  describe('when the customer closes the prompt', () => {
    it('then nothing is booked and the form stays as it was, without an error', async () => {
      const { exchange } = withFundPassword(null);
      await subscribe100();
      await waitFor(() =>
        expect(screen.getByRole('button', { name: 'Subscribe' })).not.toHaveAttribute('aria-busy'),
      );
      expect(subscribeOrders(exchange)).toBe(0);
      expect(screen.getByRole('textbox', { name: 'Amount' })).toHaveValue('100');
    });
  });
});

describe('§8 fund password codes the exchange answers instead of the order', () => {
  it.each([
    [10010107, 'Please set a fund password first.'],
    [10010108, 'Fingerprint verification is required.'],
    [10010112, 'Too many verification attempts. Please try again later.'],
  ])('%i: a toast says "%s" and the amount stays', async (code, text) => {
    const { exchange } = renderOnSandbox(<SubscribeModal coin="USDT" defaultOpen />, {
      before: (x) =>
        x.faults.inject({ path: ROUTES.earnSubscribe.path, method: 'POST', fault: { kind: 'code', code } }),
    });
    await subscribe100();
    expect(await within(toastRegion()).findByText(text)).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Amount' })).toHaveValue('100');
    expect(subscribeOrders(exchange)).toBe(0);
  });

  it('10010107: the toast links to the fund password page, through the host', async () => {
    const { host } = renderOnSandbox(<SubscribeModal coin="USDT" defaultOpen />, {
      before: (x) =>
        x.faults.inject({
          path: ROUTES.earnSubscribe.path,
          method: 'POST',
          fault: { kind: 'code', code: 10010107 },
        }),
    });
    await subscribe100();
    // The toast sets pointer-events: auto over the modal's inert page; happy-dom reads no stylesheet.
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    await user.click(await within(toastRegion()).findByRole('button', { name: 'Set fund password' }));
    expect(host.onNavigate).toHaveBeenCalledWith('/myaccount/security/fund-password');
  });

  it('10010106 on a stake, after the last try: the stake dialog tells it too (not only Simple Earn)', async () => {
    renderOnSandbox(<StakeDialog coin="GT" defaultOpen />, {
      fundPassword: 'wrong-one',
      before: (exchange) =>
        exchange.state.update((d) => {
          d.account.fundPassword = 'right-one';
        }),
    });
    const field = await screen.findByRole('textbox', { name: 'Amount' });
    await waitFor(() => expect(screen.getByText(/^Available/)).toHaveTextContent(/Available [1-9]/));
    await userEvent.type(field, '10');
    await userEvent.click(screen.getByRole('checkbox', { name: 'I have read and agree to the' }));
    await userEvent.click(screen.getByRole('button', { name: 'Stake' }));
    expect(
      await within(toastRegion()).findByText('Incorrect fund password.', { exact: false }),
    ).toBeInTheDocument();
  });
});
