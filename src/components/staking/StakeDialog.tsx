import { useId, useMemo } from 'react';
import { formatAmount, formatCoinAmount, formatPercent, isPositiveAmount } from '../../domain/amount';
import { DEFAULT_DEBT_REDEEM_COIN } from '../../domain/assets';
import { STAKING_BONUS_RULES_COUNT, STAKING_PRECISION } from '../../domain/constants';
import { STAKE_MODE, STAKING_MODAL_TARGET } from '../../domain/enums';
import { MISSING_VALUE } from '../../domain/messages';
import { bonusPaysNow, sourceField } from '../../flows/staking';
import { useWealth } from '../../hooks/context';
import {
  type FormStore,
  LiveFormProvider,
  useFormSlice,
  useFormStore,
  useFormValue,
  useLiveAmount,
  useLiveForm,
  useLiveSelect,
} from '../../hooks/formStore';
import {
  type StakeCore,
  type StakeForm,
  type UseStakeFormOptions,
  useStakeCore,
} from '../../hooks/staking/useStakeForm';
import { useDateFormat } from '../../hooks/useDateFormat';
import { useMessages } from '../../hooks/useMessages';
import { stakingMessages } from '../../i18n/features/staking';
import type { Translate } from '../../i18n/translate';
import { requireCoin } from '../coinProp';
import { Button } from '../ui/Button';
import type { DialogLayout } from '../ui/Dialog';
import { FormAmountInput } from '../ui/FormAmountInput';
import { LoadingStatus } from '../ui/LoadingStatus';
import { PendingNote } from '../ui/PendingNote';
import { ReadError } from '../ui/ReadError';
import { ResultIcon } from '../ui/ResultIcon';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../ui/Tabs';
import { WidgetDialog, type WidgetShellProps, type WidgetView } from '../ui/WidgetDialog';
import {
  bonusWindow,
  ConfirmFooter,
  capText,
  Details,
  PageLink,
  ProtocolSelector,
  StepLink,
  spanText,
} from './parts';
import { ExtraBonus, Faq, RateDetails } from './StakeDialogDetails';
import { StakingAprTrendDialog } from './StakingAprTrendDialog';

export interface StakeDialogProps extends UseStakeFormOptions, WidgetShellProps {
  /**
   * The asset an exchange-type product gives (§3 exchange_type 'asset'); the product does not name it.
   * @default `GT${coin}`
   */
  exchangeAsset?: string;
}

/**
 * The staking stake dialog (§2 "Stake dialog", §4 targets, §5 staking). Headless twin: useStakeForm.
 * Exposes `data-target` (the §4 target) on its body.
 */
export function StakeDialog({ exchangeAsset, ...options }: StakeDialogProps) {
  requireCoin(options.coin, 'StakeDialog');
  // The core: a keystroke does not render this component, only the parts that read the amount.
  const form = useStakeCore(options);
  const store = useFormStore(form);
  const asset = exchangeAsset ?? `GT${form.coin}`;
  const { trigger, layout = 'auto' } = options;
  // Made once per opener: its parts read their slice of the form from the store, so a keystroke
  // renders the amount field and the figures it moves, not the dialog.
  const dialog = useMemo(
    () => <StakeShell store={store} asset={asset} opener={{ trigger, layout }} />,
    [store, asset, trigger, layout],
  );
  return <LiveFormProvider value={form}>{dialog}</LiveFormProvider>;
}

type StakeStore = FormStore<StakeCore>;

interface PartProps {
  store: StakeStore;
  t: Translate;
  asset: string;
}

/** The dialog and the step it shows; it renders when the step changes, not on a keystroke. */
function StakeShell({ store, asset, opener }: Omit<PartProps, 't'> & { opener: WidgetShellProps }) {
  const t = useMessages(stakingMessages);
  const form = useFormSlice(store, [
    'open',
    'setOpen',
    'coin',
    'supported',
    'readError',
    'view',
    'target',
    'confirming',
  ]);
  const step = (part: keyof WidgetView) => <StakeStep store={store} t={t} asset={asset} part={part} />;
  const view: WidgetView =
    statusView(form, t) ??
    (form.target === STAKING_MODAL_TARGET.MAIN && !form.confirming
      ? {
          title: t('staking.title', { coin: form.coin }),
          body: <MainForm store={store} t={t} asset={asset} layout={opener.layout ?? 'auto'} />,
          footer: (
            <>
              <StakeAgreement store={store} t={t} />
              <StakeButton t={t} />
            </>
          ),
        }
      : { title: step('title'), body: step('body'), footer: step('footer') });
  return (
    <WidgetDialog
      control={form}
      opener={opener}
      family="wk-staking"
      view={view}
      target={form.confirming ? 'confirm' : form.target}
    />
  );
}

/** A step other than the form (rate details, FAQ, bonus, success, confirm): read whole, as nobody types there. */
function StakeStep({ store, t, asset, part }: PartProps & { part: keyof WidgetView }) {
  const form = useFormValue(store);
  const live = useLiveAmount(form);
  return stepView({ ...form, ...live }, t, asset)[part] ?? null;
}

/** §2: the bonus rules are 6 items. */
const BONUS_RULE_KEYS = /* @__PURE__ */ Array.from(
  { length: STAKING_BONUS_RULES_COUNT },
  (_, i) => `staking.bonusRules.${i + 1}`,
);

/** Before there is a form: an unsupported coin, a failed read, the first load. Null once there is one. */
function statusView(
  form: Pick<StakeForm, 'coin' | 'supported' | 'readError' | 'view'>,
  t: Translate,
): WidgetView | null {
  const title = t('staking.title', { coin: form.coin });
  if (!form.supported) return { title, body: <p>{t('staking.noStaking', { coin: form.coin })}</p> };
  // §8 "Data fetch failure": the generic error with Retry, never a form on missing figures.
  if (form.readError) return { title, body: <ReadError failure={form.readError} /> };
  if (!form.view) return { title, body: <LoadingStatus>{t('staking.loading')}</LoadingStatus> };
  return null;
}

/** The steps the §4 targets and the confirmation show in place of the form. */
function stepView(form: StakeForm, t: Translate, asset: string): WidgetView {
  const p = form.view;
  if (!p) return { title: '', body: null };
  const backButton = (onClick: () => void) => (
    <Button variant="secondary" onClick={onClick}>
      {t('staking.back')}
    </Button>
  );
  switch (form.target) {
    case STAKING_MODAL_TARGET.RATE:
      return {
        title: t('staking.rateDetails'),
        body: <RateDetails form={form} t={t} />,
        footer: backButton(form.back),
      };
    case STAKING_MODAL_TARGET.FAQ:
      return { title: t('staking.faqLink'), body: <Faq form={form} t={t} />, footer: backButton(form.back) };
    case STAKING_MODAL_TARGET.EXTRA_BONUS:
      return {
        title: t('staking.bonus.title'),
        body: <ExtraBonus form={form} t={t} />,
        // Extra bonus is not one of the targets §4 sends back with "back", so it navigates to main.
        footer: backButton(() => form.navigate(STAKING_MODAL_TARGET.MAIN)),
      };
    case STAKING_MODAL_TARGET.BONUS_RULES:
      return {
        title: t('staking.bonusRules.title'),
        body: (
          <ol className="wk-staking__rules">
            {BONUS_RULE_KEYS.map((key) => (
              <li key={key}>{t(key, { coin: form.bonus?.rewardCoin ?? form.coin })}</li>
            ))}
          </ol>
        ),
        footer: backButton(form.back),
      };
    case STAKING_MODAL_TARGET.STAKE_SUCCESS:
      return {
        title: t('staking.success.title'),
        body: (
          <div className="wk-result">
            <ResultIcon status="success" />
            <p role="status">
              {t('staking.success.text', { amount: formatAmount(form.stakedAmount), coin: form.coin })}
            </p>
          </div>
        ),
        footer: (
          <>
            {form.bonus?.taskHref ? (
              <Button variant="secondary" onClick={form.goToWeb3Tasks}>
                {t('staking.success.web3')}
              </Button>
            ) : null}
            <Button variant="secondary" onClick={form.viewHolding}>
              {t('staking.success.viewHolding')}
            </Button>
            <Button onClick={form.continueStaking}>{t('staking.success.continue')}</Button>
          </>
        ),
      };
    default:
      break;
  }
  if (form.confirming) {
    return {
      title: t('staking.confirm.title'),
      body: (
        <Details
          rows={[
            [t('staking.confirm.amount'), formatCoinAmount(form.amount, form.coin)],
            form.isExchangeType && [
              t('staking.exchange'),
              t('staking.exchange.estimate', {
                amount: formatAmount(form.exchangeEstimate),
                asset,
              }),
            ],
            form.mode === STAKE_MODE.CREDIT_DEBT && [
              t('staking.debt.payout'),
              t('staking.debt.paysIn', { coin: DEFAULT_DEBT_REDEEM_COIN }),
            ],
            [t('staking.dailyReward'), formatCoinAmount(form.estimate.total, p.rewardCoin)],
          ]}
        />
      ),
      footer: <ConfirmFooter form={form} t={t} submitLabel={t('staking.confirm.submit')} />,
    };
  }
  return { title: '', body: null };
}

function StakeButton({ t }: { t: Translate }) {
  useMessages(stakingMessages);
  const { user, requireLogin } = useWealth();
  const form = useLiveForm<StakeCore>();
  const canStake = useLiveSelect(form, (live) => live.check.canStake);
  if (!user.isLogin) return <Button onClick={() => requireLogin()}>{t('staking.logIn')}</Button>;
  return (
    <>
      <PendingNote state={form.action} />
      <Button
        onClick={form.requestStake}
        disabled={!canStake}
        loading={form.action.status === 'pending'}
        fullWidth
      >
        {t('staking.stake')}
      </Button>
    </>
  );
}

/** The amount field: what a keystroke renders, with the two figures it moves. */
function StakeAmount({ t }: { t: Translate }) {
  const form = useLiveForm<StakeCore>();
  const { amount, check } = useLiveAmount(form);
  const transfer = useMemo(
    () => (
      <Button variant="ghost" size="sm" flushEnd onClick={form.openTransfer}>
        {t('staking.transfer')}
      </Button>
    ),
    [form.openTransfer, t],
  );
  // Made with the product, not on each key.
  const minStake = form.view?.minStake;
  const placeholder = useMemo(
    () => (minStake === undefined ? undefined : formatAmount(minStake, { group: false })),
    [minStake],
  );
  return (
    <FormAmountInput
      form={{ amount, setAmount: form.setAmount, fillMax: form.fillMax, check }}
      t={t}
      label={t('staking.amount')}
      precision={STAKING_PRECISION}
      asset={form.coin}
      available={form.available ?? null}
      availableLabel={t('staking.available')}
      placeholder={placeholder}
      action={transfer}
    />
  );
}

function StakeExchangeEstimate({ t, asset }: { t: Translate; asset: string }) {
  const form = useLiveForm<StakeCore>();
  const { exchangeEstimate } = useLiveAmount(form);
  return (
    <span>
      {t('staking.exchange.estimate', { amount: formatAmount(exchangeEstimate), asset })}{' '}
      <small>
        {t('staking.exchange.rate', { coin: form.coin, rate: form.view?.exchangeRate ?? '--', asset })}
      </small>
    </span>
  );
}

function StakeDailyReward({ t }: { t: Translate }) {
  const form = useLiveForm<StakeCore>();
  const { amount, check, estimate } = useLiveAmount(form);
  const rewardCoin = form.view?.rewardCoin ?? '';
  // Nothing that can be staked is typed (the field empty, a lone point or zero, or the amount
  // refused): the hook's estimate is then 0, which beside "Insufficient balance" read as "this
  // earns nothing". The subscribe form's estimated return says the same.
  const stakeable = isPositiveAmount(amount) && check.error === null;
  // While a bonus pays, its line stands from the start ('--' until an amount can be staked): when
  // it came with the first digit, the dialog grew by a line as the customer typed.
  const bonus = bonusPaysNow(form.bonus) ? (
    <small className="wk-staking__reward-bonus">
      {' '}
      {t(
        'staking.dailyReward.bonus',
        stakeable
          ? { amount: formatAmount(estimate.bonus), coin: form.bonus.rewardCoin }
          : { amount: MISSING_VALUE, coin: '' },
      )}
    </small>
  ) : null;
  return (
    <span>
      {stakeable ? formatCoinAmount(estimate.total, rewardCoin) : MISSING_VALUE}
      {bonus}
    </span>
  );
}

/** The form's step: everything the reads decide; the amount and its figures are parts of their own. */
function MainForm({ store, t, asset, layout }: PartProps & { layout: DialogLayout }) {
  const dates = useDateFormat();
  const form = useFormSlice(store, [
    'view',
    'navigate',
    'trendOpen',
    'setTrendOpen',
    'sources',
    'pid',
    'setPid',
    'coin',
    'isExchangeType',
    'mode',
    'cap',
    'holding',
    'bonus',
    'span',
  ]);
  const p = form.view;
  if (!p) return null;
  const cap = form.cap;
  return (
    <>
      <div className="wk-staking__apr">
        <span className="wk-staking__label">{t('staking.apr')}</span>
        <strong className="wk-staking__rate">{formatPercent(p.rate)}</strong>
        <span className="wk-staking__links">
          <StepLink to={STAKING_MODAL_TARGET.RATE} navigate={form.navigate}>
            {t('staking.rateDetails')}
          </StepLink>
          <StakingAprTrendDialog
            coin={form.coin}
            open={form.trendOpen}
            onOpenChange={form.setTrendOpen}
            layout={layout}
            trigger={<PageLink>{t('staking.aprTrend')}</PageLink>}
            {...sourceField(form.pid)}
          />
          <StepLink to={STAKING_MODAL_TARGET.FAQ} navigate={form.navigate}>
            {t('staking.faqLink')}
          </StepLink>
        </span>
      </div>
      <ProtocolSelector t={t} sources={form.sources} value={form.pid} onValueChange={form.setPid} />
      <StakeAmount t={t} />
      <Details
        rows={[
          form.isExchangeType && [
            t('staking.exchange'),
            <StakeExchangeEstimate key="x" t={t} asset={asset} />,
          ],
          form.mode === STAKE_MODE.CREDIT_DEBT && [
            t('staking.debt.payout'),
            t('staking.debt.paysIn', { coin: DEFAULT_DEBT_REDEEM_COIN }),
          ],
          [t('staking.cap'), capText(t, cap, form.coin)],
          [t('staking.holding'), formatCoinAmount(form.holding, form.isExchangeType ? asset : form.coin)],
          [t('staking.dailyReward'), <StakeDailyReward key="r" t={t} />],
        ]}
      />
      <Tabs defaultValue="rules">
        <TabsList aria-label={t('staking.tabs.label')}>
          <TabsTrigger value="rules">{t('staking.tabs.rules')}</TabsTrigger>
          {form.bonus ? <TabsTrigger value="bonus">{t('staking.tabs.bonus')}</TabsTrigger> : null}
        </TabsList>
        <TabsContent value="rules">
          <Details
            rows={[
              [t('staking.terms.stakeDate'), t('staking.terms.today')],
              [
                t('staking.terms.rewardStart'),
                t('staking.terms.rewardStart.value', { days: String(p.rewardDelayDays) }),
              ],
              [
                t('staking.terms.rewardPaid'),
                t('staking.terms.rewardPaid.value', { days: String(p.interestDays) }),
              ],
              [t('staking.terms.redemption'), spanText(t, form.span)],
            ]}
          />
          {p.tips ? <p className="wk-staking__note">{p.tips}</p> : null}
        </TabsContent>
        {form.bonus ? (
          <TabsContent value="bonus">
            <Details
              rows={[
                [t('staking.bonus.status'), t(`staking.bonus.${form.bonus.status}`)],
                [t('staking.bonus.period'), bonusWindow(t, dates.arrival, form.bonus), { wide: true }],
              ]}
            />
            {form.bonus.taskHref ? <p className="wk-staking__note">{t('staking.bonus.task')}</p> : null}
            <span className="wk-staking__links">
              <StepLink to={STAKING_MODAL_TARGET.EXTRA_BONUS} navigate={form.navigate}>
                {t('staking.bonus.details')}
              </StepLink>
              <StepLink to={STAKING_MODAL_TARGET.BONUS_RULES} navigate={form.navigate}>
                {t('staking.bonus.rulesLink')}
              </StepLink>
            </span>
          </TabsContent>
        ) : null}
      </Tabs>
    </>
  );
}

/**
 * The agreement Stake waits for, in the footer over the button: in the form's body it was the last
 * line, below the fold of a phone (375 × 667) or a short window, so the customer saw only a grey
 * Stake button and no reason for it.
 */
function StakeAgreement({ store, t }: Omit<PartProps, 'asset'>) {
  const agreementId = useId();
  const form = useFormSlice(store, ['agreed', 'setAgreed', 'openAgreement']);
  return (
    <div className="wk-staking__agreement">
      <input
        id={agreementId}
        type="checkbox"
        className="wk-checkbox"
        checked={form.agreed}
        onChange={(event) => form.setAgreed(event.currentTarget.checked)}
      />
      <label htmlFor={agreementId}>{t('staking.agreement')}</label>{' '}
      <PageLink onClick={form.openAgreement}>{t('staking.agreement.link')}</PageLink>
    </div>
  );
}
