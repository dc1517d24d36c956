import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { Chart, type ChartSeries } from '../../src/components/ui/Chart';
import { formatPercent } from '../../src/domain/amount';
import { dark, vip, withinViewport, withWealthRoot } from './decorators';

const start = 1_735_689_600; // 2025-01-01, unix seconds
const day = 86_400;
const wave = (base: number, swing: number) =>
  Array.from({ length: 30 }, (_, i) => ({
    time: start + i * day,
    value: (base + swing * Math.sin(i / 4)).toFixed(2),
  }));

const twoSeries: ChartSeries[] = [
  { id: 'apr', label: 'Estimated APR', points: wave(5, 1.2) },
  { id: 'base', label: 'Base APR', points: wave(3, 0.6) },
];

const meta = {
  title: 'UI/Chart',
  component: Chart,
  decorators: [withWealthRoot],
  args: { ariaLabel: 'USDT APR, last 30 days', series: twoSeries, valueFormatter: formatPercent },
  render: (args) => (
    <div style={{ width: withinViewport(560) }}>
      <Chart {...args} />
    </div>
  ),
} satisfies Meta<typeof Chart>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Whether some canvas pixel is (nearly) the given colour: proof that a line was drawn. */
function canvasHasColour(root: HTMLElement, [r, g, b]: [number, number, number]): boolean {
  for (const canvas of root.querySelectorAll('canvas')) {
    if (!canvas.width || !canvas.height) continue;
    const data = canvas.getContext('2d')?.getImageData(0, 0, canvas.width, canvas.height).data;
    if (!data) continue;
    for (let i = 0; i < data.length; i += 4) {
      const near =
        Math.abs(data[i]! - r) < 12 && Math.abs(data[i + 1]! - g) < 12 && Math.abs(data[i + 2]! - b) < 12;
      if (near && data[i + 3]! > 200) return true;
    }
  }
  return false;
}

function hexToRgb(hex: string): [number, number, number] {
  const n = Number.parseInt(hex.trim().slice(1), 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}

const expectDrawn = async (canvasElement: HTMLElement) => {
  const figure = within(canvasElement).getByRole('img', { name: 'USDT APR, last 30 days' });
  const wrapper = figure.closest('.wk-chart') as HTMLElement;
  await waitFor(() => expect(wrapper).toHaveAttribute('data-state', 'ready'), { timeout: 10_000 });
  const style = getComputedStyle(wrapper);
  const first = hexToRgb(style.getPropertyValue('--wk-color-chart-line'));
  const second = hexToRgb(style.getPropertyValue('--wk-color-chart-line-2'));
  await waitFor(() => expect(canvasHasColour(wrapper, first)).toBe(true), { timeout: 5000 });
  await expect(canvasHasColour(wrapper, second)).toBe(true);
  for (const canvas of wrapper.querySelectorAll('canvas')) {
    await expect(canvas.closest('[aria-hidden="true"]')).not.toBeNull();
  }
  await expect(figure).toHaveAccessibleDescription(/Estimated APR: \d+\.\d{2}%; Base APR: \d+\.\d{2}%/);
};

export const TwoSeries: Story = { play: async ({ canvasElement }) => expectDrawn(canvasElement) };

export const Empty: Story = {
  args: { series: [{ id: 'apr', label: 'Estimated APR', points: [] }], emptyText: 'No data' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('No data')).toBeInTheDocument();
    await expect(canvasElement.querySelector('canvas')).toBeNull();
  },
};

export const Dark: Story = {
  parameters: dark,
  play: async ({ canvasElement }) => expectDrawn(canvasElement),
};
export const Vip: Story = { parameters: vip, play: async ({ canvasElement }) => expectDrawn(canvasElement) };
