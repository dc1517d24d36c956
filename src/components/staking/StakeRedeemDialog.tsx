import { formatAmount, formatCoinAmount, formatPercent } from '../../domain/amount';
import { STAKING_PRECISION } from '../../domain/constants';
import { STAKING_MODAL_TARGET, STAKING_REDEEM_TYPE, type StakingRedeemType } from '../../domain/enums';
import { useWealth } from '../../hooks/context';
import {
  type StakeRedeemForm,
  type UseStakeRedeemFormOptions,
  useStakeRedeemForm,
} from '../../hooks/staking/useStakeRedeemForm';
import { useStakingFaq } from '../../hooks/staking/useStakingFaq';
import { type DateFormat, useDateFormat } from '../../hooks/useDateFormat';
import { useMessages } from '../../hooks/useMessages';
import { stakingMessages } from '../../i18n/features/staking';
import type { Translate } from '../../i18n/translate';
import { Button } from '../ui/Button';
import { FormAmountInput } from '../ui/FormAmountInput';
import { LoadingStatus } from '../ui/LoadingStatus';
import { PendingNote } from '../ui/PendingNote';
import { ReadError } from '../ui/ReadError';
import { ResultIcon } from '../ui/ResultIcon';
import { WidgetDialog, type WidgetShellProps, type WidgetView } from '../ui/WidgetDialog';
import { FaqItems } from './FaqItems';
import { ConfirmFooter, Details, ProtocolSelector, StepLink, spanText } from './parts';

export interface StakeRedeemDialogProps extends UseStakeRedeemFormOptions, WidgetShellProps {}

/**
 * The staking redeem dialog (§2 "Redeem dialog", §4 targets, §5 staking redeem). Headless twin:
 * useStakeRedeemForm. Exposes `data-target` (the §4 target) on its body.
 */
export function StakeRedeemDialog(options: StakeRedeemDialogProps) {
  const form = useStakeRedeemForm(options);
  const t = useMessages(stakingMessages);
  const dates = useDateFormat();
  const { isLogin } = useWealth().user;
  const view = viewOf(form, t, dates, isLogin);
  return (
    <WidgetDialog
      control={form}
      opener={options}
      family="wk-staking"
      view={view}
      target={form.confirming ? 'confirm' : form.target}
    />
  );
}

/** The arrival text of the chosen redemption type: fast minutes, or the §4 span. */
function arrivalText(form: StakeRedeemForm, t: Translate): string {
  if (form.redeemType === STAKING_REDEEM_TYPE.FAST)
    return t('staking.span.fast', { minutes: String(form.view?.fastMinutes ?? 0) });
  return spanText(t, form.span);
}

function viewOf(form: StakeRedeemForm, t: Translate, dates: DateFormat, isLogin: boolean): WidgetView {
  const title = t('staking.redeem.title', { coin: form.coin });
  if (!form.supported) return { title, body: <p>{t('staking.noStaking', { coin: form.coin })}</p> };
  // §8 "Data fetch failure": the generic error with Retry, never a form on missing figures.
  if (form.readError) return { title, body: <ReadError failure={form.readError} /> };
  const p = form.view;
  if (!p) return { title, body: <LoadingStatus>{t('staking.loading')}</LoadingStatus> };
  // §3 redeem_control: the exchange has paused redemption of this product; nothing to submit.
  if (!form.redeemAllowed)
    return { title, body: <p role="status">{t('staking.redeem.paused', { coin: form.coin })}</p> };
  const _pending = form.action.status === 'pending';
  switch (form.target) {
    case STAKING_MODAL_TARGET.REDEEM_TYPE_SELECT:
      return {
        title: t('staking.redeemType'),
        body: <RedeemTypeSelector form={form} t={t} />,
        footer: (
          <Button onClick={() => form.navigate(STAKING_MODAL_TARGET.MAIN)}>
            {t('staking.redeemType.next')}
          </Button>
        ),
      };
    case STAKING_MODAL_TARGET.FAQ:
      return {
        title: t('staking.faqLink'),
        body: <RedeemFaq form={form} />,
        footer: (
          <Button variant="secondary" onClick={form.back}>
            {t('staking.back')}
          </Button>
        ),
      };
    case STAKING_MODAL_TARGET.REDEEM_SUCCESS: {
      const result = form.result;
      return {
        title: t('staking.redeem.success.title'),
        body: (
          <>
            <div className="wk-result">
              <ResultIcon status="success" />
            </div>
            <p role="status">
              {t('staking.redeem.success.text', {
                amount: formatAmount(result?.amount ?? '0'),
                coin: form.asset,
              })}
            </p>
            <Details
              rows={[
                [
                  t('staking.redeem.success.arrival'),
                  // §8: '--' when the server sends no arrival data.
                  dates.arrival(result?.redeemStamp ? result.redeemStamp * 1000 : null),
                ],
              ]}
            />
          </>
        ),
        footer: (
          <>
            <Button variant="secondary" onClick={form.viewHistory}>
              {t('staking.redeem.success.history')}
            </Button>
            <Button onClick={form.viewHoldings}>{t('staking.redeem.success.holdings')}</Button>
          </>
        ),
      };
    }
    default:
      break;
  }
  const summary = (
    <Details
      rows={[
        [t('staking.redeem.fee'), formatCoinAmount(form.fee?.fee, form.asset)],
        [t('staking.redeem.received'), receivedText(form)],
        [t('staking.redeem.arrival'), arrivalText(form, t)],
      ]}
    />
  );
  if (form.confirming) {
    return {
      title: t('staking.redeem.confirm.title'),
      body: (
        <>
          <Details
            rows={[
              [t('staking.redeem.amount'), formatCoinAmount(form.amount, form.asset)],
              [t('staking.redeemType'), t(`staking.redeemType.${form.redeemType}`)],
            ]}
          />
          {summary}
        </>
      ),
      footer: <ConfirmFooter form={form} t={t} submitLabel={t('staking.redeem.confirm.submit')} />,
    };
  }
  return {
    title,
    body: (
      <>
        <ProtocolSelector t={t} sources={form.sources} value={form.pid} onValueChange={form.setPid} />
        {form.hasQuickRedeem ? <RedeemTypeSelector form={form} t={t} /> : null}
        <FormAmountInput
          form={form}
          t={t}
          label={t('staking.redeem.amount')}
          precision={STAKING_PRECISION}
          asset={form.asset}
          available={form.redeemable ?? null}
          availableLabel={t('staking.redeemable')}
          placeholder={formatAmount(p.minRedeem, { group: false })}
        />
        {summary}
        <StepLink to={STAKING_MODAL_TARGET.FAQ} navigate={form.navigate}>
          {t('staking.faqLink')}
        </StepLink>
      </>
    ),
    // §1 a visitor has nothing to redeem yet: the button asks the host for the login (requestRedeem
    // does), instead of staying disabled without a word.
    footer: (
      <>
        <PendingNote state={form.action} />
        <Button
          onClick={form.requestRedeem}
          disabled={isLogin && !form.check.canRedeem}
          loading={form.action.status === 'pending'}
          fullWidth
        >
          {isLogin ? t('staking.redeem.submit') : t('staking.redeem.logIn')}
        </Button>
      </>
    ),
  };
}

/** What arrives: amount − fee, converted for exchange-type products, in USDC for credit/debt. */
function receivedText(form: StakeRedeemForm): string {
  if (!form.fee) return '--';
  if (form.isExchangeType && form.receivedCoins !== null)
    return formatCoinAmount(form.receivedCoins, form.coin);
  return formatCoinAmount(form.fee.received, form.payoutCoin);
}

function RedeemTypeSelector({ form, t }: { form: StakeRedeemForm; t: Translate }) {
  const fees = form.view?.fees;
  const options: Array<{ type: StakingRedeemType; fee: string; note: string; disabled: boolean }> = [
    {
      type: STAKING_REDEEM_TYPE.STANDARD,
      fee: fees?.[STAKING_REDEEM_TYPE.STANDARD] ?? '0',
      note: spanText(t, form.span),
      disabled: false,
    },
    {
      type: STAKING_REDEEM_TYPE.FAST,
      fee: fees?.[STAKING_REDEEM_TYPE.FAST] ?? '0',
      note: !form.hasQuickRedeem
        ? t('staking.redeemType.unavailable')
        : !form.fastAvailable
          ? t('staking.redeemType.quotaUsed')
          : form.fastQuota === '-1'
            ? t('staking.redeemType.unlimited')
            : t('staking.redeemType.quota', { quota: formatAmount(form.fastQuota), coin: form.asset }),
      disabled: !form.fastAvailable,
    },
  ];
  return (
    <fieldset className="wk-staking__types">
      <legend className="wk-legend">{t('staking.redeemType')}</legend>
      {options.map((option) => (
        <label
          key={option.type}
          className="wk-staking__type"
          data-disabled={option.disabled ? '' : undefined}
        >
          <input
            type="radio"
            name={`wk-redeem-type-${form.coin}`}
            value={option.type}
            checked={form.redeemType === option.type}
            disabled={option.disabled}
            onChange={() => form.setRedeemType(option.type)}
          />
          <span>
            <strong>{t(`staking.redeemType.${option.type}`)}</strong>
            <small>
              {t('staking.redeemType.fee', { fee: formatPercent(option.fee) })} · {option.note}
            </small>
          </span>
        </label>
      ))}
    </fieldset>
  );
}

function RedeemFaq({ form }: { form: StakeRedeemForm }) {
  const t = useMessages(stakingMessages);
  const faq = useStakingFaq(form.coin, form.pid);
  return <FaqItems items={faq.items} readError={faq.readError} t={t} />;
}
