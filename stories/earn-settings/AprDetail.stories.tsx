import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { ROUTES } from '../../src/api';
import { AprDetailModal, type AprDetailModalProps } from '../../src/components/earn-settings';
import { Button } from '../../src/components/ui/Button';
import type { SandboxExchange } from '../../src/sandbox';
import { failedReadStory } from '../sandbox/failedRead';
import { mobile, onSandbox, type SandboxParameters } from '../sandbox/withSandbox';

const meta = {
  title: 'Simple Earn/APR detail',
  component: AprDetailModal,
  ...onSandbox,
  args: { coin: 'USDT', defaultOpen: true },
  render: (args: AprDetailModalProps) => (
    <AprDetailModal {...args} trigger={<Button variant="secondary">USDT APR</Button>} />
  ),
} satisfies Meta<typeof AprDetailModal>;
export default meta;

type Story = StoryObj<typeof meta>;
const sandbox = (p: SandboxParameters) => ({ sandbox: p });
const exchangeOf = (loaded: Record<string, unknown>) => loaded.exchange as SandboxExchange;
const chartQueries = (exchange: SandboxExchange) =>
  exchange.calls.filter((c) => c.path === ROUTES.earnChart.path).map((c) => c.query);

/** Waits until the chart of `period` is drawn and the latest APR shows with 2 decimals (§9). */
async function expectTrend(canvasElement: HTMLElement, period: string) {
  const dialog = within(canvasElement.ownerDocument.body).getByRole('dialog', { name: 'USDT APR' });
  const chart = await within(dialog).findByRole(
    'img',
    { name: `USDT APR, last ${period}` },
    { timeout: 5000 },
  );
  await waitFor(() => expect(chart.closest('.wk-chart')).toHaveAttribute('data-state', 'ready'), {
    timeout: 10_000,
  });
  await expect(chart.closest('.wk-chart')?.querySelector('canvas')).not.toBeNull();
  await expect(within(dialog).getByText('Latest APR').nextElementSibling?.textContent).toMatch(
    /^\d+\.\d{2}%$/,
  );
}

/** 24 hours of hourly points, the first period (§2, §9). */
export const Trend24Hours: Story = {
  parameters: sandbox({ scenario: 'regular' }),
  play: async ({ canvasElement, loaded }) => {
    await expectTrend(canvasElement, '24 hours');
    const [query] = chartQueries(exchangeOf(loaded));
    await expect(query?.type).toBe('hour');
    await expect(Number(query?.to) - Number(query?.from)).toBe(86_400);
  },
};

/** 7 days: still hourly (§9). Chosen by the customer, loaded after the 300 ms debounce. */
export const Trend7Days: Story = {
  parameters: sandbox({ scenario: 'regular' }),
  play: async ({ canvasElement, loaded }) => {
    await expectTrend(canvasElement, '24 hours');
    await userEvent.click(within(canvasElement.ownerDocument.body).getByRole('tab', { name: '7 days' }));
    await expectTrend(canvasElement, '7 days');
    const queries = chartQueries(exchangeOf(loaded));
    await expect(queries).toHaveLength(2);
    await expect(queries[1]?.type).toBe('hour');
    await expect(Number(queries[1]?.to) - Number(queries[1]?.from)).toBe(7 * 86_400);
  },
};

/** 30 days: daily points (§9). */
export const Trend30Days: Story = {
  args: { defaultPeriod: '30d' },
  parameters: sandbox({ scenario: 'regular' }),
  play: async ({ canvasElement, loaded }) => {
    await expectTrend(canvasElement, '30 days');
    const [query] = chartQueries(exchangeOf(loaded));
    await expect(query?.type).toBe('day');
    await expect(Number(query?.to) - Number(query?.from)).toBe(30 * 86_400);
  },
};

/** §8 "Chart without data": 'finances.noData'. The sandbox always has points, so a fault sends none. */
export const EmptyChart: Story = {
  parameters: sandbox({
    scenario: 'regular',
    setup: (exchange) =>
      exchange.faults.inject({ path: ROUTES.earnChart.path, fault: { kind: 'code', code: 0, data: [] } }),
  }),
  play: async ({ canvasElement }) => {
    const dialog = within(canvasElement.ownerDocument.body).getByRole('dialog', { name: 'USDT APR' });
    await expect(await within(dialog).findByText('No data')).toBeInTheDocument();
    await expect(within(dialog).queryByRole('img')).toBeNull();
  },
};

/** The "Minimum lent APR" tab: the current minimum and its Edit button. */
export const MinimumAprTab: Story = {
  args: { defaultTab: 'min-apr' },
  parameters: sandbox({ scenario: 'regular' }),
  play: async ({ canvasElement }) => {
    const dialog = within(canvasElement.ownerDocument.body).getByRole('dialog', { name: 'USDT APR' });
    await expect(await within(dialog).findByText('0.01%')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Edit' }));
    const editor = await within(canvasElement.ownerDocument.body).findByRole('dialog', {
      name: 'Edit minimum lent APR',
    });
    // It fades in (ui.css), so it is visible a moment after it exists.
    await waitFor(() => expect(editor).toBeVisible());
    await waitFor(() =>
      expect(within(editor).getByRole('textbox', { name: 'Minimum lent APR (%)' })).toHaveValue('0.01'),
    );
  },
};

/** Below 768 px the modal is a bottom sheet (§9). */
export const Mobile: Story = {
  globals: mobile,
  parameters: sandbox({ scenario: 'regular' }),
  play: async ({ canvasElement }) => {
    const dialog = within(canvasElement.ownerDocument.body).getByRole('dialog', { name: 'USDT APR' });
    await expect(dialog).toHaveAttribute('data-layout', 'sheet');
    await expectTrend(canvasElement, '24 hours');
  },
};

export const Dark: Story = {
  parameters: sandbox({ scenario: 'regular', theme: 'dark' }),
  play: async ({ canvasElement }) => expectTrend(canvasElement, '24 hours'),
};

export const Vip: Story = {
  parameters: sandbox({ scenario: 'vip5', theme: 'vip' }),
  play: async ({ canvasElement }) => expectTrend(canvasElement, '24 hours'),
};

/** §8 data fetch failure: the APR trend cannot be read; the generic error with Retry, not 'No data'. */
export const FailedRead: Story = failedReadStory(ROUTES.earnChart.path, async (page) => {
  await expect(await page.findByText('Latest APR')).toBeInTheDocument();
});
