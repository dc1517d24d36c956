import { useMemo } from 'react';
import { formatAmount, formatCoinAmount, formatPercent } from '../../domain/amount';
import { DISPLAY_DECIMALS } from '../../domain/constants';
import { dec } from '../../domain/decimal';
import { dualPredictionSides } from '../../domain/dualSettlement';
import { DUAL_PRODUCT_TYPE, DUAL_PURCHASE_RESULT } from '../../domain/enums';
import { MISSING_VALUE } from '../../domain/messages';
import { DUAL_QUOTE_COIN } from '../../flows/dual';
import { useWealth } from '../../hooks/context';
import type { DualReinvest } from '../../hooks/dual/dualReinvest';
import { type DualCore, type UseDualPurchaseOptions, useDualCore } from '../../hooks/dual/useDualPurchase';
import {
  type FormStore,
  LiveFormProvider,
  useFormSelect,
  useFormSlice,
  useFormStore,
  useFormValue,
  useLiveAmount,
  useLiveForm,
  useLiveSelect,
} from '../../hooks/formStore';
import { useDateFormat } from '../../hooks/useDateFormat';
import { useMessages } from '../../hooks/useMessages';
import { dualMessages } from '../../i18n/features/dual';
import type { Translate } from '../../i18n/translate';
import { requireCoin } from '../coinProp';
import { Button } from '../ui/Button';
import { Chips } from '../ui/Chips';
import { DescriptionList, type DescriptionRow } from '../ui/DescriptionList';
import type { DialogLayout } from '../ui/Dialog';
import { FormAmountInput } from '../ui/FormAmountInput';
import { LoadingStatus } from '../ui/LoadingStatus';
import { usePendingWords } from '../ui/PendingNote';
import { ReadError } from '../ui/ReadError';
import { ResultIcon } from '../ui/ResultIcon';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../ui/Tabs';
import { WidgetDialog, type WidgetShellProps, type WidgetView } from '../ui/WidgetDialog';
import { DualReinvestCard, DualReinvestDialogs, termText } from './DualReinvest';

export interface DualPurchaseDialogProps extends UseDualPurchaseOptions, WidgetShellProps {}

/**
 * The dual-currency purchase dialog (§2 "Dual-currency investment", §5 dual, §6, §7 order, §8):
 * product header, amount in copies, the recoup prediction panel and Confirm, then the §4 result
 * (waiting, success, fail with re-subscribe). Headless twin: useDualPurchase. Exposes the result
 * as `data-state` ('form', 'waiting', 'success', 'fail') on its body.
 */
export function DualPurchaseDialog(options: DualPurchaseDialogProps) {
  const coin = requireCoin(options.coin, 'DualPurchaseDialog').toUpperCase();
  // The core: a keystroke does not render this component, only the parts that read the amount.
  const purchase = useDualCore(options);
  const store = useFormStore(purchase);
  const reinvest = useFormStore(purchase.reinvest);
  const { trigger, layout = 'auto' } = options;
  // Made once per opener: its parts read their slice of the purchase from the store, so a
  // keystroke renders the amount field, the prediction and Confirm, not the dialog.
  const dialog = useMemo(
    () => (
      <>
        <DualShell store={store} reinvest={reinvest} coin={coin} opener={{ trigger, layout }} />
        <ReinvestDialogs store={reinvest} coin={coin} layout={layout} />
      </>
    ),
    [store, reinvest, coin, trigger, layout],
  );
  return <LiveFormProvider value={purchase}>{dialog}</LiveFormProvider>;
}

type Store = FormStore<DualCore>;

interface PartProps {
  store: Store;
  t: Translate;
}

function ReinvestDialogs({
  store,
  coin,
  layout,
}: {
  store: FormStore<DualReinvest>;
  coin: string;
  layout: DialogLayout;
}) {
  return <DualReinvestDialogs reinvest={useFormSlice(store)} coin={coin} layout={layout} />;
}

function ReinvestCard({ store }: { store: FormStore<DualReinvest> }) {
  return <DualReinvestCard reinvest={useFormSlice(store)} />;
}

/** The dialog and its step; it renders when the step changes, not on a keystroke. */
function DualShell({
  store,
  reinvest,
  coin,
  opener,
}: {
  store: Store;
  reinvest: FormStore<DualReinvest>;
  coin: string;
  opener: WidgetShellProps;
}) {
  const t = useMessages(dualMessages);
  const form = useFormSlice(store, ['open', 'setOpen', 'result', 'readError', 'vip']);
  const hasProduct = useFormSelect(store, (purchase) => Boolean(purchase.product));
  const title = t(form.vip ? 'dual.vip.title' : 'dual.title', { coin });
  const step = (part: keyof WidgetView) => <DualStep store={store} t={t} part={part} />;
  let view: WidgetView;
  // The form, and what stands in its place until it can show, take the 840 px dialog its two
  // columns need; the §4 result is a short message in the 480 px one, as Simple Earn's is.
  const size = 'lg';
  // §8 "Data fetch failure": the generic error with Retry, never a form on missing figures.
  if (form.readError) view = { title, body: <ReadError failure={form.readError} />, size };
  else if (!hasProduct) view = { title, body: <NoProduct store={store} t={t} coin={coin} />, size };
  else if (form.result === DUAL_PURCHASE_RESULT.WAITING)
    view = {
      title: t('dual.result.waiting.title'),
      body: <DualWaiting store={store} t={t} />,
    };
  else if (form.result) view = { title: step('title'), body: step('body'), footer: step('footer') };
  else
    view = {
      title,
      body: <MainForm store={store} reinvest={reinvest} t={t} />,
      footer: <ConfirmButton t={t} />,
      size,
    };
  return (
    <WidgetDialog control={form} opener={opener} family="wk-dual" view={view} state={form.result ?? 'form'} />
  );
}

/**
 * §4's waiting, in one status line: what is being bought while the order is out ("Placing a dual
 * investment of 0.01 BTC…", a dialog opened again meanwhile says it too), else the general words.
 * Both at once said the same thing twice.
 */
function DualWaiting({ store, t }: { store: Store; t: Translate }) {
  const pending = usePendingWords(useFormSelect(store, (purchase) => purchase.action));
  return <p role="status">{pending ?? t('dual.result.waiting.text')}</p>;
}

/** No product: still loading, or a coin with nothing on offer, or a shared product no longer listed. */
function NoProduct({ store, t, coin }: PartProps & { coin: string }) {
  const { productsQuery: query } = useFormValue(store);
  return query.status === 'success' ? (
    <p role="alert">{query.data?.length ? t('dual.notOnSale') : t('dual.noProduct', { coin })}</p>
  ) : (
    <LoadingStatus>{t('dual.loading')}</LoadingStatus>
  );
}

/** The §4 result once settled (success, fail): read whole, as nobody types there. */
function DualStep({ store, t, part }: PartProps & { part: keyof WidgetView }) {
  return resultView(useFormValue(store), t)[part] ?? null;
}

function resultView(purchase: DualCore, t: Translate): WidgetView {
  if (purchase.result === DUAL_PURCHASE_RESULT.SUCCESS) {
    const asset = purchase.view?.invest ?? '';
    return {
      title: t('dual.result.success.title'),
      body: (
        <div className="wk-result">
          <ResultIcon status="success" />
          <p role="status">
            {t('dual.result.success.text', { amount: formatAmount(purchase.purchasedAmount), asset })}
          </p>
        </div>
      ),
      footer: <Button onClick={() => purchase.setOpen(false)}>{t('dual.result.done')}</Button>,
    };
  }
  const outcome = purchase.action.status === 'error' ? purchase.action.outcome : null;
  const reason = outcome
    ? 'text' in outcome.message
      ? outcome.message.text
      : t(outcome.message.key, outcome.message.params)
    : '';
  return {
    title: t('dual.result.fail.title'),
    body: (
      <div role="alert">
        <p>{t('dual.result.fail.text')}</p>
        {reason ? <p className="wk-dual__note">{reason}</p> : null}
      </div>
    ),
    footer: <Button onClick={purchase.resubscribe}>{t('dual.result.resubscribe')}</Button>,
  };
}

/** The share icon (an arrow out of a tray); its name comes from the button's aria-label. */
function ShareIcon() {
  return (
    <svg aria-hidden="true" focusable="false" viewBox="0 0 16 16" width="16" height="16">
      <path
        d="M8 10V2M5 5l3-3 3 3M3 9v4h10V9"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.5"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

function ConfirmButton({ t }: { t: Translate }) {
  useMessages(dualMessages);
  const { user, requireLogin } = useWealth();
  const purchase = useLiveForm<DualCore>();
  const canConfirm = useLiveSelect(purchase, (live) => live.check.canConfirm);
  if (!user.isLogin) return <Button onClick={() => requireLogin()}>{t('dual.logIn')}</Button>;
  return (
    <Button
      onClick={purchase.confirm}
      disabled={!canConfirm}
      loading={purchase.action.status === 'pending'}
      fullWidth
    >
      {t('dual.confirm')}
    </Button>
  );
}

/** Label / value rows. */
function Rows({ rows }: { rows: readonly DescriptionRow[] }) {
  return <DescriptionList rows={rows} className="wk-dual__details" rowClassName="wk-dual__row" />;
}

function price(t: Translate, value: string | undefined): string {
  return value === undefined
    ? '--'
    : t('dual.price.value', { price: formatAmount(value), quote: DUAL_QUOTE_COIN });
}

function MainForm({ store, reinvest, t }: PartProps & { reinvest: FormStore<DualReinvest> }) {
  const dates = useDateFormat();
  const purchase = useFormSlice(store, [
    'view',
    'trial',
    'vip',
    'shareable',
    'shareLink',
    'share',
    'lastPrice',
    'vouchers',
  ]);
  const p = purchase.view;
  if (!p) return null;
  // Two columns in the 840 px dialog (the product and its amount; what happens after), one in the
  // sheet, in the spec's order either way (§2). In a laptop's window (1366 × 657) the form fits
  // without scrolling: in one 480 px column the prediction sat under the fold.
  return (
    <div className="wk-dual__columns">
      <div className="wk-dual__column">
        <div className="wk-dual__header">
          <span className="wk-dual__badge" data-type={p.type}>
            {t(p.type === DUAL_PRODUCT_TYPE.CALL ? 'dual.type.call' : 'dual.type.put')}
          </span>
          {purchase.trial ? <span className="wk-dual__badge">{t('dual.badge.trial')}</span> : null}
          {purchase.vip ? <span className="wk-dual__badge">{t('dual.badge.vip')}</span> : null}
          <span className="wk-dual__label">{t('dual.apy')}</span>
          <strong className="wk-dual__apy">{formatPercent(p.apy)}</strong>
          {purchase.shareable ? (
            <Button
              variant="ghost"
              size="sm"
              aria-label={t('dual.share')}
              title={t('dual.shareHint')}
              // Waits for the referral code, so no link is copied without it.
              disabled={purchase.shareLink === undefined}
              onClick={() => void purchase.share()}
            >
              <ShareIcon />
            </Button>
          ) : null}
        </div>
        <Rows
          rows={[
            [t('dual.currencies'), t('dual.currencies.value', { invest: p.invest, exercise: p.exercise })],
            [t('dual.targetPrice'), price(t, p.targetPrice)],
            [t('dual.lastPrice'), price(t, purchase.lastPrice)],
            [t('dual.term'), termText(t, p.term)],
            [t('dual.delivery'), dates.arrival(p.deliveryMs)],
          ]}
        />
        {purchase.trial ? <TrialVoucher store={store} t={t} /> : <DualAmount t={t} />}
      </div>
      {/* A trial fund has no reinvest card, and without a voucher nothing to predict (the note
          above says why): then the product and its note take the dialog's width. */}
      {purchase.trial && purchase.vouchers.length === 0 ? null : (
        <div className="wk-dual__column">
          {purchase.trial ? null : <ReinvestCard store={reinvest} />}
          <PredictionPanel t={t} />
        </div>
      )}
    </div>
  );
}

/** The amount field: the part a keystroke renders. */
function DualAmount({ t }: { t: Translate }) {
  const purchase = useLiveForm<DualCore>();
  const { amount, check } = useLiveAmount(purchase);
  const { limits, minAmount } = purchase;
  const asset = purchase.view?.invest ?? '';
  // Made with the product, not on each key.
  const bounds = useMemo(() => {
    if (minAmount === undefined) return {};
    const placeholder = formatAmount(minAmount, { group: false });
    if (!limits) return { placeholder };
    const copies = dec(minAmount).div(limits.copyAmount).toString();
    const min = formatAmount(minAmount);
    return {
      placeholder,
      hint: t('dual.copies', { amount: formatAmount(limits.copyAmount), asset, min, copies }),
    };
  }, [limits, minAmount, asset, t]);
  return (
    <FormAmountInput
      form={{ amount, setAmount: purchase.setAmount, fillMax: purchase.fillMax, check }}
      t={t}
      label={t('dual.amount')}
      precision={DISPLAY_DECIMALS}
      asset={asset}
      available={purchase.available ?? null}
      availableLabel={t('dual.available')}
      {...bounds}
    />
  );
}

function TrialVoucher({ store, t }: PartProps) {
  const purchase = useFormSlice(store, ['view', 'vouchers', 'voucherId', 'setVoucherId']);
  const p = purchase.view;
  if (!p) return null;
  if (purchase.vouchers.length === 0) {
    return <p className="wk-dual__note">{t('dual.trial.noVoucher', { asset: p.invest })}</p>;
  }
  return (
    <fieldset className="wk-dual__vouchers">
      <legend className="wk-legend">{t('dual.trial.voucher')}</legend>
      <Chips
        aria-label={t('dual.trial.voucher')}
        options={purchase.vouchers.map((v) => ({
          value: String(v.id),
          label: formatCoinAmount(v.amount, v.currency),
        }))}
        {...(purchase.voucherId === undefined ? {} : { value: purchase.voucherId })}
        onValueChange={purchase.setVoucherId}
      />
      <p className="wk-dual__note">{t('dual.trial.note')}</p>
    </fieldset>
  );
}

const WHEN_KEYS = {
  lt: 'dual.prediction.when.lt',
  lte: 'dual.prediction.when.lte',
  gte: 'dual.prediction.when.gte',
  gt: 'dual.prediction.when.gt',
} as const;

/** The recoup prediction (§5): its tabs render with the product, each payout with the amount. */
function PredictionPanel({ t }: { t: Translate }) {
  return (
    <section className="wk-dual__prediction" aria-label={t('dual.prediction.title')}>
      <h3 className="wk-dual__heading">{t('dual.prediction.title')}</h3>
      <Tabs defaultValue="below">
        <TabsList aria-label={t('dual.prediction.title')}>
          <TabsTrigger value="below">{t('dual.prediction.below')}</TabsTrigger>
          <TabsTrigger value="over">{t('dual.prediction.over')}</TabsTrigger>
        </TabsList>
        <TabsContent value="below">
          <PredictionTab t={t} side="below" />
        </TabsContent>
        <TabsContent value="over">
          <PredictionTab t={t} side="over" />
        </TabsContent>
      </Tabs>
    </section>
  );
}

/**
 * One tab of the prediction. What it says (on which side of the target, which coin comes back)
 * is the product's (the domain's dualPredictionSides), so it stands before any amount is typed and
 * a keystroke renders the figure alone: the panel keeps its height, where the first digit brought
 * two more lines and the dialog grew as the customer typed.
 */
function PredictionTab({ t, side }: { t: Translate; side: 'below' | 'over' }) {
  const purchase = useLiveForm<DualCore>();
  const p = purchase.view;
  if (!p) return null;
  const { when, converts } = dualPredictionSides(p.type)[side];
  const target = formatAmount(p.targetPrice);
  return (
    <>
      <p className="wk-dual__note">{t(WHEN_KEYS[when], { price: target, quote: DUAL_QUOTE_COIN })}</p>
      <Rows rows={[[t('dual.prediction.receive'), <PredictionPayout key="r" side={side} />]]} />
      <p className="wk-dual__note">
        {purchase.trial
          ? t('dual.prediction.trial', { invest: p.invest })
          : converts
            ? t('dual.prediction.converted', {
                invest: p.invest,
                exercise: p.exercise,
                price: target,
                quote: DUAL_QUOTE_COIN,
              })
            : t('dual.prediction.kept', { invest: p.invest })}
      </p>
    </>
  );
}

/** The payout a tab predicts for the amount: the one part of the panel a keystroke renders. */
function PredictionPayout({ side }: { side: 'below' | 'over' }) {
  const payout = useLiveAmount(useLiveForm<DualCore>()).prediction?.[side].payout;
  return <strong>{payout ? formatCoinAmount(payout.amount, payout.asset) : MISSING_VALUE}</strong>;
}
