import { useId } from 'react';
import { SupportEntry } from '../components/support/SupportEntry';
import { ExchangeLink } from '../components/ui/ExchangeLink';
import {
  myLendingsLink,
  proofOfReservesLink,
  simpleEarnFaqFacts,
  simpleEarnGuideLink,
  simpleEarnHelpLink,
  simpleEarnHistoryLink,
  simpleEarnLink,
} from '../domain';
import { useMessages } from '../hooks/useMessages';
import { faqMessages } from '../i18n/features/faq';

const facts = simpleEarnFaqFacts();

/** Each question, its answer and the numbers the answer states (from the rules, never typed in). */
const QUESTIONS = [
  ['what', {}],
  ['flexibleStart', { startHours: facts.flexibleStartHours, receivedHours: facts.flexibleReceivedHours }],
  [
    'fixedStart',
    {
      lockUpDays: facts.exampleLockUpDays,
      maturityDay: facts.exampleMaturityDay,
      arrivalMinutes: facts.fixedArrivalMinutes,
    },
  ],
  ['estimate', { daysPerYear: facts.daysPerYear }],
  ['redeem', { minRedeem: facts.minFlexibleRedeem, lockHours: facts.maturityLockHours }],
  ['minApr', { maxApr: facts.defaultMaxLendAprPercent }],
  ['vip', { vipTier: facts.vipFixedMinTier }],
  ['history', { months: facts.historyRangeMonths }],
  ['support', { managerTier: facts.vipManagerMinTier }],
] as const;

const MORE_LINKS = [
  ['faq.link.home', simpleEarnLink()],
  ['faq.link.myLendings', myLendingsLink()],
  ['faq.link.history', simpleEarnHistoryLink()],
  ['faq.link.help', simpleEarnHelpLink()],
  ['faq.link.guide', simpleEarnGuideLink()],
  ['faq.link.proofOfReserves', proofOfReservesLink()],
] as const;

const asParams = (values: Readonly<Record<string, string | number>>) =>
  Object.fromEntries(Object.entries(values).map(([name, value]) => [name, String(value)]));

/**
 * The Simple Earn FAQ page (§2 /simple-earn/faq): how subscribing, earning and redeeming work, in
 * English and Simplified Chinese. Every number it states (when interest starts and arrives, when a
 * fixed term ends, the minimum redemption, the default maximum lent APR, the VIP tiers, how far
 * history reaches) comes from `simpleEarnFaqFacts()`, the timelines and constants the widgets apply,
 * so the FAQ cannot drift from the rules. Each answer opens in place (a native disclosure, keyboard
 * and screen-reader ready); below them, the Simple Earn pages and help links and the support entry.
 * Needs no login and makes no read.
 */
export function SimpleEarnFaq() {
  const t = useMessages(faqMessages);
  const titleId = `wk-faq-${useId()}`;
  return (
    <section className="wk-box wk-page wk-faq" aria-labelledby={titleId}>
      <h2 id={titleId} className="wk-page__title">
        {t('faq.title')}
      </h2>
      <p className="wk-page__intro">{t('faq.intro')}</p>
      <div className="wk-faq__list">
        {QUESTIONS.map(([name, values]) => (
          <details key={name} className="wk-faq__item">
            <summary className="wk-faq__question">{t(`faq.q.${name}`)}</summary>
            <p className="wk-faq__answer">{t(`faq.a.${name}`, asParams(values))}</p>
          </details>
        ))}
      </div>
      <nav className="wk-faq__more" aria-label={t('faq.more')}>
        <h3 className="wk-page__subtitle">{t('faq.more')}</h3>
        <ul className="wk-exchange-links">
          {MORE_LINKS.map(([label, page]) => (
            <li key={label}>
              <ExchangeLink page={page}>{t(label)}</ExchangeLink>
            </li>
          ))}
        </ul>
      </nav>
      <SupportEntry />
    </section>
  );
}
