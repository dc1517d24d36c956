import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { callsTo, renderOnSandbox } from '../../../tests/helpers/renderOnSandbox';
import { ROUTES } from '../../api';
import { DAY_MS, HISTORY_MODE, HISTORY_TYPE } from '../../domain';
import type { SandboxExchange } from '../../sandbox';
import { addHistory } from '../../sandbox/history';
import { CumulativeReturnModal } from './CumulativeReturnModal';

function renderCumulative(scenario: 'regular' | 'new-user' | 'whale', setup?: (ex: SandboxExchange) => void) {
  return renderOnSandbox(
    <CumulativeReturnModal
      coin="USDT"
      utcOffsetMinutes={0}
      trigger={<button type="button">Cumulative return</button>}
    />,
    {
      scenario,
      ...(setup ? { before: setup } : {}),
    },
  );
}

const interestCalls = (exchange: SandboxExchange) =>
  callsTo(exchange, ROUTES.earnHistory.path).filter((c) => c.query.is_daily_log === '1');

describe('CumulativeReturnModal', () => {
  describe('given a logged-out visitor (§1)', () => {
    it('asks them to log in instead of loading for ever, and reads nothing', async () => {
      const { host, exchange } = renderOnSandbox(<CumulativeReturnModal coin="USDT" defaultOpen />, {
        scenario: 'logged-out',
      });
      const dialog = await screen.findByRole('dialog', { name: 'USDT cumulative return' });
      expect(within(dialog).getByText('Please log in to continue.')).toBeInTheDocument();
      expect(within(dialog).queryByText('Loading')).not.toBeInTheDocument();
      await userEvent.click(within(dialog).getByRole('button', { name: 'Log in' }));
      expect(host.onLoginRequired).toHaveBeenCalledWith('logged_out');
      expect(interestCalls(exchange)).toHaveLength(0);
    });
  });

  describe('§9 interest cache: given two days of USDT interest (regular, clock +2 days)', () => {
    it('fetches monthly slices newest first, once each, and reopening fetches nothing', async () => {
      const { exchange } = renderCumulative('regular', (ex) => ex.clock.advance(2 * DAY_MS));
      await userEvent.click(screen.getByRole('button', { name: 'Cumulative return' }));
      const dialog = await screen.findByRole('dialog', { name: 'USDT cumulative return' });
      // Fewer than 8 days of interest: every slice of the 6 months is read to know there is no page 2.
      await waitFor(() => expect(within(dialog).getAllByRole('row')).toHaveLength(4));
      // 2025-01-17 back to 2024-07-17: Jan, Dec, Nov, Oct, Sep, Aug, Jul = 7 slices.
      await waitFor(() => expect(interestCalls(exchange)).toHaveLength(7));
      const starts = interestCalls(exchange).map((c) => Number(c.query.start_at));
      expect([...starts].sort((a, b) => b - a)).toEqual(starts);
      expect(interestCalls(exchange)[0]?.query).toMatchObject({
        type: '3',
        asset: 'USDT',
        start_at: String(Date.UTC(2025, 0, 1) / 1000),
      });
      expect(within(dialog).getByText('2025-01-17')).toBeInTheDocument();

      await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
      await userEvent.click(screen.getByRole('button', { name: 'Cumulative return' }));
      await screen.findByRole('dialog', { name: 'USDT cumulative return' });
      await waitFor(() => expect(screen.getAllByRole('row')).toHaveLength(4));
      expect(interestCalls(exchange)).toHaveLength(7);
    });
  });

  describe('given the whale (interest on many days)', () => {
    it('shows 7 days per page and loads an older slice only when a page needs it', async () => {
      const { exchange } = renderCumulative('whale');
      await userEvent.click(screen.getByRole('button', { name: 'Cumulative return' }));
      const dialog = await screen.findByRole('dialog', { name: 'USDT cumulative return' });
      await waitFor(() => expect(within(dialog).getAllByRole('row')).toHaveLength(8));
      const before = interestCalls(exchange).length;
      expect(before).toBeLessThan(7);
      for (let page = 2; page <= 4; page += 1) {
        await userEvent.click(within(dialog).getByRole('button', { name: 'Next' }));
        expect(await within(dialog).findByText(`Page ${page}`)).toBeInTheDocument();
      }
      await userEvent.click(within(dialog).getByRole('button', { name: 'Previous' }));
      await within(dialog).findByText('Page 3');
      const keys = interestCalls(exchange).map((c) => `${c.query.start_at}-${c.query.page}`);
      expect(new Set(keys).size).toBe(keys.length);
    });
  });

  describe('given a new user', () => {
    it('shows "No records" once every slice is read', async () => {
      renderCumulative('new-user');
      await userEvent.click(screen.getByRole('button', { name: 'Cumulative return' }));
      expect(await screen.findByText('No records')).toBeInTheDocument();
    });
  });

  describe('the daily interest detail (§2, §7)', () => {
    it('opens from a day row and lists 25 rows of that day with one 25-row request', async () => {
      const day = Date.UTC(2025, 0, 14);
      const { exchange } = renderCumulative('regular', (ex) =>
        ex.state.update((data) => {
          for (let i = 0; i < 30; i += 1) {
            addHistory(
              data,
              {
                business: 'flexible',
                asset: 'USDT',
                type: HISTORY_TYPE.INTEREST,
                mode: HISTORY_MODE.REDEEM_UNIFIED,
                amount: '0.01',
                principal: '1000',
                year_rate: '0.05',
              },
              day + i * 40 * 60_000,
            );
          }
        }),
      );
      await userEvent.click(screen.getByRole('button', { name: 'Cumulative return' }));
      const dialog = await screen.findByRole('dialog', { name: 'USDT cumulative return' });
      expect(await within(dialog).findByText('0.3 USDT')).toBeInTheDocument();
      const details = within(dialog).getByRole('button', { name: 'Details of 2025-01-14' });
      // The row shows the date; the button's text does not say it again (a 375 px column).
      expect(details).toHaveTextContent(/^Details$/);
      await userEvent.click(details);
      const detail = await screen.findByRole('dialog', { name: 'USDT interest on 2025-01-14' });
      await waitFor(() => expect(within(detail).getAllByRole('row')).toHaveLength(26));
      expect(within(detail).getAllByText('5.00%')).toHaveLength(25);
      // Grouped, as My lendings' figures are.
      expect(within(detail).getAllByText('1,000 USDT')).toHaveLength(25);
      const request = callsTo(exchange, ROUTES.earnHistory.path).find((c) => c.query.limit === '25');
      expect(request?.query).toMatchObject({
        page: '1',
        limit: '25',
        type: '3',
        asset: 'USDT',
        start_at: String(day / 1000),
        end_at: String(day / 1000 + 86_399),
      });
      await userEvent.click(within(detail).getByRole('button', { name: 'Back to cumulative return' }));
      expect(await screen.findByRole('dialog', { name: 'USDT cumulative return' })).toBeInTheDocument();
    });

    it('shows "--" for a missing rate', async () => {
      const day = Date.UTC(2025, 0, 14);
      renderCumulative('regular', (ex) =>
        ex.state.update((data) => {
          addHistory(
            data,
            { business: 'flexible', asset: 'USDT', type: HISTORY_TYPE.INTEREST, mode: 0, amount: '0.5' },
            day,
          );
        }),
      );
      await userEvent.click(screen.getByRole('button', { name: 'Cumulative return' }));
      await userEvent.click(await screen.findByRole('button', { name: 'Details of 2025-01-14' }));
      const detail = await screen.findByRole('dialog', { name: 'USDT interest on 2025-01-14' });
      await waitFor(() => expect(within(detail).getAllByRole('row')).toHaveLength(2));
      // A record without principal or rate: both columns read '--'.
      expect(within(detail).getAllByText('--')).toHaveLength(1);
    });
  });
});
