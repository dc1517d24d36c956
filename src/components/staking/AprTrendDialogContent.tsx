import { useMemo } from 'react';
import type { Id } from '../../api';
import { formatPercent } from '../../domain/amount';
import { stakingTrendView } from '../../flows/staking';
import { readFailure } from '../../hooks/readFailure';
import { type StakingTrendPeriod, useStakingTrend } from '../../hooks/staking/useStakingTrend';
import { useMessages } from '../../hooks/useMessages';
import { stakingMessages } from '../../i18n/features/staking';
import { Chart, type ChartSeries } from '../ui/Chart';
import { DialogContent, type DialogLayout } from '../ui/Dialog';
import { LoadingStatus } from '../ui/LoadingStatus';
import { ReadError } from '../ui/ReadError';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../ui/Tabs';

export interface AprTrendDialogContentProps {
  coin: string;
  pid?: Id;
  layout: DialogLayout;
}

/**
 * The APR trend chart modal's content (§2: periods 7, 30, 90 days and 1 year, 1 year first; base
 * rate, extra rate and reward coin series; §8 'finances.noData' when empty). It is the lazy chunk:
 * only StakingAprTrendDialog imports it, with import(), so the chart code loads when it opens.
 */
export default function AprTrendDialogContent({ coin, pid, layout }: AprTrendDialogContentProps) {
  const t = useMessages(stakingMessages);
  const trend = useStakingTrend({ coin, ...(pid === undefined ? {} : { pid }), enabled: true });
  const points = trend.query.data ?? [];
  // §8: a failed read is the generic error with Retry, not an endless 'Loading'.
  const failure = readFailure(trend.query);
  const series = useMemo<ChartSeries[]>(() => {
    if (points.length === 0) return [];
    const view = stakingTrendView(points, coin);
    const list: ChartSeries[] = [
      { id: 'base', label: t('staking.trend.base', { coin: view.rewardCoin }), points: [...view.base] },
    ];
    // The extra line is drawn only for a product that has a bonus coin; a flat 0 says nothing.
    if (view.extraCoin) {
      list.push({
        id: 'extra',
        label: t('staking.trend.extra', { coin: view.extraCoin }),
        points: [...view.extra],
      });
    }
    return list;
  }, [points, coin, t]);
  const periodLabel = t(`staking.trend.${trend.period}`);
  return (
    <DialogContent title={t('staking.trend.title', { coin })} closeLabel={t('ui.close')} layout={layout}>
      <Tabs
        variant="chips"
        value={String(trend.period)}
        onValueChange={(value) => trend.setPeriod(Number(value) as StakingTrendPeriod)}
      >
        <TabsList aria-label={t('staking.trend.periods')}>
          {trend.periods.map((period) => (
            <TabsTrigger key={period} value={String(period)}>
              {t(`staking.trend.${period}`)}
            </TabsTrigger>
          ))}
        </TabsList>
        {/* One panel per period, so every tab controls a panel; only the selected one is mounted. */}
        {trend.periods.map((period) => (
          <TabsContent key={period} value={String(period)}>
            <div className="wk-staking__chart" aria-busy={trend.query.loading || undefined}>
              {failure ? (
                <ReadError failure={failure} />
              ) : trend.query.status === 'success' || series.length > 0 ? (
                <Chart
                  series={series}
                  ariaLabel={t('staking.trend.chart', { coin, period: periodLabel })}
                  emptyText={t('finances.noData')}
                  valueFormatter={formatPercent}
                />
              ) : (
                <LoadingStatus>{t('staking.loading')}</LoadingStatus>
              )}
            </div>
          </TabsContent>
        ))}
      </Tabs>
    </DialogContent>
  );
}
