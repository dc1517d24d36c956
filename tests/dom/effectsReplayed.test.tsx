import { screen, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { DualPurchaseDialog } from '../../src/components/dual/DualPurchaseDialog';
import { SubscribeModal } from '../../src/components/earn/SubscribeModal';
import { LaunchPoolStakeModal } from '../../src/components/launch-pool/LaunchPoolStakeModal';
import { LendingsTable } from '../../src/components/lendings/LendingsTable';
import { StakeDialog } from '../../src/components/staking/StakeDialog';
import { DualInvestmentPage } from '../../src/pages/DualInvestmentPage';
import { MyLendingsPage } from '../../src/pages/MyLendingsPage';
import { SimpleEarnHome } from '../../src/pages/SimpleEarnHome';
import { StakingPage } from '../../src/pages/StakingPage';
import type { RecordedCall } from '../../src/sandbox/faults';
import { FLOWS, openAndFill, renderFlow } from '../helpers/moneyFlows';
import { renderOnSandbox } from '../helpers/renderOnSandbox';

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

/**
 * The same replay, seen in the host's network panel: torn down, a read's effect aborted its request
 * and the replay sent it again, so a development build asked every read twice (SubscribeModal:
 * coin info, holdings and award pool; the home page: coin info six times). The replay now takes
 * over the read still in flight. Each widget and page as it opens, until its figures show.
 */
const READERS: Array<{ name: string; ui: ReactNode; shows: RegExp }> = [
  { name: 'SubscribeModal', ui: <SubscribeModal coin="USDT" defaultOpen />, shows: /Available\s*\d/ },
  { name: 'StakeDialog', ui: <StakeDialog coin="GT" defaultOpen />, shows: /Available\s*\d/ },
  {
    name: 'DualPurchaseDialog',
    ui: <DualPurchaseDialog coin="BTC" type="call" defaultOpen />,
    shows: /Available\s*\d/,
  },
  { name: 'LaunchPoolStakeModal', ui: <LaunchPoolStakeModal pid={1} defaultOpen />, shows: /Available\s*\d/ },
  { name: 'LendingsTable', ui: <LendingsTable />, shows: /\d\.\d\d%/ },
  { name: 'SimpleEarnHome', ui: <SimpleEarnHome />, shows: /\d\.\d\d%/ },
  { name: 'StakingPage', ui: <StakingPage coin="GT" />, shows: /\d\.\d\d%/ },
  { name: 'DualInvestmentPage', ui: <DualInvestmentPage />, shows: /\d\.\d\d%/ },
  { name: 'MyLendingsPage', ui: <MyLendingsPage />, shows: /\d\.\d\d%/ },
];

/** A request as the exchange saw it: method, path and query, and the body of a POST. */
const request = (call: RecordedCall) =>
  `${call.method} ${new URL(call.url).pathname}${new URL(call.url).search} ${call.body === undefined ? '' : JSON.stringify(call.body)}`;

describe.each(READERS)('Given a host in StrictMode (its development build): $name', ({ ui, shows }) => {
  it('when it opens, each read goes out once, and the figures show', async () => {
    const { exchange } = renderOnSandbox(ui, { strict: true });
    await waitFor(() => expect(document.body.textContent).toMatch(shows));
    const sent = exchange.calls.map(request);
    expect(sent.length).toBeGreaterThan(0);
    expect(sent.filter((one, i) => sent.indexOf(one) !== i)).toEqual([]);
  });
});
