import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ROUTES } from '../../api';
import { dec, flexibleRedeemable, formatAmount } from '../../domain';
import { RedeemModal } from './RedeemModal';
import { renderOnSandbox, sent } from './testSupport';

const amountField = () => screen.findByRole('textbox', { name: 'Amount' });
const redeemButton = () => screen.getByRole('button', { name: 'Redeem' });

function openRedeem(asset: string, options: Parameters<typeof renderOnSandbox>[1] = {}) {
  const onSuccess = vi.fn();
  const rendered = renderOnSandbox(<RedeemModal coin={asset} defaultOpen onSuccess={onSuccess} />, options);
  const holding = rendered.exchange.state.flexibleHoldings().find((h) => h.asset === asset);
  return { ...rendered, onSuccess, redeemable: holding ? flexibleRedeemable(holding) : '0' };
}

async function typeAmount(value: string) {
  const field = await amountField();
  await userEvent.clear(field);
  await userEvent.type(field, value);
}

describe('RedeemModal', () => {
  describe('given a logged-out visitor (§1)', () => {
    it('asks them to log in instead of loading for ever, and reads nothing private', async () => {
      const { host, exchange } = renderOnSandbox(<RedeemModal coin="USDT" defaultOpen />, {
        scenario: 'logged-out',
      });
      expect(await screen.findByText('Please log in to continue.')).toBeInTheDocument();
      expect(screen.queryByText('Loading')).not.toBeInTheDocument();
      await userEvent.click(screen.getByRole('button', { name: 'Log in to redeem' }));
      expect(host.onLoginRequired).toHaveBeenCalledWith('logged_out');
      expect(sent(exchange, ROUTES.earnHoldings)).toHaveLength(0);
    });
  });

  describe('given a flexible USDT holding', () => {
    it('shows the redeemable amount and the last hour reward; Max fills the redeemable amount', async () => {
      const { redeemable } = openRedeem('USDT');
      expect(
        await screen.findByText(`${formatAmount(redeemable, { group: true })} USDT`),
      ).toBeInTheDocument();
      expect(screen.getByText('Last hour reward')).toBeInTheDocument();
      expect(redeemButton()).toBeDisabled();
      await userEvent.click(screen.getByRole('button', { name: 'Max' }));
      expect(await amountField()).toHaveValue(redeemable);
    });

    it('when Max is pressed, Redeem takes the press that follows at once: no typing to wait out (§9 debounce)', async () => {
      const { exchange, redeemable } = openRedeem('USDT');
      await screen.findByText('Last hour reward');
      await userEvent.click(screen.getByRole('button', { name: 'Max' }));
      // No wait: the 200 ms debounce is for typing, and held the button disabled after Max.
      expect(redeemButton()).toBeEnabled();
      await userEvent.click(redeemButton());
      expect(await screen.findByRole('dialog', { name: 'Redemption successful' })).toBeInTheDocument();
      expect(sent(exchange, ROUTES.earnRedeem)[0]?.body).toMatchObject({ amount: redeemable });
    });

    it('when an amount is typed key by key, Redeem takes the press straight after the last key: the §9 debounce holds the messages, not the button', async () => {
      const { exchange } = openRedeem('USDT');
      await screen.findByText('Last hour reward');
      await typeAmount('100');
      // No wait: held for the settled amount, the button stayed grey 200 ms after each key.
      expect(redeemButton()).toBeEnabled();
      await userEvent.click(redeemButton());
      expect(await screen.findByRole('dialog', { name: 'Redemption successful' })).toBeInTheDocument();
      expect(sent(exchange, ROUTES.earnRedeem)[0]?.body).toMatchObject({ amount: '100' });
    });

    it('when more than the redeemable amount is typed, caps it (§5) and says so until the amount is within it', async () => {
      const { redeemable } = openRedeem('USDT');
      const notice = `You can redeem at most ${formatAmount(redeemable)} USDT.`;
      await typeAmount(dec(redeemable).plus(1000).round(0).toString());
      expect(await amountField()).toHaveValue(redeemable);
      expect(screen.getByText(notice)).toBeInTheDocument();
      await userEvent.type(await amountField(), '{Backspace}');
      expect(await amountField()).toHaveValue(redeemable.slice(0, -1));
      expect(screen.queryByText(notice)).not.toBeInTheDocument();
    });

    it('when 0.0000001 is typed, shows "Minimum 0.000001" and keeps Redeem disabled (§5)', async () => {
      openRedeem('USDT');
      await typeAmount('0.0000001');
      expect(await screen.findByText('Minimum 0.000001')).toBeInTheDocument();
      expect(redeemButton()).toBeDisabled();
    });

    it('when 100 is redeemed, shows the result and reports the amount', async () => {
      const { exchange, onSuccess } = openRedeem('USDT');
      await typeAmount('100');
      await waitFor(() => expect(redeemButton()).toBeEnabled());
      await userEvent.click(redeemButton());
      expect(await screen.findByRole('dialog', { name: 'Redemption successful' })).toBeInTheDocument();
      expect(screen.getByText('You redeemed 100 USDT.')).toBeInTheDocument();
      expect(onSuccess).toHaveBeenCalledWith({ widget: 'redeem', coin: 'USDT', amount: '100', pid: '0' });
      expect(exchange.state.flexibleHoldings().find((h) => h.asset === 'USDT')?.frozen_amount).toBe('100');
      // §2 the history route with a tab and type=redeem.
      expect(screen.getByRole('link', { name: 'View redemption history' })).toHaveAttribute(
        'href',
        '/simple-earn/history?tab=flexible&type=redeem',
      );
    });

    it('funding locked: warns lend_earn.notredeem.toast and sends nothing (§8)', async () => {
      const { exchange } = openRedeem('USDT', { scenario: 'funding-locked' });
      await typeAmount('100');
      await waitFor(() => expect(redeemButton()).toBeEnabled());
      await userEvent.click(redeemButton());
      expect(
        await screen.findByText('Your funding account is locked, so you cannot redeem right now.'),
      ).toBeInTheDocument();
      expect(sent(exchange, ROUTES.earnRedeem)).toHaveLength(0);
    });

    it.each([
      ['code −1', { kind: 'code', code: -1, message: 'Redemption paused' }, 'Redemption paused'],
      ['a network failure', { kind: 'network' }, 'Network error. Please try again.'],
    ] as const)('%s: shows the message and keeps the amount', async (_name, fault, text) => {
      const { exchange } = openRedeem('USDT');
      exchange.faults.inject({ path: ROUTES.earnRedeem.path, method: 'POST', fault });
      await typeAmount('100');
      await waitFor(() => expect(redeemButton()).toBeEnabled());
      await userEvent.click(redeemButton());
      expect(await screen.findByText(text)).toBeInTheDocument();
      expect(await amountField()).toHaveValue('100');
    });
  });

  describe("given ETH, whose amounts take 6 decimals (§5 the coin's precision)", () => {
    it('when 0.12345678 is typed key by key, the field keeps 6 decimals and sends them', async () => {
      const { exchange } = openRedeem('ETH');
      await screen.findByText('Last hour reward');
      await typeAmount('0.12345678');
      expect(await amountField()).toHaveValue('0.123456');
      await waitFor(() => expect(redeemButton()).toBeEnabled());
      await userEvent.click(redeemButton());
      expect(await screen.findByRole('dialog', { name: 'Redemption successful' })).toBeInTheDocument();
      expect(sent(exchange, ROUTES.earnRedeem)[0]?.body).toMatchObject({ amount: '0.123456' });
    });
  });

  describe('given BTC, whose lend ratio is 0.85', () => {
    it('with auto-transfer ticked (the default), sends auto_transfer 1', async () => {
      const { exchange } = openRedeem('BTC');
      expect(await screen.findByRole('checkbox', { name: 'Auto-transfer when paid' })).toBeChecked();
      await typeAmount('0.1');
      await waitFor(() => expect(redeemButton()).toBeEnabled());
      await userEvent.click(redeemButton());
      await screen.findByRole('dialog', { name: 'Redemption application submitted' });
      expect(sent(exchange, ROUTES.earnRedeem)[0]?.body).toMatchObject({ auto_transfer: 1 });
    });

    it('with auto-transfer unticked, the exchange refuses to queue it: the reason shows, nothing is frozen', async () => {
      const { exchange } = openRedeem('BTC');
      await userEvent.click(await screen.findByRole('checkbox', { name: 'Auto-transfer when paid' }));
      await typeAmount('0.1');
      await waitFor(() => expect(redeemButton()).toBeEnabled());
      await userEvent.click(redeemButton());
      expect(await screen.findByText(/turn on auto-transfer to queue the redemption/)).toBeInTheDocument();
      expect(sent(exchange, ROUTES.earnRedeem)[0]?.body).toMatchObject({ auto_transfer: 0 });
      expect(exchange.state.flexibleHoldings().find((h) => h.asset === 'BTC')?.frozen_amount).toBe('0');
      expect(await amountField()).toHaveValue('0.1');
    });

    it('warns that most of it is lent out, and a redemption is an application (code 213)', async () => {
      openRedeem('BTC');
      expect(
        await screen.findByText(
          'Most of this asset is currently lent out; your redemption may take longer to arrive',
        ),
      ).toBeInTheDocument();
      await typeAmount('0.1');
      await waitFor(() => expect(redeemButton()).toBeEnabled());
      await userEvent.click(redeemButton());
      expect(
        await screen.findByRole('dialog', { name: 'Redemption application submitted' }),
      ).toBeInTheDocument();
    });
  });
});
