import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { callsTo, renderOnSandbox } from '../../../tests/helpers/renderOnSandbox';
import { ROUTES } from '../../api';
import { formatAmount } from '../../domain/amount';
import { dec } from '../../domain/decimal';
import { RATE_YEAR_TYPE } from '../../domain/enums';
import { composeScenario, SCENARIOS } from '../../sandbox';
import { launchPoolSlice } from '../../sandbox/products/launchPool/ledger';
import { LaunchPoolStakeModal } from './LaunchPoolStakeModal';

const TITLE = 'Stake in the LPX launch pool';
const amountField = () => screen.getByRole('textbox', { name: 'Amount' });
const confirmButton = () => screen.getByRole('button', { name: 'Confirm' });
const row = (label: string) => {
  const term = within(screen.getByRole('dialog')).getAllByText(label, { selector: 'dt' })[0];
  if (!term?.parentElement) throw new Error(`no row ${label}`);
  return term.parentElement;
};
const availableText = () => screen.getByText(/^Available/);

type Props = Partial<Parameters<typeof LaunchPoolStakeModal>[0]>;

async function openProject(props: Props = {}, options: Parameters<typeof renderOnSandbox>[1] = {}) {
  const rendered = renderOnSandbox(<LaunchPoolStakeModal pid={1} defaultOpen {...props} />, options);
  await screen.findByRole('dialog', { name: TITLE });
  await screen.findAllByRole('tab');
  return rendered;
}

/** Opens the pool's tab and waits until its available balance and stake are known. */
async function choosePool(coin: string) {
  await userEvent.click(screen.getByRole('tab', { name: `${coin} pool` }));
  await waitFor(() => expect(availableText()).toHaveTextContent(/^Available \d/));
  await waitFor(() =>
    expect(within(row('Currently staked')).getByText(new RegExp(`${coin}$`))).toBeInTheDocument(),
  );
}

async function typeAmount(value: string) {
  await userEvent.clear(amountField());
  if (value !== '') await userEvent.type(amountField(), value);
}

describe('LaunchPoolStakeModal: given project 1 (LPX, in progress) in the regular scenario', () => {
  describe('when it opens', () => {
    it('shows one tab per lock pool, the multi-mining pool excluded (§2)', async () => {
      await openProject();
      expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
        'GT pool',
        'USDT pool',
        'USDC pool',
      ]);
      expect(screen.queryByRole('tab', { name: 'LPX pool' })).not.toBeInTheDocument();
      expect(within(row('Status')).getByText('In progress')).toBeInTheDocument();
    });

    it('shows the GT pool: real APR, 100 GT staked, 400 GT personal quota left, available = spot', async () => {
      const { exchange } = await openProject();
      await choosePool('GT');
      expect(within(row('APR')).getByText('50.00%')).toBeInTheDocument();
      expect(within(row('Currently staked')).getByText('100 GT')).toBeInTheDocument();
      expect(within(row('Remaining personal quota')).getByText('400 GT')).toBeInTheDocument();
      const spot = exchange.state.balances().GT ?? '0';
      expect(availableText()).toHaveTextContent(`Available ${formatAmount(spot, { group: true })} GT`);
    });

    it('labels an estimated rate year type as estimated (§4)', async () => {
      await openProject();
      await choosePool('USDT');
      expect(within(row('Estimated APR')).getByText('8.00%')).toBeInTheDocument();
    });

    it('shows -- for the rate year type none (§4)', async () => {
      await openProject(
        {},
        {
          before: (exchange) => {
            const project = launchPoolSlice(exchange.state.context).projects[0];
            const pool = project?.pools.find((p) => p.coin === 'USDC');
            if (pool) pool.rate_year_type = RATE_YEAR_TYPE.NONE;
          },
        },
      );
      await choosePool('USDC');
      expect(within(row('APR')).getByText('--')).toBeInTheDocument();
    });

    it('USDC lacks launch pool support, so available excludes the 1000 USDC borrowed (§5)', async () => {
      const { exchange } = await openProject();
      await choosePool('USDC');
      const available = dec(exchange.state.balances().USDC).minus('1000').toString();
      expect(availableText()).toHaveTextContent(`Available ${formatAmount(available, { group: true })} USDC`);
    });
  });

  describe('when amounts are typed (§5 launch pool stake)', () => {
    it('empty or 0 shows no message and Confirm is disabled', async () => {
      await openProject();
      await choosePool('GT');
      expect(confirmButton()).toBeDisabled();
      await typeAmount('0');
      expect(amountField()).not.toHaveAttribute('aria-invalid');
      expect(confirmButton()).toBeDisabled();
    });

    it("below the personal minimum shows 'finances.startupMining.stake.min.tip' with the amount", async () => {
      await openProject();
      await choosePool('GT');
      await typeAmount('0.5');
      expect(await screen.findByText('Minimum stake amount is 1 GT')).toBeInTheDocument();
      expect(confirmButton()).toBeDisabled();
    });

    it('staked + input above the personal maximum shows the max tip', async () => {
      await openProject();
      await choosePool('GT');
      await typeAmount('400.01');
      expect(
        await screen.findByText('You can stake at most 400 GT more (personal limit 500 GT)'),
      ).toBeInTheDocument();
      expect(confirmButton()).toBeDisabled();
    });

    it("above the available balance shows 'finances.inadequateBalance'", async () => {
      await openProject();
      await choosePool('USDC');
      await typeAmount('4500');
      expect(await screen.findByText('Insufficient balance')).toBeInTheDocument();
      expect(confirmButton()).toBeDisabled();
    });

    it('a valid amount enables Confirm; the pool precision cuts extra decimals', async () => {
      await openProject();
      await choosePool('GT');
      await typeAmount('10.129');
      expect(amountField()).toHaveValue('10.12');
      expect(confirmButton()).toBeEnabled();
    });
  });

  describe('when Max is pressed (§5 Max = min(available, remaining quota))', () => {
    it('fills the remaining quota when the balance is larger (USDT: 5000 of 25000)', async () => {
      await openProject();
      await choosePool('USDT');
      await userEvent.click(screen.getByRole('button', { name: 'Max' }));
      expect(amountField()).toHaveValue('5000');
      expect(confirmButton()).toBeEnabled();
    });

    it('fills the quota left after the stake, exactly at the edge (GT: 500 − 100)', async () => {
      await openProject({}, { balances: { GT: '10000' } });
      await choosePool('GT');
      await userEvent.click(screen.getByRole('button', { name: 'Max' }));
      expect(amountField()).toHaveValue('400');
      expect(screen.queryByText(/You can stake at most/)).not.toBeInTheDocument();
    });

    it('fills the available balance rounded down to the pool’s decimal_place (2)', async () => {
      await openProject({}, { balances: { USDC: '1234.5678' } });
      await choosePool('USDC');
      await userEvent.click(screen.getByRole('button', { name: 'Max' }));
      // 1234.5678 − 1000 borrowed = 234.5678 → 234.56
      expect(amountField()).toHaveValue('234.56');
      expect(confirmButton()).toBeEnabled();
    });
  });

  describe('when the customer confirms', () => {
    it('sends pid, rid, amount, simpleEarnStatus with the device token, reports success, then reads used up', async () => {
      const onSuccess = vi.fn();
      const { exchange } = await openProject({ onSuccess }, { balances: { GT: '1000' } });
      await choosePool('GT');
      await userEvent.click(screen.getByRole('button', { name: 'Max' }));
      await userEvent.click(confirmButton());
      await waitFor(() => expect(onSuccess).toHaveBeenCalled());
      const [call] = callsTo(exchange, ROUTES.launchPoolCreateOrder.path);
      expect(call?.body).toEqual({ pid: 1, rid: 11, amount: '400', simpleEarnStatus: 0 });
      expect(call?.headers['x-device-token']).toBe('device-1');
      expect(onSuccess).toHaveBeenCalledWith({
        widget: 'launch-pool-stake',
        coin: 'GT',
        amount: '400',
        pid: '1',
      });
      expect(await screen.findByText('You staked 400 GT')).toBeInTheDocument();
      await waitFor(() => expect(within(row('Currently staked')).getByText('500 GT')).toBeInTheDocument());
      expect(within(row('Remaining personal quota')).getByText('0 GT')).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Used up' })).toBeDisabled();
    });

    it('sends simpleEarnStatus 1 when auto-transfer is ticked', async () => {
      const { exchange } = await openProject();
      await choosePool('USDT');
      await typeAmount('100');
      await userEvent.click(screen.getByRole('checkbox', { name: 'Auto-transfer to Simple Earn flexible' }));
      await userEvent.click(confirmButton());
      await screen.findByText('You staked 100 USDT');
      expect(callsTo(exchange, ROUTES.launchPoolCreateOrder.path)[0]?.body).toEqual({
        pid: 1,
        rid: 12,
        amount: '100',
        simpleEarnStatus: 1,
      });
    });

    it('a failure shows the server message and reports the reason for tracking (§8)', async () => {
      const { exchange, host } = await openProject();
      exchange.faults.inject({
        path: ROUTES.launchPoolCreateOrder.path,
        fault: { kind: 'code', code: -1, message: 'Pool paused' },
      });
      await choosePool('GT');
      await typeAmount('10');
      await userEvent.click(confirmButton());
      expect(await screen.findByText('Pool paused')).toBeInTheDocument();
      expect(host.onTrack).toHaveBeenCalledWith({
        name: 'launch-pool_failed',
        properties: { reason: 'Pool paused' },
      });
    });

    it('asks for the fund password when the account has one, then stakes (§4)', async () => {
      const { host } = await openProject(
        {},
        {
          scenario: composeScenario(SCENARIOS.regular, { account: { fundPassword: '246810' } }),
          fundPassword: '246810',
        },
      );
      await choosePool('GT');
      await typeAmount('10');
      await userEvent.click(confirmButton());
      expect(await screen.findByText('You staked 10 GT')).toBeInTheDocument();
      expect(host.requestFundPassword).toHaveBeenCalled();
    });

    it('Cancel closes the modal and reports close', async () => {
      const onClose = vi.fn();
      await openProject({ onClose });
      await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
      expect(onClose).toHaveBeenCalledWith({ widget: 'launch-pool-stake' });
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    });
  });
});

describe('LaunchPoolStakeModal: given other projects and customers', () => {
  it("sold out: pool 12's total quota is used up, so the button reads used up (§5)", async () => {
    await openProject({ defaultRid: 12 }, { scenario: 'sold-out' });
    await waitFor(() =>
      expect(within(row('Remaining personal quota')).getByText('0 USDT')).toBeInTheDocument(),
    );
    expect(screen.getByRole('button', { name: 'Used up' })).toBeDisabled();
    expect(amountField()).toBeDisabled();
  });

  it('project 2 has not started: the state shows and nothing can be staked (§4)', async () => {
    renderOnSandbox(<LaunchPoolStakeModal pid={2} defaultOpen />);
    await screen.findByRole('dialog', { name: 'Stake in the NXT launch pool' });
    expect(await screen.findByText('Not started')).toBeInTheDocument();
    expect(screen.getByText('Staking has not started yet.')).toBeInTheDocument();
    expect(amountField()).toBeDisabled();
    expect(confirmButton()).toBeDisabled();
  });

  it('project 3 is completed: the state shows and nothing can be staked (§4)', async () => {
    renderOnSandbox(<LaunchPoolStakeModal pid={3} defaultOpen />);
    await screen.findByRole('dialog', { name: 'Stake in the OLD launch pool' });
    expect(await screen.findByText('Completed')).toBeInTheDocument();
    expect(screen.getByText('This project has ended; staking is closed.')).toBeInTheDocument();
    expect(confirmButton()).toBeDisabled();
  });

  it('logged out: the pools show and the button asks to log in (§1)', async () => {
    const { host } = renderOnSandbox(<LaunchPoolStakeModal pid={1} defaultOpen />, {
      scenario: 'logged-out',
    });
    expect(await screen.findByRole('tab', { name: 'GT pool' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Log in to continue' }));
    expect(host.onLoginRequired).toHaveBeenCalled();
  });

  it('controlled: Cancel asks to close through onOpenChange and the open prop decides', async () => {
    const onOpenChange = vi.fn();
    renderOnSandbox(<LaunchPoolStakeModal pid={1} open onOpenChange={onOpenChange} />);
    await screen.findByRole('dialog', { name: TITLE });
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onOpenChange).toHaveBeenCalledWith(false);
    expect(screen.getByRole('dialog', { name: TITLE })).toBeInTheDocument();
  });

  it('a trigger opens it when uncontrolled', async () => {
    renderOnSandbox(<LaunchPoolStakeModal pid={1} trigger={<button type="button">Stake</button>} />);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Stake' }));
    expect(await screen.findByRole('dialog', { name: TITLE })).toBeInTheDocument();
  });
});
