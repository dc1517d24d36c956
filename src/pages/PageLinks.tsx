import { ExchangeLink } from '../components/ui/ExchangeLink';
import { proofOfReservesLink, simpleEarnFaqLink, simpleEarnGuideLink, simpleEarnHelpLink } from '../domain';
import { useMessages } from '../hooks/useMessages';
import { pagesMessages } from '../i18n/features/pages';

const LINKS = [
  ['pages.link.faq', simpleEarnFaqLink()],
  ['pages.link.help', simpleEarnHelpLink()],
  ['pages.link.guide', simpleEarnGuideLink()],
  ['pages.link.proofOfReserves', proofOfReservesLink()],
] as const;

/** The Simple Earn help pages a page links to (§2): FAQ, help center, guide, proof of reserves. */
export function PageLinks() {
  const t = useMessages(pagesMessages);
  return (
    <nav className="wk-box wk-page__links" aria-label={t('pages.moreLinks')}>
      <ul className="wk-exchange-links">
        {LINKS.map(([label, page]) => (
          <li key={label}>
            <ExchangeLink page={page}>{t(label)}</ExchangeLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
