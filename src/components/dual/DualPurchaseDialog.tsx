import { formatAmount, formatPercent } from '../../domain/amount';
import { DISPLAY_DECIMALS } from '../../domain/constants';
import { dec } from '../../domain/decimal';
import { DUAL_PRODUCT_TYPE, DUAL_PURCHASE_RESULT } from '../../domain/enums';
import { DUAL_QUOTE_COIN } from '../../flows/dual';
import { useWealth } from '../../hooks/context';
import {
  type DualPrediction,
  type DualPurchase,
  type UseDualPurchaseOptions,
  useDualPurchase,
} from '../../hooks/dual/useDualPurchase';
import { useDateFormat } from '../../hooks/useDateFormat';
import { useMessages } from '../../hooks/useMessages';
import { dualMessages } from '../../i18n/features/dual';
import type { Translate } from '../../i18n/translate';
import { Button } from '../ui/Button';
import { Chips } from '../ui/Chips';
import { DescriptionList, type DescriptionRow } from '../ui/DescriptionList';
import { FormAmountInput } from '../ui/FormAmountInput';
import { ReadError } from '../ui/ReadError';
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
  const purchase = useDualPurchase(options);
  const t = useMessages(dualMessages);
  const view = viewOf(purchase, t, options.coin);
  return (
    <>
      <WidgetDialog
        control={purchase}
        opener={options}
        family="wk-dual"
        view={view}
        state={purchase.result ?? 'form'}
      />
      <DualReinvestDialogs
        reinvest={purchase.reinvest}
        coin={options.coin.toUpperCase()}
        layout={options.layout ?? 'auto'}
      />
    </>
  );
}

function viewOf(purchase: DualPurchase, t: Translate, coin: string): WidgetView {
  const p = purchase.product;
  const title = t(purchase.vip ? 'dual.vip.title' : 'dual.title', { coin: coin.toUpperCase() });
  // §8 "Data fetch failure": the generic error with Retry, never a form on missing figures.
  if (purchase.readError) return { title, body: <ReadError failure={purchase.readError} /> };
  if (!p) {
    const query = purchase.productsQuery;
    return {
      title,
      body:
        query.status === 'success' ? (
          // A coin with nothing on offer differs from a (shared) product that has left the list.
          <p role="alert">
            {query.data?.length ? t('dual.notOnSale') : t('dual.noProduct', { coin: coin.toUpperCase() })}
          </p>
        ) : (
          <p role="status">{t('dual.loading')}</p>
        ),
    };
  }
  const asset = purchase.view?.invest ?? '';
  switch (purchase.result) {
    case DUAL_PURCHASE_RESULT.WAITING:
      return {
        title: t('dual.result.waiting.title'),
        body: <p role="status">{t('dual.result.waiting.text')}</p>,
      };
    case DUAL_PURCHASE_RESULT.SUCCESS:
      return {
        title: t('dual.result.success.title'),
        body: (
          <p role="status">
            {t('dual.result.success.text', { amount: formatAmount(purchase.purchasedAmount), asset })}
          </p>
        ),
        footer: <Button onClick={() => purchase.setOpen(false)}>{t('dual.result.done')}</Button>,
      };
    case DUAL_PURCHASE_RESULT.FAIL: {
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
    default:
      return {
        title,
        body: <MainForm purchase={purchase} t={t} />,
        footer: <ConfirmButton purchase={purchase} t={t} />,
      };
  }
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

function ConfirmButton({ purchase, t }: { purchase: DualPurchase; t: Translate }) {
  useMessages(dualMessages);
  const { user, requireLogin } = useWealth();
  if (!user.isLogin) return <Button onClick={() => requireLogin()}>{t('dual.logIn')}</Button>;
  return (
    <Button
      onClick={purchase.confirm}
      disabled={!purchase.check.canConfirm}
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
    : t('dual.price.value', { price: formatAmount(value, { group: true }), quote: DUAL_QUOTE_COIN });
}

function MainForm({ purchase, t }: { purchase: DualPurchase; t: Translate }) {
  const dates = useDateFormat();
  const p = purchase.view;
  if (!p) return null;
  const asset = p.invest;
  const limits = purchase.limits;
  return (
    <>
      <div className="wk-dual__header">
        <span className="wk-dual__badge" data-type={p.type}>
          {t(p.type === DUAL_PRODUCT_TYPE.CALL ? 'dual.type.call' : 'dual.type.put')}
        </span>
        {purchase.trial ? <span className="wk-dual__badge">{t('dual.badge.trial')}</span> : null}
        {purchase.vip ? <span className="wk-dual__badge">{t('dual.badge.vip')}</span> : null}
        <span className="wk-dual__label">{t('dual.apy')}</span>
        <strong className="wk-dual__apy">{formatPercent(p.apy)}</strong>
        {purchase.shareable ? (
          <Button variant="ghost" size="sm" aria-label={t('dual.share')} onClick={purchase.share}>
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
      {purchase.trial ? (
        <TrialVoucher purchase={purchase} t={t} />
      ) : (
        <FormAmountInput
          form={purchase}
          t={t}
          label={t('dual.amount')}
          precision={DISPLAY_DECIMALS}
          asset={asset}
          available={purchase.available}
          availableLabel={t('dual.available')}
          {...(purchase.minAmount === undefined ? {} : { placeholder: formatAmount(purchase.minAmount) })}
          {...(limits && purchase.minAmount !== undefined
            ? {
                hint: t('dual.copies', {
                  amount: formatAmount(limits.copyAmount),
                  asset,
                  min: formatAmount(purchase.minAmount),
                  copies: dec(purchase.minAmount).div(limits.copyAmount).toString(),
                }),
              }
            : {})}
        />
      )}
      {purchase.trial ? null : <DualReinvestCard reinvest={purchase.reinvest} />}
      {/* A trial fund without a voucher has nothing to predict (the note above says why). */}
      {purchase.trial && purchase.vouchers.length === 0 ? null : (
        <PredictionPanel purchase={purchase} t={t} />
      )}
    </>
  );
}

function TrialVoucher({ purchase, t }: { purchase: DualPurchase; t: Translate }) {
  const p = purchase.view;
  if (!p) return null;
  if (purchase.vouchers.length === 0) {
    return <p className="wk-dual__note">{t('dual.trial.noVoucher', { asset: p.invest })}</p>;
  }
  return (
    <fieldset className="wk-dual__vouchers">
      <legend className="wk-dual__label">{t('dual.trial.voucher')}</legend>
      <Chips
        aria-label={t('dual.trial.voucher')}
        options={purchase.vouchers.map((v) => ({
          value: String(v.id),
          label: t('dual.trial.voucher.option', { amount: formatAmount(v.amount), asset: v.currency }),
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

function PredictionPanel({ purchase, t }: { purchase: DualPurchase; t: Translate }) {
  const p = purchase.view;
  if (!p) return null;
  const target = formatAmount(p.targetPrice, { group: true });
  const tab = (prediction: DualPrediction) => (
    <>
      <p className="wk-dual__note">
        {t(WHEN_KEYS[prediction.when], { price: target, quote: DUAL_QUOTE_COIN })}
      </p>
      <Rows
        rows={[
          [
            t('dual.prediction.receive'),
            <strong key="r">
              {t('dual.prediction.value', {
                amount: formatAmount(prediction.payout.amount, { group: true }),
                asset: prediction.payout.asset,
              })}
            </strong>,
          ],
        ]}
      />
      <p className="wk-dual__note">
        {purchase.trial
          ? t('dual.prediction.trial', { invest: p.invest })
          : prediction.payout.currency === 'exercise'
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
  const prediction = purchase.prediction;
  return (
    <section className="wk-dual__prediction" aria-label={t('dual.prediction.title')}>
      <h3 className="wk-dual__heading">{t('dual.prediction.title')}</h3>
      <Tabs defaultValue="below">
        <TabsList aria-label={t('dual.prediction.title')}>
          <TabsTrigger value="below">{t('dual.prediction.below')}</TabsTrigger>
          <TabsTrigger value="over">{t('dual.prediction.over')}</TabsTrigger>
        </TabsList>
        <TabsContent value="below">
          {prediction ? tab(prediction.below) : <p>{t('dual.prediction.empty')}</p>}
        </TabsContent>
        <TabsContent value="over">
          {prediction ? tab(prediction.over) : <p>{t('dual.prediction.empty')}</p>}
        </TabsContent>
      </Tabs>
    </section>
  );
}
