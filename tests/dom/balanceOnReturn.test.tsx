import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SubscribeModal } from '../../src/components/earn/SubscribeModal';
import { AWAY_REFRESH_MS } from '../../src/state/balances';
import { callsTo, renderOnSandbox, sandboxClient } from '../helpers/renderOnSandbox';

/**
 * A customer with the wealth page in one tab trades in another, then comes back: the balance the
 * open dialog shows must be what is left, not the figure from before (§7 refreshes it only every
 * 60 s, so they could be shown the old figure for up to a minute, and Max would offer it). A page
 * back after AWAY_REFRESH_MS or more reads the balance at once; a glance away costs no request.
 */

const OUTABLE = '/apiw/v2/account/spot/asset/outable';

let visibility: DocumentVisibilityState = 'visible';
function setVisibility(state: DocumentVisibilityState) {
  visibility = state;
  document.dispatchEvent(new Event('visibilitychange'));
}

beforeAll(() => {
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => visibility });
});
afterEach(() => {
  vi.restoreAllMocks();
  visibility = 'visible';
});

/** The dialog on USDT with its first balance shown, and what the customer spends in another tab. */
async function openThenSpendElsewhere() {
  const view = renderOnSandbox(<SubscribeModal coin="USDT" defaultOpen />);
  await waitFor(() => expect(screen.getByText(/^Available/)).toHaveTextContent('Available 16,500 USDT'));
  setVisibility('hidden');
  const otherTab = sandboxClient(view.exchange);
  await otherTab.simpleEarn.subscribe(
    { asset: 'USDT', amount: '500', rateYear: '0.0001' },
    { idempotencyKey: 'the-other-tab' },
  );
  return { ...view, reads: callsTo(view.exchange, OUTABLE).length };
}

describe('Given SubscribeModal open on USDT, when the customer subscribes 500 USDT in another tab', () => {
  it(`and comes back after ${AWAY_REFRESH_MS / 1000} s, then Available shows what is left at once`, async () => {
    await openThenSpendElsewhere();
    vi.spyOn(Date, 'now').mockReturnValue(Date.now() + AWAY_REFRESH_MS);
    setVisibility('visible');
    await waitFor(() => expect(screen.getByText(/^Available/)).toHaveTextContent('Available 16,000 USDT'));
  });

  it('and comes back after a glance (under 5 s), then no balance is read before its 60 s', async () => {
    const { exchange, reads } = await openThenSpendElsewhere();
    setVisibility('visible');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(callsTo(exchange, OUTABLE)).toHaveLength(reads);
    expect(screen.getByText(/^Available/)).toHaveTextContent('Available 16,500 USDT');
  });
});

describe("Given SubscribeModal closed after it showed 16,500 USDT, when the customer spends 500 USDT elsewhere (the host's own trade on the page)", () => {
  it(`and opens it again ${AWAY_REFRESH_MS / 1000} s or more later, then Available shows what is left, not the figure kept`, async () => {
    const { exchange } = renderOnSandbox(
      <SubscribeModal coin="USDT" trigger={<button type="button">Open</button>} />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Open' }));
    await waitFor(() => expect(screen.getByText(/^Available/)).toHaveTextContent('Available 16,500 USDT'));
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await sandboxClient(exchange).simpleEarn.subscribe(
      { asset: 'USDT', amount: '500', rateYear: '0.0001' },
      { idempotencyKey: 'the-host-trade' },
    );
    vi.spyOn(Date, 'now').mockReturnValue(Date.now() + AWAY_REFRESH_MS);
    await userEvent.click(screen.getByRole('button', { name: 'Open' }));
    await waitFor(() => expect(screen.getByText(/^Available/)).toHaveTextContent('Available 16,000 USDT'));
    expect(callsTo(exchange, OUTABLE)).toHaveLength(2);
  });
});
