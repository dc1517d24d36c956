import { useId, useState } from 'react';
import type { DualProduct } from '../api';
import { DualPurchaseDialog } from '../components/dual/DualPurchaseDialog';
import { termText } from '../components/dual/DualReinvest';
import { SupportEntry } from '../components/support/SupportEntry';
import { Button } from '../components/ui/Button';
import { Chips } from '../components/ui/Chips';
import { DescriptionList } from '../components/ui/DescriptionList';
import { ReadGate } from '../components/ui/ReadError';
import { Table } from '../components/ui/Table';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../components/ui/Tabs';
import { useNarrowContainer } from '../components/ui/useNarrowContainer';
import {
  DUAL_PRODUCT_TYPE,
  DUAL_QUOTE_COIN,
  type DualProductType,
  dualTermDisplay,
  formatAmount,
  formatCoinAmount,
  formatPercent,
  TABLE_PAGE_SIZE,
} from '../domain';
import { DUAL_PAGE_COINS, type DualOrderView } from '../flows/dualPage';
import { useWealth } from '../hooks/context';
import { type DualPage, useDualPage } from '../hooks/dual/useDualPage';
import { useDateFormat } from '../hooks/useDateFormat';
import { useMessages } from '../hooks/useMessages';
import { dualMessages } from '../i18n/features/dual';
import { dualPageMessages } from '../i18n/features/dualPage';
import type { Translate } from '../i18n/translate';
import { LoginPrompt } from './LoginPrompt';

export interface DualInvestmentPageProps {
  /** The route's coin (§2 ?coin). @default the first of `coins` */
  coin?: string;
  /** The route's direction (§2 ?type): 'call' sell high, 'put' buy low. @default 'call' */
  type?: DualProductType;
  /** A shared product (§2 ?pid): its purchase dialog opens with the page. @default none */
  pid?: string;
  /** The shared link's referral code (§2 ?ref), sent with the order (§7 ref_code). @default none */
  refCode?: string;
  /** The coins the selector offers. @default ['BTC', 'ETH'] */
  coins?: readonly string[];
  /** The customer chose another coin or direction: write them back to the route. @default none */
  onRouteChange?: (route: { coin: string; type: DualProductType }) => void;
}

const TYPES = [DUAL_PRODUCT_TYPE.CALL, DUAL_PRODUCT_TYPE.PUT] as const;

/**
 * The dual-currency investment page (§2 /dual-currency-investment?pid&type&coin): a coin selector,
 * Sell high and Buy low tabs, the products (target price, APY, term in days or hours, delivery) each
 * with Subscribe opening `DualPurchaseDialog`, and the customer's orders with their §4 statuses (the
 * VIP list on the VIP theme, §6). A share link with `pid` opens that product's dialog at once.
 */
export function DualInvestmentPage({
  coin: routeCoin,
  type: routeType,
  pid,
  refCode,
  coins = DUAL_PAGE_COINS,
  onRouteChange,
}: DualInvestmentPageProps) {
  const t = useMessages(dualPageMessages);
  useMessages(dualMessages);
  const [chosen, setChosen] = useState<{ coin: string; type: DualProductType } | null>(null);
  const coin = (chosen?.coin ?? routeCoin ?? coins[0] ?? 'BTC').toUpperCase();
  const type = chosen?.type ?? routeType ?? DUAL_PRODUCT_TYPE.CALL;
  const [ordersPage, setOrdersPage] = useState(1);
  const page = useDualPage({ coin, type, ordersPage });
  const titleId = `wk-dual-page-${useId()}`;
  const choose = (next: { coin: string; type: DualProductType }) => {
    setChosen(next);
    onRouteChange?.(next);
  };
  const offered = coins.map((c) => c.toUpperCase());
  return (
    <div className="wk-box wk-page wk-dual-page" translate="no">
      <section className="wk-dual-page__products" aria-labelledby={titleId}>
        <h2 id={titleId} className="wk-page__title">
          {t('dualPage.title')}
        </h2>
        <p className="wk-page__intro">{t('dualPage.intro')}</p>
        <Chips
          aria-label={t('dualPage.coin')}
          options={(offered.includes(coin) ? offered : [coin, ...offered]).map((c) => ({
            value: c,
            label: c,
          }))}
          value={coin}
          onValueChange={(next) => choose({ coin: next, type })}
        />
        <Tabs
          value={type}
          onValueChange={(next) => {
            if (next === DUAL_PRODUCT_TYPE.CALL || next === DUAL_PRODUCT_TYPE.PUT)
              choose({ coin, type: next });
          }}
        >
          <TabsList aria-label={t('dualPage.direction')}>
            {TYPES.map((each) => (
              <TabsTrigger key={each} value={each}>
                {t(`dual.type.${each}`)}
              </TabsTrigger>
            ))}
          </TabsList>
          {TYPES.map((each) => (
            <TabsContent key={each} value={each}>
              <p className="wk-page__intro">{t(`dualPage.explain.${each}`, { coin })}</p>
              {each === type && <Products page={page} coin={coin} type={type} refCode={refCode} t={t} />}
            </TabsContent>
          ))}
        </Tabs>
      </section>
      <Orders page={page} ordersPage={ordersPage} setOrdersPage={setOrdersPage} t={t} />
      <SupportEntry />
      {pid !== undefined && (
        <DualPurchaseDialog
          coin={coin}
          type={type}
          pid={pid}
          defaultOpen
          {...(refCode === undefined ? {} : { refCode })}
        />
      )}
    </div>
  );
}

function Products({
  page,
  coin,
  type,
  refCode,
  t,
}: {
  page: DualPage;
  coin: string;
  type: DualProductType;
  refCode: string | undefined;
  t: Translate;
}) {
  const dates = useDateFormat();
  const direction = t(`dual.type.${type}`);
  // Below §9's 768 px of the page's own width a product is a card, its Subscribe in view.
  const [probeRef, narrow] = useNarrowContainer<HTMLSpanElement>();
  const subscribe = (p: DualProduct) => (
    <DualPurchaseDialog
      coin={coin}
      type={type}
      pid={p.id}
      {...(refCode === undefined ? {} : { refCode })}
      trigger={
        <Button
          size="sm"
          aria-label={t('dualPage.subscribeProduct', {
            direction,
            coin,
            target: formatAmount(p.exercise_price),
            term: termText(t, dualTermDisplay(p)),
          })}
        >
          {t('dualPage.subscribe')}
        </Button>
      }
    />
  );
  const products = page.products ?? [];
  if (narrow) {
    // No header row to scroll sideways while the list loads, fails or is empty: the cards' column
    // shows the state alone, as the cards will be.
    const none = products.length === 0;
    return (
      <div className="wk-dual-page__box">
        <span ref={probeRef} className="wk-width-probe" aria-hidden="true" />
        <ReadGate failure={none ? page.productsError : null} loading={none && page.productsQuery.loading}>
          {none ? (
            <p className="wk-dual-page__status" role="status">
              {t('dualPage.noProducts')}
            </p>
          ) : (
            <ul className="wk-dual-page__cards" aria-label={t('dualPage.products', { coin, direction })}>
              {products.map((p) => (
                <li key={String(p.id)} className="wk-dual-page__card">
                  <DescriptionList
                    className="wk-dual-page__facts"
                    rowClassName="wk-dual-page__fact"
                    rows={[
                      [t('dual.term'), termText(t, dualTermDisplay(p))],
                      [t('dual.targetPrice'), formatCoinAmount(p.exercise_price, DUAL_QUOTE_COIN)],
                      [t('dual.apy'), formatPercent(p.apy_display)],
                      [t('dualPage.delivery'), dates.dateTime(p.delivery_timest * 1000)],
                    ]}
                  />
                  {subscribe(p)}
                </li>
              ))}
            </ul>
          )}
        </ReadGate>
      </div>
    );
  }
  // Subscribe before the delivery time: in a narrow column the table scrolls sideways, and the
  // action should not be the part out of sight.
  return (
    <div className="wk-dual-page__box">
      <span ref={probeRef} className="wk-width-probe" aria-hidden="true" />
      <Table<DualProduct>
        caption={t('dualPage.products', { coin, direction })}
        captionHidden
        columns={[
          { key: 'term', header: t('dual.term'), cell: (p) => termText(t, dualTermDisplay(p)) },
          {
            key: 'target',
            header: t('dual.targetPrice'),
            align: 'end',
            cell: (p) => formatCoinAmount(p.exercise_price, DUAL_QUOTE_COIN),
          },
          { key: 'apy', header: t('dual.apy'), align: 'end', cell: (p) => formatPercent(p.apy_display) },
          { key: 'action', header: t('dualPage.action'), cell: subscribe },
          {
            key: 'delivery',
            header: t('dualPage.delivery'),
            cell: (p) => dates.dateTime(p.delivery_timest * 1000),
          },
        ]}
        rows={products}
        getRowKey={(p) => String(p.id)}
        loading={page.productsQuery.loading}
        failure={page.productsError}
        emptyText={t('dualPage.noProducts')}
        loadingText={t('ui.loading')}
      />
    </div>
  );
}

function Orders({
  page,
  ordersPage,
  setOrdersPage,
  t,
}: {
  page: DualPage;
  ordersPage: number;
  setOrdersPage: (page: number) => void;
  t: Translate;
}) {
  const { user } = useWealth();
  const dates = useDateFormat();
  const titleId = `wk-dual-orders-${useId()}`;
  return (
    <section className="wk-page__section" aria-labelledby={titleId}>
      <h3 id={titleId} className="wk-page__subtitle">
        {t('dualPage.orders')}
      </h3>
      {user.isLogin ? (
        <Table<DualOrderView>
          caption={t('dualPage.order.table')}
          captionHidden
          columns={[
            { key: 'id', header: t('dualPage.order.id'), cell: (o) => o.id },
            {
              key: 'product',
              header: t('dualPage.order.product'),
              cell: (o) => (o.coin && o.type ? `${o.coin} ${t(`dual.type.${o.type}`)}` : '--'),
            },
            {
              key: 'amount',
              header: t('dualPage.order.amount'),
              align: 'end',
              cell: (o) => formatCoinAmount(o.amount, o.investCurrency),
            },
            {
              key: 'target',
              header: t('dual.targetPrice'),
              align: 'end',
              cell: (o) => formatCoinAmount(o.exercisePrice, DUAL_QUOTE_COIN),
            },
            {
              key: 'apy',
              header: t('dual.apy'),
              align: 'end',
              cell: (o) => (o.apy ? formatPercent(o.apy) : '--'),
            },
            { key: 'term', header: t('dual.term'), cell: (o) => (o.term ? termText(t, o.term) : '--') },
            { key: 'delivery', header: t('dualPage.delivery'), cell: (o) => dates.dateTime(o.deliveryMs) },
            {
              key: 'status',
              header: t('dualPage.order.status'),
              cell: (o) => (
                <span className="wk-dual-page__order-status" data-status={o.status ?? 'unknown'}>
                  {o.status ? t(`dualPage.status.${o.status}`) : '--'}
                </span>
              ),
            },
          ]}
          rows={page.orders ?? []}
          getRowKey={(o) => o.id}
          pageSize={TABLE_PAGE_SIZE}
          page={ordersPage}
          onPageChange={setOrdersPage}
          hasMore={page.hasMoreOrders}
          loading={page.ordersQuery.loading}
          failure={page.ordersError}
          emptyText={t('noRecord')}
          loadingText={t('ui.loading')}
          paginationLabel={t('dualPage.order.pages')}
          previousLabel={t('ui.previous')}
          nextLabel={t('ui.next')}
          formatPageStatus={(current) => t('ui.page', { page: String(current) })}
        />
      ) : (
        <LoginPrompt text={t('dualPage.loggedOut')} />
      )}
    </section>
  );
}
