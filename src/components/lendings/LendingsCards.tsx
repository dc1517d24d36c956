import { type ReactNode, useId, useMemo, useState } from 'react';
import type { FixedOrder, FlexibleHolding } from '../../api';
import { fixedOrderView, flexibleHoldingView } from '../../flows/lendings';
import { useWealth } from '../../hooks/context';
import { useAwardPools } from '../../hooks/earn/useAwardPools';
import type { LendingsList } from '../../hooks/lendings/useLendings';
import { useAccountMode } from '../../hooks/useAccountMode';
import { useDateFormat } from '../../hooks/useDateFormat';
import { renderMessage } from '../../i18n/translate';
import { Button } from '../ui/Button';
import { LoadingStatus } from '../ui/LoadingStatus';
import { ReadError } from '../ui/ReadError';
import * as cells from './cells';

interface CardProps {
  /**
   * Said after the visible summary in the tap target's name (the order id). The visible text stays
   * the start of the name, so speech users can say what they see (WCAG 2.5.3).
   */
  hint?: string;
  onOpen: () => void;
  /** Coin and the headline figures, inside the tap target. */
  summary: ReactNode;
  moreLabel: string;
  /** Label / value pairs shown once expanded. */
  details: [string, ReactNode][];
  /** Actions shown once expanded (outside the tap target: no nested buttons). */
  actions: ReactNode;
}

/** One expandable row of the §2 mobile card list: tapping it opens the holding detail. */
function Card({ hint, onOpen, summary, moreLabel, details, actions }: CardProps) {
  const [expanded, setExpanded] = useState(false);
  const regionId = `wk-lendings-card-${useId()}`;
  return (
    <li className="wk-lendings-card">
      <div className="wk-lendings-card__head">
        <button type="button" className="wk-lendings-card__open" onClick={onOpen}>
          {summary}
          {hint !== undefined && <span className="wk-visually-hidden">{hint}</span>}
        </button>
        <button
          type="button"
          className="wk-lendings-card__toggle"
          aria-expanded={expanded}
          aria-controls={regionId}
          aria-label={moreLabel}
          onClick={() => setExpanded((e) => !e)}
        >
          <svg aria-hidden="true" focusable="false" viewBox="0 0 16 16" width="16" height="16">
            <path
              d={expanded ? 'M4 10l4-4 4 4' : 'M4 6l4 4 4-4'}
              stroke="currentColor"
              strokeWidth="1.75"
              fill="none"
            />
          </svg>
        </button>
      </div>
      {expanded && (
        <div id={regionId} className="wk-lendings-card__body">
          <dl className="wk-earn-summary">
            {details.map(([label, value]) => (
              <div key={label} className="wk-earn-summary__row">
                <dt>{label}</dt>
                <dd>{value}</dd>
              </div>
            ))}
          </dl>
          {actions}
        </div>
      )}
    </li>
  );
}

interface CardListProps<Row, View> {
  list: LendingsList<Row>;
  /** What a card shows of a row (src/flows/lendings). */
  view: (row: Row) => View;
  label: string;
  children: (row: View) => ReactNode;
}

/** The list, its §8 empty text and Load more (10 more a time, §2, §9). */
function CardList<Row, View>({ list, view, label, children }: CardListProps<Row, View>) {
  const { t } = useWealth();
  const views = useMemo(() => list.rows.map(view), [list.rows, view]);
  if (list.rows.length === 0 && list.readError) return <ReadError failure={list.readError} />;
  if (list.rows.length === 0) {
    return list.loading ? (
      <LoadingStatus className="wk-lendings-empty" />
    ) : (
      <p className="wk-lendings-empty" role="status">
        {renderMessage(t, { key: 'noRecord' })}
      </p>
    );
  }
  return (
    <div className="wk-lendings-cards" aria-busy={list.loading || undefined}>
      <ul aria-label={label}>{views.map(children)}</ul>
      {list.hasMore && (
        <Button variant="secondary" fullWidth loading={list.loading} onClick={list.loadMore}>
          {t('lendings.loadMore')}
        </Button>
      )}
    </div>
  );
}

export function FlexibleCards({
  list,
  onOpen,
  now,
}: {
  list: LendingsList<FlexibleHolding>;
  onOpen: (h: FlexibleHolding) => void;
  now: cells.Now;
}) {
  const { t } = useWealth();
  const pools = useAwardPools(list.rows);
  return (
    <CardList list={list} view={flexibleHoldingView} label={t('lendings.list.flexible')}>
      {(h) => (
        <Card
          key={h.asset}
          onOpen={() => onOpen(h.source)}
          summary={
            <>
              <cells.CoinCell asset={h.asset} />
              <span>{cells.money(h.principal, h.asset)}</span>
              <span>{cells.flexibleAprText(t, h, pools?.[h.asset], now())}</span>
            </>
          }
          moreLabel={t('lendings.more', { asset: h.asset })}
          details={[
            [t('lendings.detail.lent'), cells.money(h.lent, h.asset)],
            [t('lendings.col.cumulative'), <cells.CumulativeCell key="c" holding={h} now={now} />],
            [t('lendings.col.autoEarn'), <cells.AutoEarnCell key="a" holding={h} />],
          ]}
          actions={<cells.FlexibleActions holding={h} />}
        />
      )}
    </CardList>
  );
}

export function FixedCards({
  list,
  onOpen,
  now,
}: {
  list: LendingsList<FixedOrder>;
  onOpen: (o: FixedOrder) => void;
  now: cells.Now;
}) {
  const { t } = useWealth();
  const dates = useDateFormat();
  const { mode } = useAccountMode();
  return (
    <CardList list={list} view={fixedOrderView} label={t('lendings.list.fixed')}>
      {(o) => (
        <Card
          key={o.orderId}
          hint={t('lendings.orderHint', { orderId: o.orderId })}
          onOpen={() => onOpen(o.source)}
          summary={
            <>
              <cells.FixedCoinCell order={o} />
              <span>{cells.money(o.principal, o.asset)}</span>
              <span>{cells.fixedAprText(t, o)}</span>
            </>
          }
          moreLabel={t('lendings.more', { asset: `${o.asset} ${o.orderId}` })}
          details={[
            [t('lendings.col.orderId'), o.orderId],
            [t('lendings.col.subscribed'), cells.subscribedText(o, dates)],
            [t('lendings.col.term'), t('lendings.days', { days: String(o.termDays) })],
            [t('lendings.col.interest'), cells.money(o.interest, o.asset)],
            [t('lendings.col.received'), cells.receivedText(o, dates)],
            [t('lendings.col.status'), cells.statusText(t, o)],
            [t('lendings.col.redeemTo'), cells.redeemToText(t, o, mode)],
            [t('lendings.col.reinvest'), <cells.ReinvestCell key="r" order={o} now={now} />],
          ]}
          actions={<cells.FixedActions order={o} now={now} />}
        />
      )}
    </CardList>
  );
}
