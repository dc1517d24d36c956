import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { callsTo, renderOnSandbox } from '../../../tests/helpers/renderOnSandbox';
import { ROUTES } from '../../api';
import { HOUR_MS } from '../../domain/constants';
import { composeScenario, SCENARIOS } from '../../sandbox';
import { LaunchPoolRedeemModal } from './LaunchPoolRedeemModal';

const amountField = () => screen.getByRole('textbox', { name: 'Redeem amount' });
const confirmButton = () => screen.getByRole('button', { name: 'Confirm' });
const row = (label: string) => {
  const term = within(screen.getByRole('dialog')).getAllByText(label, { selector: 'dt' })[0];
  if (!term?.parentElement) throw new Error(`no row ${label}`);
  return term.parentElement;
};

type Props = Partial<Parameters<typeof LaunchPoolRedeemModal>[0]>;

/** The GT lock pool (rid 11) of project 1, where the regular scenario has 100 GT staked. */
async function openGt(props: Props = {}, options: Parameters<typeof renderOnSandbox>[1] = {}) {
  const rendered = renderOnSandbox(
    <LaunchPoolRedeemModal pid={1} rid={11} defaultOpen {...props} />,
    options,
  );
  await screen.findByRole('dialog', { name: 'Redeem GT' });
  await waitFor(() => expect(within(row('Redeemable')).getByText('100 GT')).toBeInTheDocument());
  return rendered;
}

async function typeAmount(value: string) {
  await userEvent.clear(amountField());
  if (value !== '') await userEvent.type(amountField(), value);
}

describe('LaunchPoolRedeemModal: given a reward pool the project does not list (a stale link, a wrong rid)', () => {
  it('says so once the project is read, instead of loading for ever, and offers no Confirm that could send', async () => {
    const { exchange } = renderOnSandbox(<LaunchPoolRedeemModal pid={1} rid={1} defaultOpen />);
    const dialog = await screen.findByRole('dialog');
    expect(
      await within(dialog).findByText('This project has no such reward pool to redeem from.'),
    ).toBeInTheDocument();
    expect(within(dialog).queryByText('Loading…')).toBeNull();
    expect(confirmButton()).toBeDisabled();
    expect(callsTo(exchange, ROUTES.launchPoolRedeem.path)).toHaveLength(0);
  });
});

describe('LaunchPoolRedeemModal: given 100 GT staked in pool 11 (regular scenario)', () => {
  describe('when it opens', () => {
    it('shows the redeemable amount and the last-hour reward', async () => {
      await openGt();
      expect(within(row('Last hour reward')).getByText('0 LPX')).toBeInTheDocument();
      expect(
        screen.getByRole('checkbox', { name: 'Auto-transfer to Simple Earn flexible' }),
      ).not.toBeChecked();
    });

    it('after a whole hour shows that hour’s reward (100 × 0.5 / 8760, 8 dp down)', async () => {
      await openGt({}, { before: (exchange) => act(() => exchange.clock.advance(HOUR_MS)) });
      expect(within(row('Last hour reward')).getByText('0.00570776 LPX')).toBeInTheDocument();
    });
  });

  describe('when amounts are typed (§5 launch pool redeem)', () => {
    it('empty disables Confirm', async () => {
      await openGt();
      expect(confirmButton()).toBeDisabled();
    });

    it('above the staked amount shows the current-max tip', async () => {
      await openGt();
      await typeAmount('100.01');
      expect(await screen.findByText('You can redeem at most 100 GT')).toBeInTheDocument();
      expect(confirmButton()).toBeDisabled();
    });

    it('below the smallest unit of the pool’s precision (0.01) shows the minimum error', async () => {
      await openGt();
      await typeAmount('0.00');
      expect(await screen.findByText('Minimum redeem amount is 0.01 GT')).toBeInTheDocument();
      expect(confirmButton()).toBeDisabled();
    });

    it('the smallest unit itself is accepted', async () => {
      await openGt();
      await typeAmount('0.01');
      expect(amountField()).not.toHaveAttribute('aria-invalid');
      expect(confirmButton()).toBeEnabled();
    });
  });

  describe('when the customer redeems', () => {
    it('Max fills the stake; Confirm sends the §7 body with the device token and reports success', async () => {
      const onSuccess = vi.fn();
      const { exchange } = await openGt({ onSuccess });
      await userEvent.click(screen.getByRole('button', { name: 'Max' }));
      expect(amountField()).toHaveValue('100');
      await userEvent.click(confirmButton());
      expect(await screen.findByText('You redeemed 100 GT')).toBeInTheDocument();
      const [call] = callsTo(exchange, ROUTES.launchPoolRedeem.path);
      expect(call?.body).toEqual({ pid: 1, rid: 11, amount: '100', simpleEarnStatus: 0 });
      expect(call?.headers['x-device-token']).toBe('device-1');
      expect(onSuccess).toHaveBeenCalledWith({
        widget: 'launch-pool-redeem',
        coin: 'GT',
        amount: '100',
        pid: '1',
      });
      await waitFor(() => expect(within(row('Redeemable')).getByText('0 GT')).toBeInTheDocument());
    });

    it('a failure shows the server message and reports the reason for tracking (§8)', async () => {
      const { exchange, host } = await openGt();
      exchange.faults.inject({
        path: ROUTES.launchPoolRedeem.path,
        fault: { kind: 'code', code: -1, message: 'Redeem paused' },
      });
      await typeAmount('10');
      await userEvent.click(confirmButton());
      expect(await screen.findByText('Redeem paused')).toBeInTheDocument();
      expect(host.onTrack).toHaveBeenCalledWith({
        name: 'launch-pool_failed',
        properties: { reason: 'Redeem paused' },
      });
    });

    it('asks for the fund password when the account has one, then redeems (§4)', async () => {
      const { host } = await openGt(
        {},
        {
          scenario: composeScenario(SCENARIOS.regular, { account: { fundPassword: '246810' } }),
          fundPassword: '246810',
        },
      );
      await typeAmount('10');
      await userEvent.click(confirmButton());
      expect(await screen.findByText('You redeemed 10 GT')).toBeInTheDocument();
      expect(host.requestFundPassword).toHaveBeenCalled();
    });

    it('Cancel closes and reports close', async () => {
      const onClose = vi.fn();
      await openGt({ onClose });
      await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
      expect(onClose).toHaveBeenCalledWith({ widget: 'launch-pool-redeem' });
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    });
  });
});
