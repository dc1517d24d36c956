import { render, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';

// Stands in for lightweight-charts: records when the module is loaded and what is drawn.
const lib = vi.hoisted(() => {
  const loaded = vi.fn();
  const setData = vi.fn();
  const remove = vi.fn();
  const applyOptions = vi.fn();
  const createChart = vi.fn((_host: unknown, _options: unknown) => ({
    addSeries: vi.fn(() => ({ setData })),
    removeSeries: vi.fn(),
    applyOptions,
    timeScale: () => ({ fitContent: vi.fn() }),
    resize: vi.fn(),
    remove,
  }));
  return { loaded, createChart, setData, remove, applyOptions };
});

vi.mock('lightweight-charts', () => {
  lib.loaded();
  return { createChart: lib.createChart, LineSeries: { type: 'Line' }, ColorType: { Solid: 'solid' } };
});

import { Chart, type ChartSeries, toPlotNumber } from './Chart';

beforeEach(() => {
  vi.stubGlobal(
    'ResizeObserver',
    class {
      observe() {}
      disconnect() {}
    },
  );
});

const apr: ChartSeries[] = [
  {
    id: 'usdt',
    label: 'USDT APR',
    points: [
      { time: 1_700_086_400, value: '5.40' },
      { time: 1_700_000_000, value: '5.23' },
    ],
  },
];

describe('Chart', () => {
  describe('given no points', () => {
    it('then the empty text is shown and lightweight-charts is never loaded', async () => {
      render(
        <Chart
          ariaLabel="APR trend"
          series={[{ id: 'a', label: 'APR', points: [] }]}
          emptyText="finances.noData"
        />,
      );
      expect(screen.getByText('finances.noData')).toBeInTheDocument();
      expect(screen.queryByRole('img')).not.toBeInTheDocument();
      await Promise.resolve();
      expect(lib.loaded).not.toHaveBeenCalled();
    });

    it('when no empty text is given, then it reads "No data"', () => {
      render(<Chart ariaLabel="APR trend" series={[]} />);
      expect(screen.getByText('No data')).toBeInTheDocument();
    });
  });

  describe('given points', () => {
    it('then the module is imported only now, the chart is drawn sorted, and the figure is described', async () => {
      expect(lib.loaded).not.toHaveBeenCalled();
      const { unmount } = render(
        <Chart ariaLabel="APR trend" series={apr} valueFormatter={(v) => `${v}%`} />,
      );
      const figure = screen.getByRole('img', { name: 'APR trend' });
      expect(figure).toHaveAccessibleDescription('USDT APR: 5.40%');
      await waitFor(() => expect(lib.createChart).toHaveBeenCalledTimes(1));
      expect(lib.loaded).toHaveBeenCalledTimes(1);
      await waitFor(() =>
        expect(lib.setData).toHaveBeenCalledWith([
          { time: 1_700_000_000, value: 5.23 },
          { time: 1_700_086_400, value: 5.4 },
        ]),
      );
      expect(figure.closest('.wk-chart')).toHaveAttribute('data-state', 'ready');
      unmount();
      expect(lib.remove).toHaveBeenCalled();
    });
  });
});

describe('Chart time axis', () => {
  describe('given a time formatter (the 24-hour APR chart reads hours, issue 16 item 14)', () => {
    it('then the ticks and the crosshair are labelled by it, from ms', async () => {
      const timeFormatter = (ms: number) => new Date(ms).toISOString().slice(11, 16);
      lib.applyOptions.mockClear();
      lib.createChart.mockClear();
      render(<Chart ariaLabel="APR trend" series={apr} timeFormatter={timeFormatter} />);
      await waitFor(() => expect(lib.applyOptions).toHaveBeenCalled());
      const options = lib.applyOptions.mock.calls.at(-1)?.[0] as {
        timeScale: { timeVisible: boolean; tickMarkFormatter: (time: number) => string };
      };
      expect(options.timeScale.timeVisible).toBe(true);
      expect(options.timeScale.tickMarkFormatter(1_700_000_000)).toBe('22:13');
      const created = lib.createChart.mock.calls.at(-1)?.[1] as {
        localization: { timeFormatter: (time: number) => string };
      };
      expect(created.localization.timeFormatter(1_700_000_000)).toBe('22:13');
    });
  });
});

describe('Chart legend', () => {
  describe('given one line', () => {
    it('then no legend is drawn (the title says what the line is)', () => {
      const { container } = render(<Chart ariaLabel="APR trend" series={apr} />);
      expect(container.querySelector('.wk-chart__legend')).toBeNull();
    });
  });

  describe('given two lines, one with its own colour', () => {
    it('then the legend names each line beside its colour, hidden from the accessibility tree', () => {
      const lines: ChartSeries[] = [
        { id: 'base', label: 'Base APR', points: apr[0]?.points ?? [] },
        { id: 'extra', label: 'Extra APR', points: apr[0]?.points ?? [], color: '#ff8800' },
      ];
      const { container } = render(<Chart ariaLabel="APR trend" series={lines} />);
      const legend = container.querySelector('.wk-chart__legend');
      expect(legend).toHaveAttribute('aria-hidden', 'true');
      const items = [...(legend?.querySelectorAll('li') ?? [])];
      expect(items.map((item) => item.textContent)).toEqual(['Base APR', 'Extra APR']);
      const swatches = items.map(
        (item) => item.querySelector<HTMLElement>('.wk-chart__swatch')?.style.background,
      );
      expect(swatches[0]).toBe('var(--wk-color-chart-line)');
      expect(swatches[1]).toMatch(/^(#ff8800|rgb\(255, 136, 0\))$/);
    });
  });
});

describe('toPlotNumber', () => {
  it('turns the API string into a number for drawing only', () => {
    expect(toPlotNumber('5.23')).toBe(5.23);
    expect(Number.isNaN(toPlotNumber('--'))).toBe(true);
  });
});
