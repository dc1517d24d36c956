import { useId } from 'react';
import { ExchangeLink } from '../components/ui/ExchangeLink';
import { myLendingsLink, simpleEarnLink } from '../domain';
import { useMessages } from '../hooks/useMessages';
import { pagesMessages } from '../i18n/features/pages';

/** A URL of the area that names no page, or a page with a parameter it cannot take (§2). */
export function NotFoundPage({ path }: { path: string }) {
  const t = useMessages(pagesMessages);
  const titleId = `wk-not-found-${useId()}`;
  return (
    <section className="wk-box wk-page wk-not-found" aria-labelledby={titleId} data-path={path}>
      <h2 id={titleId} className="wk-page__title">
        {t('pages.notFound.title')}
      </h2>
      <p className="wk-page__intro">{t('pages.notFound.text')}</p>
      <ul className="wk-exchange-links">
        <li>
          <ExchangeLink page={simpleEarnLink()}>{t('pages.notFound.home')}</ExchangeLink>
        </li>
        <li>
          <ExchangeLink page={myLendingsLink()}>{t('pages.summary.myLendings')}</ExchangeLink>
        </li>
      </ul>
    </section>
  );
}
