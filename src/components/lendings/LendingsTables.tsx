import { createContext, useContext, useMemo } from 'react';
import type { BonusPromo, FixedOrder, FlexibleHolding } from '../../api';
import {
  type FixedOrderView,
  type FlexibleHoldingView,
  fixedOrderView,
  flexibleHoldingView,
} from '../../flows/lendings';
import { useWealth } from '../../hooks/context';
import { useAwardPools } from '../../hooks/earn/useAwardPools';
import type { LendingsList } from '../../hooks/lendings/useLendings';
import { useAccountMode } from '../../hooks/useAccountMode';
import { useDateFormat } from '../../hooks/useDateFormat';
import { Table, type TableColumn } from '../ui/Table';
import { tableTexts } from '../ui/tableTexts';
import * as cells from './cells';

/** The pager and empty texts every lendings table shares. */
function usePagerProps<Row, View>(list: LendingsList<Row>, pageSize: number, view: (row: Row) => View) {
  const { t } = useWealth();
  const rows = useMemo(() => list.rows.map(view), [list.rows, view]);
  return {
    rows,
    pageSize,
    page: list.page,
    onPageChange: list.setPage,
    ...(list.total === undefined ? { hasMore: list.hasMore } : { total: list.total }),
    loading: list.loading,
    failure: list.readError,
    ...tableTexts(t),
  };
}

/** §2 flexible table: coin, principal / currently lent, cumulative return, APR, auto earn, actions. */
export function FlexibleTable({
  list,
  pageSize,
  now,
}: {
  list: LendingsList<FlexibleHolding>;
  pageSize: number;
  now: cells.Now;
}) {
  const { t } = useWealth();
  const pools = useAwardPools(list.rows);
  // Kept between renders, so the award pools' answer renders the APR cells, not every row.
  const columns = useMemo<TableColumn<FlexibleHoldingView>[]>(
    () => [
      { key: 'coin', header: t('lendings.col.coin'), cell: (h) => <cells.CoinCell asset={h.asset} /> },
      {
        key: 'principal',
        header: t('lendings.col.principal'),
        align: 'end',
        cell: (h) => `${cells.money(h.principal, h.asset)} / ${cells.money(h.lent, h.asset)}`,
      },
      {
        key: 'cumulative',
        header: t('lendings.col.cumulative'),
        align: 'end',
        cell: (h) => <cells.CumulativeCell holding={h} now={now} />,
      },
      {
        key: 'apr',
        header: t('lendings.col.estimatedApr'),
        align: 'end',
        cell: (h) => <FlexibleAprCell holding={h} now={now} />,
      },
      {
        key: 'autoEarn',
        header: t('lendings.col.autoEarn'),
        cell: (h) => <cells.AutoEarnCell holding={h} />,
      },
      {
        key: 'actions',
        header: t('lendings.col.actions'),
        cell: (h) => <cells.FlexibleActions holding={h} />,
      },
    ],
    [t, now],
  );
  return (
    <AwardPoolsContext.Provider value={pools}>
      <Table
        {...usePagerProps(list, pageSize, flexibleHoldingView)}
        columns={columns}
        getRowKey={(h) => h.asset}
        caption={t('lendings.caption.flexible')}
        captionHidden
      />
    </AwardPoolsContext.Provider>
  );
}

/** The award pools of a flexible table's holdings (`useAwardPools`), read by the APR cells only. */
const AwardPoolsContext = createContext<Readonly<Record<string, BonusPromo | null>> | undefined>(undefined);

function FlexibleAprCell({ holding, now }: { holding: FlexibleHoldingView; now: cells.Now }) {
  const { t } = useWealth();
  const pools = useContext(AwardPoolsContext);
  return cells.flexibleAprText(t, holding, pools?.[holding.asset], now());
}

/** §2 fixed table: the twelve columns of a fixed order, with the §4 per-order locks. */
export function FixedTable({
  list,
  pageSize,
  now,
}: {
  list: LendingsList<FixedOrder>;
  pageSize: number;
  now: cells.Now;
}) {
  const { t } = useWealth();
  const dates = useDateFormat();
  const { mode } = useAccountMode();
  const columns = useMemo<TableColumn<FixedOrderView>[]>(
    () => [
      { key: 'coin', header: t('lendings.col.coin'), cell: (o) => <cells.FixedCoinCell order={o} /> },
      { key: 'orderId', header: t('lendings.col.orderId'), cell: (o) => o.orderId },
      {
        key: 'subscribed',
        header: t('lendings.col.subscribed'),
        cell: (o) => cells.subscribedText(o, dates),
      },
      {
        key: 'principal',
        header: t('lendings.col.amount'),
        align: 'end',
        cell: (o) => cells.money(o.principal, o.asset),
      },
      {
        key: 'term',
        header: t('lendings.col.term'),
        align: 'end',
        cell: (o) => t('lendings.days', { days: String(o.termDays) }),
      },
      {
        key: 'interest',
        header: t('lendings.col.interest'),
        align: 'end',
        cell: (o) => cells.money(o.interest, o.asset),
      },
      { key: 'apr', header: t('lendings.col.apr'), align: 'end', cell: (o) => cells.fixedAprText(t, o) },
      { key: 'received', header: t('lendings.col.received'), cell: (o) => cells.receivedText(o, dates) },
      { key: 'status', header: t('lendings.col.status'), cell: (o) => cells.statusText(t, o) },
      { key: 'redeemTo', header: t('lendings.col.redeemTo'), cell: (o) => cells.redeemToText(t, o, mode) },
      {
        key: 'reinvest',
        header: t('lendings.col.reinvest'),
        cell: (o) => <cells.ReinvestCell order={o} now={now} />,
      },
      {
        key: 'actions',
        header: t('lendings.col.actions'),
        cell: (o) => <cells.FixedActions order={o} now={now} />,
      },
    ],
    [t, dates, mode, now],
  );
  return (
    <Table
      {...usePagerProps(list, pageSize, fixedOrderView)}
      columns={columns}
      getRowKey={(o) => o.orderId}
      caption={t('lendings.caption.fixed')}
      captionHidden
    />
  );
}
