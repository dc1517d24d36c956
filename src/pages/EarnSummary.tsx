import { useId } from 'react';
import type { EarnStatistics } from '../api';
import { ExchangeLink } from '../components/ui/ExchangeLink';
import { ReadGate } from '../components/ui/ReadError';
import { formatAmount, MISSING_VALUE, myLendingsLink } from '../domain';
import { useWealth } from '../hooks/context';
import { useEarnStatistics } from '../hooks/earn/useEarnStatistics';
import { readFailure } from '../hooks/readFailure';
import { useMessages } from '../hooks/useMessages';
import type { WealthQuery } from '../hooks/useWealthQuery';
import { pagesMessages } from '../i18n/features/pages';
import { CoinIcons } from './CoinIcons';
import { LoginPrompt } from './LoginPrompt';

export interface EarnSummaryProps {
  /** Links to My lendings under the totals (the home page's summary). @default false */
  linkToMyLendings?: boolean;
}

/**
 * The customer's Simple Earn totals (§2 My lendings' header, the home page's summary): total lent
 * and cumulative return, valued in USDT from uni-loan/earn/statistics (§7), rounded down to 2
 * places. That call totals the flexible (uni-loan) holdings only, and the summary says so: on My
 * lendings the fixed orders are listed right below, and are not in these figures. Logged out, it
 * asks the customer to log in; a failed read shows Retry (§8); a total the answer does not carry
 * shows '--', never a zero.
 */
export function EarnSummary({ linkToMyLendings = false }: EarnSummaryProps) {
  return <EarnSummaryView statistics={useEarnStatistics()} linkToMyLendings={linkToMyLendings} />;
}

/** The summary over a statistics read the page already makes (the home lists the held coins too). */
export function EarnSummaryView({
  statistics,
  linkToMyLendings = false,
}: EarnSummaryProps & { statistics: WealthQuery<EarnStatistics> }) {
  const t = useMessages(pagesMessages);
  const { user } = useWealth();
  const held = (statistics.data?.list ?? []).map((row) => row.asset);
  const titleId = `wk-earn-totals-${useId()}`;
  const inUsdt = (value: string | undefined) => {
    const amount = formatAmount(value, { decimals: 2, keepZeros: true });
    return amount === MISSING_VALUE ? amount : t('pages.summary.inUsdt', { amount });
  };
  return (
    <section
      className="wk-box wk-earn-totals"
      aria-labelledby={titleId}
      aria-busy={statistics.loading || undefined}
    >
      <h2 id={titleId} className="wk-page__subtitle">
        {t('pages.summary.title')}
      </h2>
      {user.isLogin ? (
        <ReadGate failure={readFailure(statistics)} loading={statistics.data === undefined}>
          <dl className="wk-earn-totals__figures">
            <div className="wk-earn-totals__figure">
              <dt>{t('pages.summary.totalLent')}</dt>
              <dd>{inUsdt(statistics.data?.total_lend_usdt)}</dd>
            </div>
            <div className="wk-earn-totals__figure">
              <dt>{t('pages.summary.cumulative')}</dt>
              <dd>{inUsdt(statistics.data?.total_interest_usdt)}</dd>
            </div>
          </dl>
          <p className="wk-earn-totals__scope">{t('pages.summary.scope')}</p>
          {held.length > 0 && <CoinIcons label={t('pages.summary.yourCoins')} coins={held} />}
        </ReadGate>
      ) : (
        <LoginPrompt text={t('pages.summary.loggedOut')} />
      )}
      {linkToMyLendings && user.isLogin && (
        <ExchangeLink page={myLendingsLink()}>{t('pages.summary.myLendings')}</ExchangeLink>
      )}
    </section>
  );
}
