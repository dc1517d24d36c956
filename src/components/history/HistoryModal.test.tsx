import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { callsTo, renderOnSandbox } from '../../../tests/helpers/renderOnSandbox';
import { mockViewport } from '../../../tests/helpers/viewport';
import { ROUTES } from '../../api';
import { DAY_MS } from '../../domain';
import { createMemoryStorage } from '../../state/storage';
import { Button } from '../ui/Button';
import { HistoryModal } from './HistoryModal';

/** The preference key WealthProvider uses for the test user (prefix + user id, §2 "per user"). */
const PREF_KEY = 'wealthkit:test-user:historyTab';

function openHistory(options: Parameters<typeof renderOnSandbox>[1] & { clockDays?: number } = {}) {
  const { clockDays = 0, before, ...rest } = options;
  return renderOnSandbox(<HistoryModal defaultOpen />, {
    ...rest,
    before: (ex) => {
      if (clockDays > 0) ex.clock.advance(clockDays * DAY_MS);
      before?.(ex);
    },
  });
}

const selectedTab = () =>
  screen.getAllByRole('tab').find((tab) => tab.getAttribute('aria-selected') === 'true');

describe('HistoryModal', () => {
  describe('§2 default tab: given nothing stored', () => {
    it('when the customer has flexible interest, preselects Flexible / Interest', async () => {
      openHistory({ scenario: 'regular', clockDays: 1 });
      await waitFor(() => expect(selectedTab()).toHaveTextContent('Flexible'));
      expect(screen.getByRole('combobox', { name: 'Type' })).toHaveValue('3');
      expect(await screen.findAllByText('Interest')).not.toHaveLength(0);
    });

    it('reads the first page once: the question "any flexible interest?" is that page itself', async () => {
      const { exchange } = openHistory({ scenario: 'regular', clockDays: 1 });
      const dialog = await screen.findByRole('dialog', { name: 'History' });
      await waitFor(() => expect(within(dialog).getAllByRole('row').length).toBeGreaterThan(1));
      const reads = callsTo(exchange, ROUTES.earnHistory.path);
      expect(reads).toHaveLength(1);
      expect(reads[0]?.query).toMatchObject({ type: '3', limit: '6', page: '1' });
    });

    it('when the customer has no flexible interest, preselects Fixed / Interest', async () => {
      openHistory({ scenario: 'new-user' });
      await waitFor(() => expect(selectedTab()).toHaveTextContent('Fixed'));
      expect(screen.getByRole('combobox', { name: 'Type' })).toHaveValue('3');
      expect(await screen.findByText('No records')).toBeInTheDocument();
    });
  });

  describe('§2 default tab: given a stored choice (Fixed / Redeem)', () => {
    it('opens on it even though flexible interest exists, and asks no probe', async () => {
      const storage = createMemoryStorage();
      storage.setItem(PREF_KEY, JSON.stringify({ tab: 'fixed', type: 2 }));
      const { exchange } = openHistory({ scenario: 'whale', storage });
      await waitFor(() => expect(selectedTab()).toHaveTextContent('Fixed'));
      expect(screen.getByRole('combobox', { name: 'Type' })).toHaveValue('2');
      await waitFor(() => expect(callsTo(exchange, ROUTES.fixedHistory.path)).toHaveLength(1));
      expect(callsTo(exchange, ROUTES.earnHistory.path)).toHaveLength(0);
      expect(callsTo(exchange, ROUTES.fixedHistory.path)[0]?.query).toMatchObject({ type: '2', limit: '6' });
    });

    it('remembers a new choice for the same user', async () => {
      const storage = createMemoryStorage();
      storage.setItem(PREF_KEY, JSON.stringify({ tab: 'fixed', type: 2 }));
      openHistory({ scenario: 'whale', storage });
      await userEvent.click(await screen.findByRole('tab', { name: 'Flexible' }));
      await waitFor(() => expect(storage.getItem(PREF_KEY)).toBe('{"tab":"flexible","type":2}'));
      await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Type' }), '4');
      expect(storage.getItem(PREF_KEY)).toBe('{"tab":"flexible","type":4}');
    });
  });

  describe('given the whale (thousands of records)', () => {
    it('shows 6 rows per page, no total, previous / next (§2, §9)', async () => {
      const { exchange } = openHistory({ scenario: 'whale' });
      const dialog = await screen.findByRole('dialog', { name: 'History' });
      await waitFor(() => expect(within(dialog).getAllByRole('row')).toHaveLength(7));
      const headers = within(dialog)
        .getAllByRole('columnheader')
        .map((h) => h.textContent);
      expect(headers).toEqual(['Time', 'Coin', 'Type', 'Amount', 'Source']);
      expect(within(dialog).getByText('Page 1')).toBeInTheDocument();
      expect(within(dialog).queryByText(/Page \d+ of/)).not.toBeInTheDocument();
      await userEvent.click(within(dialog).getByRole('button', { name: 'Next' }));
      expect(await within(dialog).findByText('Page 2')).toBeInTheDocument();
      const last = callsTo(exchange, ROUTES.earnHistory.path).at(-1);
      expect(last?.query).toMatchObject({ page: '2', limit: '6', type: '3' });
    });

    it('shows modes and amounts in words on redeem records (§4)', async () => {
      const storage = createMemoryStorage();
      storage.setItem(PREF_KEY, JSON.stringify({ tab: 'flexible', type: 2 }));
      openHistory({ scenario: 'whale', storage });
      const dialog = await screen.findByRole('dialog', { name: 'History' });
      await waitFor(() => expect(within(dialog).getAllByText('Redeemed to spot account')).toHaveLength(6));
      expect(within(dialog).getAllByText('Redeem')).not.toHaveLength(0);
    });

    it('fixed records add term, APR and business, with "--" where there is none', async () => {
      const storage = createMemoryStorage();
      storage.setItem(PREF_KEY, JSON.stringify({ tab: 'fixed', type: 1 }));
      openHistory({ scenario: 'whale', storage });
      const dialog = await screen.findByRole('dialog', { name: 'History' });
      await waitFor(() => expect(within(dialog).getAllByRole('row')).toHaveLength(7));
      const headers = within(dialog)
        .getAllByRole('columnheader')
        .map((h) => h.textContent);
      expect(headers).toEqual(['Time', 'Coin', 'Type', 'Term', 'Amount', 'APR', 'Source', 'Business']);
      expect(within(dialog).getAllByText(/^\d+ days$/)).toHaveLength(6);
      // Each subscription's APR; generated records carry no sub-business and mode 0 on a
      // subscription: '--' for the business and the source.
      expect(within(dialog).getAllByText(/^\d+\.\d{2}%$/)).toHaveLength(6);
      expect(within(dialog).getAllByText('--')).toHaveLength(12);
    });
  });

  describe('§5 date range: given 6 months allowed', () => {
    it('when the customer picks a start 2 years back, clamps it and shows the tip', async () => {
      const { exchange } = openHistory({ scenario: 'whale' });
      const from = await screen.findByLabelText('From');
      expect(screen.getByText('Records of the last 6 months can be queried.')).toBeInTheDocument();
      // The first page (which also answers the default tab, one read) has been asked for.
      await waitFor(() => expect(callsTo(exchange, ROUTES.earnHistory.path)).toHaveLength(1));
      fireEvent.change(from, { target: { value: '2023-01-15' } });
      expect(
        await screen.findByText('Records of up to 6 months can be queried; the start date was adjusted'),
      ).toBeInTheDocument();
      expect(from).toHaveValue('2024-07-15');
      await waitFor(() =>
        expect(callsTo(exchange, ROUTES.earnHistory.path).at(-1)?.query.start_at).toBe(
          String(Date.UTC(2024, 6, 15, 8) / 1000),
        ),
      );
    });
  });

  describe('§5 date range: a "To" in the future (issue 16 item 18)', () => {
    it('offers no day after today and keeps the window ending now', async () => {
      const { exchange } = openHistory({ scenario: 'whale' });
      const to = await screen.findByLabelText('To');
      // The sandbox's now is 2025-01-15 08:00 UTC.
      expect(to).toHaveAttribute('max', '2025-01-15');
      await waitFor(() => expect(callsTo(exchange, ROUTES.earnHistory.path)).toHaveLength(1));
      fireEvent.change(to, { target: { value: '2025-09-30' } });
      // The range is the one already shown (ending now), so the page is not read again.
      await waitFor(() => expect(to).toHaveValue('2025-01-15'));
      const last = callsTo(exchange, ROUTES.earnHistory.path).at(-1)?.query;
      expect(Number(last?.end_at)).toBeLessThanOrEqual(Date.UTC(2025, 0, 15, 8) / 1000);
      expect(last?.start_at).toBe(String(Date.UTC(2024, 6, 15, 8) / 1000));
      expect(to).toHaveValue('2025-01-15');
    });
  });

  describe('on a phone (§2: mobile uses infinite scroll, issue 16 item 17)', () => {
    it('below 768 px the records are the infinite list, not the paged table', async () => {
      mockViewport(true);
      try {
        openHistory({ scenario: 'whale' });
        const dialog = await screen.findByRole('dialog', { name: 'History' });
        const list = await within(dialog).findByRole('region', { name: 'History records' });
        await waitFor(() => expect(within(list).getAllByRole('listitem').length).toBeGreaterThan(0));
        expect(within(dialog).queryByRole('table')).not.toBeInTheDocument();
        expect(within(dialog).queryByRole('button', { name: 'Next' })).not.toBeInTheDocument();
      } finally {
        vi.restoreAllMocks();
      }
    });
  });

  describe('the coin filter', () => {
    it('is searchable and offers All Coins', async () => {
      const { exchange } = openHistory({ scenario: 'whale' });
      const combo = await screen.findByRole('combobox', { name: 'Coin' });
      expect(combo).toHaveValue('All Coins');
      await waitFor(() => expect(callsTo(exchange, ROUTES.earnHistoryCoins.path)).toHaveLength(1));
      await userEvent.clear(combo);
      await userEvent.type(combo, 'bt');
      const list = screen.getByRole('listbox', { name: 'Coin' });
      const options = within(list)
        .getAllByRole('option')
        .map((o) => o.textContent);
      expect(options).toEqual(['All Coins', 'BTC']);
      await userEvent.keyboard('{ArrowDown}{Enter}');
      expect(combo).toHaveValue('BTC');
      await waitFor(() => expect(callsTo(exchange, ROUTES.earnHistory.path).at(-1)?.query.asset).toBe('BTC'));
    });

    it('closes its list on Escape and puts the chosen coin back; the dialog stays open', async () => {
      openHistory({ scenario: 'whale' });
      const combo = await screen.findByRole('combobox', { name: 'Coin' });
      await userEvent.clear(combo);
      await userEvent.type(combo, 'bt');
      expect(combo).toHaveAttribute('aria-expanded', 'true');
      await userEvent.keyboard('{Escape}');
      expect(combo).toHaveAttribute('aria-expanded', 'false');
      expect(combo).toHaveValue('All Coins');
      expect(screen.getByRole('dialog')).toBeInTheDocument();
      await userEvent.keyboard('{Escape}');
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    });

    it("leaves an input method its keys: the Enter that commits a pinyin 'bt' picks nothing", async () => {
      openHistory({ scenario: 'whale' });
      const combo = await screen.findByRole('combobox', { name: 'Coin' });
      await userEvent.clear(combo);
      await userEvent.type(combo, 'bt');
      for (const key of ['ArrowDown', 'Enter', 'Escape'])
        fireEvent.keyDown(combo, { key, isComposing: true });
      expect(combo).toHaveValue('bt');
      expect(combo).toHaveAttribute('aria-expanded', 'true');
      expect(screen.getByRole('dialog')).toBeInTheDocument();
      await userEvent.keyboard('{ArrowDown}{Enter}');
      expect(combo).toHaveValue('BTC');
    });
  });

  describe('given a logged-out visitor', () => {
    it('asks for a login instead of loading records', async () => {
      const { exchange, host } = openHistory({ scenario: 'logged-out' });
      await userEvent.click(await screen.findByRole('button', { name: 'Log in' }));
      expect(host.onLoginRequired).toHaveBeenCalled();
      expect(callsTo(exchange, ROUTES.earnHistory.path)).toHaveLength(0);
    });
  });
});

describe('HistoryModal: focus (React 18 and 19, issue 17)', () => {
  it("when opened by the host's Button and closed with Escape, focus returns to that Button", async () => {
    renderOnSandbox(<HistoryModal trigger={<Button>History</Button>} />, { scenario: 'regular' });
    const trigger = screen.getByRole('button', { name: 'History' });
    await userEvent.click(trigger);
    await screen.findByRole('dialog', { name: 'History' });
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(trigger).toHaveFocus();
  });
});
