import { useMemo } from 'react';
import { formatDateTime, type HistoryTab } from '../../domain';
import { type HistoryRecordView, historyRecordView } from '../../flows/history';
import { useWealth } from '../../hooks/context';
import { type UseEarnHistoryOptions, useEarnHistory } from '../../hooks/history/useEarnHistory';
import { useMessages } from '../../hooks/useMessages';
import { historyMessages } from '../../i18n/features/history';
import { Button } from '../ui/Button';
import { SlowLoadingNote } from '../ui/LoadingStatus';
import { ReadError } from '../ui/ReadError';
import { Table } from '../ui/Table';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../ui/Tabs';
import { tableTexts } from '../ui/tableTexts';
import { HistoryFilters } from './HistoryFilters';
import {
  amountText,
  historyColumns,
  historyModeText,
  historyRowKey,
  historyTypeLabel,
} from './historyColumns';
import { WindowedList } from './WindowedList';

export interface HistoryPanelProps extends UseEarnHistoryOptions {
  /** 'table' pages with previous / next; 'list' is the mobile infinite list. */
  layout: 'table' | 'list';
}

const TABS: HistoryTab[] = ['flexible', 'fixed'];

/** The tabs, filters and records shared by the history modal and page (§2 History). */
export function HistoryPanel({ layout, ...options }: HistoryPanelProps) {
  const t = useMessages(historyMessages);
  const wealth = useWealth();
  const history = useEarnHistory({ ...options, mode: layout === 'list' ? 'infinite' : 'paged' });
  const views = useMemo(() => history.rows.map(historyRecordView), [history.rows]);

  if (!history.signedIn) {
    return (
      <div className="wk-history" data-state="logged-out">
        <p>{t('errors.loginRequired')}</p>
        <Button onClick={() => wealth.requireLogin()}>{t('earnHistory.login')}</Button>
      </div>
    );
  }

  const columns = historyColumns(t, history.tab, history.utcOffsetMinutes);
  return (
    <Tabs
      className="wk-history"
      value={history.tab}
      onValueChange={(value) => history.setTab(value as HistoryTab)}
    >
      <TabsList aria-label={t('earnHistory.tabsLabel')}>
        {TABS.map((tab) => (
          <TabsTrigger key={tab} value={tab}>
            {t(`earnHistory.tab.${tab}`)}
          </TabsTrigger>
        ))}
      </TabsList>
      {TABS.map((tab) => (
        // The panel starts with the coin filter, which takes focus: Tab goes from the tab to it.
        <TabsContent key={tab} value={tab} tabStop={false}>
          {tab === history.tab && (
            <>
              <HistoryFilters history={history} t={t} />
              {layout === 'table' ? (
                <Table<HistoryRecordView>
                  columns={columns}
                  rows={history.ready ? views : []}
                  getRowKey={historyRowKey}
                  caption={t(`earnHistory.caption.${tab}`)}
                  captionHidden
                  pageSize={options.pageSize}
                  page={history.page}
                  onPageChange={history.setPage}
                  hasMore={history.hasMore}
                  loading={history.loading && history.rows.length === 0}
                  failure={history.readError}
                  {...tableTexts(t)}
                />
              ) : history.readError && history.rows.length === 0 ? (
                <ReadError failure={history.readError} />
              ) : (
                <WindowedList<HistoryRecordView>
                  rows={views}
                  getRowKey={historyRowKey}
                  hasMore={history.hasMore || !history.ready}
                  loading={history.loading}
                  onLoadMore={history.loadMore}
                  label={t('earnHistory.list.label')}
                  empty={<p className="wk-history__empty">{t('noRecord')}</p>}
                  footer={
                    history.loading ? (
                      // Nothing shown yet is not "more": the first page says Loading, as a table does.
                      history.rows.length === 0 ? (
                        <>
                          {t('ui.loading')}
                          <SlowLoadingNote />
                        </>
                      ) : (
                        t('earnHistory.list.loadingMore')
                      )
                    ) : history.hasMore ? (
                      ''
                    ) : (
                      t('earnHistory.list.end')
                    )
                  }
                  renderRow={(record) => (
                    <div className="wk-history__card">
                      <span>
                        {historyTypeLabel(t, record.type)} · {record.asset}
                      </span>
                      <strong>{amountText(record.amount, record.asset)}</strong>
                      <span className="wk-history__muted">
                        {formatDateTime(record.timeMs, history.utcOffsetMinutes)}
                      </span>
                      {/* A card leaves out a mode that says nothing; a table cell shows '--' there. */}
                      <span className="wk-history__muted">{historyModeText(t, record)}</span>
                    </div>
                  )}
                />
              )}
            </>
          )}
        </TabsContent>
      ))}
    </Tabs>
  );
}
