import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { ROUTES } from '../../src/api';
import { SubscribeModal } from '../../src/components/earn/SubscribeModal';
import { createMemoryStorage, type SandboxExchange } from '../../src/sandbox';
import { holdNext } from '../helpers/gate';
import { renderOnSandbox } from '../helpers/renderOnSandbox';

/**
 * Issue 13 "One intent, two orders": every money intent, driven as a customer would, through the
 * sandbox exchange. The orders are counted in the sandbox's ledger, not in requests: a request may
 * go out twice (that is the point of the key); an order must be booked once.
 */

interface FlowDriver {
  name: string;
  /** The widget, closed, with a trigger button named `Open`. */
  widget(onSuccess: (payload: unknown) => void): ReactNode;
  /** The money route. */
  path: string;
  /** Orders of this flow booked in the sandbox's ledger since `mark`. */
  orders(exchange: SandboxExchange, mark: number): number;
  /** Fills the form once the dialog shows it. */
  fill(): Promise<void>;
  /** Sends: the button or buttons a customer presses. */
  submit(): Promise<void>;
  /** The dialog shows the success. */
  succeeded(): Promise<void>;
  /** Makes the exchange refuse the next send with code −1, by a rule, while the form shows stale data. */
  refuseNext(exchange: SandboxExchange): void;
  /** What the customer does next so the same send passes (tops up). */
  fix(exchange: SandboxExchange): void;
  /** The toast of a success that arrives while no dialog shows it. */
  doneToast: string;
  /** The payload the host gets on success. */
  payload: Record<string, unknown>;
}

function ledgerSince(exchange: SandboxExchange, mark: number, reason: string, account: string) {
  return exchange.state.data.ledger
    .slice(mark)
    .filter(
      (e) => e.kind === 'move' && e.reason === reason && e.account === account && e.delta.startsWith('-'),
    ).length;
}

const openButton = () => screen.getByRole('button', { name: 'Open' });
const trigger = <button type="button">Open</button>;

const subscribe: FlowDriver = {
  name: 'subscribe (flexible USDT)',
  widget: (onSuccess) => <SubscribeModal asset="USDT" trigger={trigger} onSuccess={onSuccess} />,
  path: ROUTES.earnSubscribe.path,
  orders: (exchange, mark) => ledgerSince(exchange, mark, 'subscribe', 'spot'),
  async fill() {
    const field = await screen.findByRole('textbox', { name: 'Amount' });
    await screen.findByText(/^Available/);
    await userEvent.type(field, '100');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Subscribe' })).toBeEnabled());
  },
  async submit() {
    await userEvent.click(screen.getByRole('button', { name: 'Subscribe' }));
  },
  async succeeded() {
    expect(await screen.findByText('You subscribed 100 USDT.', { exact: false })).toBeInTheDocument();
  },
  refuseNext(exchange) {
    exchange.state.update((d) => {
      d.spot.USDT = '50';
    });
  },
  fix(exchange) {
    exchange.state.update((d) => {
      d.spot.USDT = '20000';
    });
  },
  doneToast: 'Subscribed 100 USDT',
  payload: { widget: 'subscribe', coin: 'USDT', amount: '100', pid: '0' },
};

const FLOWS: FlowDriver[] = [subscribe];

function render(flow: FlowDriver, options: Parameters<typeof renderOnSandbox>[1] = {}) {
  const onSuccess = vi.fn();
  const rendered = renderOnSandbox(flow.widget(onSuccess), options);
  const mark = rendered.exchange.state.data.ledger.length;
  return { ...rendered, onSuccess, mark };
}

async function openAndFill(flow: FlowDriver) {
  await userEvent.click(openButton());
  await screen.findByRole('dialog');
  await flow.fill();
}

async function close() {
  await userEvent.keyboard('{Escape}');
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
}

const toastRegion = () => screen.getByRole('region', { name: 'Notifications' });

describe.each(FLOWS)('Money intent: $name', (flow) => {
  describe('given the exchange carries out the send but the answer is lost', () => {
    it('when the customer closes, reopens and submits the same amount, then exactly one order is booked', async () => {
      const { exchange, mark, onSuccess } = render(flow);
      exchange.faults.inject({ path: flow.path, method: 'POST', fault: { kind: 'lost' } });
      await openAndFill(flow);
      await flow.submit();
      expect(await within(toastRegion()).findByText('Network error. Please try again.')).toBeInTheDocument();
      expect(flow.orders(exchange, mark)).toBe(1);
      await close();
      await openAndFill(flow);
      await flow.submit();
      await flow.succeeded();
      expect(flow.orders(exchange, mark)).toBe(1);
      expect(onSuccess).toHaveBeenCalledWith(expect.objectContaining(flow.payload));
    });

    it('when the dialog was closed before the answer was lost, then the customer is told, and the same amount later books one order', async () => {
      let held: ReturnType<typeof holdNext> | undefined;
      const { exchange, mark } = render(flow, {
        before: (x) => {
          held = holdNext(x, flow.path);
        },
      });
      await openAndFill(flow);
      await flow.submit();
      await held?.arrived;
      await close();
      act(() => held?.lose());
      expect(await within(toastRegion()).findByText('Network error. Please try again.')).toBeInTheDocument();
      await openAndFill(flow);
      await flow.submit();
      await flow.succeeded();
      expect(flow.orders(exchange, mark)).toBe(1);
    });
  });

  describe('given the exchange refuses with code −1 because the form showed stale data', () => {
    it('when the customer fixes it and submits the same amount, then the refusal is not replayed and one order is booked', async () => {
      const { exchange, mark } = render(flow);
      await openAndFill(flow);
      flow.refuseNext(exchange);
      await flow.submit();
      await waitFor(() => expect(within(toastRegion()).getByRole('status')).not.toBeEmptyDOMElement());
      expect(flow.orders(exchange, mark)).toBe(0);
      flow.fix(exchange);
      await flow.submit();
      await flow.succeeded();
      expect(flow.orders(exchange, mark)).toBe(1);
    });

    it('when the dialog was closed before the refusal arrived, then the refusal is toasted, and a fixed resubmit books one order', async () => {
      let held: ReturnType<typeof holdNext> | undefined;
      const { exchange, mark } = render(flow, {
        before: (x) => {
          held = holdNext(x, flow.path);
        },
      });
      await openAndFill(flow);
      flow.refuseNext(exchange);
      await flow.submit();
      await held?.arrived;
      await close();
      act(() => held?.answer());
      await waitFor(() => expect(toastRegion()).not.toBeEmptyDOMElement());
      flow.fix(exchange);
      await openAndFill(flow);
      await flow.submit();
      await flow.succeeded();
      expect(flow.orders(exchange, mark)).toBe(1);
    });
  });

  describe('given the page reloads while the send is out (session storage kept)', () => {
    it('then the new page resends it with the same key, books one order, and tells the customer and the host', async () => {
      const intentStorage = createMemoryStorage();
      let held: ReturnType<typeof holdNext> | undefined;
      const first = render(flow, {
        intentStorage,
        before: (x) => {
          held = holdNext(x, flow.path);
        },
      });
      await openAndFill(flow);
      await flow.submit();
      await held?.arrived;
      cleanup(); // the page goes away mid-flow
      await act(async () => held?.lose());
      expect(flow.orders(first.exchange, first.mark)).toBe(1);

      const second = render(flow, { intentStorage, exchange: first.exchange });
      expect(await within(toastRegion()).findByText(flow.doneToast)).toBeInTheDocument();
      expect(second.host.onIntentSettled).toHaveBeenCalledWith(
        expect.objectContaining({ status: 'success', restored: true }),
      );
      expect(flow.orders(first.exchange, first.mark)).toBe(1);
      // The customer, unsure, submits the same amount again: a new intent, a new order, on purpose.
      await openAndFill(flow);
      await flow.submit();
      await flow.succeeded();
      expect(flow.orders(first.exchange, first.mark)).toBe(2);
    });
  });

  describe('given the customer closes the dialog before a successful answer arrives', () => {
    it('then a toast says it succeeded, the host gets onSuccess, and one order is booked', async () => {
      let held: ReturnType<typeof holdNext> | undefined;
      const { exchange, mark, onSuccess } = render(flow, {
        before: (x) => {
          held = holdNext(x, flow.path);
        },
      });
      await openAndFill(flow);
      await flow.submit();
      await held?.arrived;
      await close();
      act(() => held?.answer());
      expect(await within(toastRegion()).findByText(flow.doneToast)).toBeInTheDocument();
      await waitFor(() => expect(onSuccess).toHaveBeenCalledWith(expect.objectContaining(flow.payload)));
      expect(flow.orders(exchange, mark)).toBe(1);
    });

    it('when it reopens while the answer is still out, then it shows the intent pending, not a fresh form', async () => {
      let held: ReturnType<typeof holdNext> | undefined;
      const { exchange, mark } = render(flow, {
        before: (x) => {
          held = holdNext(x, flow.path);
        },
      });
      await openAndFill(flow);
      await flow.submit();
      await held?.arrived;
      await close();
      await userEvent.click(openButton());
      const dialog = await screen.findByRole('dialog');
      await waitFor(() => expect(within(dialog).getByRole('button', { busy: true })).toBeInTheDocument());
      act(() => held?.answer());
      await flow.succeeded();
      expect(flow.orders(exchange, mark)).toBe(1);
    });
  });
});
