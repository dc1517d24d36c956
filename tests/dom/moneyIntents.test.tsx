import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryStorage } from '../../src/sandbox';
import {
  close,
  FLOWS,
  openAndFill,
  openButton,
  renderFlow,
  renderHeld,
  toastRegion,
} from '../helpers/moneyFlows';

/**
 * Issue 13 "One intent, two orders": every money intent (tests/helpers/moneyFlows), driven as a
 * customer would, through the sandbox exchange. The orders are counted in the sandbox's ledger, not
 * in requests: a request may go out twice (that is the point of the key); an order must be booked
 * once.
 */

describe.each(FLOWS)('Money intent: $name', (flow) => {
  describe('given the exchange carries out the send but the answer is lost', () => {
    it('when the customer closes, reopens and submits the same amount, then exactly one order is booked', async () => {
      const { exchange, mark, onSuccess } = await renderFlow(flow);
      exchange.faults.inject({ path: flow.path, method: 'POST', fault: { kind: 'lost' } });
      await openAndFill(flow);
      await flow.submit();
      expect(await within(toastRegion()).findByText('Network error. Please try again.')).toBeInTheDocument();
      expect(flow.orders(exchange, mark)).toBe(1);
      await close();
      if (flow.afterExecuted) {
        await userEvent.click(openButton());
        await flow.afterExecuted();
        expect(flow.orders(exchange, mark)).toBe(1);
        return;
      }
      await openAndFill(flow);
      await flow.submit();
      await flow.succeeded();
      expect(flow.orders(exchange, mark)).toBe(1);
      expect(onSuccess).toHaveBeenCalledWith(expect.objectContaining(flow.payload));
    });

    it('when the dialog was closed before the answer was lost, then the customer is told, and the same amount later books one order', async () => {
      const { exchange, mark, held } = await renderHeld(flow);
      await openAndFill(flow);
      await flow.submit();
      await held.arrived;
      await close();
      act(() => held.lose());
      expect(await within(toastRegion()).findByText('Network error. Please try again.')).toBeInTheDocument();
      if (flow.afterExecuted) {
        await userEvent.click(openButton());
        await flow.afterExecuted();
        expect(flow.orders(exchange, mark)).toBe(1);
        return;
      }
      await openAndFill(flow);
      await flow.submit();
      await flow.succeeded();
      expect(flow.orders(exchange, mark)).toBe(1);
    });
  });

  describe('given the exchange refuses with code −1 because the form showed stale data', () => {
    it('when the customer fixes it and submits the same amount, then the refusal is not replayed and one order is booked', async () => {
      const { exchange, mark } = await renderFlow(flow);
      await openAndFill(flow);
      await act(() => flow.refuseNext(exchange));
      await flow.submit();
      if (flow.back) await flow.back();
      else await waitFor(() => expect(toastRegion()).not.toBeEmptyDOMElement());
      expect(flow.orders(exchange, mark)).toBe(0);
      await act(() => flow.fix(exchange));
      await flow.submit();
      await flow.succeeded();
      expect(flow.orders(exchange, mark)).toBe(1);
    });

    it('when the dialog was closed before the refusal arrived, then the refusal is toasted, and a fixed resubmit books one order', async () => {
      const { exchange, mark, held } = await renderHeld(flow);
      await openAndFill(flow);
      await act(() => flow.refuseNext(exchange));
      await flow.submit();
      await held.arrived;
      await close();
      act(() => held.answer());
      // Closed, even a refusal the dialog would show in place becomes a toast.
      await waitFor(() => expect(toastRegion()).not.toBeEmptyDOMElement());
      await act(() => flow.fix(exchange));
      await openAndFill(flow);
      await flow.submit();
      await flow.succeeded();
      expect(flow.orders(exchange, mark)).toBe(1);
    });
  });

  describe('given the page reloads while the send is out (session storage kept)', () => {
    it('then the new page resends it with the same key, books one order, and tells the customer and the host', async () => {
      const intentStorage = createMemoryStorage();
      const first = await renderHeld(flow, { intentStorage });
      const { held } = first;
      await openAndFill(flow);
      await flow.submit();
      await held.arrived;
      cleanup(); // the page goes away mid-flow
      await act(async () => held.lose());
      expect(flow.orders(first.exchange, first.mark)).toBe(1);

      const second = await renderFlow(flow, { intentStorage, exchange: first.exchange });
      expect(
        await within(toastRegion()).findByText(flow.restoredToast ?? flow.doneToast, { exact: false }),
      ).toBeInTheDocument();
      expect(second.host.onIntentSettled).toHaveBeenCalledWith(
        expect.objectContaining({ status: 'success', restored: true }),
      );
      expect(flow.orders(first.exchange, first.mark)).toBe(1);
    });
  });

  describe('given the customer closes the dialog before a successful answer arrives', () => {
    it('then a toast says it succeeded, the host gets onSuccess, and one order is booked', async () => {
      const { exchange, mark, onSuccess, held } = await renderHeld(flow);
      await openAndFill(flow);
      await flow.submit();
      await held.arrived;
      await close();
      act(() => held.answer());
      expect(await within(toastRegion()).findByText(flow.doneToast, { exact: false })).toBeInTheDocument();
      await waitFor(() => expect(onSuccess).toHaveBeenCalledWith(expect.objectContaining(flow.payload)));
      expect(flow.orders(exchange, mark)).toBe(1);
    });

    it('when it reopens while the answer is still out, then it shows the intent pending, with its amount, not a fresh form', async () => {
      const { exchange, mark, held } = await renderHeld(flow);
      await openAndFill(flow);
      await flow.submit();
      await held.arrived;
      await close();
      await userEvent.click(openButton());
      const dialog = await screen.findByRole('dialog');
      if (flow.pending) await flow.pending(dialog);
      else
        await waitFor(() => expect(within(dialog).getByRole('button', { busy: true })).toBeInTheDocument());
      // The form is empty again (§4 closing resets it): the words say what is on its way.
      expect(await within(dialog).findByText(flow.pendingNote)).toHaveAttribute('role', 'status');
      act(() => held.answer());
      await flow.succeeded();
      expect(flow.orders(exchange, mark)).toBe(1);
    });
  });
});
