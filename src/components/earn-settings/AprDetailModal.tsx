import { useCallback, useMemo, useState } from 'react';
import type { AprHistoryPoint } from '../../api';
import { formatApr } from '../../domain';
import { useWealth } from '../../hooks/context';
import type { ReadFailure } from '../../hooks/readFailure';
import { APR_TREND_PERIODS, type AprTrendPeriod, useAprTrend } from '../../hooks/useAprTrend';
import { useDateFormat } from '../../hooks/useDateFormat';
import { useMessages } from '../../hooks/useMessages';
import { useMinLendRate } from '../../hooks/useMinAprForm';
import { earnSettingsMessages } from '../../i18n/features/earnSettings';
import { coinOf } from '../coinProp';
import { Button } from '../ui/Button';
// The chart primitive is imported here and nowhere else in this folder: lightweight-charts itself is
// a dynamic import inside it, so a host that imports only the auto-earn dialog never loads it.
import { Chart, type ChartSeries } from '../ui/Chart';
import { Dialog, DialogContent, DialogTrigger } from '../ui/Dialog';
import { LoadingStatus } from '../ui/LoadingStatus';
import { ReadError } from '../ui/ReadError';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../ui/Tabs';
import { EditMinAprModal } from './EditMinAprModal';
import type { SettingsDialogProps } from './settingsDialogProps';
import { useGatedOpen } from './useGatedOpen';

/** The two tabs of the APR detail modal (§2). */
export type AprDetailTab = 'trend' | 'min-apr';

/** AprDetailModal's props: `coin` (`asset` is its deprecated name), the dialog's, and these. */
export type AprDetailModalProps = SettingsDialogProps & AprDetailModalOptions;

interface AprDetailModalOptions {
  /** The tab shown first. @default 'trend' */
  defaultTab?: AprDetailTab;
  /** The chart period shown first. @default '24h' */
  defaultPeriod?: AprTrendPeriod;
  /** Called with the new minimum (a fraction, e.g. "0.0334") after an edit the server accepted. @default none */
  onSuccess?: (rateYear: string) => void;
}

/**
 * The APR detail modal of Simple Earn (§2): a "Real-time APR trend" tab (24 hours / 7 days / 30 days,
 * hourly points for 1 and 7 days, daily for 30, §9; 'finances.noData' without points, §8) and a
 * "Minimum lent APR" tab with the current minimum and an Edit button that opens `EditMinAprModal`.
 * The trend is public; editing needs a signed-in customer.
 */
export function AprDetailModal({
  coin,
  asset: alias,
  defaultTab = 'trend',
  defaultPeriod = '24h',
  onSuccess,
  ...dialog
}: AprDetailModalProps) {
  const asset = coinOf({ coin, asset: alias }, 'AprDetailModal');
  const trigger = dialog.trigger ?? dialog.children;
  useMessages(earnSettingsMessages);
  const { t } = useWealth();
  const [isOpen, setOpen] = useGatedOpen({ ...dialog, requiresLogin: false });
  const [tab, setTab] = useState<AprDetailTab>(defaultTab);
  return (
    <Dialog open={isOpen} onOpenChange={setOpen}>
      {trigger !== undefined && <DialogTrigger asChild>{trigger}</DialogTrigger>}
      <DialogContent
        title={t('earnSettings.aprDetail.title', { asset })}
        closeLabel={t('ui.close')}
        className="wk-apr-detail"
      >
        <Tabs value={tab} onValueChange={(value) => setTab(value as AprDetailTab)}>
          <TabsList aria-label={t('earnSettings.aprDetail.tabs')}>
            <TabsTrigger value="trend">{t('earnSettings.aprDetail.trendTab')}</TabsTrigger>
            <TabsTrigger value="min-apr">{t('earnSettings.aprDetail.minAprTab')}</TabsTrigger>
          </TabsList>
          <TabsContent value="trend">
            <AprTrendPanel asset={asset} defaultPeriod={defaultPeriod} />
          </TabsContent>
          <TabsContent value="min-apr">
            <MinAprPanel asset={asset} onSuccess={onSuccess} />
          </TabsContent>
        </Tabs>
      </DialogContent>
    </Dialog>
  );
}

function AprTrendPanel({ asset, defaultPeriod }: { asset: string; defaultPeriod: AprTrendPeriod }) {
  useMessages(earnSettingsMessages);
  const { t } = useWealth();
  const trend = useAprTrend({ asset, defaultPeriod });
  return (
    <Tabs
      variant="chips"
      value={trend.period}
      onValueChange={(value) => trend.setPeriod(value as AprTrendPeriod)}
      className="wk-apr-trend"
    >
      <TabsList aria-label={t('earnSettings.aprTrend.periods')}>
        {APR_TREND_PERIODS.map((period) => (
          <TabsTrigger key={period} value={period}>
            {t(`earnSettings.aprTrend.period.${period}`)}
          </TabsTrigger>
        ))}
      </TabsList>
      {APR_TREND_PERIODS.map((period) => (
        <TabsContent key={period} value={period}>
          {period === trend.period && (
            <AprTrendBody
              asset={asset}
              periodLabel={t(`earnSettings.aprTrend.period.${period}`)}
              hourly={period === '24h'}
              points={trend.points}
              latestApr={trend.latestApr}
              loading={trend.loading}
              // A failed read is not "no data" (§8): it shows the generic error with Retry.
              failure={
                trend.outcome ? { retry: trend.refetch, loginNeeded: trend.outcome.via === 'login' } : null
              }
            />
          )}
        </TabsContent>
      ))}
    </Tabs>
  );
}

interface AprTrendBodyProps {
  asset: string;
  periodLabel: string;
  /** The 24-hour chart: its axis reads hours, the others read days. */
  hourly: boolean;
  points: AprHistoryPoint[] | undefined;
  latestApr: string | undefined;
  loading: boolean;
  failure: ReadFailure | null;
}

function AprTrendBody({
  asset,
  periodLabel,
  hourly,
  points,
  latestApr,
  loading,
  failure,
}: AprTrendBodyProps) {
  useMessages(earnSettingsMessages);
  const { t } = useWealth();
  const dates = useDateFormat();
  // "2025-01-15 08:00" in the provider's zone: hours on the 24-hour chart, month-day otherwise.
  const timeFormatter = useCallback(
    (timeMs: number) => (hourly ? dates.dateTime(timeMs).slice(11) : dates.dateTime(timeMs).slice(5, 10)),
    [hourly, dates],
  );
  const label = t('earnSettings.aprTrend.series');
  // Memoised: the Chart redraws its lines whenever it gets a new series array.
  const series = useMemo<ChartSeries[]>(() => [{ id: 'apr', label, points: points ?? [] }], [label, points]);
  if (failure && !points) return <ReadError failure={failure} />;
  if (loading || !points) {
    return <LoadingStatus className="wk-apr-trend__message" />;
  }
  return (
    <div className="wk-apr-trend__body">
      {latestApr !== undefined && (
        <p className="wk-apr-trend__latest">
          <span className="wk-apr-trend__latest-label">{t('earnSettings.aprTrend.latest')}</span>{' '}
          <strong className="wk-apr-trend__latest-value">{latestApr}</strong>
        </p>
      )}
      <Chart
        series={series}
        height={220}
        ariaLabel={t('earnSettings.aprTrend.chartLabel', { asset, period: periodLabel })}
        emptyText={t('finances.noData')}
        valueFormatter={formatApr}
        timeFormatter={timeFormatter}
      />
    </div>
  );
}

function MinAprPanel({ asset, onSuccess }: { asset: string; onSuccess?: (rateYear: string) => void }) {
  useMessages(earnSettingsMessages);
  const { t } = useWealth();
  const current = useMinLendRate(asset);
  return (
    <div className="wk-min-apr">
      <div className="wk-min-apr__row">
        <div>
          <p className="wk-min-apr__label">{t('earnSettings.minApr.current')}</p>
          {current.readError ? (
            <ReadError failure={current.readError} />
          ) : (
            <p className="wk-min-apr__value">
              {current.rateYear === undefined ? t('earnSettings.minApr.none') : formatApr(current.rateYear)}
            </p>
          )}
        </div>
        <EditMinAprModal
          coin={asset}
          onSuccess={onSuccess}
          trigger={
            <Button variant="secondary" size="sm">
              {t('earnSettings.minApr.edit')}
            </Button>
          }
        />
      </div>
      <p className="wk-min-apr__explain">{t('earnSettings.minApr.explain', { asset })}</p>
    </div>
  );
}
