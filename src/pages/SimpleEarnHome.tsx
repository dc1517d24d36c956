import { Fragment, useId, useState } from 'react';
import { SubscribeModal } from '../components/earn/SubscribeModal';
import { SupportEntry } from '../components/support/SupportEntry';
import { Button } from '../components/ui/Button';
import { LoadingStatus } from '../components/ui/LoadingStatus';
import { ReadError } from '../components/ui/ReadError';
import {
  FLEXIBLE_PRODUCT_ID,
  formatAmount,
  formatApr,
  isUnlimitedBound,
  VIP_FIXED_MIN_TIER,
} from '../domain';
import { type HomeRow, type HomeTerm, searchCoins } from '../flows/earnHome';
import { useEarnHome } from '../hooks/earn/useEarnHome';
import { useMessages } from '../hooks/useMessages';
import { homeMessages } from '../i18n/features/home';
import type { Translate } from '../i18n/translate';
import { EarnSummaryView } from './EarnSummary';
import { PageLinks } from './PageLinks';

export interface SimpleEarnHomeProps {
  /**
   * Coins to list besides §9's recommended ones (BTC, ETH, USDT), those with a fixed product and
   * those the customer holds: the exchange's other Simple Earn coins, which §7 has no call to list.
   * @default []
   */
  coins?: readonly string[];
}

/**
 * The Simple Earn home (§2 /simple-earn): the customer's totals linking to My lendings, then one row
 * per coin, recommended coins first (§9), with the flexible APR (its bonus while the promo runs, its
 * ladder) and the fixed terms as buttons with their APRs, sold-out and VIP marks (§6: the tier range,
 * and an upgrade or view-benefits prompt by the customer's tier). Search filters by coin. Subscribe,
 * or a term, opens `SubscribeModal` on that coin and product; the links to proof of reserves, help,
 * the guide and the FAQ and the support entry close the page. Product rates are public: a
 * logged-out visitor sees them and is asked to log in when subscribing.
 */
export function SimpleEarnHome({ coins }: SimpleEarnHomeProps) {
  const t = useMessages(homeMessages);
  const home = useEarnHome(coins ? { coins } : {});
  const [search, setSearch] = useState('');
  const titleId = `wk-home-${useId()}`;
  const searchId = `wk-home-search-${useId()}`;
  const rows = searchCoins(home.rows, search);
  return (
    <div className="wk-box wk-page wk-home" translate="no">
      <section className="wk-home__intro" aria-labelledby={titleId}>
        <h2 id={titleId} className="wk-page__title">
          {t('home.title')}
        </h2>
        <p className="wk-page__intro">{t('home.intro')}</p>
      </section>
      <EarnSummaryView statistics={home.statistics} linkToMyLendings />
      <section
        className="wk-home__products"
        aria-labelledby={`${titleId}-products`}
        aria-busy={home.loading || undefined}
      >
        <div className="wk-page__bar">
          <h2 id={`${titleId}-products`} className="wk-page__subtitle">
            {t('home.products')}
          </h2>
          <label className="wk-home__search" htmlFor={searchId}>
            <span className="wk-visually-hidden">{t('home.search')}</span>
            <input
              id={searchId}
              type="search"
              className="wk-home__search-input"
              placeholder={t('home.search')}
              autoComplete="off"
              spellCheck={false}
              value={search}
              onChange={(event) => setSearch(event.target.value)}
            />
          </label>
        </div>
        {/* Loading until the first coins answer: a list that failed meanwhile (the fixed coins) is
            told beside the rows, not as a page where nothing loaded. */}
        {home.loading ? (
          <LoadingStatus />
        ) : home.readError && home.rows.length === 0 ? (
          <ReadError failure={home.readError} />
        ) : (
          <>
            {home.readError && (
              <ReadError
                failure={home.readError}
                message={
                  home.failedCoins.length > 0
                    ? t('home.partial', { coins: home.failedCoins.join(', ') })
                    : t('home.fixedCoinsFailed')
                }
              />
            )}
            {rows.length === 0 ? (
              <p className="wk-lendings-empty" role="status">
                {t('home.noMatch', { search: search.trim() })}
              </p>
            ) : (
              <ul className="wk-home__list" aria-label={t('home.coinsLabel')}>
                {rows.map((row) => (
                  <CoinRow key={row.asset} row={row} t={t} />
                ))}
              </ul>
            )}
          </>
        )}
      </section>
      <PageLinks />
      <SupportEntry />
    </div>
  );
}

/**
 * A coin's row. Each Subscribe and each term is the trigger of its own SubscribeModal: a modal never
 * opened renders only its trigger (and fetches its form when the trigger is pointed at), and on
 * close focus goes back to the button that opened it.
 */
function CoinRow({ row, t }: { row: HomeRow; t: Translate }) {
  const asset = row.asset;
  const apr = row.aprFraction === null ? '--' : formatApr(row.aprFraction);
  return (
    <li className="wk-home__row">
      <div className="wk-home__coin">
        <span className="wk-coin-icon" aria-hidden="true">
          {asset.slice(0, 1)}
        </span>
        <h3 className="wk-home__coin-name">{asset}</h3>
      </div>
      <div className="wk-home__flexible">
        <span className="wk-home__label">{t('home.flexibleApr')}</span>
        <span className="wk-home__apr">
          {row.ladder.length > 0 ? t('home.upTo', { apr }) : apr}
          {row.bonusFraction !== null && (
            <span className="wk-home__bonus"> {t('home.bonus', { apr: formatApr(row.bonusFraction) })}</span>
          )}
        </span>
        {row.ladder.length > 0 && (
          <ul className="wk-home__tiers">
            {row.ladder.map((tier) => (
              <li key={tier.left}>
                {isUnlimitedBound(tier.right)
                  ? t('home.tierOpen', {
                      from: formatAmount(tier.left),
                      asset,
                      apr: formatApr(tier.apr),
                    })
                  : t('home.tier', {
                      from: formatAmount(tier.left),
                      to: formatAmount(tier.right ?? ''),
                      asset,
                      apr: formatApr(tier.apr),
                    })}
              </li>
            ))}
          </ul>
        )}
      </div>
      <div className="wk-home__fixed">
        <span className="wk-home__label">{t('home.fixedTerms')}</span>
        {row.terms.length === 0 ? (
          <span className="wk-home__none">{t('home.noFixed')}</span>
        ) : (
          <ul className="wk-home__terms">
            {row.terms.map((term) => (
              <li key={term.productId}>
                <TermButton asset={asset} term={term} t={t} />
              </li>
            ))}
          </ul>
        )}
      </div>
      <div className="wk-home__action">
        <SubscribeModal
          coin={asset}
          productId={FLEXIBLE_PRODUCT_ID}
          trigger={
            <Button size="sm" aria-label={t('home.subscribeCoin', { asset })}>
              {t('home.subscribe')}
            </Button>
          }
        />
      </div>
    </li>
  );
}

/** What a term says about VIP (§6): its range and, outside it, the prompt the customer gets. */
function vipMarks(t: Translate, term: HomeTerm): string[] {
  if (!term.vip) return [];
  const range = t('home.vipRange', { min: String(term.vip.minTier), max: String(term.vip.maxTier) });
  if (term.vip.visibility === 'upgrade')
    return [range, t('home.vipUpgrade', { tier: String(Math.max(term.vip.minTier, VIP_FIXED_MIN_TIER)) })];
  if (term.vip.visibility === 'view-benefits') return [range, t('home.vipBenefits')];
  return [range];
}

function TermButton({ asset, term, t }: { asset: string; term: HomeTerm; t: Translate }) {
  const apr = term.aprFraction === null ? '--' : formatApr(term.aprFraction);
  const marks = [...vipMarks(t, term), ...(term.soldOut ? [t('home.soldOut')] : [])];
  const days = t('home.days', { days: String(term.termDays) });
  const aprText = t('home.termApr', { apr });
  // The name says what the row shows around the button (the coin, fixed), then the visible words in
  // their order, so speech input can say what it sees (WCAG 2.5.3); spaces between the spans keep
  // the visible words apart for assistive tools that read the text.
  const button = (
    <button
      type="button"
      className="wk-home__term"
      data-vip={term.vip ? term.vip.visibility : undefined}
      disabled={term.soldOut}
      aria-label={[t('home.termOf', { asset }), days, aprText, ...marks].join(', ')}
    >
      <span className="wk-home__term-days">{days}</span> <span className="wk-home__term-apr">{aprText}</span>
      {marks.map((mark) => (
        <Fragment key={mark}>
          {' '}
          <span className="wk-home__term-mark">{mark}</span>
        </Fragment>
      ))}
    </button>
  );
  // A sold-out term cannot be chosen, so it opens nothing.
  return term.soldOut ? button : <SubscribeModal coin={asset} productId={term.productId} trigger={button} />;
}
