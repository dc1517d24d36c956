import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ROUTES } from '../../api';
import { formatAmount } from '../../domain/amount';
import { dec } from '../../domain/decimal';
import { composeScenario, type SandboxExchange, SCENARIOS } from '../../sandbox';
import type { StakingSlice } from '../../sandbox/products/staking/model';
import { StakeDialog } from './StakeDialog';
import { bodiesTo, renderOnSandbox } from './stakingTestSupport';

const dialog = () => screen.getByRole('dialog');
const amountField = () => screen.getByRole('textbox', { name: 'Amount' });
const stakeButton = () => screen.getByRole('button', { name: 'Stake' });
const row = (label: string) => {
  const term = within(dialog()).getAllByText(label, { selector: 'dt' })[0];
  if (!term?.parentElement) throw new Error(`no row ${label}`);
  return term.parentElement;
};

async function openGt(props: Partial<Parameters<typeof StakeDialog>[0]> = {}, options = {}) {
  const rendered = renderOnSandbox(<StakeDialog coin="GT" defaultOpen {...props} />, options);
  await screen.findByRole('dialog', { name: 'Stake GT' });
  await waitFor(() => expect(within(row('Current holding')).getByText('100 GT')).toBeInTheDocument());
  // GT takes no borrowed funds, so §5 available = spot − the outstanding 50 GT loan.
  const available = dec(rendered.exchange.state.balances().GT).minus('50').toString();
  await waitFor(() =>
    expect(screen.getByText(/^Available/)).toHaveTextContent(
      `Available ${formatAmount(available, { group: true })} GT`,
    ),
  );
  return { ...rendered, available };
}

async function typeAmount(value: string) {
  await userEvent.clear(amountField());
  if (value !== '') await userEvent.type(amountField(), value);
}

describe('StakeDialog: given GT token staking in the regular scenario (100 GT staked, a 50 GT loan)', () => {
  describe('when it opens', () => {
    it('shows available = spot − loans (GT lacks unified-account staking, §5), the cap, the holding', async () => {
      const { available } = await openGt();
      expect(dec(available).gt(0)).toBe(true);
      expect(within(row('Staking cap')).getByText('99,900 of 100,000 GT left')).toBeInTheDocument();
      expect(screen.getByRole('tab', { name: 'Rules' })).toHaveAttribute('data-state', 'active');
      expect(within(row('Redemption period')).getByText('1–3 days')).toBeInTheDocument();
    });

    it('while the balance is still being read, the Available line holds its place with "--" and Max waits', async () => {
      renderOnSandbox(<StakeDialog coin="GT" defaultOpen />, {
        before: (exchange) =>
          exchange.faults.inject({ path: ROUTES.sharedOutable.path, fault: { kind: 'hang' } }),
      });
      await waitFor(() => expect(within(row('Current holding')).getByText('100 GT')).toBeInTheDocument());
      expect(screen.getByText(/^Available/)).toHaveTextContent('Available -- GT');
      expect(screen.getByRole('button', { name: 'Max' })).toBeDisabled();
    });

    it('says when rewards start and are paid in words, not "0 days after accrual" (GT pays on the day)', async () => {
      await openGt();
      expect(within(row('Rewards start')).getByText('1 day after the next 00:00 UTC')).toBeInTheDocument();
      expect(within(row('Rewards paid')).getByText('On the day of accrual')).toBeInTheDocument();
    });
  });

  describe('when amounts are typed (§5 staking stake)', () => {
    it('empty or 0 shows no message and Stake stays disabled', async () => {
      await openGt();
      await typeAmount('0');
      expect(screen.getByRole('textbox', { name: 'Amount' })).not.toHaveAttribute('aria-invalid');
      expect(stakeButton()).toBeDisabled();
    });

    it('below min_mortgage_amount shows the minimum with the number', async () => {
      await openGt();
      await typeAmount('0.5');
      expect(await screen.findByText('Minimum staking amount is 1 GT')).toBeInTheDocument();
      expect(stakeButton()).toBeDisabled();
    });

    it('above available shows insufficient balance', async () => {
      const { available } = await openGt();
      await typeAmount(dec(available).plus('0.00000001').toString());
      expect(await screen.findByText('Insufficient balance')).toBeInTheDocument();
    });

    it('a valid amount still needs the agreement ticked', async () => {
      await openGt();
      await typeAmount('10');
      expect(stakeButton()).toBeDisabled();
      await userEvent.click(screen.getByRole('checkbox', { name: 'I have read and agree to the' }));
      expect(stakeButton()).toBeEnabled();
    });

    it('Max fills min(available, remaining cap)', async () => {
      const { available } = await openGt();
      await userEvent.click(screen.getByRole('button', { name: 'Max' }));
      expect(amountField()).toHaveValue(available);
    });

    it('estimates the daily reward net of the commission, plus the processing ladder bonus, rounded once (§5, §3 fee_rate, §6)', async () => {
      await openGt();
      await typeAmount('3');
      // 3 × 4 % / 365 = 0.000328767…, less 10 % commission × 0.9 (VIP 1–4) = 0.000299178…;
      // 3 × 3 % / 365 = 0.000246575…; summed, then rounded down once: 0.00054575.
      expect(within(row('Estimated daily reward')).getByText(/^0\.00054575 GT/)).toBeInTheDocument();
      expect(
        within(row('Estimated daily reward')).getByText('incl. bonus 0.00024657 GT'),
      ).toBeInTheDocument();
    });
  });

  describe('when nothing that can be staked is typed', () => {
    it("reads '--' for the daily reward before anything is typed", async () => {
      await openGt();
      expect(within(row('Estimated daily reward')).getByText('--')).toBeInTheDocument();
    });

    it("reads '--', not '0 GT', for a zero typed", async () => {
      await openGt();
      await typeAmount('0');
      expect(within(row('Estimated daily reward')).getByText('--')).toBeInTheDocument();
    });

    it("reads '--', not '0 GT', beside a refused amount (more than available, §5)", async () => {
      await openGt();
      await typeAmount('105');
      expect(within(dialog()).getByText('Insufficient balance')).toBeInTheDocument();
      expect(within(row('Estimated daily reward')).getByText('--')).toBeInTheDocument();
      expect(within(row('Estimated daily reward')).queryByText(/GT/)).not.toBeInTheDocument();
    });

    it('keeps the line of a bonus that pays, so the first digit fills it in place instead of adding it', async () => {
      await openGt();
      const line = within(row('Estimated daily reward')).getByText('incl. bonus --');
      await typeAmount('3');
      expect(line).toHaveTextContent('incl. bonus 0.00024657 GT');
      expect(line).toBeInTheDocument();
    });
  });

  describe('when the customer stakes', () => {
    it('sends the §7 body, shows success and reports the success payload; Continue staking returns to main empty', async () => {
      const onSuccess = vi.fn();
      const onReopenStake = vi.fn();
      const { exchange } = await openGt({ onSuccess, onReopenStake });
      await typeAmount('10');
      await userEvent.click(screen.getByRole('checkbox', { name: 'I have read and agree to the' }));
      await userEvent.click(stakeButton());
      expect(await screen.findByText('You staked 10 GT.')).toBeInTheDocument();
      // The result takes focus on the dialog (a screen reader says "Staked"), its message a status.
      await waitFor(() => expect(screen.getByRole('dialog', { name: 'Staked' })).toHaveFocus());
      expect(within(dialog()).getByRole('status')).toHaveTextContent('You staked 10 GT.');
      // The success view carries its check mark (issue 16 item 22).
      expect(dialog().querySelector('.wk-result-icon[data-state="success"] path')).not.toBeNull();
      expect(bodiesTo(exchange, ROUTES.stakingStake.path)).toEqual([{ side: 0, amount: '10', coin: 'GT' }]);
      expect(onSuccess).toHaveBeenCalledWith({ widget: 'stake', coin: 'GT', amount: '10' });
      await userEvent.click(screen.getByRole('button', { name: 'Continue staking' }));
      expect(onReopenStake).toHaveBeenCalledWith({ coin: 'GT' });
      expect(amountField()).toHaveValue('');
      await waitFor(() => expect(within(row('Current holding')).getByText('110 GT')).toBeInTheDocument());
    });

    it('in the assets frame (onOpenPage), View holding opens the assets area’s financial_staking page (§2)', async () => {
      const onOpenPage = vi.fn();
      await openGt({ onOpenPage });
      await typeAmount('10');
      await userEvent.click(screen.getByRole('checkbox', { name: 'I have read and agree to the' }));
      await userEvent.click(stakeButton());
      await userEvent.click(await screen.findByRole('button', { name: 'View holding' }));
      expect(onOpenPage).toHaveBeenCalledWith({
        href: '/myaccount/myfunds/financial_staking?asset=GT&product-type=0',
      });
    });

    it.each([
      ['its own agreement (§3 agreement)', '/legal/staking-user-agreement', undefined],
      ["the host's staking agreement when it names none (§2)", '', 'https://www.example.com/staking-terms'],
    ])('the agreement link opens %s', async (_name, agreement, hostDocument) => {
      const { host } = await openGt(
        {},
        {
          ...(hostDocument ? { documents: { stakingAgreement: hostDocument } } : {}),
          before: (exchange: SandboxExchange) => {
            const slice = exchange.state.data.modules.staking as StakingSlice;
            for (const product of slice.products) product.agreement = agreement;
          },
        },
      );
      await userEvent.click(screen.getByRole('button', { name: 'Staking User Agreement' }));
      expect(host.onNavigate).toHaveBeenCalledWith(hostDocument ?? agreement);
    });

    it('on a page, View holding navigates to the finance/staking holdings page (§2)', async () => {
      const { host } = await openGt();
      await typeAmount('10');
      await userEvent.click(screen.getByRole('checkbox', { name: 'I have read and agree to the' }));
      await userEvent.click(stakeButton());
      await userEvent.click(await screen.findByRole('button', { name: 'View holding' }));
      expect(host.onNavigate).toHaveBeenCalledWith(
        '/myaccount/funds/finance/staking?asset=GT&product-type=0',
      );
    });

    it('a failure code shows the server message as a warning toast and stays on the form (§8)', async () => {
      const { exchange } = await openGt();
      exchange.faults.inject({
        path: ROUTES.stakingStake.path,
        fault: { kind: 'code', code: -1, message: 'Staking paused' },
      });
      await typeAmount('10');
      await userEvent.click(screen.getByRole('checkbox', { name: 'I have read and agree to the' }));
      await userEvent.click(stakeButton());
      expect(await screen.findByText('Staking paused')).toBeInTheDocument();
      expect(dialog()).toHaveAccessibleName('Stake GT');
    });

    it('asks for the fund password when the account has one, then succeeds (§4)', async () => {
      const { host } = await openGt(
        {},
        {
          scenario: composeScenario(SCENARIOS.regular, { account: { fundPassword: '246810' } }),
          fundPassword: '246810',
        },
      );
      await typeAmount('10');
      await userEvent.click(screen.getByRole('checkbox', { name: 'I have read and agree to the' }));
      await userEvent.click(stakeButton());
      expect(await screen.findByText('You staked 10 GT.')).toBeInTheDocument();
      expect(host.requestFundPassword).toHaveBeenCalled();
    });
  });

  describe('Transfer (§2, §6, issue 16 item 6)', () => {
    it.each([
      ['classic', '/myaccount/myfunds/spot?asset=GT'],
      ['multi_currency', '/myaccount/billing/unified_account?curr_type=GT'],
    ] as const)('a %s customer is sent to %s', async (mode, href) => {
      const { host, exchange } = await openGt(
        {},
        { scenario: composeScenario(SCENARIOS.regular, { account: { mode } }) },
      );
      await waitFor(() =>
        expect(exchange.calls.filter((c) => c.path === ROUTES.sharedAccountMode.path)).toHaveLength(1),
      );
      await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
      await userEvent.click(screen.getByRole('button', { name: 'Transfer' }));
      expect(host.onNavigate).toHaveBeenCalledWith(href);
    });
  });

  describe('§4 target transitions', () => {
    it('rate details shows base, extra and the VIP discount of the tier, and returns to main', async () => {
      await openGt();
      await userEvent.click(screen.getByRole('button', { name: 'Rate details' }));
      expect(await screen.findByRole('dialog', { name: 'Rate details' })).toBeInTheDocument();
      expect(within(row('Base APR')).getByText('4.00%')).toBeInTheDocument();
      expect(within(row('Bonus APR')).getByText('3.00%')).toBeInTheDocument();
      expect(screen.getByRole('rowheader', { name: 'VIP 1–4 · Your tier (VIP 1)' })).toBeInTheDocument();
      // §3 fee_rate 10 %, of which VIP 1–4 pays ×0.9: the commission the estimate deducts.
      expect(within(row('Commission on the base reward')).getByText('10.00%')).toBeInTheDocument();
      expect(within(row('Your commission')).getByText('9.00%')).toBeInTheDocument();
      await userEvent.click(screen.getByRole('button', { name: 'Back' }));
      expect(screen.getByRole('dialog', { name: 'Stake GT' })).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Rate details' })).toHaveFocus();
    });

    it('FAQ shows the coin-ask items in three tabs and returns to main', async () => {
      await openGt();
      await userEvent.click(screen.getByRole('button', { name: 'Introduction and FAQ' }));
      expect(await screen.findByText('What is GT Staking?')).toBeInTheDocument();
      await userEvent.click(screen.getByRole('tab', { name: 'FAQ' }));
      expect(await screen.findByText('When do rewards start?')).toBeInTheDocument();
      await userEvent.click(screen.getByRole('button', { name: 'Back' }));
      expect(screen.getByRole('dialog', { name: 'Stake GT' })).toBeInTheDocument();
      // Focus comes back to the link that opened the step, which left with the form.
      expect(screen.getByRole('button', { name: 'Introduction and FAQ' })).toHaveFocus();
    });

    it('extra bonus shows the status and the ladder; bonus rules has 6 items and returns to main', async () => {
      await openGt();
      await userEvent.click(screen.getByRole('tab', { name: 'Bonus' }));
      await userEvent.click(await screen.findByRole('button', { name: 'Bonus details' }));
      expect(await screen.findByRole('dialog', { name: 'Extra bonus' })).toBeInTheDocument();
      expect(within(row('Status')).getByText('In progress')).toBeInTheDocument();
      expect(screen.getByRole('cell', { name: '≥ 1,000 GT' })).toBeInTheDocument();
      expect(screen.getByRole('cell', { name: '0 – 1,000 GT' })).toBeInTheDocument();
      await userEvent.click(screen.getByRole('button', { name: 'Bonus rules' }));
      expect(within(await screen.findByRole('list')).getAllByRole('listitem')).toHaveLength(6);
      await userEvent.click(screen.getByRole('button', { name: 'Back' }));
      expect(screen.getByRole('dialog', { name: 'Stake GT' })).toBeInTheDocument();
    });

    it('closing resets the amount and the target, and reports close', async () => {
      const onClose = vi.fn();
      renderOnSandbox(
        <StakeDialog coin="GT" trigger={<button type="button">Open</button>} onClose={onClose} />,
      );
      await userEvent.click(screen.getByRole('button', { name: 'Open' }));
      await waitFor(() => expect(screen.getByText(/^Available/)).toHaveTextContent(/^Available \d/));
      await typeAmount('10');
      await userEvent.click(screen.getByRole('button', { name: 'Rate details' }));
      await userEvent.click(screen.getByRole('button', { name: 'Close' }));
      expect(onClose).toHaveBeenCalledWith({ widget: 'stake' });
      await userEvent.click(screen.getByRole('button', { name: 'Open' }));
      expect(await screen.findByRole('dialog', { name: 'Stake GT' })).toBeInTheDocument();
      expect(amountField()).toHaveValue('');
    });
  });

  describe('when the APR trend is opened', () => {
    it('loads the trend for 1 year first, lazily, and offers 7, 30, 90 days', async () => {
      const { exchange } = await openGt();
      expect(exchange.calls.some((c) => c.path === ROUTES.stakingCoinLines.path)).toBe(false);
      await userEvent.click(screen.getByRole('button', { name: 'APR trend' }));
      const trend = await screen.findByRole('dialog', { name: 'GT APR trend' });
      expect(within(trend).getByRole('tab', { name: '1 year' })).toHaveAttribute('data-state', 'active');
      expect(
        within(trend)
          .getAllByRole('tab')
          .map((tab) => tab.textContent),
      ).toEqual(['7 days', '30 days', '90 days', '1 year']);
      await waitFor(() =>
        expect(exchange.calls.find((c) => c.path === ROUTES.stakingCoinLines.path)?.query.limit).toBe('365'),
      );
    });

    it("shows 'finances.noData' when the trend is empty", async () => {
      const { exchange } = await openGt();
      exchange.faults.inject({
        path: ROUTES.stakingCoinLines.path,
        fault: { kind: 'code', code: 0, data: [] },
      });
      await userEvent.click(screen.getByRole('button', { name: 'APR trend' }));
      expect(await screen.findByText('No data')).toBeInTheDocument();
    });
  });
});

describe('StakeDialog: given other products and customers', () => {
  it('DeFi USDT offers the sources of return and stakes into the chosen pid', async () => {
    const { exchange } = renderOnSandbox(<StakeDialog coin="USDT" defaultOpen />);
    const compound = await screen.findByRole('radio', { name: /^Compound/ });
    // The first source is put in force once the sources are known (an effect after they render).
    await waitFor(() => expect(screen.getByRole('radio', { name: /^Aave V3/ })).toBeChecked());
    await userEvent.click(compound);
    await waitFor(() => expect(screen.getByText(/^Available/)).toHaveTextContent(/^Available \d/));
    await typeAmount('100');
    await userEvent.click(screen.getByRole('checkbox', { name: 'I have read and agree to the' }));
    await userEvent.click(stakeButton());
    expect(await screen.findByText('You staked 100 USDT.')).toBeInTheDocument();
    expect(bodiesTo(exchange, ROUTES.stakingStake.path)).toEqual([
      { side: 0, amount: '100', coin: 'USDT', pid: '12' },
    ]);
  });

  it('Compound’s campaign has not started: its extra bonus says so and adds nothing', async () => {
    renderOnSandbox(<StakeDialog coin="USDT" pid={12} defaultOpen />);
    await userEvent.click(await screen.findByRole('tab', { name: 'Bonus' }));
    expect(within(row('Status')).getByText('Not started')).toBeInTheDocument();
  });

  it('a finished campaign shows finished', async () => {
    renderOnSandbox(<StakeDialog coin="GT" defaultOpen />, {
      before: (exchange) => act(() => exchange.clock.advance(30 * 86_400_000)),
    });
    await userEvent.click(await screen.findByRole('tab', { name: 'Bonus' }));
    expect(within(row('Status')).getByText('Finished')).toBeInTheDocument();
  });

  it('credit/debt USDD asks for an order confirmation before staking', async () => {
    renderOnSandbox(<StakeDialog coin="USDD" defaultOpen />, { balances: { USDD: '1000' } });
    expect(await screen.findByText('Redemptions are paid in USDC')).toBeInTheDocument();
    // The payout note has its own label; "Redemption period" names the span once, in the rules (issue 16 item 5).
    expect(within(row('Redemption payout')).getByText('Redemptions are paid in USDC')).toBeInTheDocument();
    expect(
      within(screen.getByRole('dialog')).getAllByText('Redemption period', { selector: 'dt' }),
    ).toHaveLength(1);
    await waitFor(() => expect(screen.getByText(/^Available/)).toHaveTextContent('Available 1,000 USDD'));
    await typeAmount('100');
    await userEvent.click(screen.getByRole('checkbox', { name: 'I have read and agree to the' }));
    await userEvent.click(stakeButton());
    expect(await screen.findByRole('dialog', { name: 'Confirm your order' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('You staked 100 USDD.')).toBeInTheDocument();
  });

  it('exchange-type SOL shows the conversion to GTSOL', async () => {
    renderOnSandbox(<StakeDialog coin="SOL" defaultOpen />, { balances: { SOL: '20' } });
    // 20 SOL, and what the seeded GTSOL has paid in SOL since.
    await waitFor(() => expect(screen.getByText(/^Available/)).toHaveTextContent(/^Available 20\.\d+ SOL$/));
    await typeAmount('10');
    expect(screen.getByText('≈ 9.6 GTSOL')).toBeInTheDocument();
    expect(screen.getByText('1 SOL = 0.96 GTSOL')).toBeInTheDocument();
  });

  it('sold out: any amount exceeds the cap', async () => {
    renderOnSandbox(<StakeDialog coin="USDT" defaultOpen />, { scenario: 'sold-out' });
    await waitFor(() => expect(screen.getByText(/^Available/)).toHaveTextContent('Available'));
    await typeAmount('100');
    expect(
      await screen.findByText('Exceeds the staking cap; you can stake at most 0 USDT more'),
    ).toBeInTheDocument();
  });

  it('web3-task DOGE offers going to the web3 tasks after staking', async () => {
    const onOpenPage = vi.fn();
    renderOnSandbox(<StakeDialog coin="DOGE" defaultOpen onOpenPage={onOpenPage} />, {
      balances: { DOGE: '500' },
    });
    await waitFor(() => expect(screen.getByText(/^Available/)).toHaveTextContent('Available 500 DOGE'));
    await typeAmount('100');
    await userEvent.click(screen.getByRole('checkbox', { name: 'I have read and agree to the' }));
    await userEvent.click(stakeButton());
    await userEvent.click(await screen.findByRole('button', { name: 'Go to web3 tasks' }));
    expect(onOpenPage).toHaveBeenCalledWith({ href: '/web3/tasks' });
  });

  it('logged out: rate details show the product’s commission and discounts, none as the visitor’s own (§6)', async () => {
    renderOnSandbox(<StakeDialog coin="GT" defaultOpen />, { scenario: 'logged-out' });
    await userEvent.click(await screen.findByRole('button', { name: 'Rate details' }));
    await screen.findByRole('dialog', { name: 'Rate details' });
    expect(within(row('Commission on the base reward')).getByText('10.00%')).toBeInTheDocument();
    expect(screen.getByRole('rowheader', { name: 'VIP 1–4' })).toBeInTheDocument();
    expect(screen.queryByText('Your commission')).not.toBeInTheDocument();
    expect(screen.queryByText(/Your tier/)).not.toBeInTheDocument();
    expect(screen.queryByText('No VIP discount for your tier')).not.toBeInTheDocument();
  });

  it('logged out: the product shows and the button asks to log in (§1)', async () => {
    const { host } = renderOnSandbox(<StakeDialog coin="GT" defaultOpen />, { scenario: 'logged-out' });
    const login = await screen.findByRole('button', { name: 'Log in to stake' });
    // An amount typed before logging in: there is no balance to hold it against, so no
    // "Insufficient balance" (the customer's balance is unknown, not zero).
    await typeAmount('10');
    expect(screen.queryByText('Insufficient balance')).not.toBeInTheDocument();
    await userEvent.click(login);
    expect(host.onLoginRequired).toHaveBeenCalledWith('logged_out');
  });

  it('ETH has no staking (§9) and nothing is requested', async () => {
    const { exchange } = renderOnSandbox(<StakeDialog coin="ETH" defaultOpen />);
    expect(await screen.findByText('ETH has no staking')).toBeInTheDocument();
    expect(exchange.calls.filter((c) => c.path.includes('/earn/staking/'))).toHaveLength(0);
  });
});
