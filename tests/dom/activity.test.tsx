import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Activity, type ReactNode, useState } from 'react';
import { FLOWS, openAndFill, openButton, renderFlow } from '../helpers/moneyFlows';

/**
 * A host that keeps a part of its page alive while it is not shown, with React's <Activity> (React
 * 19.2; Next.js keeps the routes a customer left in one): hidden, the widgets' effects are torn
 * down, and shown again they are set up again, in production. The provider's balance tracker was
 * final once torn down, so after the customer came back to the wealth tab no balance was read:
 * "Available" never showed, and no money form could be sent. React 19 only (the dom project;
 * React 18 has no Activity, vitest.config.ts): tests/dom/effectsReplayed.test.tsx replays effects
 * on both through StrictMode.
 */

/** The host's two tabs: the wealth widgets, kept alive while the customer looks at the other. */
function HostTabs({ children }: { children: ReactNode }) {
  const [wealth, setWealth] = useState(true);
  return (
    <>
      <button type="button" onClick={() => setWealth(!wealth)}>
        {wealth ? 'Markets tab' : 'Wealth tab'}
      </button>
      <Activity mode={wealth ? 'visible' : 'hidden'}>{children}</Activity>
    </>
  );
}

describe.each(FLOWS)(
  'Given a host that hid the widgets in an <Activity> and showed them again: $name',
  (flow) => {
    it('when the customer fills the form and sends it, then one order is booked and the host hears it once', async () => {
      const { exchange, mark, onSuccess } = await renderFlow(flow, { wrapper: HostTabs });
      await userEvent.click(screen.getByRole('button', { name: 'Markets tab' }));
      await waitFor(() => expect(screen.queryByRole('button', { name: 'Open' })).toBeNull());
      await userEvent.click(screen.getByRole('button', { name: 'Wealth tab' }));
      await waitFor(() => expect(openButton()).toBeVisible());
      await openAndFill(flow);
      await flow.submit();
      await flow.succeeded();
      expect(flow.orders(exchange, mark)).toBe(1);
      await waitFor(() => expect(onSuccess).toHaveBeenCalledTimes(1));
    });
  },
);
