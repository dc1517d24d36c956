import { formatPercent } from '../../domain/amount';
import { dec } from '../../domain/decimal';
import { STAKING_MODAL_TARGET } from '../../domain/enums';
import { bonusPaysNow } from '../../flows/staking';
import { useWealth } from '../../hooks/context';
import type { StakeForm } from '../../hooks/staking/useStakeForm';
import { useStakingFaq } from '../../hooks/staking/useStakingFaq';
import type { StakingProductState } from '../../hooks/staking/useStakingProduct';
import { useDateFormat } from '../../hooks/useDateFormat';
import type { Translate } from '../../i18n/translate';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../ui/Tabs';
import { FaqItems } from './FaqItems';
import { BonusLadder, bonusWindow, Details, StepLink } from './parts';

// The stake dialog's detail views (§2, §4 targets rate, FAQ and extra bonus).

export function RateDetails({ form, t }: { form: StakingProductState; t: Translate }) {
  // What is "yours" needs a customer: a logged-out visitor sees the product's rates only.
  const { isLogin } = useWealth().user;
  const p = form.view;
  if (!p) return null;
  const charged = dec(p.commission).gt(0);
  return (
    <>
      <Details
        rows={[
          [t('staking.rate.base'), formatPercent(p.baseRate)],
          [t('staking.rate.extra'), formatPercent(p.extraRate)],
          [t('staking.rate.total'), formatPercent(p.rate)],
          ...(charged ? [[t('staking.rate.commission'), formatPercent(p.commission)] as const] : []),
          ...(charged && isLogin
            ? [[t('staking.rate.yourCommission'), formatPercent(p.yourCommission)] as const]
            : []),
        ]}
      />
      {p.vipTiers.length > 0 ? (
        <table className="wk-staking__ladder">
          <caption>{t('staking.rate.vip')}</caption>
          <tbody>
            {p.vipTiers.map((row) => (
              <tr key={`${row.minTier}-${row.maxTier}`} data-current={row.mine ? '' : undefined}>
                <th scope="row">
                  {t('staking.rate.vipTier', { min: String(row.minTier), max: String(row.maxTier) })}
                  {row.mine ? ` · ${t('staking.rate.yourTier', { tier: String(form.tier) })}` : ''}
                </th>
                <td>{t('staking.rate.vipSale', { sale: row.sale })}</td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
      {p.vipTiers.length > 0 && isLogin && !form.vipMatch ? (
        <p className="wk-staking__note">{t('staking.rate.noVip')}</p>
      ) : null}
    </>
  );
}

const FAQ_TABS = ['overview', 'sources', 'faq'] as const;

export function Faq({ form, t }: { form: Pick<StakingProductState, 'coin' | 'pid'>; t: Translate }) {
  const faq = useStakingFaq(form.coin, form.pid);
  return (
    <Tabs defaultValue="overview">
      <TabsList aria-label={t('staking.faqLink')}>
        {FAQ_TABS.map((tab) => (
          <TabsTrigger key={tab} value={tab}>
            {t(`staking.faq.${tab}`)}
          </TabsTrigger>
        ))}
      </TabsList>
      {FAQ_TABS.map((tab) => (
        <TabsContent key={tab} value={tab}>
          <FaqItems items={faq.items?.filter((item) => item.cate === tab)} readError={faq.readError} t={t} />
        </TabsContent>
      ))}
    </Tabs>
  );
}

export function ExtraBonus({ form, t }: { form: StakeForm; t: Translate }) {
  const dates = useDateFormat();
  const bonus = form.bonus;
  if (!bonus) return null;
  return (
    <>
      <Details
        rows={[
          [
            t('staking.bonus.status'),
            <strong key="s" data-status={bonus.status}>
              {t(`staking.bonus.${bonus.status}`)}
            </strong>,
          ],
          [t('staking.bonus.period'), bonusWindow(t, dates.arrival, bonus), { wide: true }],
        ]}
      />
      {!bonusPaysNow(bonus) ? <p className="wk-staking__note">{t('staking.bonus.inactive')}</p> : null}
      {form.view ? <BonusLadder t={t} ladder={form.view.ladder} coin={form.coin} /> : null}
      <StepLink to={STAKING_MODAL_TARGET.BONUS_RULES} navigate={form.navigate}>
        {t('staking.bonus.rulesLink')}
      </StepLink>
    </>
  );
}
