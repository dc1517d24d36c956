import { screen, within } from '@testing-library/react';
import { ROUTES } from '../../api';
import { flexibleRedeemable, formatAmount } from '../../domain';
import { RedeemModal } from './RedeemModal';
import { expectReadOnce, firstTextOnceTheCodeArrives, renderOnSandbox } from './testSupport';

// The form's code arrives only when the test says so: a dialog opened before its chunk is here (a
// tap on a holdings row before the page was idle). In a file of its own, so no earlier test has
// fetched the chunk already. (SubscribeModal.prefetch.test.tsx does the same for subscribing.)
const chunk = await vi.hoisted(async () => (await import('../../../tests/helpers/heldChunk')).holdChunk());
vi.mock('./RedeemPanel', async (importOriginal) => {
  await chunk.arrived;
  return importOriginal();
});

const OPEN_READS = [ROUTES.earnHoldings, ROUTES.earnCoinInfo, ROUTES.sharedLendEarnCoinInfo];

describe('RedeemModal opened before its form’s code has arrived', () => {
  it('reads while the code loads, each once, and shows the redeemable amount from its first render', async () => {
    const { exchange } = renderOnSandbox(<RedeemModal coin="USDT" defaultOpen />);
    const firstShown = firstTextOnceTheCodeArrives(exchange, OPEN_READS, () =>
      chunk.deliver(() => import('./RedeemPanel')),
    );
    const holding = exchange.state.flexibleHoldings().find((h) => h.asset === 'USDT');
    if (!holding) throw new Error('the regular scenario holds USDT flexible');
    const first = await firstShown;
    expect(first).toContain(`${formatAmount(flexibleRedeemable(holding), { group: true })} USDT`);
    expect(first).not.toContain('Loading');
    const dialog = await screen.findByRole('dialog', { name: 'Redeem USDT' });
    expect(within(dialog).getByRole('textbox', { name: 'Amount' })).toBeEnabled();

    // The form took the answers: nothing was read twice.
    await expectReadOnce(exchange, OPEN_READS);
  });
});
