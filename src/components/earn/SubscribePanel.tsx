import { useMemo } from 'react';
import {
  documentLink,
  financeVipWealthLink,
  formatAmount,
  myLendingsLink,
  PRODUCT_TYPE,
  proofOfReservesLink,
  simpleEarnFaqLink,
  simpleEarnGuideLink,
  simpleEarnHelpLink,
  subscribeSubmitCut,
  transferRoute,
  VIP_UPGRADE_TARGET_TIER,
} from '../../domain';
import { useWealth } from '../../hooks/context';
import { type SubscribeCore, type SubscribeForm, useSubscribeCore } from '../../hooks/earn/useSubscribeForm';
import {
  type FormStore,
  LiveFormProvider,
  useFormSelect,
  useFormSlice,
  useFormStore,
  useLiveAmount,
  useLiveForm,
  useLiveSelect,
} from '../../hooks/formStore';
import { useAccountMode } from '../../hooks/useAccountMode';
import { useMessages } from '../../hooks/useMessages';
import { useOpenedOnce } from '../../hooks/useOpenedOnce';
import { earnMessages } from '../../i18n/features/earn';
import { renderMessage, type Translate } from '../../i18n/translate';
import { Button } from '../ui/Button';
import { Chips } from '../ui/Chips';
import { DialogContent } from '../ui/Dialog';
import { ExchangeLink } from '../ui/ExchangeLink';
import { FormAmountInput } from '../ui/FormAmountInput';
import { PendingNote } from '../ui/PendingNote';
import { ReadGate } from '../ui/ReadError';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../ui/Tabs';
import { MOBILE_MEDIA_QUERY, useMediaQuery } from '../ui/useMediaQuery';
import { FixedSubscribeOptions } from './FixedSubscribeOptions';
import type { EarnModalProps } from './modalProps';
import { ResultContent } from './ResultDialog';
import { SubscribeSummary } from './SubscribeSummary';
import { SubscriptionPreview } from './SubscriptionPreview';
import { VipSideCard } from './VipSideCard';
import { VipUpgradeGuide } from './VipUpgradeGuide';
import { VoucherPicker } from './VoucherPicker';

export interface SubscribePanelProps {
  asset: string;
  productId: number | string | undefined;
  verified: boolean | undefined;
  onSuccess: EarnModalProps['onSuccess'];
  onDone: () => void;
}

/**
 * The subscribe modal's content, in its own chunk: `SubscribeModal` loads it when it opens (or is
 * about to), so a page that shows the modal's trigger does not parse the form on load.
 */
export default function SubscribePanel({
  asset,
  productId,
  verified,
  onSuccess,
  onDone,
}: SubscribePanelProps) {
  useMessages(earnMessages);
  const { t } = useWealth();
  const mobile = useMediaQuery(MOBILE_MEDIA_QUERY);
  // The core: a keystroke does not render this component, only the parts that read the amount.
  const form = useSubscribeCore({
    asset,
    defaultProductId: productId,
    platform: mobile ? 'mobile' : 'desktop',
    onSuccess,
    ...(verified === undefined ? {} : { verified }),
  });
  const store = useFormStore(form);
  // Made once: its parts read their slice of the form from the store, so a keystroke renders the
  // amount field, not the dialog, its tabs and side card.
  const content = useMemo(() => <SubscribeContent store={store} asset={asset} />, [store, asset]);

  if (form.state.status === 'success') {
    return (
      <ResultContent
        status="success"
        title={t('earn.subscribe.successTitle')}
        message={t('earn.subscribe.successBody', { amount: formatAmount(form.state.result.amount), asset })}
        onDone={onDone}
        secondary={{ label: t('earn.subscribe.again'), onClick: form.again }}
        next={
          <ExchangeLink page={holdingsLink(form.product)}>{t('earn.subscribe.viewHoldings')}</ExchangeLink>
        }
      />
    );
  }
  return <LiveFormProvider value={form}>{content}</LiveFormProvider>;
}

/**
 * §2 where a subscription is held: a VIP product's in the assets area's VIP wealth page (§6), the
 * others on My lendings at their tab.
 */
function holdingsLink(product: SubscribeForm['product']) {
  if (product?.productType === PRODUCT_TYPE.VIP) return financeVipWealthLink();
  return myLendingsLink({ tab: product?.kind === 'fixed' ? 'fixed' : 'flexible' });
}

/** §2 the Simple Earn documents and help pages, under the rules. */
function RulesLinks() {
  const { t, documents } = useWealth();
  const links = [
    [documentLink(documents, 'termsOfUse'), t('earn.links.terms')],
    [documentLink(documents, 'riskDisclosure'), t('earn.links.risk')],
    [simpleEarnFaqLink(), t('earn.links.faq')],
    [simpleEarnHelpLink(), t('earn.links.help')],
    [simpleEarnGuideLink(), t('earn.links.guide')],
    [proofOfReservesLink(), t('earn.links.proofOfReserves')],
  ] as const;
  return (
    <ul className="wk-exchange-links" aria-label={t('earn.links.label')}>
      {links.map(([page, label]) => (
        <li key={label}>
          <ExchangeLink page={page}>{label}</ExchangeLink>
        </li>
      ))}
    </ul>
  );
}

type SubscribeStore = FormStore<SubscribeCore>;

interface PartProps {
  store: SubscribeStore;
  asset: string;
}

const UPGRADE_TIER = String(VIP_UPGRADE_TARGET_TIER);

/** §6: a logged-in customer below the product's VIP tier is offered the upgrade instead. */
const offersUpgrade = (form: Pick<SubscribeForm, 'needsLogin' | 'check'>) =>
  !form.needsLogin && form.check.action === 'upgrade';

function SubscribeContent({ store, asset }: PartProps) {
  const { t } = useWealth();
  return (
    <DialogContent
      title={t('earn.subscribe.title', { asset })}
      size="lg"
      closeLabel={t('ui.close')}
      className="wk-earn-subscribe"
      footer={
        <>
          <SubscribePending store={store} />
          <SubscribeButton />
        </>
      }
    >
      <div className="wk-earn-subscribe__layout">
        <Tabs defaultValue="subscribe" className="wk-earn-subscribe__main">
          <TabsList aria-label={t('earn.subscribe.tabsLabel')}>
            <TabsTrigger value="subscribe">{t('earn.subscribe.tabSubscribe')}</TabsTrigger>
            <TabsTrigger value="rules">{t('earn.subscribe.tabRules')}</TabsTrigger>
          </TabsList>
          <TabsContent value="subscribe">
            <SubscribeFields store={store} asset={asset} />
          </TabsContent>
          <TabsContent value="rules">
            <ol className="wk-earn-rules">
              <li>{t('earn.subscribe.rule1')}</li>
              <li>{t('earn.subscribe.rule2')}</li>
              <li>{t('earn.subscribe.rule3')}</li>
              <li>{t('earn.subscribe.rule4')}</li>
            </ol>
            <RulesLinks />
          </TabsContent>
        </Tabs>
        <VipSideCard store={store} />
      </div>
      <SubscribeUpgradeGuide store={store} />
    </DialogContent>
  );
}

/** What is being subscribed while the request is out (a part of its own: not on a keystroke). */
function SubscribePending({ store }: Pick<PartProps, 'store'>) {
  return <PendingNote state={useFormSelect(store, (form) => form.state)} />;
}

/** Subscribe: renders on a keystroke (whether the amount has settled decides if it may be pressed). */
function SubscribeButton() {
  const { t } = useWealth();
  const form = useLiveForm<SubscribeCore>();
  const canSubmit = useLiveSelect(form, (live) => live.canSubmit);
  const upgrade = offersUpgrade(form);
  const benefits = !form.needsLogin && form.check.action === 'view-benefits';
  return (
    <Button
      size="lg"
      fullWidth
      disabled={!canSubmit && !upgrade && !benefits}
      loading={form.state.status === 'pending'}
      onClick={() => void form.submit()}
    >
      {form.needsLogin
        ? t('earn.subscribe.login')
        : upgrade
          ? t('earn.subscribe.upgrade', { tier: UPGRADE_TIER })
          : benefits
            ? t('earn.subscribe.viewBenefits')
            : t('earn.subscribe.submit')}
    </Button>
  );
}

/** Everything on the subscribe tab but the amount: these change with the reads, not with typing. */
function SubscribeFields({ store, asset }: PartProps) {
  const { t } = useWealth();
  const form = useFormSlice(store, [
    'readError',
    'status',
    'products',
    'productId',
    'setProductId',
    'product',
    'check',
    'needsLogin',
    'quota',
    'vouchers',
    'voucher',
    'selectVoucher',
  ]);
  const { check, product } = form;
  return (
    <ReadGate
      failure={form.readError}
      loading={form.status === 'loading'}
      loadingText={t('earn.subscribe.loading')}
    >
      <div className="wk-earn-form">
        <Chips
          aria-label={t('earn.subscribe.term')}
          value={form.productId}
          onValueChange={form.setProductId}
          options={form.products.map((p) => ({
            value: p.id,
            label: (
              <>
                {p.kind === 'flexible'
                  ? t('earn.subscribe.flexible')
                  : t('earn.subscribe.days', { days: String(p.termDays) })}
                {p.productType === PRODUCT_TYPE.VIP && (
                  <span className="wk-earn-badge">{t('earn.subscribe.vipBadge')}</span>
                )}
              </>
            ),
          }))}
        />
        {check.warning && <p className="wk-earn-warning">{renderMessage(t, check.warning)}</p>}
        {offersUpgrade(form) && (
          <p className="wk-earn-warning">{t('earn.subscribe.vipUpgrade', { tier: UPGRADE_TIER })}</p>
        )}
        <SubscribeAmount asset={asset} />
        {product?.kind === 'fixed' && typeof form.quota === 'string' && (
          <p className="wk-earn-line">
            <span className="wk-earn-muted">{t('earn.subscribe.quota')}</span>
            <span>
              {formatAmount(form.quota)} {asset}
            </span>
          </p>
        )}
        {product?.kind === 'fixed' && !form.needsLogin && (
          <VoucherPicker
            asset={asset}
            vouchers={form.vouchers}
            selected={form.voucher}
            onSelect={form.selectVoucher}
          />
        )}
        <SubscribeSummary store={store} />
        <SubscriptionPreview store={store} />
        <FixedSubscribeOptions store={store} />
      </div>
    </ReadGate>
  );
}

/** §2 the Transfer shortcut: the coin's spot page, or its unified-account page for a unified customer (§6). */
function TransferButton({ asset }: { asset: string }) {
  const { t, navigate } = useWealth();
  const { mode } = useAccountMode();
  return (
    <Button
      variant="ghost"
      size="sm"
      flushEnd
      onClick={() => {
        const route = transferRoute(asset, mode);
        navigate(route.path, route.query);
      }}
    >
      {t('ui.transfer')}
    </Button>
  );
}

/** The amount field: a part a keystroke renders (with the button); the §5 check is of the settled amount. */
function SubscribeAmount({ asset }: { asset: string }) {
  const { t } = useWealth();
  const form = useLiveForm<SubscribeCore>();
  const { amount } = useLiveAmount(form);
  const { product } = form;
  const transfer = useMemo(() => <TransferButton asset={asset} />, [asset]);
  return (
    <FormAmountInput
      form={{ amount, setAmount: form.setAmount, fillMax: form.fillMax, check: form.check }}
      t={t}
      label={t('earn.subscribe.amount')}
      asset={asset}
      available={form.available ?? null}
      availableLabel={t('ui.available')}
      hint={subscribeHint(t, asset, amount, product?.minAmount)}
      disabled={form.check.amountDisabled}
      action={transfer}
    />
  );
}

/**
 * Under the field: the product's minimum, and, when the amount typed has more decimals than an
 * order takes (§5: the desktop field takes 8, submit sends 6), the amount that will be sent, so
 * the customer reads it before the order and not first in its result.
 */
function subscribeHint(t: Translate, asset: string, amount: string, minAmount: string | undefined) {
  const min =
    minAmount === undefined ? null : t('earn.subscribe.minHint', { amount: formatAmount(minAmount), asset });
  const sent = subscribeSubmitCut(amount);
  if (sent === null) return min ?? undefined;
  const cut = t('earn.subscribe.sentAmount', { amount: formatAmount(sent, { group: true }), asset });
  return min === null ? (
    cut
  ) : (
    <>
      {min}
      <br />
      {cut}
    </>
  );
}

function SubscribeUpgradeGuide({ store }: { store: SubscribeStore }) {
  const form = useFormSlice(store, ['upgradeOpen', 'setUpgradeOpen']);
  // Mounted from its first opening: a closed guide is a Radix root and portal the form would pay for.
  const opened = useOpenedOnce(form.upgradeOpen);
  return opened ? <VipUpgradeGuide open={form.upgradeOpen} onOpenChange={form.setUpgradeOpen} /> : null;
}
