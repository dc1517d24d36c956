import { screen, within } from '@testing-library/react';
import { ROUTES } from '../../api';
import { formatAmount } from '../../domain';
import { SubscribeModal } from './SubscribeModal';
import { expectReadOnce, firstTextOnceTheCodeArrives, renderOnSandbox } from './testSupport';

// The form's code arrives only when the test says so: a dialog opened before its chunk is here (a
// host that opens it at once, a tap before the page was idle). In a file of its own, so no earlier
// test has fetched the chunk already. (How a prefetched read's answer or failure is taken:
// useWealthQuery.test.tsx.)
const chunk = await vi.hoisted(async () => (await import('../../../tests/helpers/heldChunk')).holdChunk());
vi.mock('./SubscribePanel', async (importOriginal) => {
  await chunk.arrived;
  return importOriginal();
});

const OPEN_READS = [
  ROUTES.earnCoinInfo,
  ROUTES.earnHoldings,
  ROUTES.earnAwardPool,
  ROUTES.sharedAccountMode,
  ROUTES.sharedOutable,
];

describe('SubscribeModal opened before its form’s code has arrived', () => {
  it('reads while the code loads, each once, and shows the form with its data from its first render', async () => {
    const { exchange } = renderOnSandbox(<SubscribeModal coin="USDT" defaultOpen />);
    const firstShown = firstTextOnceTheCodeArrives(exchange, OPEN_READS, () =>
      chunk.deliver(() => import('./SubscribePanel')),
    );
    const balance = formatAmount(exchange.state.balances().USDT ?? '0', { group: true });
    const first = await firstShown;
    expect(first).toContain(`Available ${balance} USDT`);
    expect(first).toContain('10.00%');
    const dialog = await screen.findByRole('dialog', { name: 'Subscribe USDT' });
    expect(within(dialog).getByRole('textbox', { name: 'Amount' })).toBeEnabled();

    // The form took the answers: nothing was read twice.
    await expectReadOnce(exchange, OPEN_READS);
  });
});
