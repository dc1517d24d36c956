import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ROUTES } from '../../api';
import { dec, formatAmount } from '../../domain';
import { composeScenario, createMemoryStorage, createSandboxExchange, SCENARIOS } from '../../sandbox';
import { slice as fixedSlice } from '../../sandbox/products/fixed/model';
import { setFlexibleBonusWindow } from '../../sandbox/testSupport';
import { SLOW_LOADING_MS } from '../ui/LoadingStatus';
import { SubscribeModal } from './SubscribeModal';
import { renderOnSandbox, SUBSCRIBE_OPEN_READS, sent } from './testSupport';

const dialog = () => screen.findByRole('dialog', { name: /^Subscribe USDT$/ });
const amountField = () => screen.findByRole('textbox', { name: 'Amount' });
const subscribeButton = () => screen.getByRole('button', { name: 'Subscribe' });

/** Types an amount and waits out the 500 ms debounce (§9) until the button reflects it. */
async function typeAmount(value: string) {
  const field = await amountField();
  await userEvent.clear(field);
  await userEvent.type(field, value);
}

/** The value of the "Estimated daily return" row. */
const dailyReturn = (modal: HTMLElement) =>
  within(modal).getByText('Estimated daily return').nextElementSibling;

/** The customer's USDT spot balance as the modal shows it ("16,500"). */
const shown = (amount: string) => formatAmount(amount, { group: true });
const spotUsdt = (exchange: { state: { balances(): Record<string, string> } }) =>
  exchange.state.balances().USDT ?? '0';

function openSubscribe(
  props: { productId?: number; verified?: boolean } = {},
  options: Parameters<typeof renderOnSandbox>[1] = {},
) {
  const onSuccess = vi.fn();
  const onClose = vi.fn();
  const rendered = renderOnSandbox(
    <SubscribeModal coin="USDT" defaultOpen onSuccess={onSuccess} onClose={onClose} {...props} />,
    options,
  );
  return { ...rendered, onSuccess, onClose };
}

describe('SubscribeModal', () => {
  describe('given a flexible USDT subscription (product id 0)', () => {
    it('shows the balance, the APR with bonus and ladder, and keeps Subscribe disabled while empty', async () => {
      const { exchange } = openSubscribe();
      const modal = await dialog();
      await within(modal).findByText(shown(spotUsdt(exchange)));
      expect(within(modal).getByText('Estimated APR')).toBeInTheDocument();
      expect(within(modal).getByText('10.00%')).toBeInTheDocument();
      expect(within(modal).getByText('+5.00% in USDT, on up to 500 USDT')).toBeInTheDocument();
      expect(within(modal).getByText('Above 1,000 USDT: 3.00%', { exact: false })).toBeInTheDocument();
      // Nothing typed: no return to estimate, rather than "0 USDT + 0 USDT".
      expect(dailyReturn(modal)).toHaveTextContent(/^--$/);
      expect(subscribeButton()).toBeDisabled();
    });

    it('when a key changes the amount, the return shown is never that of the amount before it (§9 debounce)', async () => {
      openSubscribe();
      const modal = await dialog();
      await typeAmount('100');
      await waitFor(() => expect(dailyReturn(modal)).not.toHaveTextContent(/^--$/));
      const returnOf100 = dailyReturn(modal)?.textContent;
      await userEvent.type(await amountField(), '0');
      // Subscribe follows the key at once; the return waits for the amount to settle, and shows
      // "--" meanwhile (or already the new return, on a machine slow enough to pass 500 ms here).
      expect(subscribeButton()).toBeEnabled();
      expect(dailyReturn(modal)?.textContent).not.toBe(returnOf100);
      await waitFor(() => expect(dailyReturn(modal)).not.toHaveTextContent(/^--$/));
      expect(dailyReturn(modal)?.textContent).not.toBe(returnOf100);
      // 1000 at 10 % (§9 ladder, to 6 decimals), and the 5 % bonus on its first 500, for a day.
      expect(dailyReturn(modal)).toHaveTextContent(/^0\.273972 USDT \+ 0\.06849315 USDT$/);
    });

    it.each([
      ['not started yet', 1, 2],
      ['already finished', -2, -1],
    ])(
      'a bonus promo %s adds nothing to the APR or the estimate, though its pool is open (§4, issue 16 item 7)',
      async (_case, startDays, endDays) => {
        const { exchange } = openSubscribe(
          {},
          {
            before: (exchange) => setFlexibleBonusWindow(exchange, 'USDT', startDays, endDays),
          },
        );
        await typeAmount('2000');
        expect(await screen.findByText('6.50%')).toBeInTheDocument();
        expect(screen.getByText('0.356163 USDT')).toBeInTheDocument();
        expect(screen.queryByText(/\+5\.00% in USDT/)).not.toBeInTheDocument();
        // The product still says its pool is open; the award pool's window is what was read.
        expect(sent(exchange, ROUTES.earnAwardPool)).toHaveLength(1);
      },
    );

    it.each([
      [undefined, '1'],
      [false, '0'],
    ])(
      'loads the product detail with the verified flag (§6, issue 16 item 9): prop %s sends %s',
      async (verified, flag) => {
        const { exchange } = openSubscribe(verified === undefined ? {} : { verified });
        await waitFor(() => expect(sent(exchange, ROUTES.earnCoinInfo)).toHaveLength(1));
        expect(sent(exchange, ROUTES.earnCoinInfo)[0]?.query).toMatchObject({
          coin: 'USDT',
          show_page: 'subscribe',
          verified: flag,
        });
      },
    );

    it("previews when the money starts working, in the provider's zone (§9, issue 16 item 25)", async () => {
      openSubscribe();
      const preview = await screen.findByRole('region', { name: 'Subscribe now' });
      // The sandbox's now is 2025-01-15 08:00 UTC; the tests' provider zone is UTC.
      expect(within(preview).getByText('Interest starts').nextSibling).toHaveTextContent(
        '2025-01-15 09:00 (GMT+0)',
      );
      expect(within(preview).getByText('First interest received').nextSibling).toHaveTextContent(
        '2025-01-15 10:00 (GMT+0)',
      );
    });

    it('when 2000 is typed, estimates the §9 daily return from the ladder and the bonus', async () => {
      openSubscribe();
      await typeAmount('2000');
      // Ladder: 1000 × 10 % + 1000 × 3 % = 130 a year → 6.50 % blended. The return is the ladder's
      // tier by tier, each to 6 decimals (§9): 1000 × 0.1 / 365 = 0.273972, 1000 × 0.03 / 365 = 0.082191.
      expect(await screen.findByText('6.50%')).toBeInTheDocument();
      expect(screen.getByText('0.356163 USDT + 0.06849315 USDT')).toBeInTheDocument();
    });

    it.each([
      ['0.5', 'Minimum purchase amount is 1 USDT'],
      ['30000', 'Insufficient balance'],
    ])(
      'when %s is typed, shows "%s", estimates nothing and keeps Subscribe disabled (§5)',
      async (amount, text) => {
        openSubscribe();
        await typeAmount(amount);
        expect(await screen.findByText(text)).toBeInTheDocument();
        expect(dailyReturn(await dialog())).toHaveTextContent(/^--$/);
        expect(subscribeButton()).toBeDisabled();
      },
    );

    it('when Max is pressed, fills the whole balance', async () => {
      const { exchange } = openSubscribe();
      await screen.findByText(shown(spotUsdt(exchange)));
      await userEvent.click(screen.getByRole('button', { name: 'Max' }));
      expect(await amountField()).toHaveValue(spotUsdt(exchange));
    });

    it('when Max is pressed, Subscribe takes the press that follows at once: no typing to wait out (§9 debounce)', async () => {
      const { exchange } = openSubscribe();
      const balance = spotUsdt(exchange);
      await screen.findByText(shown(balance));
      await userEvent.click(screen.getByRole('button', { name: 'Max' }));
      // No wait: the 500 ms debounce is for typing, and held the button disabled after Max.
      expect(subscribeButton()).toBeEnabled();
      await userEvent.click(subscribeButton());
      await screen.findByRole('dialog', { name: 'Subscription successful' });
      expect(sent(exchange, ROUTES.earnSubscribe)[0]?.body).toMatchObject({ amount: balance });
    });

    it('when an amount is typed key by key, Subscribe takes the press straight after the last key: the §9 debounce holds the messages, not the button', async () => {
      const { exchange } = openSubscribe();
      await screen.findByText(shown(spotUsdt(exchange)));
      await typeAmount('100');
      // No wait: held for the settled amount, the button stayed grey 500 ms after each key.
      expect(subscribeButton()).toBeEnabled();
      await userEvent.click(subscribeButton());
      await screen.findByRole('dialog', { name: 'Subscription successful' });
      expect(sent(exchange, ROUTES.earnSubscribe)[0]?.body).toMatchObject({ amount: '100' });
    });

    it('when more decimals are typed than an order takes, says what will be sent before the order, and sends that (§5: 8 typed, 6 sent)', async () => {
      const { exchange } = openSubscribe();
      await screen.findByText(shown(spotUsdt(exchange)));
      const cut = '5.123456 USDT will be subscribed: orders take up to 6 decimal places';
      await typeAmount('5.123456');
      expect(screen.queryByText(cut, { exact: false })).not.toBeInTheDocument();
      await userEvent.type(await amountField(), '78');
      expect(await amountField()).toHaveValue('5.12345678');
      expect(screen.getByText(cut, { exact: false })).toBeInTheDocument();
      // Announced with the field: the line is part of its description.
      expect(await amountField()).toHaveAccessibleDescription(expect.stringContaining(cut));
      await userEvent.click(subscribeButton());
      await screen.findByRole('dialog', { name: 'Subscription successful' });
      expect(sent(exchange, ROUTES.earnSubscribe)[0]?.body).toMatchObject({ amount: '5.123456' });
    });

    it('when more than the balance is typed, Subscribe is refused at once and the reason follows the debounce (§5, §9)', async () => {
      const { exchange } = openSubscribe();
      const balance = spotUsdt(exchange);
      await screen.findByText(shown(balance));
      await typeAmount(dec(balance).plus(1).toString());
      expect(subscribeButton()).toBeDisabled();
      expect(await screen.findByText('Insufficient balance')).toBeInTheDocument();
      await userEvent.click(subscribeButton());
      expect(sent(exchange, ROUTES.earnSubscribe)).toHaveLength(0);
    });

    it('when Transfer is pressed, asks the host to open the spot page of the coin', async () => {
      const { host } = openSubscribe();
      await userEvent.click(await screen.findByRole('button', { name: 'Transfer' }));
      expect(host.onNavigate).toHaveBeenCalledWith('/myaccount/myfunds/spot?asset=USDT');
    });

    it('for a unified-account customer, Transfer opens the unified account of the coin (§2, §6, issue 16 item 6)', async () => {
      const { host, exchange } = openSubscribe(
        {},
        { scenario: composeScenario(SCENARIOS.regular, { account: { mode: 'multi_currency' } }) },
      );
      const transfer = await screen.findByRole('button', { name: 'Transfer' });
      await waitFor(() => expect(sent(exchange, ROUTES.sharedAccountMode)).toHaveLength(1));
      await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
      await userEvent.click(transfer);
      expect(host.onNavigate).toHaveBeenCalledWith('/myaccount/billing/unified_account?curr_type=USDT');
    });

    it('when 100 is subscribed, shows the result, refreshes the balance and reports the exact amount', async () => {
      const { exchange, onSuccess } = openSubscribe();
      const before = spotUsdt(exchange);
      const after = dec(before).minus(100).toString();
      await typeAmount('100');
      await waitFor(() => expect(subscribeButton()).toBeEnabled());
      await userEvent.click(subscribeButton());
      expect(await screen.findByRole('dialog', { name: 'Subscription successful' })).toBeInTheDocument();
      expect(screen.getByText('You subscribed 100 USDT.')).toBeInTheDocument();
      expect(spotUsdt(exchange)).toBe(after);
      expect(onSuccess).toHaveBeenCalledWith({ widget: 'subscribe', coin: 'USDT', amount: '100', pid: '0' });
      // The balance read after the success (§4 refresh).
      await waitFor(() => expect(sent(exchange, ROUTES.sharedOutable).length).toBeGreaterThan(1));

      await userEvent.click(screen.getByRole('button', { name: 'Subscribe again' }));
      expect(await amountField()).toHaveValue('');
      expect(await screen.findByText(shown(after))).toBeInTheDocument();
    });

    it('after a subscription, View holdings opens My lendings on the flexible tab (§2)', async () => {
      const { host } = openSubscribe();
      await typeAmount('100');
      await waitFor(() => expect(subscribeButton()).toBeEnabled());
      await userEvent.click(subscribeButton());
      const link = await screen.findByRole('link', { name: 'View holdings' });
      expect(link).toHaveAttribute('href', '/simple-earn/my-lendings?tab=flexible');
      await userEvent.click(link);
      expect(host.onNavigate).toHaveBeenCalledWith('/simple-earn/my-lendings?tab=flexible');
    });

    it("the rules tab links the host's terms and risk disclosure, the FAQ, help, guide and proof of reserves (§2)", async () => {
      openSubscribe({}, { documents: { termsOfUse: 'https://www.example.com/earn-terms' } });
      await userEvent.click(await screen.findByRole('tab', { name: 'Rules' }));
      const links = within(screen.getByRole('list', { name: 'Documents and help' }));
      expect(links.getAllByRole('link').map((a) => [a.textContent, a.getAttribute('href')])).toEqual([
        ['Terms of use', 'https://www.example.com/earn-terms'],
        ['Risk disclosure', '/legal/risk-disclosure'],
        ['FAQ', '/simple-earn/faq'],
        ['Help centre', '/help/lend/simple-earn'],
        ['Beginner’s guide', '/learn/course/lend-earn-investment-guide'],
        ['Proof of reserves', '/proof-of-reserves'],
      ]);
    });

    it('when Subscribe is clicked twenty times quickly, exactly one subscription is created', async () => {
      const { exchange } = openSubscribe();
      const before = spotUsdt(exchange);
      exchange.faults.inject({
        path: ROUTES.earnSubscribe.path,
        method: 'POST',
        fault: { kind: 'latency', ms: 50 },
      });
      await typeAmount('100');
      await waitFor(() => expect(subscribeButton()).toBeEnabled());
      const button = subscribeButton();
      await act(async () => {
        for (let i = 0; i < 20; i += 1) button.click();
      });
      await screen.findByRole('dialog', { name: 'Subscription successful' });
      expect(sent(exchange, ROUTES.earnSubscribe)).toHaveLength(1);
      expect(spotUsdt(exchange)).toBe(dec(before).minus(100).toString());
    });
  });

  describe('given a fixed product (term chips)', () => {
    it('when the 7-day chip is chosen, shows the quota, the fixed APR and the term return', async () => {
      openSubscribe();
      await userEvent.click(await screen.findByRole('radio', { name: '7 days' }));
      // 100000 per person minus the 1000 the regular customer already holds.
      expect(await screen.findByText('99,000 USDT')).toBeInTheDocument();
      await typeAmount('3650');
      expect(await screen.findByText('4.2 USDT')).toBeInTheDocument();
      expect(screen.getByText('Estimated return for the term')).toBeInTheDocument();
    });

    it('when the amount is above the quota, shows the quota message (§5)', async () => {
      openSubscribe({ productId: 101 }, { balances: { USDT: '200000' } });
      await typeAmount('150000');
      expect(
        await screen.findByText('Exceeds your remaining individual quota of 99,000 USDT'),
      ).toBeInTheDocument();
      expect(subscribeButton()).toBeDisabled();
    });

    it('when the quota left is below the minimum, says so before anything is typed (§5)', async () => {
      const { exchange } = openSubscribe({ productId: 101 }, {});
      act(() =>
        exchange.state.update((data) => {
          const fixed = data.modules.fixed as { products: { id: number; user_max_lend_volume: string }[] };
          for (const p of fixed.products) if (p.id === 101) p.user_max_lend_volume = '1005';
        }),
      );
      expect(
        await screen.findByText(
          'Your remaining individual quota (5 USDT) is below the minimum purchase amount (10 USDT)',
        ),
      ).toBeInTheDocument();
    });

    it('when Max is pressed, fills min(balance, quota)', async () => {
      openSubscribe({ productId: 101 }, { balances: { USDT: '200000' } });
      await screen.findByText('99,000 USDT');
      await userEvent.click(screen.getByRole('button', { name: 'Max' }));
      expect(await amountField()).toHaveValue('99000');
    });

    it.each([
      ['classic', 'Spot account'],
      ['multi_currency', 'Unified account'],
      ['single_currency', 'Unified account'],
    ] as const)('in account mode %s, redeem account type 0 reads "%s" (§3, §6)', async (mode, label) => {
      const { exchange } = openSubscribe(
        { productId: 101 },
        { scenario: composeScenario(SCENARIOS.regular, { account: { mode } }) },
      );
      const redeemTo = await screen.findByRole('radiogroup', { name: 'Redeem to' });
      await waitFor(() => expect(sent(exchange, ROUTES.sharedAccountMode)).toHaveLength(1));
      await waitFor(() =>
        expect(within(redeemTo).getByRole('radio', { name: label })).toHaveAttribute('value', '0'),
      );
      const other = label === 'Spot account' ? 'Unified account' : 'Spot account';
      expect(within(redeemTo).queryByRole('radio', { name: other })).not.toBeInTheDocument();
    });

    it('when auto-reinvest is turned on, the order reinvests and redeems to spot, and the default is kept', async () => {
      const { exchange } = openSubscribe({ productId: 101 });
      await userEvent.click(await screen.findByRole('switch', { name: 'Auto-reinvest at maturity' }));
      expect(screen.queryByRole('radiogroup', { name: 'Redeem to' })).not.toBeInTheDocument();
      await typeAmount('100');
      await waitFor(() => expect(subscribeButton()).toBeEnabled());
      await userEvent.click(subscribeButton());
      await screen.findByRole('dialog', { name: 'Subscription successful' });
      const order = exchange.state.fixedOrders()[0];
      expect(order).toMatchObject({ principal: '100', reinvest_status: 1, redeem_account_type: 0 });
    });

    it('a voucher with no upper bound (0) reads "or more", never "100 – 0" (§5, issue 16 item 13)', async () => {
      openSubscribe(
        { productId: 101 },
        {
          before: (exchange) => {
            const voucher = fixedSlice(exchange.state.context).vouchers.find((v) => v.id === 901);
            if (voucher) voucher.buy_limit_high = '0';
          },
        },
      );
      await userEvent.click(await screen.findByRole('button', { name: /Choose a voucher/ }));
      const picker = await screen.findByRole('dialog', { name: 'Rate-up vouchers' });
      expect(within(picker).getByText('Purchase 100 USDT or more')).toBeInTheDocument();
      expect(within(picker).queryByText(/100 – 0/)).not.toBeInTheDocument();
    });

    describe('with the rate-up voucher 901 (100 to 10000 USDT)', () => {
      async function chooseVoucher() {
        await userEvent.click(await screen.findByRole('button', { name: /Choose a voucher/ }));
        const picker = await screen.findByRole('dialog', { name: 'Rate-up vouchers' });
        expect(within(picker).getByText('Purchase 100 – 10,000 USDT')).toBeInTheDocument();
        await userEvent.click(within(picker).getByRole('button', { name: 'Use New-user rate booster' }));
      }

      it.each([
        ['50', 'Min purchase 100 USDT to use this voucher'],
        ['20000', 'Max purchase 10,000 USDT with this voucher'],
      ])('when %s is typed, shows "%s" (§5)', async (amount, text) => {
        openSubscribe({ productId: 101 }, { balances: { USDT: '100000' } });
        await chooseVoucher();
        await typeAmount(amount);
        expect(await screen.findByText(text)).toBeInTheDocument();
        expect(subscribeButton()).toBeDisabled();
      });

      it('when 1000 is subscribed, the order carries the voucher', async () => {
        const { exchange } = openSubscribe({ productId: 101 });
        await chooseVoucher();
        await typeAmount('1000');
        await waitFor(() => expect(subscribeButton()).toBeEnabled());
        await userEvent.click(subscribeButton());
        await screen.findByRole('dialog', { name: 'Subscription successful' });
        const lend = sent(exchange, ROUTES.fixedLend)[0];
        expect(lend?.body).toMatchObject({ product_id: '101', amount: '1000', financial_rate_id: '901' });
      });
    });

    it('when it is sold out, disables the amount and warns (§4)', async () => {
      openSubscribe({ productId: 101 }, { scenario: 'sold-out' });
      expect(await screen.findByText('This product is sold out')).toBeInTheDocument();
      expect(await amountField()).toBeDisabled();
      expect(subscribeButton()).toBeDisabled();
    });
  });

  describe('given a VIP fixed product (VIP 5 to 7)', () => {
    it('below tier 5, the button opens the upgrade guide, which sends the customer to /vip?upTo=5', async () => {
      const { host } = openSubscribe(
        { productId: 105 },
        { scenario: composeScenario(SCENARIOS.regular, { user: { tierLevel: 3 } }) },
      );
      await userEvent.click(await screen.findByRole('button', { name: 'Upgrade to VIP 5' }));
      const guide = await screen.findByRole('dialog', { name: 'Upgrade to VIP 5' });
      await userEvent.click(within(guide).getByRole('button', { name: 'Upgrade now' }));
      expect(host.onNavigate).toHaveBeenCalledWith('/vip?upTo=5');
    });

    it('at tier 6, subscribes a VIP order', async () => {
      const { exchange } = openSubscribe(
        { productId: 105 },
        { scenario: composeScenario(SCENARIOS.regular, { user: { tierLevel: 6 } }) },
      );
      await typeAmount('100');
      await waitFor(() => expect(subscribeButton()).toBeEnabled());
      await userEvent.click(subscribeButton());
      await screen.findByRole('dialog', { name: 'Subscription successful' });
      expect(exchange.state.fixedOrders()[0]).toMatchObject({ product_id: 105, product_type: 2 });
      // §6: VIP products are held in the assets area's VIP wealth page.
      expect(screen.getByRole('link', { name: 'View holdings' })).toHaveAttribute(
        'href',
        '/myaccount/funds/finance/vip-wealth',
      );
    });

    it('at tier 8, above the range, offers the VIP benefits instead of an order and sends none (§6, issue 16 item 8)', async () => {
      const { exchange, host } = openSubscribe({ productId: 105 }, { scenario: 'vip8' });
      const card = await screen.findByRole('complementary', { name: 'VIP exclusive' });
      expect(
        within(card).getByText('Your VIP 8 is above this range: see the benefits of your tier'),
      ).toBeInTheDocument();
      await typeAmount('100');
      const benefits = await screen.findByRole('button', { name: 'View VIP benefits' });
      await userEvent.click(benefits);
      expect(host.onNavigate).toHaveBeenCalledWith('/vip');
      expect(sent(exchange, ROUTES.fixedLend)).toHaveLength(0);
    });

    it('the side card tells each tier where it stands (§6)', async () => {
      openSubscribe(
        { productId: 105 },
        { scenario: composeScenario(SCENARIOS.regular, { user: { tierLevel: 6 } }) },
      );
      const card = await screen.findByRole('complementary', { name: 'VIP exclusive' });
      expect(within(card).getByText('Open to your tier (VIP 6)')).toBeInTheDocument();
    });
  });

  describe('given a failure (§8)', () => {
    async function submit100() {
      await typeAmount('100');
      await waitFor(() => expect(subscribeButton()).toBeEnabled());
      await userEvent.click(subscribeButton());
    }

    it('funding locked: warns lend_earn.notsubscribe.toast and sends nothing', async () => {
      const { exchange } = openSubscribe({}, { scenario: 'funding-locked' });
      await submit100();
      expect(
        await screen.findByText('Your funding account is locked, so you cannot subscribe right now.'),
      ).toBeInTheDocument();
      expect(sent(exchange, ROUTES.earnSubscribe)).toHaveLength(0);
    });

    it('a network failure of the lock check: Networkerr, nothing sent', async () => {
      const { exchange } = openSubscribe();
      exchange.faults.inject({ path: ROUTES.earnFundingLock.path, fault: { kind: 'network' } });
      await submit100();
      expect(await screen.findByText('Network error. Please try again.')).toBeInTheDocument();
      expect(sent(exchange, ROUTES.earnSubscribe)).toHaveLength(0);
    });

    it.each([
      [
        'code −1',
        { kind: 'code', code: -1, message: 'Product under maintenance' },
        'Product under maintenance',
      ],
      ['a network failure', { kind: 'network' }, 'Network error. Please try again.'],
      ['10010107', { kind: 'code', code: 10010107 }, 'Please set a fund password first.'],
      ['10010108', { kind: 'code', code: 10010108 }, 'Fingerprint verification is required.'],
      [
        '10010112',
        { kind: 'code', code: 10010112 },
        'Too many verification attempts. Please try again later.',
      ],
    ] as const)('%s: shows "%s" and keeps the amount typed', async (_name, fault, text) => {
      const { exchange } = openSubscribe();
      const before = spotUsdt(exchange);
      exchange.faults.inject({ path: ROUTES.earnSubscribe.path, method: 'POST', fault });
      await submit100();
      expect(await screen.findByText(text)).toBeInTheDocument();
      expect(await amountField()).toHaveValue('100');
      expect(spotUsdt(exchange)).toBe(before);
    });

    it('an answer lost after the exchange subscribed: says so, and the form shows the new Available without reopening', async () => {
      const { exchange } = openSubscribe();
      const before = spotUsdt(exchange);
      await screen.findByText(shown(before));
      exchange.faults.inject({ path: ROUTES.earnSubscribe.path, method: 'POST', fault: { kind: 'lost' } });
      await submit100();
      expect(await screen.findByText('Network error. Please try again.')).toBeInTheDocument();
      const after = dec(before).minus(100).toString();
      expect(spotUsdt(exchange)).toBe(after);
      expect(await screen.findByText(shown(after))).toBeInTheDocument();
    });

    it('401: asks the host to log in', async () => {
      const { exchange, host } = openSubscribe();
      exchange.faults.inject({
        path: ROUTES.earnSubscribe.path,
        method: 'POST',
        fault: { kind: 'http', status: 401 },
      });
      await submit100();
      await waitFor(() => expect(host.onLoginRequired).toHaveBeenCalled());
    });

    it('a fund password is needed (101): prompts, retries with the same key and subscribes', async () => {
      const { exchange, host } = openSubscribe(
        {},
        {
          scenario: composeScenario(SCENARIOS.regular, { account: { fundPassword: '246810' } }),
          fundPassword: '246810',
        },
      );
      await submit100();
      await screen.findByRole('dialog', { name: 'Subscription successful' });
      expect(host.requestFundPassword).toHaveBeenCalledWith({ reason: 'required', attempt: 1 });
      const [first, second] = sent(exchange, ROUTES.earnSubscribe);
      expect(second?.headers['idempotency-key']).toBe(first?.headers['idempotency-key']);
    });

    it('a wrong fund password (10010106), then cancel: nothing moves and the amount stays', async () => {
      const { exchange, host } = openSubscribe(
        {},
        {
          scenario: composeScenario(SCENARIOS.regular, { account: { fundPassword: '246810' } }),
          fundPassword: 'wrong',
        },
      );
      const before = spotUsdt(exchange);
      host.requestFundPassword.mockImplementation(async (request) =>
        request.reason === 'invalid' ? null : 'wrong',
      );
      await submit100();
      await waitFor(() =>
        expect(host.requestFundPassword).toHaveBeenCalledWith(expect.objectContaining({ reason: 'invalid' })),
      );
      expect(await amountField()).toHaveValue('100');
      expect(spotUsdt(exchange)).toBe(before);
    });
  });

  describe('given a balance read that does not answer', () => {
    it(`keeps "Available --" and, after ${SLOW_LOADING_MS} ms, says the read is still going on (§8: no failure is silent)`, async () => {
      openSubscribe(
        {},
        {
          before: (exchange) =>
            exchange.faults.inject({ path: ROUTES.sharedOutable.path, fault: { kind: 'hang' } }),
        },
      );
      const modal = await dialog();
      expect(await within(modal).findByText('10.00%')).toBeInTheDocument();
      const line = within(modal).getByText(/^Available/);
      expect(line).toHaveTextContent(/^Available -- USDT$/);
      expect(within(modal).getByRole('button', { name: 'Max' })).toBeDisabled();
      // The note comes into a live region that was there, empty, so a screen reader reads it.
      const live = within(line).getByRole('status');
      expect(live).toBeEmptyDOMElement();
      await waitFor(() => expect(live).toHaveTextContent('This is taking longer than usual. Still trying…'), {
        timeout: SLOW_LOADING_MS * 4,
      });
    });
  });

  describe('given a logged-out visitor', () => {
    it('shows the form and sends them to login when they press the button', async () => {
      const { host } = openSubscribe({}, { scenario: 'logged-out' });
      expect(await screen.findByText('10.00%')).toBeInTheDocument();
      await userEvent.click(screen.getByRole('button', { name: 'Log in to subscribe' }));
      expect(host.onLoginRequired).toHaveBeenCalled();
    });

    it('shows no balance being read: "Available --" without a status to wait for', async () => {
      openSubscribe({}, { scenario: 'logged-out' });
      const modal = await dialog();
      expect(await within(modal).findByText('10.00%')).toBeInTheDocument();
      const line = within(modal).getByText(/^Available/);
      expect(line).toHaveTextContent(/^Available -- USDT$/);
      expect(within(line).queryByRole('status')).toBeNull();
    });
  });

  describe('given its trigger on a page where the form’s code has arrived (the customer pointed at it)', () => {
    it('when the trigger is clicked, then every read the form makes leaves with the click, before the dialog renders, and once', async () => {
      const user = userEvent.setup();
      const exchange = createSandboxExchange({ storage: createMemoryStorage() });
      // Whether the dialog was in the page when each request was made.
      const dialogShownAt: Record<string, boolean> = {};
      renderOnSandbox(
        <SubscribeModal coin="USDT" trigger={<button type="button">Subscribe USDT</button>} />,
        {
          exchange: {
            ...exchange,
            fetch: (input: RequestInfo | URL, init?: RequestInit) => {
              const url = new URL(input instanceof Request ? input.url : String(input));
              dialogShownAt[url.pathname] ??= screen.queryByRole('dialog') !== null;
              return exchange.fetch(input, init);
            },
          },
        },
      );
      const trigger = screen.getByRole('button', { name: 'Subscribe USDT' });
      await user.hover(trigger);
      await act(() => import('./SubscribePanel'));
      await user.click(trigger);
      const modal = await dialog();
      await within(modal).findByText(shown(spotUsdt(exchange)));
      expect(
        Object.fromEntries(SUBSCRIBE_OPEN_READS.map((route) => [route.path, dialogShownAt[route.path]])),
      ).toEqual(Object.fromEntries(SUBSCRIBE_OPEN_READS.map((route) => [route.path, false])));
      await new Promise((resolve) => setTimeout(resolve, 50));
      for (const route of SUBSCRIBE_OPEN_READS) expect(sent(exchange, route)).toHaveLength(1);
    });

    it('under StrictMode (effects undone and made again), each read is still sent once', async () => {
      const user = userEvent.setup();
      const { exchange } = renderOnSandbox(
        <SubscribeModal coin="USDT" trigger={<button type="button">Subscribe USDT</button>} />,
        { strict: true },
      );
      const trigger = screen.getByRole('button', { name: 'Subscribe USDT' });
      await user.hover(trigger);
      await act(() => import('./SubscribePanel'));
      await user.click(trigger);
      await within(await dialog()).findByText(shown(spotUsdt(exchange)));
      await new Promise((resolve) => setTimeout(resolve, 50));
      for (const route of SUBSCRIBE_OPEN_READS) expect(sent(exchange, route)).toHaveLength(1);
    });
  });

  describe('given the keyboard only', () => {
    it('opens from the trigger, takes an amount, subscribes, is told the result, and returns focus to the trigger', async () => {
      const onClose = vi.fn();
      const { exchange } = renderOnSandbox(
        <SubscribeModal
          coin="USDT"
          onClose={onClose}
          trigger={<button type="button">Open subscribe</button>}
        />,
      );
      const trigger = screen.getByRole('button', { name: 'Open subscribe' });
      trigger.focus();
      await userEvent.keyboard('{Enter}');
      const field = await amountField();
      await screen.findByText(shown(spotUsdt(exchange)));
      field.focus();
      await userEvent.keyboard('100');
      await waitFor(() => expect(subscribeButton()).toBeEnabled());
      subscribeButton().focus();
      await userEvent.keyboard('{Enter}');
      // The result takes focus itself, so a screen reader says its title, and its message is a status.
      const result = await screen.findByRole('dialog', { name: 'Subscription successful' });
      await waitFor(() => expect(result).toHaveFocus());
      expect(within(result).getByRole('status')).toHaveTextContent('You subscribed 100 USDT.');
      await userEvent.tab();
      expect(within(result).getByRole('button', { name: 'Close' })).toHaveFocus();
      screen.getByRole('button', { name: 'Done' }).focus();
      await userEvent.keyboard('{Enter}');
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
      expect(trigger).toHaveFocus();
      expect(onClose).toHaveBeenCalledWith({ widget: 'subscribe' });
    });
  });

  describe('given the deprecated asset prop (issue 17 item 6)', () => {
    it('still opens on that coin and tells the developer that it is renamed coin', async () => {
      const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
      renderOnSandbox(<SubscribeModal asset="USDT" defaultOpen />);
      expect(await dialog()).toBeInTheDocument();
      expect(warn).toHaveBeenCalledWith(
        expect.stringContaining("SubscribeModal's asset prop is renamed coin"),
      );
      warn.mockRestore();
    });
  });
});
