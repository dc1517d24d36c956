import { useCallback, useEffect, useRef, useState } from 'react';
import type { AprHistoryPoint, ErrorOutcome } from '../api';
import { simpleEarnApi } from '../api/endpoints/simpleEarn';
import {
  APR_TREND_HOURLY_WINDOWS_DAYS,
  CHART_DEBOUNCE_MS,
  formatApr,
  msToSeconds,
  SIMPLE_EARN_CHART_TABS,
} from '../domain';
import { useWealth } from './context';
import { useWealthQuery } from './useWealthQuery';

/** A Simple Earn chart period (§2, §9: 24 hours, 7 days, 30 days). */
export type AprTrendPeriod = (typeof SIMPLE_EARN_CHART_TABS)[number];

/** The periods in the order of their tabs. */
export const APR_TREND_PERIODS: readonly AprTrendPeriod[] = SIMPLE_EARN_CHART_TABS;

/** Days each period covers. */
export const APR_TREND_PERIOD_DAYS: Readonly<Record<AprTrendPeriod, number>> = {
  '24h': 1,
  '7d': 7,
  '30d': 30,
};

/** The §7 chart query of a period ending at `nowMs`. */
export interface AprTrendQuery {
  asset: string;
  /** Unix seconds. */
  from: number;
  /** Unix seconds. */
  to: number;
  type: 'hour' | 'day';
}

/** §9: the 1- and 7-day windows use hourly points, the others daily ones. */
export function aprTrendQuery(asset: string, period: AprTrendPeriod, nowMs: number): AprTrendQuery {
  const days = APR_TREND_PERIOD_DAYS[period];
  const to = msToSeconds(nowMs);
  const hourly = (APR_TREND_HOURLY_WINDOWS_DAYS as readonly number[]).includes(days);
  return { asset, from: to - days * 86_400, to, type: hourly ? 'hour' : 'day' };
}

export interface UseAprTrendOptions {
  /** The asset whose APR is drawn. */
  asset: string;
  /** The selected period (controlled). */
  period?: AprTrendPeriod;
  /** The period shown first when uncontrolled. @default '24h' */
  defaultPeriod?: AprTrendPeriod;
  /** Called when the customer picks another period. */
  onPeriodChange?: (period: AprTrendPeriod) => void;
  /** Load only while true (e.g. while the tab is shown). @default true */
  enabled?: boolean;
  /** The clock the window ends at, in ms. @default the provider's clock (WealthProvider `now`) */
  now?: () => number;
}

export interface AprTrend {
  /** The selected period; it changes at once, the request follows after the debounce. */
  period: AprTrendPeriod;
  setPeriod: (period: AprTrendPeriod) => void;
  /** The points of the selected period, or undefined until they are loaded. */
  points: AprHistoryPoint[] | undefined;
  /** The latest point of the selected period. */
  latest: AprHistoryPoint | undefined;
  /** The latest APR as a percentage with 2 decimals (§9), e.g. "5.23%". */
  latestApr: string | undefined;
  /** True while the points of the selected period are not there yet (debounce or request). */
  loading: boolean;
  /** The §8 outcome of a failed load; 'inline' ones are for the widget to show. */
  outcome: ErrorOutcome | null;
  /** Loads the selected period again. */
  refetch: () => void;
}

/**
 * The real-time APR trend of the APR detail modal (§2): one §7 chart request per period, hourly for
 * 24 hours and 7 days and daily for 30 days (§9). Switching periods is debounced by 300 ms (§9), so
 * a customer clicking through the chips sends one request for where they stop; the first period
 * loads at once. The chart route is public, so this works logged out too.
 */
export function useAprTrend({
  asset,
  period: controlledPeriod,
  defaultPeriod = '24h',
  onPeriodChange,
  enabled = true,
  now: givenNow,
}: UseAprTrendOptions): AprTrend {
  const { now: providerNow } = useWealth();
  const now = givenNow ?? providerNow;
  const [ownPeriod, setOwnPeriod] = useState<AprTrendPeriod>(defaultPeriod);
  const period = controlledPeriod ?? ownPeriod;
  const [queried, setQueried] = useState<AprTrendPeriod>(period);
  const onChange = useRef(onPeriodChange);
  onChange.current = onPeriodChange;
  const clock = useRef(now);
  clock.current = now;

  useEffect(() => {
    if (period === queried) return;
    const timer = setTimeout(() => setQueried(period), CHART_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [period, queried]);

  const setPeriod = useCallback(
    (next: AprTrendPeriod) => {
      if (controlledPeriod === undefined) setOwnPeriod(next);
      onChange.current?.(next);
    },
    [controlledPeriod],
  );

  const query = useWealthQuery(
    enabled ? ['earn.chart', asset, queried] : null,
    async (client, signal) => {
      const points = await simpleEarnApi(client).chart(aprTrendQuery(asset, queried, clock.current()), {
        signal,
      });
      return { period: queried, points: Array.isArray(points) ? points : [] };
    },
    { requiresLogin: false },
  );

  const current = query.data && query.data.period === period ? query.data : undefined;
  const points = current?.points;
  const latest = points?.reduce<AprHistoryPoint | undefined>(
    (last, p) => (!last || p.time >= last.time ? p : last),
    undefined,
  );
  return {
    period,
    setPeriod,
    points,
    latest,
    latestApr: latest ? formatApr(latest.value) : undefined,
    loading: enabled && (period !== queried || query.loading || (!current && query.status !== 'error')),
    outcome: query.status === 'error' ? query.outcome : null,
    refetch: query.refetch,
  };
}
