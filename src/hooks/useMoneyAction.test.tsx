import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createResponder } from '../../tests/helpers/responder';
import {
  createWealthClient,
  type ErrorContext,
  type FundPasswordRequest,
  type MoneyCallOptions,
  ROUTES,
  type WealthClient,
} from '../api';
import { WealthProvider, type WealthProviderProps } from '../provider/WealthProvider';
import { useWealth } from './context';
import { type MoneyActionConfig, useMoneyAction } from './useMoneyAction';

type Send = (client: WealthClient, input: { amount: string }, money: MoneyCallOptions) => Promise<unknown>;

const subscribe: Send = (c, { amount }, money) =>
  c.simpleEarn.subscribe({ asset: 'USDT', amount, rateYear: '0.05' }, money);

/** A minimal money widget: one button that runs the action, and its state in words. */
function Probe({
  context,
  send,
  precheck,
  amount = '100',
}: {
  context: ErrorContext;
  send: Send;
  precheck?: (client: WealthClient) => Promise<void>;
  amount?: string;
}) {
  const { client } = useWealth();
  const config: MoneyActionConfig<{ amount: string }, unknown> = {
    context,
    flow: 'subscribe',
    scope: 'subscribe:USDT',
    summarize: (input) => ({ widget: 'subscribe', coin: 'USDT', amount: input.amount }),
    send: (input, money) => send(client, input, money),
    ...(precheck ? { precheck: () => precheck(client) } : {}),
  };
  const action = useMoneyAction(config);
  const { state } = action;
  return (
    <>
      <button type="button" onClick={() => void action.run({ amount })}>
        Confirm
      </button>
      <output aria-label="state">
        {state.status}
        {state.status === 'error'
          ? ` via ${state.outcome.via}${state.outcome.closeDialog ? ' close' : ''}`
          : ''}
      </output>
    </>
  );
}

function setup(props: Partial<WealthProviderProps> = {}) {
  const exchange = createResponder();
  const callbacks = {
    onLoginRequired: vi.fn(),
    onTrack: vi.fn(),
    requestFundPassword: vi.fn(async (_request: FundPasswordRequest): Promise<string | null> => 'fund-pass'),
  };
  const view = (ui: React.ReactNode) =>
    render(
      <WealthProvider
        baseUrl="https://exchange.test"
        fetch={exchange.fetch}
        user={{ isLogin: true, tierLevel: 1, kycLevel: 1, verified: true }}
        {...callbacks}
        {...props}
      >
        {ui}
      </WealthProvider>,
    );
  return { exchange, callbacks, view };
}

const state = () => screen.getByRole('status', { name: 'state' });
/** The built-in toaster's polite (status) or assertive (alert) region. */
const toasts = (role: 'status' | 'alert') =>
  within(within(screen.getByRole('region', { name: 'Notifications' })).getByRole(role));
const confirm = () => userEvent.click(screen.getByRole('button', { name: 'Confirm' }));
const sent = (exchange: ReturnType<typeof createResponder>, path: string) =>
  exchange.calls.filter((c) => c.path === path);

describe('useMoneyAction: given a subscribe (a request that moves money)', () => {
  describe('when Confirm is clicked twenty times quickly', () => {
    it('sends exactly one request', async () => {
      const { exchange, view } = setup();
      exchange.faults.inject({ path: ROUTES.earnSubscribe.path, fault: { kind: 'latency', ms: 50 } });
      view(<Probe context="subscribe" send={subscribe} />);
      const button = screen.getByRole('button', { name: 'Confirm' });
      await act(async () => {
        for (let i = 0; i < 20; i += 1) button.click();
      });
      await waitFor(() => expect(state()).toHaveTextContent('success'));
      expect(sent(exchange, ROUTES.earnSubscribe.path)).toHaveLength(1);
    });
  });

  describe('when the server wants the fund password (§4, §8 101 / 10010111)', () => {
    it.each([101, 10010111])(
      'code %i: prompts, then resends with the password and the same key',
      async (code) => {
        const { exchange, callbacks, view } = setup();
        exchange.faults.inject({ path: ROUTES.earnSubscribe.path, fault: { kind: 'code', code } });
        view(<Probe context="subscribe" send={subscribe} />);
        await confirm();
        await waitFor(() => expect(state()).toHaveTextContent('success'));
        expect(callbacks.requestFundPassword).toHaveBeenCalledWith({ reason: 'required', attempt: 1 });
        const [first, second] = sent(exchange, ROUTES.earnSubscribe.path);
        expect(first?.headers['idempotency-key']).toBeTruthy();
        expect(second?.headers['idempotency-key']).toBe(first?.headers['idempotency-key']);
        expect(first?.headers['x-fund-password']).toBeUndefined();
        expect(second?.headers['x-fund-password']).toBe('fund-pass');
      },
    );

    it('10010106 (check failed): asks again saying the password was wrong', async () => {
      const { exchange, callbacks, view } = setup();
      exchange.faults.inject({ path: ROUTES.earnSubscribe.path, fault: { kind: 'code', code: 101 } });
      exchange.faults.inject({ path: ROUTES.earnSubscribe.path, fault: { kind: 'code', code: 10010106 } });
      view(<Probe context="subscribe" send={subscribe} />);
      await confirm();
      await waitFor(() => expect(state()).toHaveTextContent('success'));
      expect(callbacks.requestFundPassword.mock.calls.map(([r]) => r)).toEqual([
        { reason: 'required', attempt: 1 },
        { reason: 'invalid', attempt: 2 },
      ]);
      expect(
        new Set(sent(exchange, ROUTES.earnSubscribe.path).map((c) => c.headers['idempotency-key'])).size,
      ).toBe(1);
    });

    it('a cancelled prompt shows nothing and leaves the form idle', async () => {
      const { exchange, view } = setup({ requestFundPassword: async () => null });
      exchange.faults.inject({ path: ROUTES.earnSubscribe.path, fault: { kind: 'code', code: 101 } });
      view(<Probe context="subscribe" send={subscribe} />);
      await confirm();
      await waitFor(() => expect(state()).toHaveTextContent('idle'));
      expect(screen.getByRole('region', { name: 'Notifications' })).toHaveTextContent('');
      expect(sent(exchange, ROUTES.earnSubscribe.path)).toHaveLength(1);
    });
  });

  describe('when a submit fails and the customer submits again', () => {
    it('reuses the key for the same input (the first may have landed) and mints a new one for a new input', async () => {
      const { exchange, view } = setup();
      exchange.faults.inject({ path: ROUTES.earnSubscribe.path, fault: { kind: 'network' } });
      const { rerender } = view(<Probe context="subscribe" send={subscribe} amount="100" />);
      await confirm();
      await waitFor(() => expect(state()).toHaveTextContent('error'));
      await confirm();
      await waitFor(() => expect(state()).toHaveTextContent('success'));
      rerender(
        <WealthProvider baseUrl="https://exchange.test" fetch={exchange.fetch} user={{ isLogin: true }}>
          <Probe context="subscribe" send={subscribe} amount="250" />
        </WealthProvider>,
      );
      await confirm();
      await waitFor(() => expect(sent(exchange, ROUTES.earnSubscribe.path)).toHaveLength(3));
      const keys = sent(exchange, ROUTES.earnSubscribe.path).map((c) => c.headers['idempotency-key']);
      expect(keys[1]).toBe(keys[0]);
      expect(keys[2]).not.toBe(keys[1]);
    });
  });

  describe('when the visitor is logged out (§1)', () => {
    it('asks the host to log in and sends nothing', async () => {
      const { exchange, callbacks, view } = setup({ user: { isLogin: false } });
      view(<Probe context="subscribe" send={subscribe} />);
      await confirm();
      expect(callbacks.onLoginRequired).toHaveBeenCalledTimes(1);
      expect(exchange.calls).toHaveLength(0);
    });
  });
});

const stake: Send = (c, { amount }, money) => c.staking.stake({ coin: 'ETH', amount, pid: 3 }, money);
const launchPool: Send = (c, { amount }, money) =>
  c.launchPool.createOrder({ pid: 1, rid: 2, amount, simpleEarnStatus: 1 }, money);
const dual: Send = (c, { amount }, money) =>
  c.dual.order(
    { biz_entrance: 'web', project_id: 9, amount, app_id: 'dual-savings', is_autorenewal: 0 },
    money,
  );
const cancelRedemption: Send = (c, { amount }, money) =>
  c.simpleEarn.cancelRedemption({ amount, asset: 'USDT' }, money);
const earlyRedeem: Send = (c, _input, money) => c.fixed.preRedeem({ order_id: 7, isVip: false }, money);
const redeem: Send = (c, { amount }, money) =>
  c.simpleEarn.redeem({ asset: 'USDT', amount, curr_amount: '500', lend_amount: '500' }, money);

type Fault = Parameters<ReturnType<typeof createResponder>['faults']['inject']>[0]['fault'];

/**
 * §8, row by row: the failure produced through the real client, and what the customer then sees
 * (the English catalogue's text in the built-in toaster, the host's login, a dialog state, tracking).
 */
describe('§8 error catalogue: given each row, when a money action meets it, the customer sees', () => {
  const rows: {
    row: string;
    context: ErrorContext;
    send: Send;
    path: string;
    fault: Fault;
    toast?: { role: 'status' | 'alert'; text: string };
    state: string;
    login?: true;
    track?: string;
  }[] = [
    {
      row: 'Code -1: message as a warning toast',
      context: 'stake',
      send: stake,
      path: ROUTES.stakingStake.path,
      fault: { kind: 'code', code: -1, message: 'Staking paused' },
      toast: { role: 'status', text: 'Staking paused' },
      state: 'error via toast',
    },
    {
      row: '401: login needed',
      context: 'subscribe',
      send: subscribe,
      path: ROUTES.earnSubscribe.path,
      fault: { kind: 'http', status: 401 },
      state: 'error via login',
      login: true,
    },
    {
      row: '401 as an envelope code: login needed',
      context: 'subscribe',
      send: subscribe,
      path: ROUTES.earnSubscribe.path,
      fault: { kind: 'code', code: 401 },
      state: 'error via login',
      login: true,
    },
    {
      row: '10010107: set fund password first',
      context: 'subscribe',
      send: subscribe,
      path: ROUTES.earnSubscribe.path,
      fault: { kind: 'code', code: 10010107 },
      toast: { role: 'status', text: 'Please set a fund password first.' },
      state: 'error via toast',
    },
    {
      row: '10010108: fingerprint needed',
      context: 'stake',
      send: stake,
      path: ROUTES.stakingStake.path,
      fault: { kind: 'code', code: 10010108 },
      toast: { role: 'status', text: 'Fingerprint verification is required.' },
      state: 'error via toast',
    },
    {
      row: '10010112: verification too frequent',
      context: 'stake',
      send: stake,
      path: ROUTES.stakingStake.path,
      fault: { kind: 'code', code: 10010112 },
      toast: { role: 'status', text: 'Too many verification attempts. Please try again later.' },
      state: 'error via toast',
    },
    {
      row: "Network failure: error toast 'Networkerr'",
      context: 'stake',
      send: stake,
      path: ROUTES.stakingStake.path,
      fault: { kind: 'network' },
      toast: { role: 'alert', text: 'Network error. Please try again.' },
      state: 'error via toast',
    },
    {
      row: 'Subscribe failure: server message as a warning',
      context: 'subscribe',
      send: subscribe,
      path: ROUTES.earnSubscribe.path,
      fault: { kind: 'code', code: -1, message: 'Product sold out' },
      toast: { role: 'status', text: 'Product sold out' },
      state: 'error via toast',
    },
    {
      row: "Subscribe failure without a message: 'Networkerr' as a warning",
      context: 'subscribe',
      send: subscribe,
      path: ROUTES.earnSubscribe.path,
      fault: { kind: 'code', code: 5001, message: '' },
      toast: { role: 'status', text: 'Network error. Please try again.' },
      state: 'error via toast',
    },
    {
      row: 'Cancel redemption error: error toast with the server message',
      context: 'cancel-redemption',
      send: cancelRedemption,
      path: ROUTES.earnCancelRedemption.path,
      fault: { kind: 'code', code: -1, message: 'Already arrived' },
      toast: { role: 'alert', text: 'Already arrived' },
      state: 'error via toast',
    },
    {
      row: 'Early redeem error: error toast with the server message',
      context: 'early-redeem',
      send: earlyRedeem,
      path: ROUTES.fixedPreRedeem.path,
      fault: { kind: 'code', code: -1, message: 'Too close to maturity' },
      toast: { role: 'alert', text: 'Too close to maturity' },
      state: 'error via toast',
    },
    {
      row: 'Stake or redeem failure code: server msg as a warning toast',
      context: 'staking-redeem',
      send: stake,
      path: ROUTES.stakingStake.path,
      fault: { kind: 'code', code: 3002, message: 'Quota exhausted' },
      toast: { role: 'status', text: 'Quota exhausted' },
      state: 'error via toast',
    },
    {
      row: 'Launch pool stake failure: a reason reported for tracking',
      context: 'launch-pool',
      send: launchPool,
      path: ROUTES.launchPoolCreateOrder.path,
      fault: { kind: 'code', code: -1, message: 'Pool closed' },
      toast: { role: 'status', text: 'Pool closed' },
      state: 'error via toast',
      track: 'Pool closed',
    },
    {
      row: "Dual network error on purchase: 'finances.NetworkError' plus tracking",
      context: 'dual-purchase',
      send: dual,
      path: ROUTES.dualOrder.path,
      fault: { kind: 'network' },
      toast: { role: 'alert', text: 'Network error. Please try again.' },
      state: 'error via toast',
      track: 'Networkerr',
    },
    {
      row: 'Dual purchase failure: the failure dialog',
      context: 'dual-purchase',
      send: dual,
      path: ROUTES.dualOrder.path,
      fault: { kind: 'code', code: -1, message: 'Product expired' },
      state: 'error via dialog',
    },
  ];

  it.each(rows)('$row', async ({ context, send, path, fault, toast, state: expected, login, track }) => {
    const { exchange, callbacks, view } = setup();
    exchange.faults.inject({ path, fault });
    view(<Probe context={context} send={send} />);
    await confirm();
    await waitFor(() => expect(state()).toHaveTextContent(expected));
    if (toast) expect(toasts(toast.role).getByText(toast.text)).toBeInTheDocument();
    else expect(screen.getByRole('region', { name: 'Notifications' })).toHaveTextContent('');
    expect(callbacks.onLoginRequired).toHaveBeenCalledTimes(login ? 1 : 0);
    if (track)
      expect(callbacks.onTrack).toHaveBeenCalledWith(
        expect.objectContaining({ properties: { reason: expect.stringContaining(track) } }),
      );
    // Money is never retried by the client: one request reached the exchange.
    expect(sent(exchange, path)).toHaveLength(1);
  });

  describe('Funding lock (use_funding and locked both true): the operation stops', () => {
    it.each([
      [
        'subscribe',
        'Your funding account is locked, so you cannot subscribe right now.',
        subscribe,
        ROUTES.earnSubscribe.path,
      ],
      [
        'redeem',
        'Your funding account is locked, so you cannot redeem right now.',
        redeem,
        ROUTES.earnRedeem.path,
      ],
    ] as const)('%s: a warning toast and no request', async (operation, text, send, path) => {
      const exchange = createResponder({
        [ROUTES.earnFundingLock.path]: () => ({ use_funding: true, locked: true }),
      });
      render(
        <WealthProvider baseUrl="https://exchange.test" fetch={exchange.fetch} user={{ isLogin: true }}>
          <Probe
            context={operation}
            send={send}
            precheck={(c) => c.simpleEarn.assertFundsUnlocked(operation)}
          />
        </WealthProvider>,
      );
      await confirm();
      await waitFor(() => expect(state()).toHaveTextContent('error via toast'));
      expect(screen.getByText(text)).toBeInTheDocument();
      expect(sent(exchange, path)).toHaveLength(0);
    });

    it("network failure on the lock check: error toast 'Networkerr'", async () => {
      const exchange = createResponder();
      exchange.faults.inject({ path: ROUTES.earnFundingLock.path, times: 11, fault: { kind: 'network' } });
      // The lock check is a read: retried 10 times (§9) before the error shows; no pauses in a test.
      const client = createWealthClient({
        baseUrl: 'https://exchange.test',
        fetch: exchange.fetch,
        backoff: () => 0,
      });
      render(
        <WealthProvider client={client} user={{ isLogin: true }}>
          <Probe
            context="subscribe"
            send={subscribe}
            precheck={(c) => c.simpleEarn.assertFundsUnlocked('subscribe')}
          />
        </WealthProvider>,
      );
      await confirm();
      await waitFor(() => expect(state()).toHaveTextContent('error via toast'));
      expect(sent(exchange, ROUTES.earnFundingLock.path)).toHaveLength(11);
      expect(toasts('alert').getByText('Network error. Please try again.')).toBeInTheDocument();
      expect(sent(exchange, ROUTES.earnSubscribe.path)).toHaveLength(0);
    });
  });

  it('Redeem engine code 213: the redeem resolves as "submitted", not as an error', async () => {
    const { exchange, view } = setup();
    exchange.faults.inject({ path: ROUTES.earnRedeem.path, fault: { kind: 'code', code: 213 } });
    view(<Probe context="redeem" send={redeem} />);
    await confirm();
    await waitFor(() => expect(state()).toHaveTextContent('success'));
  });

  it.each([0, 200])('Success code %i: success', async (code) => {
    const { exchange, view } = setup();
    exchange.faults.inject({ path: ROUTES.stakingStake.path, fault: { kind: 'code', code } });
    view(<Probe context="stake" send={stake} />);
    await confirm();
    await waitFor(() => expect(state()).toHaveTextContent('success'));
  });
});
