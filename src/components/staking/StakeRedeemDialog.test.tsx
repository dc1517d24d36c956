import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ROUTES } from '../../api';
import { formatDateTimeWithZone } from '../../domain/timeline';
import { StakeRedeemDialog } from './StakeRedeemDialog';
import { bodiesTo, renderOnSandbox, stakingProduct } from './stakingTestSupport';

const amountField = () => screen.getByRole('textbox', { name: 'Redeem amount' });
const row = (label: string) => {
  const term = within(screen.getByRole('dialog')).getAllByText(label, { selector: 'dt' })[0];
  if (!term?.parentElement) throw new Error(`no row ${label}`);
  return term.parentElement;
};

async function openRedeem(coin: string, options: Parameters<typeof renderOnSandbox>[1] = {}, props = {}) {
  const rendered = renderOnSandbox(<StakeRedeemDialog coin={coin} defaultOpen {...props} />, options);
  await waitFor(() => expect(screen.getByText(/^Redeemable/)).toHaveTextContent(/^Redeemable \d/));
  return rendered;
}

async function typeAmount(value: string) {
  await userEvent.clear(amountField());
  await userEvent.type(amountField(), value);
}

describe('StakeRedeemDialog: given a logged-out visitor (§1)', () => {
  it('shows the product and a button that asks for the login, not a disabled Redeem', async () => {
    const { host } = renderOnSandbox(<StakeRedeemDialog coin="GT" defaultOpen />, { scenario: 'logged-out' });
    const login = await screen.findByRole('button', { name: 'Log in to redeem' });
    expect(login).toBeEnabled();
    expect(screen.queryByRole('button', { name: 'Redeem' })).not.toBeInTheDocument();
    await userEvent.click(login);
    expect(host.onLoginRequired).toHaveBeenCalledWith('logged_out');
    expect(screen.queryByRole('dialog', { name: 'Confirm redemption' })).not.toBeInTheDocument();
  });
});

describe('StakeRedeemDialog: given 100 GT staked (fast 0.5 %, 500 a day; standard 1–3 days, no fee)', () => {
  describe('when amounts are typed (§5 staking redeem)', () => {
    it('below min_redeem_amount shows the minimum with the number', async () => {
      await openRedeem('GT');
      await typeAmount('0.5');
      expect(await screen.findByText('Minimum redemption amount is 1 GT')).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Redeem' })).toBeDisabled();
    });

    it('above the holding shows insufficient', async () => {
      await openRedeem('GT');
      await typeAmount('100.00000001');
      expect(await screen.findByText('Insufficient redeemable amount')).toBeInTheDocument();
    });
  });

  describe('when fast redemption is chosen, the fee is truncated to 8 decimals (§5, §9)', () => {
    it.each([
      ['1.00000001', '0.005', '0.99500001'],
      ['1.99999999', '0.00999999', '1.99'],
      ['1.000002', '0.00500001', '0.99500199'],
      ['100', '0.5', '99.5'],
    ])('%s GT → fee %s, received %s', async (amount, fee, received) => {
      await openRedeem('GT');
      await userEvent.click(screen.getByRole('radio', { name: /^Fast redemption/ }));
      await typeAmount(amount);
      expect(within(row('Fee')).getByText(`${fee} GT`)).toBeInTheDocument();
      expect(within(row('You receive')).getByText(`${received} GT`)).toBeInTheDocument();
      expect(within(row('Arrival')).getByText('Within 30 minutes')).toBeInTheDocument();
    });

    it('standard redemption has no fee here and takes the 1–3 day span', async () => {
      await openRedeem('GT');
      await typeAmount('1.00000001');
      expect(within(row('Fee')).getByText('0 GT')).toBeInTheDocument();
      expect(within(row('You receive')).getByText('1.00000001 GT')).toBeInTheDocument();
    });
  });

  describe('when the fast quota is used up', () => {
    it('fast redemption is disabled and says why', async () => {
      await openRedeem('GT', {
        before: (exchange) => {
          stakingProduct(exchange, 'GT').quick_daily_quota = '1';
        },
      });
      // A quota of 1 does not exceed the minimum redemption of 1 (§5).
      expect(screen.getByRole('radio', { name: /^Fast redemption/ })).toBeDisabled();
      expect(screen.getByText(/Today's fast redemption quota is used up/)).toBeInTheDocument();
    });
  });

  describe("when a fast redemption is above what is left of today's quota (§3 redeem_quick_daily, issue 16 item 3)", () => {
    const quota40 = {
      before: (exchange: Parameters<typeof stakingProduct>[0]) => {
        stakingProduct(exchange, 'GT').quick_daily_quota = '40';
      },
    };

    it('the form refuses it before Confirm, and standard redemption takes it', async () => {
      await openRedeem('GT', quota40);
      await userEvent.click(screen.getByRole('radio', { name: /^Fast redemption/ }));
      await typeAmount('41');
      expect(await screen.findByText('Fast redemption is limited to 40 GT today')).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Redeem' })).toBeDisabled();
      await userEvent.click(screen.getByRole('radio', { name: /^Standard redemption/ }));
      expect(screen.queryByText('Fast redemption is limited to 40 GT today')).not.toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Redeem' })).toBeEnabled();
    });

    it('Max fills the quota in fast mode and the whole holding in standard mode', async () => {
      await openRedeem('GT', quota40);
      await userEvent.click(screen.getByRole('radio', { name: /^Fast redemption/ }));
      await userEvent.click(screen.getByRole('button', { name: 'Max' }));
      expect(amountField()).toHaveValue('40');
      await userEvent.click(screen.getByRole('radio', { name: /^Standard redemption/ }));
      await userEvent.click(screen.getByRole('button', { name: 'Max' }));
      expect(amountField()).toHaveValue('100');
    });
  });

  describe('when the customer reads the introduction and FAQ and goes back (§4 target faq)', () => {
    it('the form comes back with focus on the link that opened the FAQ, not on the page', async () => {
      await openRedeem('GT');
      await userEvent.click(screen.getByRole('button', { name: 'Introduction and FAQ' }));
      expect(await screen.findByRole('dialog', { name: 'Introduction and FAQ' })).toBeInTheDocument();
      await userEvent.click(screen.getByRole('button', { name: 'Back' }));
      expect(await screen.findByRole('dialog', { name: 'Redeem GT' })).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Introduction and FAQ' })).toHaveFocus();
    });
  });

  describe('when the product forbids redemption (§3 extra.redeem_control, issue 16 item 4)', () => {
    it('says redemption is paused and offers no Redeem', async () => {
      renderOnSandbox(<StakeRedeemDialog coin="GT" defaultOpen />, {
        before: (exchange) => {
          stakingProduct(exchange, 'GT').extra.redeem_control = [{ redeem: 0 }];
        },
      });
      expect(await screen.findByText('Redemption of GT is paused for now.')).toBeInTheDocument();
      expect(screen.queryByRole('button', { name: 'Redeem' })).not.toBeInTheDocument();
      expect(screen.queryByRole('textbox', { name: 'Redeem amount' })).not.toBeInTheDocument();
    });
  });

  describe('when the customer redeems', () => {
    it('confirms, sends quick, shows the arrival from redeem_stamp and reports success', async () => {
      const onSuccess = vi.fn();
      const onOpenPage = vi.fn();
      const { exchange } = await openRedeem('GT', {}, { onSuccess, onOpenPage });
      await userEvent.click(screen.getByRole('radio', { name: /^Fast redemption/ }));
      await typeAmount('10');
      await userEvent.click(screen.getByRole('button', { name: 'Redeem' }));
      await screen.findByRole('dialog', { name: 'Confirm redemption' });
      await userEvent.click(screen.getByRole('button', { name: 'Confirm' }));
      expect(await screen.findByText('You redeemed 10 GT.')).toBeInTheDocument();
      expect(bodiesTo(exchange, ROUTES.stakingRedeem.path)).toEqual([
        { side: 1, amount: '10', coin: 'GT', quick: 1 },
      ]);
      expect(onSuccess).toHaveBeenCalledWith({ widget: 'stake-redeem', coin: 'GT', amount: '10' });
      // An arrival shows its zone (issue 13): the provider's, UTC in these tests.
      const arrival = formatDateTimeWithZone(exchange.clock.now() + 30 * 60_000, 'UTC');
      expect(within(row('Expected arrival')).getByText(arrival)).toBeInTheDocument();
      await userEvent.click(screen.getByRole('button', { name: 'View history' }));
      expect(onOpenPage).toHaveBeenCalledWith({
        href: '/myaccount/myfunds/financial_staking?asset=GT&product-type=0&open-history=1&type=redeem',
      });
      await userEvent.click(screen.getByRole('button', { name: 'View holdings' }));
      expect(onOpenPage).toHaveBeenLastCalledWith({
        href: '/myaccount/myfunds/financial_staking?asset=GT&product-type=0',
      });
    });

    it("shows '--' when the answer has no redeem_stamp (§8)", async () => {
      const { exchange } = await openRedeem('GT');
      exchange.faults.inject({ path: ROUTES.stakingRedeem.path, fault: { kind: 'code', code: 0, data: {} } });
      await typeAmount('10');
      await userEvent.click(screen.getByRole('button', { name: 'Redeem' }));
      await userEvent.click(await screen.findByRole('button', { name: 'Confirm' }));
      await screen.findByText('You redeemed 10 GT.');
      expect(within(row('Expected arrival')).getByText('--')).toBeInTheDocument();
    });
  });
});

describe('StakeRedeemDialog: given credit/debt USDD with quick redeem (§4)', () => {
  it('opens on the redemption-type selector, then the form pays in USDC', async () => {
    const rendered = renderOnSandbox(
      <StakeRedeemDialog coin="USDD" trigger={<button type="button">Open</button>} />,
      {
        balances: { USDD: '1000' },
      },
    );
    // Staked through the real client first, so the holding comes from the sandbox's books.
    await rendered.client.staking.stake(
      { coin: 'USDD', amount: '100', pid: 21 },
      { idempotencyKey: 'seed-usdd' },
    );
    await userEvent.click(screen.getByRole('button', { name: 'Open' }));
    expect(await screen.findByRole('dialog', { name: 'Redemption type' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('radio', { name: /^Fast redemption/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByRole('dialog', { name: 'Redeem USDD' })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByText(/^Redeemable/)).toHaveTextContent('Redeemable 100 USDD'));
    await typeAmount('10');
    // 10 × 0.2 % = 0.02; unlimited quota.
    expect(within(row('You receive')).getByText('9.98 USDC')).toBeInTheDocument();
    expect(screen.getByText(/No daily quota/)).toBeInTheDocument();
  });
});

describe('StakeRedeemDialog: the five redemption spans of §4', () => {
  it.each([
    ['immediate', 0, 0, 0, '', 'Immediate'],
    ['period', 2, -1, -1, '', '2 days'],
    ['period of one day (plural rules, issue 16 item 21)', 1, -1, -1, '', '1 day'],
    // §3 extra.redeem_period_txt: the product's own words for its period (issue 16 item 4).
    ['period with its own words', 2, -1, -1, 'T+2 business days', 'T+2 business days'],
    ['max only', 0, 0, 5, 'ignored', 'Up to 5 days'],
    ['min equals max', 0, 3, 3, '', '3 days'],
    ['min differs from max', 1, 1, 3, '', '1–3 days'],
  ])('%s', async (_case, incomeDays, minDay, maxDay, periodText, text) => {
    await openRedeem('GT', {
      before: (exchange) => {
        const product = stakingProduct(exchange, 'GT');
        product.income_days = incomeDays;
        product.extra = {
          ...product.extra,
          redeem_minday: minDay,
          redeem_maxday: maxDay,
          redeem_period_txt: periodText,
        };
      },
    });
    expect(within(row('Arrival')).getByText(text)).toBeInTheDocument();
  });
});
