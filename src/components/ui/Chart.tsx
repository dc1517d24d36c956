import type {
  IChartApi,
  ISeriesApi,
  LineData,
  SeriesType,
  TickMarkType,
  Time,
  UTCTimestamp,
} from 'lightweight-charts';
import { useEffect, useId, useRef, useState } from 'react';
import { parseCssColor, resolveChartColor } from './chartColor';
import { useWealthTheme } from './portal';

export interface ChartPoint {
  /** Unix seconds (§3 APR history point). */
  time: number;
  /** The value as the API sends it, e.g. an APR "5.23"; a string, like every amount. */
  value: string;
}

export interface ChartSeries {
  /** Unique within the chart. */
  id: string;
  /** Names the line in the screen-reader summary, e.g. "Estimated APR". */
  label: string;
  /** The points; any order, duplicates of a time keep the last. */
  points: ChartPoint[];
  /**
   * The line colour: a CSS colour or a token name such as '--wk-color-vip'.
   * @default the --wk-color-chart-line tokens, in turn
   */
  color?: string;
}

export interface ChartProps {
  /** The lines to draw. Keep the array stable (memoise it): a new array redraws every line. */
  series: ChartSeries[];
  /** Height in px; the width follows the container. @default 240 */
  height?: number;
  /** What the chart shows, e.g. "USDT APR, last 7 days"; the chart's accessible name. */
  ariaLabel: string;
  /** Shown instead of the chart when no series has a point (§8 'finances.noData'). @default 'No data' */
  emptyText?: string;
  /** Formats values on the price axis and in the summary, e.g. `(v) => formatPercent(v)`. @default String */
  valueFormatter?: (value: string) => string;
  /**
   * Labels the time axis and the crosshair, from ms: hours for a 24-hour chart, days for longer
   * ones, in the provider's zone. @default the library's labels (UTC days)
   */
  timeFormatter?: (timeMs: number) => string;
  /** Extra class on the wrapper. */
  className?: string;
}

type ChartModule = typeof import('lightweight-charts');
type ChartState = 'empty' | 'loading' | 'ready' | 'error';

/**
 * Display only: the canvas needs numbers, so the API's value strings become numbers here and
 * nowhere else. Nothing computed from these numbers is ever shown or sent as an amount.
 */
export function toPlotNumber(value: string): number {
  return Number(value);
}

/** The ms of a chart time: our points are Unix seconds (UTCTimestamp). */
/** lightweight-charts' TickMarkType.DayOfMonth (a const enum of a library loaded lazily). */
const DAY_OF_MONTH_TICK = 2;

/**
 * A day's tick with its month ("Jul 4"): the library shows the day alone ("4"), which reads as
 * nothing on a year of days.
 */
function dayLabel(ms: number, locale: string): string {
  return new Intl.DateTimeFormat(locale, { month: 'short', day: 'numeric', timeZone: 'UTC' }).format(ms);
}

function timeMs(time: Time): number {
  return typeof time === 'number' ? time * 1000 : 0;
}

/** Sorted, one point per time, unplottable values dropped: what `setData` requires. */
function toLineData(points: ChartPoint[]): LineData<UTCTimestamp>[] {
  const byTime = new Map<number, number>();
  for (const point of points) {
    const value = toPlotNumber(point.value);
    if (Number.isFinite(point.time) && Number.isFinite(value)) byTime.set(point.time, value);
  }
  return [...byTime.entries()]
    .sort(([a], [b]) => a - b)
    .map(([time, value]) => ({ time: time as UTCTimestamp, value }));
}

function latestPoint(points: ChartPoint[]): ChartPoint | undefined {
  return points.reduce<ChartPoint | undefined>(
    (latest, p) => (!latest || p.time >= latest.time ? p : latest),
    undefined,
  );
}

const SERIES_TOKENS = ['--wk-color-chart-line', '--wk-color-chart-line-2'];
const identity = (value: string) => value;

/** A series' colour as given (a token name or a CSS colour), or its turn of the default tokens. */
function seriesColor(series: ChartSeries, index: number): string {
  return series.color ?? SERIES_TOKENS[index % SERIES_TOKENS.length]!;
}

/** The same colour for CSS: a token name becomes `var(--token)`. */
function cssColor(color: string): string {
  return color.startsWith('--') ? `var(${color})` : color;
}

/**
 * A line chart (APR trends, §2) drawn by lightweight-charts, which is loaded with a dynamic
 * `import()` only once there is something to draw, so it never weighs on the first bundle.
 * The canvas is hidden from assistive technology; the chart is an image named by `ariaLabel`,
 * described by a visually hidden summary of each line's latest value. Colours come from the
 * --wk-color-chart-* tokens of the current theme. Exposes `data-state="empty|loading|ready|error"`.
 */
export function Chart({
  series,
  height = 240,
  ariaLabel,
  emptyText = 'No data',
  valueFormatter = identity,
  timeFormatter,
  className,
}: ChartProps) {
  const theme = useWealthTheme();
  const summaryId = `wk-chart-summary-${useId()}`;
  const hostRef = useRef<HTMLDivElement>(null);
  const [chart, setChart] = useState<{ api: IChartApi; lib: ChartModule } | null>(null);
  const [failed, setFailed] = useState(false);
  const hasData = series.some((s) => s.points.length > 0);
  const timeLabel = useRef(timeFormatter);
  timeLabel.current = timeFormatter;
  const formatter = useRef(valueFormatter);
  formatter.current = valueFormatter;

  // Lines, colours and size; declared before the creating effect so that on unmount its cleanup
  // runs while the chart still exists.
  // biome-ignore lint/correctness/useExhaustiveDependencies: a theme change must re-read the colour tokens.
  useEffect(() => {
    const host = hostRef.current;
    if (!chart || !host) return;
    const { api, lib } = chart;
    const muted = resolveChartColor(host, '--wk-color-text-muted', 'rgba(92, 99, 112, 1)');
    const grid = resolveChartColor(host, '--wk-color-border', 'rgba(214, 217, 223, 1)');
    api.applyOptions({
      height,
      layout: { textColor: muted },
      grid: { vertLines: { color: grid }, horzLines: { color: grid } },
      rightPriceScale: { borderColor: grid },
      timeScale: {
        borderColor: grid,
        // Room after the last point, so a tick label near the end (a year's "2025") is not cut
        // by the price scale in a narrow dialog.
        rightOffsetPixels: 24,
        // Hours need the time shown; the labels themselves come from `timeFormatter`.
        timeVisible: timeFormatter !== undefined,
        secondsVisible: false,
        tickMarkFormatter:
          timeFormatter === undefined
            ? (time: Time, type: TickMarkType, locale: string) =>
                type === DAY_OF_MONTH_TICK ? dayLabel(timeMs(time), locale) : null
            : (time: Time) => timeLabel.current?.(timeMs(time)) ?? null,
      },
    });
    const lines: ISeriesApi<SeriesType>[] = series.map((s, index) => {
      const color = resolveChartColor(host, seriesColor(s, index), 'rgba(31, 95, 214, 1)');
      const line = api.addSeries(lib.LineSeries, {
        color,
        lineWidth: 2,
        priceLineVisible: false,
        lastValueVisible: false,
      });
      line.setData(toLineData(s.points));
      return line;
    });
    api.timeScale().fitContent();
    return () => {
      for (const line of lines) api.removeSeries(line);
    };
  }, [chart, series, height, theme, timeFormatter === undefined]);

  // Loads the library and creates the chart once there is data; disposes it on unmount.
  // biome-ignore lint/correctness/useExhaustiveDependencies: created once per data/no-data change; height is applied above.
  useEffect(() => {
    const host = hostRef.current;
    if (!hasData || !host) return;
    let disposed = false;
    let api: IChartApi | undefined;
    let observer: ResizeObserver | undefined;
    setFailed(false);
    import('lightweight-charts')
      .then((lib) => {
        if (disposed) return;
        api = lib.createChart(host, {
          width: host.clientWidth,
          height,
          layout: {
            background: { type: lib.ColorType.Solid, color: 'transparent' },
            fontFamily: getComputedStyle(host).fontFamily,
            // The attribution link is rendered by us, outside the aria-hidden canvas.
            attributionLogo: false,
            colorParsers: [parseCssColor],
          },
          localization: {
            // Display only: axis labels of plotted numbers; the round trip drops float noise.
            priceFormatter: (price: number) => formatter.current(String(Number(price.toPrecision(12)))),
            timeFormatter: (time: Time) => timeLabel.current?.(timeMs(time)) ?? String(time),
          },
          handleScroll: false,
          handleScale: false,
        });
        observer = new ResizeObserver((entries) => {
          const width = entries[0]?.contentRect.width;
          if (api && width) api.resize(Math.floor(width), host.clientHeight || height);
        });
        observer.observe(host);
        setChart({ api, lib });
      })
      .catch(() => {
        if (!disposed) setFailed(true);
      });
    return () => {
      disposed = true;
      observer?.disconnect();
      setChart(null);
      api?.remove();
    };
  }, [hasData]);

  const wrapperClass = className ? `wk-box wk-chart ${className}` : 'wk-box wk-chart';
  if (!hasData) {
    return (
      <div className={wrapperClass} data-state="empty" style={{ minHeight: height }}>
        <p className="wk-chart__empty">{emptyText}</p>
      </div>
    );
  }

  const state: ChartState = failed ? 'error' : chart ? 'ready' : 'loading';
  const summary = series
    .map((s) => {
      const latest = latestPoint(s.points);
      return latest ? `${s.label}: ${valueFormatter(latest.value)}` : null;
    })
    .filter(Boolean)
    .join('; ');

  return (
    <div className={wrapperClass} data-state={state}>
      <figure className="wk-chart__figure" role="img" aria-label={ariaLabel} aria-describedby={summaryId}>
        <div className="wk-chart__canvas" ref={hostRef} aria-hidden="true" style={{ height }} />
      </figure>
      {/* With two lines or more, sighted readers need to know which is which; the summary above
          already names each line for assistive technology, so the legend is not read twice. */}
      {series.length > 1 && (
        <ul className="wk-chart__legend" aria-hidden="true">
          {series.map((s, index) => (
            <li key={s.id}>
              <span className="wk-chart__swatch" style={{ background: cssColor(seriesColor(s, index)) }} />
              {s.label}
            </li>
          ))}
        </ul>
      )}
      {/* If the library fails to load, the summary is all there is: show it. */}
      <p id={summaryId} className={failed ? 'wk-chart__summary' : 'wk-visually-hidden'}>
        {summary}
      </p>
      <a
        className="wk-chart__attribution"
        href="https://www.tradingview.com/"
        target="_blank"
        rel="noopener noreferrer"
      >
        TradingView
      </a>
    </div>
  );
}
