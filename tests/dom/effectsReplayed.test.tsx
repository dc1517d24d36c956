import { screen, waitFor } from '@testing-library/react';
import { FLOWS, openAndFill, renderFlow } from '../helpers/moneyFlows';

/**
 * A host engineer's development build runs in React's StrictMode (the create-vite template and
 * Next.js turn it on): React tears every effect down once and sets it up again at once. The
 * provider's balance tracker was final once torn down, so there the balances were never read:
 * "Available" never showed, Max did nothing and no money form could be sent. Each money flow,
 * under StrictMode, in React 19 and 18: the customer fills the form key by key and sends it, one
 * order is booked, the dialog says so and the host hears it once. (tests/dom/activity.test.tsx:
 * the same replay in production, when a host hides and shows the widgets with <Activity>.)
 */

describe.each(FLOWS)('Given a host in StrictMode (its development build): $name', (flow) => {
  it('when the customer fills the form and sends it, then one order is booked and the host hears it once', async () => {
    const { exchange, mark, onSuccess } = await renderFlow(flow, { strict: true });
    await openAndFill(flow);
    await flow.submit();
    await flow.succeeded();
    expect(flow.orders(exchange, mark)).toBe(1);
    await waitFor(() => expect(onSuccess).toHaveBeenCalledTimes(1));
    expect(onSuccess).toHaveBeenCalledWith(expect.objectContaining(flow.payload));
    // Effects that ran twice opened nothing twice.
    expect(screen.queryAllByRole('dialog').length).toBeLessThanOrEqual(1);
  });
});
