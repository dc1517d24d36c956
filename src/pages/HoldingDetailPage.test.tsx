import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderOnSandbox } from '../../tests/helpers/renderOnSandbox';
import { HoldingDetailPage } from './HoldingDetailPage';

describe('HoldingDetailPage (§2 /{id}?orderType&asset[&order_id])', () => {
  describe('given a flexible holding', () => {
    it('shows the holding under a way back to My lendings on its tab, and the support entry', async () => {
      const { host } = renderOnSandbox(<HoldingDetailPage orderType="flexible" coin="USDT" />, {
        scenario: 'regular',
      });
      expect(await screen.findByRole('heading', { name: 'USDT flexible' })).toBeInTheDocument();
      const back = screen.getByRole('link', { name: 'Back to My lendings' });
      expect(back).toHaveAttribute('href', '/simple-earn/my-lendings?tab=flexible');
      await userEvent.click(back);
      expect(host.onNavigate).toHaveBeenCalledWith('/simple-earn/my-lendings?tab=flexible');
      expect(screen.getByRole('link', { name: 'Contact customer service' })).toBeInTheDocument();
    });
  });

  describe('given a fixed order that does not exist (§8)', () => {
    it("says 'No Data' and still leads back to the Fixed tab", async () => {
      renderOnSandbox(<HoldingDetailPage orderType="fixed" coin="USDT" orderId="999999" />, {
        scenario: 'regular',
      });
      expect(await screen.findByText('No data')).toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'Back to My lendings' })).toHaveAttribute(
        'href',
        '/simple-earn/my-lendings?tab=fixed',
      );
    });
  });
});
