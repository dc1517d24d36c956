import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

// Stands in for lightweight-charts: happy-dom has no canvas to draw on. The real drawing is
// checked in Chromium by the 'Simple Earn/APR detail' stories.
vi.mock('lightweight-charts', () => ({
  createChart: () => ({
    addSeries: () => ({ setData: () => undefined }),
    removeSeries: () => undefined,
    applyOptions: () => undefined,
    timeScale: () => ({ fitContent: () => undefined }),
    resize: () => undefined,
    remove: () => undefined,
  }),
  LineSeries: { type: 'Line' },
  ColorType: { Solid: 'solid' },
}));

import { ROUTES } from '../../api';
import { formatApr } from '../../domain';
import { WealthProvider } from '../../provider/WealthProvider';
import type { SandboxExchange, ScenarioName } from '../../sandbox';
import { setupSandbox } from '../../sandbox/testSupport';
import { Button } from '../ui/Button';
import { AprDetailModal } from './AprDetailModal';

beforeEach(() => {
  vi.stubGlobal(
    'ResizeObserver',
    class {
      observe() {}
      disconnect() {}
    },
  );
});
afterEach(() => vi.unstubAllGlobals());

function setup(scenario: ScenarioName = 'regular', arrange?: (exchange: SandboxExchange) => void) {
  const { exchange, client } = setupSandbox({ scenario });
  arrange?.(exchange);
  const onLoginRequired = vi.fn();
  const onSuccess = vi.fn();
  render(
    <WealthProvider client={client} user={exchange.state.data.user} onLoginRequired={onLoginRequired}>
      <AprDetailModal coin="USDT" onSuccess={onSuccess}>
        <Button>USDT APR</Button>
      </AprDetailModal>
    </WealthProvider>,
  );
  const chartCalls = () => exchange.calls.filter((c) => c.path === ROUTES.earnChart.path);
  return { exchange, client, onLoginRequired, onSuccess, chartCalls };
}

const open = () => userEvent.click(screen.getByRole('button', { name: 'USDT APR' }));
const dialog = () => screen.getByRole('dialog', { name: 'USDT APR' });
const span = (query: { from: string; to: string }) => Number(query.to) - Number(query.from);
const toasts = (role: 'status' | 'alert') =>
  within(within(screen.getByRole('region', { name: 'Notifications' })).getByRole(role));

describe('AprDetailModal: given a customer with a USDT flexible holding', () => {
  describe('when the modal opens on the real-time APR trend', () => {
    it('loads 24 hours of hourly points at once and shows the latest APR with 2 decimals (§9)', async () => {
      const { client, chartCalls } = setup();
      await open();
      expect(within(dialog()).getByRole('tab', { name: 'Real-time APR trend' })).toHaveAttribute(
        'aria-selected',
        'true',
      );
      expect(within(dialog()).getByRole('tab', { name: '24 hours' })).toHaveAttribute(
        'aria-selected',
        'true',
      );
      await waitFor(() => expect(chartCalls()).toHaveLength(1));
      const query = chartCalls()[0]!.query;
      expect(query).toMatchObject({ asset: 'USDT', type: 'hour' });
      expect(span(query as { from: string; to: string })).toBe(86_400);

      // What the exchange answers for that window, asked the same way: its newest point is "latest".
      const points = await client.simpleEarn.chart({
        asset: 'USDT',
        type: 'hour',
        from: Number(query.from),
        to: Number(query.to),
      });
      const latest = points.reduce((a, b) => (b.time > a.time ? b : a));
      const shown = await within(dialog()).findByText(formatApr(latest.value));
      expect(shown).toHaveTextContent(/^\d+\.\d{2}%$/);
      expect(within(dialog()).getByRole('img', { name: 'USDT APR, last 24 hours' })).toBeInTheDocument();
    });
  });

  describe('when the customer picks 7 days', () => {
    it('asks for 7 days of hourly points after the 300 ms debounce (§9)', async () => {
      const { chartCalls } = setup();
      await open();
      await waitFor(() => expect(chartCalls()).toHaveLength(1));
      await userEvent.click(within(dialog()).getByRole('tab', { name: '7 days' }));
      expect(chartCalls()).toHaveLength(1);
      await waitFor(() => expect(chartCalls()).toHaveLength(2));
      const query = chartCalls()[1]!.query as { from: string; to: string; type: string };
      expect(query.type).toBe('hour');
      expect(span(query)).toBe(7 * 86_400);
      expect(await within(dialog()).findByRole('img', { name: 'USDT APR, last 7 days' })).toBeInTheDocument();
    });
  });

  describe('when the customer clicks through 7 days and 30 days within 300 ms', () => {
    it('sends one request, for 30 days of daily points, and none for 7 days', async () => {
      const { chartCalls } = setup();
      await open();
      await waitFor(() => expect(chartCalls()).toHaveLength(1));
      const user = userEvent.setup({ delay: null });
      await user.click(within(dialog()).getByRole('tab', { name: '7 days' }));
      await user.click(within(dialog()).getByRole('tab', { name: '30 days' }));
      expect(within(dialog()).getByRole('tab', { name: '30 days' })).toHaveAttribute('aria-selected', 'true');
      await waitFor(() => expect(chartCalls()).toHaveLength(2));
      const query = chartCalls()[1]!.query as { from: string; to: string; type: string };
      expect(query.type).toBe('day');
      expect(span(query)).toBe(30 * 86_400);
      await act(() => new Promise((resolve) => setTimeout(resolve, 400)));
      expect(chartCalls()).toHaveLength(2);
    });
  });

  describe('when the chart answer has no points (§8 "Chart without data")', () => {
    it("shows 'finances.noData' instead of a chart", async () => {
      setup('regular', (exchange) =>
        // An empty answer: the sandbox always has points, so the fault layer sends none.
        exchange.faults.inject({ path: ROUTES.earnChart.path, fault: { kind: 'code', code: 0, data: [] } }),
      );
      await open();
      expect(await within(dialog()).findByText('No data')).toBeInTheDocument();
      expect(within(dialog()).queryByRole('img')).not.toBeInTheDocument();
    });
  });

  describe('when the chart request fails on the network (§8)', () => {
    it("toasts 'Networkerr' and shows the generic error with Retry, not 'No data' (issue 13)", async () => {
      setup('regular', (exchange) =>
        exchange.faults.inject({ path: ROUTES.earnChart.path, fault: { kind: 'network' } }),
      );
      await open();
      expect(await toasts('alert').findByText('Network error. Please try again.')).toBeInTheDocument();
      expect(within(dialog()).getByText('Something went wrong. Please try again.')).toBeInTheDocument();
      expect(within(dialog()).queryByText('No data')).not.toBeInTheDocument();
      await userEvent.click(within(dialog()).getByRole('button', { name: 'Retry' }));
      expect(await within(dialog()).findByText('Latest APR')).toBeInTheDocument();
    });
  });

  describe('when the customer opens "Minimum lent APR" and edits it', () => {
    it("shows the current minimum, saves the new one, toasts 'modified' and shows it", async () => {
      const { exchange, onSuccess } = setup();
      await open();
      await userEvent.click(within(dialog()).getByRole('tab', { name: 'Minimum lent APR' }));
      const current = exchange.state.flexibleHoldings().find((h) => h.asset === 'USDT')!.min_lend_rate_year;
      expect(await within(dialog()).findByText(formatApr(current))).toBeInTheDocument();

      const edit = within(dialog()).getByRole('button', { name: 'Edit' });
      await userEvent.click(edit);
      const editor = screen.getByRole('dialog', { name: 'Edit minimum lent APR' });
      const input = within(editor).getByRole('textbox', { name: 'Minimum lent APR (%)' });
      await waitFor(() => expect(input).toHaveValue('0.01'));
      await userEvent.clear(input);
      await userEvent.type(input, '3.33');
      await userEvent.click(within(editor).getByRole('button', { name: 'Confirm' }));

      await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Edit minimum lent APR' })).toBeNull());
      expect(toasts('status').getByText('Modified')).toBeInTheDocument();
      expect(onSuccess).toHaveBeenCalledWith('0.0333');
      expect(await within(dialog()).findByText('3.33%')).toBeInTheDocument();
      await waitFor(() => expect(edit).toHaveFocus());
    });
  });

  describe('when a logged-out visitor opens it', () => {
    it('shows the public trend, and Edit asks the host to log in instead of opening', async () => {
      const { onLoginRequired, chartCalls } = setup('logged-out');
      await open();
      await waitFor(() => expect(chartCalls()).toHaveLength(1));
      await userEvent.click(within(dialog()).getByRole('tab', { name: 'Minimum lent APR' }));
      expect(within(dialog()).getByText('--')).toBeInTheDocument();
      await userEvent.click(within(dialog()).getByRole('button', { name: 'Edit' }));
      expect(onLoginRequired).toHaveBeenCalledTimes(1);
      expect(screen.queryByRole('dialog', { name: 'Edit minimum lent APR' })).toBeNull();
    });
  });

  describe('when it is used with the keyboard only', () => {
    it('opens with Enter, moves between tabs with the arrows, and Escape returns focus to the trigger', async () => {
      setup();
      const user = userEvent.setup();
      await user.tab();
      const trigger = screen.getByRole('button', { name: 'USDT APR' });
      expect(trigger).toHaveFocus();
      await user.keyboard('{Enter}');
      expect(dialog()).toBeInTheDocument();
      const trendTab = within(dialog()).getByRole('tab', { name: 'Real-time APR trend' });
      act(() => trendTab.focus());
      await user.keyboard('{ArrowRight}');
      expect(within(dialog()).getByRole('tab', { name: 'Minimum lent APR' })).toHaveAttribute(
        'aria-selected',
        'true',
      );
      await user.keyboard('{Escape}');
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
      expect(trigger).toHaveFocus();
    });
  });
});
