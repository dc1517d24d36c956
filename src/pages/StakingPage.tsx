import { useId, useState } from 'react';
import { requireCoin } from '../components/coinProp';
import {
  BonusLadder,
  bonusWindow,
  capText,
  Details,
  PageLink,
  ProtocolSelector,
  spanText,
} from '../components/staking/parts';
import { StakeDialog } from '../components/staking/StakeDialog';
import { Faq, RateDetails } from '../components/staking/StakeDialogDetails';
import { StakeRedeemDialog } from '../components/staking/StakeRedeemDialog';
import { StakingAprTrendDialog } from '../components/staking/StakingAprTrendDialog';
import { SupportEntry } from '../components/support/SupportEntry';
import { Button } from '../components/ui/Button';
import { ExchangeLink } from '../components/ui/ExchangeLink';
import { ReadGate } from '../components/ui/ReadError';
import { Table } from '../components/ui/Table';
import { dec, formatCoinAmount, formatPercent, stakingHoldingsLink, TABLE_PAGE_SIZE } from '../domain';
import { bonusPaysNow, stakeCap, stakingProductType } from '../flows/staking';
import { useWealth } from '../hooks/context';
import { readFailure } from '../hooks/readFailure';
import { type StakingHolding, useStakingHolding } from '../hooks/staking/useStakingHolding';
import { type StakingProductState, useStakingProduct } from '../hooks/staking/useStakingProduct';
import { useDateFormat } from '../hooks/useDateFormat';
import { useMessages } from '../hooks/useMessages';
import { stakingPageMessages } from '../i18n/features/stakingPage';
import type { Translate } from '../i18n/translate';
import { LoginPrompt } from './LoginPrompt';

export interface StakingPageProps {
  /** The coin of the route (§2 /staking/{coin}). */
  coin: string;
  /** The source of return of the route (§2 ?pid). @default the product's first source, or none */
  pid?: string;
  /** The customer chose another source of return: write it back to the route's `pid`. @default none */
  onPidChange?: (pid: string) => void;
}

/**
 * The staking page of a coin (§2 /staking/{coin}?pid): the product (APR in force with its base and
 * bonus, the most rate, minimum stake, cap, reward coin, reward start and redemption period, the
 * commission and VIP discount), the sources of return, the bonus campaign, the customer's holding,
 * redeemable amount and rewards with the profit records (§7), the APR trend, the product's FAQ
 * (§7 coin-ask), Stake and Redeem opening their dialogs, and the staking holdings pages (§2).
 */
export function StakingPage({ coin, pid, onPidChange }: StakingPageProps) {
  requireCoin(coin, 'StakingPage');
  const t = useMessages(stakingPageMessages);
  const product = useStakingProduct({ coin, ...(pid === undefined ? {} : { pid }), enabled: true });
  const titleId = `wk-staking-page-${useId()}`;
  if (!product.supported) {
    return (
      <section className="wk-box wk-page wk-staking-page" translate="no" aria-labelledby={titleId}>
        <h2 id={titleId} className="wk-page__title">
          {t('stakingPage.title', { coin: product.coin })}
        </h2>
        <p className="wk-lendings-empty" role="status">
          {t('staking.noStaking', { coin: product.coin })}
        </p>
      </section>
    );
  }
  const view = product.view;
  const choosePid = (next: string) => {
    product.setPid(next);
    onPidChange?.(next);
  };
  return (
    <div className="wk-box wk-page wk-staking-page" translate="no">
      <section className="wk-staking-page__product" aria-labelledby={titleId} aria-busy={!view || undefined}>
        <div className="wk-page__bar">
          <h2 id={titleId} className="wk-page__title">
            {t('stakingPage.title', { coin: product.coin })}
          </h2>
          <div className="wk-staking-page__actions">
            <StakeDialog
              coin={product.coin}
              pid={product.pid}
              trigger={<Button size="sm">{t('staking.stake')}</Button>}
            />
            <StakeRedeemDialog
              coin={product.coin}
              pid={product.pid}
              trigger={
                <Button size="sm" variant="secondary">
                  {t('staking.redeem.submit')}
                </Button>
              }
            />
          </div>
        </div>
        <ReadGate failure={product.readError} loading={!view}>
          {view && <ProductFacts product={product} t={t} />}
        </ReadGate>
        {product.sources.length > 0 && (
          <ProtocolSelector t={t} sources={product.sources} value={product.pid} onValueChange={choosePid} />
        )}
      </section>
      {product.bonus && <BonusCampaign product={product} t={t} />}
      <YourStaking product={product} t={t} />
      {view && (
        <section className="wk-page__section" aria-labelledby={`${titleId}-rate`}>
          <h3 id={`${titleId}-rate`} className="wk-page__subtitle">
            {t('staking.rateDetails')}
          </h3>
          <RateDetails form={product} t={t} />
        </section>
      )}
      <section className="wk-page__section" aria-labelledby={`${titleId}-faq`}>
        <h3 id={`${titleId}-faq`} className="wk-page__subtitle">
          {t('staking.faqLink')}
        </h3>
        <Faq form={product} t={t} />
      </section>
      <nav className="wk-page__links" aria-label={t('stakingPage.links')}>
        <ul className="wk-exchange-links">
          <li>
            <ExchangeLink
              page={stakingHoldingsLink({
                asset: product.coin,
                productType: stakingProductType(product.product),
              })}
            >
              {t('stakingPage.holdings')}
            </ExchangeLink>
          </li>
          <li>
            <ExchangeLink
              page={stakingHoldingsLink({
                asset: product.coin,
                productType: stakingProductType(product.product),
                openHistory: true,
              })}
            >
              {t('stakingPage.history')}
            </ExchangeLink>
          </li>
        </ul>
      </nav>
      <SupportEntry />
    </div>
  );
}

function ProductFacts({ product, t }: { product: StakingProductState; t: Translate }) {
  const { user } = useWealth();
  const view = product.view;
  const source = product.product;
  if (!view || !source) return null;
  const cap = stakeCap(source, product.userInfo, user.isLogin);
  const running = bonusPaysNow(product.bonus) && dec(view.extraRate).gt(0);
  return (
    <>
      <p className="wk-staking-page__apr">
        <span className="wk-staking-page__apr-label">{t('staking.apr')}</span>
        <strong>{formatPercent(view.rate)}</strong>
        {running && (
          <span className="wk-staking-page__apr-parts">
            {t('stakingPage.aprParts', {
              base: formatPercent(view.baseRate),
              bonus: formatPercent(view.extraRate),
            })}
          </span>
        )}
        <StakingAprTrendDialog
          coin={product.coin}
          pid={product.pid}
          trigger={<PageLink>{t('staking.aprTrend')}</PageLink>}
        />
      </p>
      <Details
        rows={[
          [t('stakingPage.mostRate'), formatPercent(source.most_rate)],
          [t('stakingPage.minStake'), formatCoinAmount(view.minStake, product.coin)],
          [t('staking.cap'), capText(t, cap, product.coin)],
          [t('stakingPage.rewardCoin'), view.rewardCoin],
          [
            t('staking.terms.rewardStart'),
            t('staking.terms.rewardStart.value', { days: String(view.rewardDelayDays) }),
          ],
          [t('staking.terms.redemption'), spanText(t, product.span)],
        ]}
      />
      {view.tips && <p className="wk-staking__note">{view.tips}</p>}
    </>
  );
}

function BonusCampaign({ product, t }: { product: StakingProductState; t: Translate }) {
  const dates = useDateFormat();
  const bonus = product.bonus;
  const titleId = `wk-staking-bonus-${useId()}`;
  if (!bonus) return null;
  return (
    <section className="wk-page__section" aria-labelledby={titleId}>
      <h3 id={titleId} className="wk-page__subtitle">
        {t('staking.bonus.title')}
      </h3>
      <Details
        rows={[
          [t('staking.bonus.status'), t(`staking.bonus.${bonus.status}`)],
          [t('staking.bonus.period'), bonusWindow(t, dates.arrival, bonus), { wide: true }],
        ]}
      />
      {!bonusPaysNow(bonus) && <p className="wk-staking__note">{t('staking.bonus.inactive')}</p>}
      {product.view && product.view.ladder.length > 0 && (
        <BonusLadder t={t} ladder={product.view.ladder} coin={product.coin} />
      )}
    </section>
  );
}

/** Paid rewards per reward coin, as "12.5 GT, 0.1 USDT", or '--' when nothing was paid. */
function rewards(list: ReadonlyArray<{ reward_coin: string; amount: string }> | undefined): string {
  if (!list || list.length === 0) return '--';
  return list.map((r) => formatCoinAmount(r.amount, r.reward_coin)).join(', ');
}

function YourStaking({ product, t }: { product: StakingProductState; t: Translate }) {
  const { user } = useWealth();
  const titleId = `wk-staking-mine-${useId()}`;
  return (
    <section className="wk-page__section" aria-labelledby={titleId}>
      <h3 id={titleId} className="wk-page__subtitle">
        {t('stakingPage.yours')}
      </h3>
      {user.isLogin ? <Holding product={product} t={t} /> : <LoginPrompt text={t('stakingPage.loggedOut')} />}
    </section>
  );
}

function Holding({ product, t }: { product: StakingProductState; t: Translate }) {
  const [page, setPage] = useState(1);
  const holding = useStakingHolding({ coin: product.coin, pid: product.pid, page });
  const stats = holding.statistics.data;
  return (
    <ReadGate failure={readFailure(holding.statistics)} loading={stats === undefined}>
      <Details
        rows={[
          [t('stakingPage.staked'), formatCoinAmount(stats?.mortgage_amount, product.coin)],
          [t('staking.redeemable'), formatCoinAmount(product.userInfo?.mortgage_amount, product.coin)],
          [t('stakingPage.redeeming'), formatCoinAmount(stats?.redeeming_amount, product.coin)],
          [t('stakingPage.yesterday'), rewards(stats?.yesterday_profit)],
          [t('stakingPage.total'), rewards(stats?.total_profit)],
        ]}
      />
      <ProfitRecords holding={holding} page={page} setPage={setPage} t={t} />
    </ReadGate>
  );
}

function ProfitRecords({
  holding,
  page,
  setPage,
  t,
}: {
  holding: StakingHolding;
  page: number;
  setPage: (page: number) => void;
  t: Translate;
}) {
  const dates = useDateFormat();
  const records = holding.records;
  return (
    <Table
      caption={t('stakingPage.records')}
      columns={[
        { key: 'time', header: t('stakingPage.records.time'), cell: (r) => dates.dateTime(r.time * 1000) },
        {
          key: 'amount',
          header: t('stakingPage.records.amount'),
          align: 'end',
          cell: (r) => formatCoinAmount(r.amount, r.reward_coin),
        },
        {
          key: 'kind',
          header: t('stakingPage.records.kind'),
          cell: (r) => t(r.type === 'extra' ? 'stakingPage.records.extra' : 'stakingPage.records.reward'),
        },
      ]}
      rows={records.data?.list ?? []}
      getRowKey={(r) => String(r.id)}
      pageSize={TABLE_PAGE_SIZE}
      page={page}
      onPageChange={setPage}
      {...(records.data?.total === undefined ? {} : { total: records.data.total })}
      loading={records.loading}
      failure={readFailure(records)}
      emptyText={t('noRecord')}
      loadingText={t('ui.loading')}
      paginationLabel={t('stakingPage.records.pages')}
      previousLabel={t('ui.previous')}
      nextLabel={t('ui.next')}
      formatPageStatus={(current, count) =>
        count
          ? t('ui.pageOf', { page: String(current), total: String(count) })
          : t('ui.page', { page: String(current) })
      }
    />
  );
}
