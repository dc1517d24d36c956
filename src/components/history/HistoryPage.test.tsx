import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { callsTo, renderOnSandbox } from '../../../tests/helpers/renderOnSandbox';
import { ROUTES } from '../../api';
import { HistoryPage } from './HistoryPage';

function renderPage(layout: 'table' | 'list', scenario: 'whale' | 'new-user' = 'whale') {
  return renderOnSandbox(<HistoryPage layout={layout} />, { scenario });
}

describe('HistoryPage', () => {
  describe('given the table layout', () => {
    it('shows 8 rows per page by default (§9)', async () => {
      const { exchange } = renderPage('table');
      await waitFor(() => expect(screen.getAllByRole('row')).toHaveLength(9));
      expect(callsTo(exchange, ROUTES.earnHistory.path).at(-1)?.query.limit).toBe('8');
    });

    it('when Tab leaves the selected tab, focus lands on the first filter, not first on the panel', async () => {
      renderPage('table');
      await waitFor(() => expect(screen.getAllByRole('row')).toHaveLength(9));
      const selected = screen.getAllByRole('tab').find((tab) => tab.getAttribute('aria-selected') === 'true');
      if (!selected) throw new Error('a tab is selected');
      await userEvent.click(selected);
      await userEvent.tab();
      expect(document.activeElement).toBe(within(screen.getByRole('tabpanel')).getAllByRole('combobox')[0]);
    });
  });

  describe('given the mobile list on the whale', () => {
    it('appends pages while scrolling and keeps only a window of rows in the DOM', async () => {
      const { exchange } = renderPage('list');
      const list = await screen.findByRole('region', { name: 'History records' });
      await waitFor(() => expect(within(list).getAllByRole('listitem').length).toBeGreaterThanOrEqual(8));
      for (let i = 1; i <= 20; i += 1) {
        fireEvent.scroll(list, { target: { scrollTop: i * 64 * 8 } });
        await waitFor(() =>
          expect(
            callsTo(exchange, ROUTES.earnHistory.path).filter((c) => c.query.limit === '8').length,
          ).toBeGreaterThan(i),
        );
      }
      await waitFor(() => {
        const items = within(list).getAllByRole('listitem');
        expect(Number(items.at(-1)?.getAttribute('aria-posinset'))).toBeGreaterThan(100);
        expect(items.length).toBeLessThan(40);
      });
    });

    it('shows each record as a card, and leaves out a mode that says nothing instead of a "--" on every interest record', async () => {
      renderPage('list');
      const list = await screen.findByRole('region', { name: 'History records' });
      await waitFor(() => expect(within(list).getAllByRole('listitem').length).toBeGreaterThanOrEqual(8));
      const interest = within(list)
        .getAllByRole('listitem')
        .filter((item) => item.textContent?.startsWith('Interest'));
      expect(interest.length).toBeGreaterThan(0);
      for (const item of interest) expect(within(item).queryByText('--')).toBeNull();
    });

    it('while its first page loads, says Loading, not "Loading more" with nothing above it', async () => {
      // Each answer a moment away, as on a network.
      renderOnSandbox(<HistoryPage layout="list" />, { scenario: 'whale', latency: 50 });
      const list = await screen.findByRole('region', { name: 'History records' });
      expect(within(list).queryAllByRole('listitem')).toHaveLength(0);
      expect(within(list).getByText('Loading')).toBeInTheDocument();
      expect(within(list).queryByText('Loading more')).toBeNull();
      await waitFor(() => expect(within(list).getAllByRole('listitem').length).toBeGreaterThanOrEqual(8));
    });

    it('says "No records" for a new user', async () => {
      renderPage('list', 'new-user');
      expect(await screen.findByText('No records')).toBeInTheDocument();
    });
  });
});
