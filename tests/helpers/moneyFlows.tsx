import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { ROUTES } from '../../src/api';
import { DualPurchaseDialog } from '../../src/components/dual/DualPurchaseDialog';
import { dualProjectOf } from '../../src/components/dual/dualTestSupport';
import { CancelRedemptionModal } from '../../src/components/earn/CancelRedemptionModal';
import { EarlyRedeemModal } from '../../src/components/earn/EarlyRedeemModal';
import { RedeemModal } from '../../src/components/earn/RedeemModal';
import { SubscribeModal } from '../../src/components/earn/SubscribeModal';
import { LaunchPoolRedeemModal } from '../../src/components/launch-pool/LaunchPoolRedeemModal';
import { LaunchPoolStakeModal } from '../../src/components/launch-pool/LaunchPoolStakeModal';
import { StakeDialog } from '../../src/components/staking/StakeDialog';
import { StakeRedeemDialog } from '../../src/components/staking/StakeRedeemDialog';
import { dec } from '../../src/domain/decimal';
import { createMemoryStorage, createSandboxExchange, type SandboxExchange } from '../../src/sandbox';
import { holdNext } from './gate';
import { renderOnSandbox, sandboxClient } from './renderOnSandbox';

/**
 * Every money intent, driven as a customer would, through the sandbox exchange: one driver per
 * flow (issue 13's tests/dom/moneyIntents, and the effect replays of tests/dom/effectsReplayed).
 * The orders are counted in the sandbox's ledger, not in requests: a request may go out twice
 * (that is the point of the key); an order must be booked once.
 */

export interface FlowDriver {
  name: string;
  /** The widget, closed, with a trigger button named `Open`, on this exchange. */
  widget(onSuccess: (payload: unknown) => void, exchange: SandboxExchange): ReactNode;
  /** The money route. */
  path: string;
  /** Orders of this flow the exchange booked since the ledger held `mark` entries. */
  orders(exchange: SandboxExchange, mark: number): number;
  /** Makes the exchange ready for the flow before the widget renders (a pending redemption...). */
  prepare?(exchange: SandboxExchange): Promise<void>;
  /** Fills the form once the dialog shows it. */
  fill(): Promise<void>;
  /** Sends: the button or buttons a customer presses. */
  submit(): Promise<void>;
  /** The dialog shows the success. */
  succeeded(): Promise<void>;
  /** Makes the exchange refuse the next send with code −1 by one of its rules, the form showing stale data. */
  refuseNext(exchange: SandboxExchange): Promise<void>;
  /** What the customer does next so the same send passes (a top-up...). */
  fix(exchange: SandboxExchange): Promise<void>;
  /** After a refusal shown in the dialog (not a toast), what brings the form back (dual's re-subscribe). */
  back?(): Promise<void>;
  /**
   * When the lost send left nothing to send again (a cancelled redemption is gone), what the
   * reopened dialog shows instead of the form.
   */
  afterExecuted?(): Promise<void>;
  /** The dialog shows the intent pending. @default a busy button */
  pending?(dialog: HTMLElement): Promise<void>;
  /** What the dialog says while the send is out, beside its busy button (or its waiting view). */
  pendingNote: string | RegExp;
  /** The toast of a success that arrives while no dialog shows it. */
  doneToast: string;
  /** The toast of a success learned after a reload. @default doneToast */
  restoredToast?: string;
  /** The payload the host gets on success. */
  payload: Record<string, unknown>;
}

/** Moves of `reason` out of `account` of exactly `amount`, booked since `mark`. */
function moves(exchange: SandboxExchange, mark: number, reason: string, account: string, amount: string) {
  return exchange.state.data.ledger
    .slice(mark)
    .filter(
      (e) => e.kind === 'move' && e.reason === reason && e.account === account && e.delta === `-${amount}`,
    ).length;
}

/** Money POSTs of `route` the exchange carried out (answered 0), however often they were sent. */
function executions(exchange: SandboxExchange, route: string) {
  return Object.values(exchange.state.data.idempotency).filter(
    (r) => r.fingerprint.includes(`"route":"${route}"`) && r.envelope.code === 0,
  ).length;
}

/** Each exchange's own fetch, before a test holds requests at its door. */
const direct = new WeakMap<SandboxExchange, typeof fetch>();
/** The customer's own client on another device: moves money behind the widget's back. */
const elsewhere = (exchange: SandboxExchange) =>
  sandboxClient({ ...exchange, fetch: direct.get(exchange) ?? exchange.fetch });
let otherKeys = 0;
const otherKey = () => {
  otherKeys += 1;
  return { idempotencyKey: `elsewhere-${otherKeys}` };
};

function setSpot(exchange: SandboxExchange, asset: string, amount: string) {
  exchange.state.update((d) => {
    d.spot[asset] = amount;
  });
}

export const openButton = () => screen.getByRole('button', { name: 'Open' });
const trigger = <button type="button">Open</button>;
const field = (name: string) => screen.findByRole('textbox', { name });
const button = (name: string) => screen.getByRole('button', { name });

async function typeWhenReady(name: string, amount: string, ready: RegExp) {
  const input = await field(name);
  await screen.findByText(ready);
  await userEvent.type(input, amount);
}

const subscribe: FlowDriver = {
  name: 'subscribe (flexible USDT)',
  widget: (onSuccess) => <SubscribeModal coin="USDT" trigger={trigger} onSuccess={onSuccess} />,
  path: ROUTES.earnSubscribe.path,
  orders: (x, mark) => moves(x, mark, 'subscribe', 'spot', '100'),
  async fill() {
    await typeWhenReady('Amount', '100', /^Available/);
    await waitFor(() => expect(button('Subscribe')).toBeEnabled());
  },
  submit: () => userEvent.click(button('Subscribe')),
  async succeeded() {
    expect(await screen.findByText('You subscribed 100 USDT.')).toBeInTheDocument();
  },
  refuseNext: async (x) => setSpot(x, 'USDT', '50'),
  fix: async (x) => setSpot(x, 'USDT', '20000'),
  pendingNote: 'Subscribing 100 USDT…',
  doneToast: 'Subscribed 100 USDT',
  payload: { widget: 'subscribe', coin: 'USDT', amount: '100', pid: '0' },
};

/** The USDT flexible redeemable amount the sandbox holds now. */
function redeemableUsdt(x: SandboxExchange) {
  const h = x.state.flexibleHoldings().find((holding) => holding.asset === 'USDT');
  if (!h) throw new Error('the regular scenario holds USDT in flexible');
  return dec(h.curr_amount).minus(h.frozen_amount).minus(h.margin_frozen_amount);
}

/** Another device redeems USDT from flexible (the holding's figures as that device read them). */
async function redeemUsdtElsewhere(x: SandboxExchange, amount: string) {
  const h = x.state.flexibleHoldings().find((holding) => holding.asset === 'USDT');
  await elsewhere(x).simpleEarn.redeem(
    { asset: 'USDT', amount, curr_amount: h?.curr_amount ?? '0', lend_amount: h?.lend_amount ?? '0' },
    otherKey(),
  );
}

const redeem: FlowDriver = {
  name: 'redeem (flexible USDT)',
  widget: (onSuccess) => <RedeemModal coin="USDT" trigger={trigger} onSuccess={onSuccess} />,
  path: ROUTES.earnRedeem.path,
  orders: (x, mark) => moves(x, mark, 'redeem', 'flexible', '100'),
  async fill() {
    await typeWhenReady('Amount', '100', /^Redeemable/);
    await waitFor(() => expect(button('Redeem')).toBeEnabled());
  },
  submit: () => userEvent.click(button('Redeem')),
  async succeeded() {
    expect(await screen.findByText('You redeemed 100 USDT.')).toBeInTheDocument();
  },
  async refuseNext(x) {
    // Another device redeems all but 50 USDT: the widget still shows the old redeemable amount.
    const amount = redeemableUsdt(x).minus(50).toString();
    await redeemUsdtElsewhere(x, amount);
  },
  async fix(x) {
    const h = x.state.flexibleHoldings().find((holding) => holding.asset === 'USDT');
    await elsewhere(x).simpleEarn.cancelRedemption(
      { asset: 'USDT', amount: h?.frozen_amount ?? '0' },
      otherKey(),
    );
  },
  pendingNote: 'Redeeming 100 USDT…',
  doneToast: 'Redemption of 100 USDT submitted',
  payload: { widget: 'redeem', coin: 'USDT', amount: '100', pid: '0' },
};

const cancelRedemption: FlowDriver = {
  name: 'cancel redemption (flexible USDT)',
  widget: (onSuccess) => <CancelRedemptionModal coin="USDT" trigger={trigger} onSuccess={onSuccess} />,
  path: ROUTES.earnCancelRedemption.path,
  orders: (x, mark) => moves(x, mark, 'cancel-redeem', 'frozen', '100'),
  async prepare(x) {
    await redeemUsdtElsewhere(x, '100');
  },
  async fill() {
    await screen.findByText('Cancel the pending redemption of 100 USDT? It goes back to earning.');
  },
  submit: () => userEvent.click(button('Cancel redemption')),
  async succeeded() {
    expect(await screen.findByText('Order cancelled')).toBeInTheDocument();
  },
  async refuseNext(x) {
    // Another device cancels 60 of the 100 pending: 40 are left, and cancelling 100 is refused.
    await elsewhere(x).simpleEarn.cancelRedemption({ asset: 'USDT', amount: '60' }, otherKey());
  },
  async fix(x) {
    await redeemUsdtElsewhere(x, '60');
  },
  async afterExecuted() {
    expect(
      await screen.findByText(/no longer be cancelled|cannot be cancelled|nothing to cancel/i),
    ).toBeInTheDocument();
    expect(button('Cancel redemption')).toBeDisabled();
  },
  pendingNote: 'Cancelling the redemption of 100 USDT…',
  doneToast: 'Order cancelled',
  restoredToast: 'Redemption of 100 USDT cancelled',
  payload: { widget: 'redeem', coin: 'USDT', amount: '100', pid: '0' },
};

/** The regular customer's 7-day USDT order (product 101, pre_redeem allowed). */
function usdtOrder(x: SandboxExchange) {
  const order = x.state.fixedOrders().find((o) => o.product_id === 101);
  if (!order) throw new Error('the regular scenario holds a product 101 order');
  return order;
}

function setPreRedeem(x: SandboxExchange, allowed: 0 | 1) {
  x.state.update((d) => {
    const slice = d.modules.fixed as { products: Array<{ id: number | string; pre_redeem: number }> };
    for (const p of slice.products) if (Number(p.id) === 101) p.pre_redeem = allowed;
  });
}

const earlyRedeem: FlowDriver = {
  name: 'early redeem (fixed USDT order)',
  widget: (onSuccess, x) => (
    <EarlyRedeemModal order={usdtOrder(x)} now={x.clock.now} trigger={trigger} onSuccess={onSuccess} />
  ),
  path: ROUTES.fixedPreRedeem.path,
  // An early redeem books no move until the money arrives: count what the exchange carried out.
  orders: (x) => executions(x, 'fixedPreRedeem'),
  async fill() {
    await waitFor(() => expect(button('Redeem early')).toBeEnabled());
  },
  submit: () => userEvent.click(button('Redeem early')),
  async succeeded() {
    expect(await screen.findByRole('dialog', { name: 'Early redemption submitted' })).toBeInTheDocument();
  },
  refuseNext: async (x) => setPreRedeem(x, 0),
  fix: async (x) => setPreRedeem(x, 1),
  pendingNote: /^Redeeming [\d,.]+ USDT early…$/,
  doneToast: 'Early redemption of',
  payload: { widget: 'redeem', coin: 'USDT', pid: '101' },
};

const stake: FlowDriver = {
  name: 'stake (GT)',
  widget: (onSuccess) => <StakeDialog coin="GT" trigger={trigger} onSuccess={onSuccess} />,
  path: ROUTES.stakingStake.path,
  orders: (x, mark) => moves(x, mark, 'stake', 'spot', '10'),
  async fill() {
    const input = await field('Amount');
    await waitFor(() => expect(screen.getByText(/^Available/)).toHaveTextContent(/Available [1-9]/));
    await userEvent.clear(input);
    await userEvent.type(input, '10');
    const agree = screen.getByRole('checkbox', { name: 'I have read and agree to the' });
    if (!(agree as HTMLInputElement).checked && agree.getAttribute('aria-checked') !== 'true')
      await userEvent.click(agree);
    await waitFor(() => expect(button('Stake')).toBeEnabled());
  },
  submit: () => userEvent.click(button('Stake')),
  async succeeded() {
    expect(await screen.findByText('You staked 10 GT.')).toBeInTheDocument();
  },
  refuseNext: async (x) => setSpot(x, 'GT', '55'),
  fix: async (x) => setSpot(x, 'GT', '5000'),
  pendingNote: 'Staking 10 GT…',
  doneToast: 'Staked 10 GT',
  payload: { widget: 'stake', coin: 'GT', amount: '10' },
};

const stakingRedeem: FlowDriver = {
  name: 'staking redeem (GT, fast)',
  widget: (onSuccess) => <StakeRedeemDialog coin="GT" trigger={trigger} onSuccess={onSuccess} />,
  path: ROUTES.stakingRedeem.path,
  orders: (x, mark) => moves(x, mark, 'redeem-fast', 'staking', '10'),
  async fill() {
    const input = await field('Redeem amount');
    await waitFor(() => expect(screen.getByText(/^Redeemable/)).toHaveTextContent(/^Redeemable \d/));
    await userEvent.click(screen.getByRole('radio', { name: /^Fast redemption/ }));
    await userEvent.clear(input);
    await userEvent.type(input, '10');
    await waitFor(() => expect(button('Redeem')).toBeEnabled());
  },
  async submit() {
    if (!screen.queryByRole('dialog', { name: 'Confirm redemption' }))
      await userEvent.click(button('Redeem'));
    await screen.findByRole('dialog', { name: 'Confirm redemption' });
    await userEvent.click(button('Confirm'));
  },
  async succeeded() {
    expect(await screen.findByText('You redeemed 10 GT.')).toBeInTheDocument();
  },
  async refuseNext(x) {
    // Another device redeems 95 of the 100 staked: 5 are left, and redeeming 10 is refused.
    await elsewhere(x).staking.redeem({ coin: 'GT', amount: '95', quick: 0 }, otherKey());
  },
  async fix(x) {
    setSpot(x, 'GT', '5000');
    await elsewhere(x).staking.stake({ coin: 'GT', amount: '95' }, otherKey());
  },
  pendingNote: 'Redeeming 10 GT…',
  doneToast: 'Redemption of 10 GT submitted',
  payload: { widget: 'stake-redeem', coin: 'GT', amount: '10' },
};

const launchPoolStake: FlowDriver = {
  name: 'launch pool stake (GT pool of project 1)',
  widget: (onSuccess) => <LaunchPoolStakeModal pid={1} trigger={trigger} onSuccess={onSuccess} />,
  path: ROUTES.launchPoolCreateOrder.path,
  orders: (x, mark) => moves(x, mark, 'stake', 'spot', '10'),
  async fill() {
    await userEvent.click(await screen.findByRole('tab', { name: 'GT pool' }));
    await waitFor(() => expect(screen.getByText(/^Available/)).toHaveTextContent(/^Available \d/));
    const input = await field('Amount');
    await userEvent.clear(input);
    await userEvent.type(input, '10');
    await waitFor(() => expect(button('Confirm')).toBeEnabled());
  },
  submit: () => userEvent.click(button('Confirm')),
  async succeeded() {
    expect(await screen.findByText('You staked 10 GT')).toBeInTheDocument();
  },
  refuseNext: async (x) => setSpot(x, 'GT', '5'),
  fix: async (x) => setSpot(x, 'GT', '5000'),
  pendingNote: 'Staking 10 GT in the launch pool…',
  doneToast: 'You staked 10 GT',
  restoredToast: 'Staked 10 GT in the launch pool',
  payload: { widget: 'launch-pool-stake', coin: 'GT', amount: '10', pid: '1' },
};

const launchPoolRedeem: FlowDriver = {
  name: 'launch pool redeem (GT pool 11 of project 1)',
  widget: (onSuccess) => <LaunchPoolRedeemModal pid={1} rid={11} trigger={trigger} onSuccess={onSuccess} />,
  path: ROUTES.launchPoolRedeem.path,
  orders: (x, mark) => moves(x, mark, 'launch-pool-redeem', 'launchPool', '10'),
  async fill() {
    await screen.findByText(/^\d+ GT$/);
    const input = await field('Redeem amount');
    await userEvent.clear(input);
    await userEvent.type(input, '10');
    await waitFor(() => expect(button('Confirm')).toBeEnabled());
  },
  submit: () => userEvent.click(button('Confirm')),
  async succeeded() {
    expect(await screen.findByText('You redeemed 10 GT')).toBeInTheDocument();
  },
  async refuseNext(x) {
    await elsewhere(x).launchPool.redeem({ pid: 1, rid: 11, amount: '95', simpleEarnStatus: 0 }, otherKey());
  },
  async fix(x) {
    await elsewhere(x).launchPool.createOrder(
      { pid: 1, rid: 11, amount: '95', simpleEarnStatus: 0 },
      otherKey(),
    );
  },
  pendingNote: 'Redeeming 10 GT from the launch pool…',
  doneToast: 'You redeemed 10 GT',
  restoredToast: 'Redeemed 10 GT from the launch pool',
  payload: { widget: 'launch-pool-redeem', coin: 'GT', amount: '10', pid: '1' },
};

const dual: FlowDriver = {
  name: 'dual purchase (BTC sell-high)',
  widget: (onSuccess, x) => (
    <DualPurchaseDialog
      coin="BTC"
      type="call"
      pid={dualProjectOf(x, { coin: 'BTC', type: 'call', hours: 24, multiple: '2' }).id}
      trigger={trigger}
      onSuccess={onSuccess}
    />
  ),
  path: ROUTES.dualOrder.path,
  orders: (x, mark) => moves(x, mark, 'dual-buy', 'spot', '0.01'),
  async fill() {
    // Reopened after a refusal it showed while closed: the failure view offers re-subscribe.
    const again = screen.queryByRole('button', { name: /Re-subscribe/i });
    if (again) await userEvent.click(again);
    const input = await field('Investment amount');
    await waitFor(() => expect(screen.getByText(/^Available/)).toHaveTextContent(/Available 0?[.1-9]/));
    await userEvent.clear(input);
    await userEvent.type(input, '0.01');
    await waitFor(() => expect(button('Confirm')).toBeEnabled());
  },
  submit: () => userEvent.click(button('Confirm')),
  async succeeded() {
    expect(await screen.findByText('You subscribed 0.01 BTC.')).toBeInTheDocument();
  },
  refuseNext: async (x) => setSpot(x, 'BTC', '0.001'),
  fix: async (x) => setSpot(x, 'BTC', '10'),
  async back() {
    await userEvent.click(await screen.findByRole('button', { name: /Re-subscribe/i }));
  },
  async pending() {
    expect(await screen.findByRole('dialog', { name: 'Processing' })).toBeInTheDocument();
  },
  pendingNote: 'Placing a dual investment of 0.01 BTC…',
  doneToast: 'Dual investment of 0.01 BTC placed',
  payload: { widget: 'dual', coin: 'BTC', amount: '0.01' },
};

export const FLOWS: FlowDriver[] = [
  subscribe,
  redeem,
  cancelRedemption,
  earlyRedeem,
  stake,
  stakingRedeem,
  launchPoolStake,
  launchPoolRedeem,
  dual,
];

export async function renderFlow(flow: FlowDriver, options: Parameters<typeof renderOnSandbox>[1] = {}) {
  const onSuccess = vi.fn();
  const exchange = options.exchange ?? createSandboxExchange({ storage: createMemoryStorage() });
  if (!direct.has(exchange)) direct.set(exchange, exchange.fetch);
  if (!options.exchange) await act(async () => flow.prepare?.(exchange));
  const mark = exchange.state.data.ledger.length;
  const rendered = renderOnSandbox(flow.widget(onSuccess, exchange), { ...options, exchange });
  return { ...rendered, onSuccess, mark };
}

/** Renders the flow with its next money POST held at the exchange's door until the test decides. */
export async function renderHeld(flow: FlowDriver, options: Parameters<typeof renderOnSandbox>[1] = {}) {
  let held: ReturnType<typeof holdNext> | undefined;
  const rendered = await renderFlow(flow, {
    ...options,
    before: (x) => {
      held = holdNext(x, flow.path);
    },
  });
  if (!held) throw new Error('the hold was not armed');
  return { ...rendered, held };
}

export async function openAndFill(flow: FlowDriver) {
  await userEvent.click(openButton());
  await screen.findByRole('dialog');
  await flow.fill();
}

export async function close() {
  await userEvent.keyboard('{Escape}');
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
}

export const toastRegion = () => screen.getByRole('region', { name: 'Notifications' });
