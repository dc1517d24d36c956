import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { StakeDialog } from './StakeDialog';
import { renderOnSandbox } from './stakingTestSupport';

// The APR trend's code is held back until the test lets it go. In a file of its own, so no earlier
// test has fetched the chunk already.
const chunk = await vi.hoisted(async () => ({
  held: (await import('../../../tests/helpers/heldChunk')).holdChunk(),
}));
vi.mock('./AprTrendDialogContent', async (importOriginal) => {
  await chunk.held.arrived;
  return importOriginal();
});

describe('StakeDialog whose APR trend’s code is still on its way', () => {
  describe('when the customer presses Escape before the trend is drawn', () => {
    it('cancels only the trend: the stake form beneath stays open, and the trend does not pop up when its code arrives', async () => {
      const user = userEvent.setup();
      renderOnSandbox(<StakeDialog coin="GT" defaultOpen />);
      const stake = await screen.findByRole('dialog', { name: 'Stake GT' });
      const trendButton = await screen.findByRole('button', { name: 'APR trend' });

      await user.click(trendButton);
      await waitFor(() => expect(trendButton).toHaveAttribute('aria-busy', 'true'));
      await user.keyboard('{Escape}');

      await waitFor(() => expect(trendButton).not.toHaveAttribute('aria-busy'));
      expect(stake).toBeInTheDocument();
      expect(screen.getByRole('dialog', { name: 'Stake GT' })).toBe(stake);

      await chunk.held.deliver(() => import('./AprTrendDialogContent'));
      expect(screen.queryByRole('dialog', { name: 'GT APR trend' })).not.toBeInTheDocument();

      // Escape once nothing is opening closes the stake form, as it always did.
      await user.keyboard('{Escape}');
      await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Stake GT' })).not.toBeInTheDocument());
    });
  });
});
