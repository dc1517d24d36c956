import { type ReactNode, useId } from 'react';
import {
  formatApr,
  type LendingsTab,
  MISSING_VALUE,
  myLendingsLink,
  REDEEM_ACCOUNT_TYPE,
} from '../../domain';
import {
  type FixedOrderView,
  type FlexibleHoldingView,
  fixedOrderView,
  flexibleHoldingView,
} from '../../flows/lendings';
import { useWealth } from '../../hooks/context';
import { useAwardPools } from '../../hooks/earn/useAwardPools';
import { useFixedOrderSettings } from '../../hooks/lendings/useFixedOrderSettings';
import { useHoldingDetail } from '../../hooks/lendings/useHoldingDetail';
import { useAccountMode } from '../../hooks/useAccountMode';
import { useDateFormat } from '../../hooks/useDateFormat';
import { useMessages } from '../../hooks/useMessages';
import { lendingsMessages } from '../../i18n/features/lendings';
import { renderMessage } from '../../i18n/translate';
import { type CoinProp, coinOf } from '../coinProp';
import { CancelRedemptionModal } from '../earn/CancelRedemptionModal';
import { AutoEarnSwitch } from '../earn-settings/AutoEarnSwitch';
import { Button } from '../ui/Button';
import { DescriptionList, type DescriptionRow } from '../ui/DescriptionList';
import { LoadingStatus } from '../ui/LoadingStatus';
import { ReadError } from '../ui/ReadError';
import * as cells from './cells';
import { LockTip } from './LockTip';

/** HoldingDetail's props: `coin`, the §2 route's `asset` (`asset` is the prop's deprecated name), and these. */
export type HoldingDetailProps = HoldingDetailOptions & CoinProp;

interface HoldingDetailOptions {
  /** §2 `orderType` of the route. */
  orderType: LendingsTab;
  /** §2 `order_id` of a fixed route. @default none (the asset's first current fixed order) */
  orderId?: string | number;
  /** The current time in ms, for the §4 one-hour lock. @default the provider's clock (WealthProvider `now`) */
  now?: () => number;
}

/**
 * The holding detail page body (§2): a flexible holding (principal, cumulative return, lending info,
 * APR with bonus, the pending redemption with its cancel link, auto earn, Redeem and Subscribe again)
 * or a fixed order (figures, times, redeem-to selector, order id with copy, auto reinvest, Redeem
 * early and Subscribe). 'No Data' when the holding or order does not exist (§8); a logged-out
 * visitor is asked to log in. Built on `useHoldingDetail`.
 */
export function HoldingDetail({ orderType, coin, asset: alias, orderId, now: givenNow }: HoldingDetailProps) {
  const asset = coinOf({ coin, asset: alias }, 'HoldingDetail');
  useMessages(lendingsMessages);
  const { t, now: providerNow, user, requireLogin } = useWealth();
  const now = givenNow ?? providerNow;
  const detail = useHoldingDetail({ orderType, asset, ...(orderId === undefined ? {} : { orderId }) });
  const titleId = `wk-holding-${useId()}`;
  let body: ReactNode;
  // §1 a holding is a signed-in customer's: a visitor (a shared or bookmarked link) is offered the
  // host's login, not a detail that never loads.
  if (!user.isLogin)
    body = (
      <div className="wk-lendings-empty">
        <p>{t('errors.loginRequired')}</p>
        <Button onClick={() => requireLogin()}>{t('lendings.login')}</Button>
      </div>
    );
  else if (detail.holding) body = <FlexibleBody holding={flexibleHoldingView(detail.holding)} now={now} />;
  else if (detail.order)
    body = <FixedBody order={fixedOrderView(detail.order)} now={now} copy={detail.copyOrderId} />;
  else if (detail.readError) body = <ReadError failure={detail.readError} />;
  else if (detail.missing)
    body = (
      <p className="wk-lendings-empty" role="status">
        {renderMessage(t, detail.missing)}
      </p>
    );
  else body = <LoadingStatus className="wk-lendings-empty" />;
  return (
    <section
      className="wk-box wk-lendings"
      translate="no"
      aria-labelledby={titleId}
      aria-busy={detail.loading || undefined}
    >
      <h2 id={titleId} className="wk-lendings__title">
        {t(`lendings.detail.title.${orderType}`, { asset })}
      </h2>
      {body}
    </section>
  );
}

function Rows({ rows }: { rows: readonly DescriptionRow[] }) {
  return <DescriptionList rows={rows} className="wk-earn-summary" rowClassName="wk-earn-summary__row" />;
}

function FlexibleBody({ holding, now }: { holding: FlexibleHoldingView; now: cells.Now }) {
  const { t } = useWealth();
  const pools = useAwardPools([holding.source]);
  const asset = holding.asset;
  const rows: [string, ReactNode][] = [
    [t('lendings.detail.asset'), asset],
    [t('lendings.detail.principal'), cells.money(holding.principal, asset)],
    [t('lendings.col.cumulative'), <cells.CumulativeCell key="c" holding={holding} now={now} />],
    [t('lendings.col.estimatedApr'), cells.flexibleAprText(t, holding, pools?.[asset], now())],
  ];
  if (holding.redeeming !== null) {
    rows.push([
      t('lendings.detail.redeeming'),
      <span key="f" className="wk-lendings-actions">
        {cells.money(holding.redeeming, asset)}
        {holding.canCancelRedeeming && (
          <CancelRedemptionModal
            coin={asset}
            trigger={
              <button type="button" className="wk-lendings-link wk-link-button">
                {t('lendings.detail.cancel')}
              </button>
            }
          />
        )}
      </span>,
    ]);
  }
  return (
    <>
      <Rows rows={rows} />
      <h3 className="wk-lendings__subtitle">{t('lendings.detail.lendingInfo')}</h3>
      <Rows
        rows={[
          [t('lendings.detail.lent'), cells.money(holding.lent, asset)],
          [t('lendings.detail.lastInterest'), cells.money(holding.lastInterest, asset)],
          [t('lendings.detail.minApr'), formatApr(holding.minAprFraction)],
        ]}
      />
      <AutoEarnSwitch coin={asset} checked={holding.autoEarn} label={t('lendings.detail.autoEarn')} />
      <cells.FlexibleActions holding={holding} />
    </>
  );
}

function RedeemToSelect({ order, now }: { order: FixedOrderView; now: cells.Now }) {
  const { t } = useWealth();
  const settings = useFixedOrderSettings({ order: order.source, now });
  const { spotOrUnified } = useAccountMode();
  if (settings.redeemTo === 'none') return <>{MISSING_VALUE}</>;
  const lock = settings.locks.redeemTo;
  return (
    // The select ends its summary row: its tip opens toward the label.
    <LockTip reason={lock.locked ? renderMessage(t, lock.message) : null} align="end">
      {(describedBy) => (
        <select
          className="wk-lendings-select"
          aria-label={t('lendings.detail.redeemTo')}
          aria-describedby={describedBy}
          disabled={lock.locked || settings.redeemToPending}
          value={String(order.redeemAccountType)}
          onChange={(event) =>
            void settings.setRedeemTo(
              event.target.value === '1'
                ? REDEEM_ACCOUNT_TYPE.SIMPLE_EARN_FLEXIBLE
                : REDEEM_ACCOUNT_TYPE.SPOT_OR_UNIFIED,
            )
          }
        >
          <option value="1">{t('lendings.redeemTo.flexible')}</option>
          <option value="0">{t(`lendings.redeemTo.${spotOrUnified}`)}</option>
        </select>
      )}
    </LockTip>
  );
}

function FixedBody({
  order,
  now,
  copy,
}: {
  order: FixedOrderView;
  now: cells.Now;
  copy: () => Promise<boolean>;
}) {
  const { t, navigate } = useWealth();
  const dates = useDateFormat();
  const asset = order.asset;
  return (
    <>
      <Rows
        rows={[
          [t('lendings.detail.asset'), <cells.FixedCoinCell key="a" order={order} />],
          [t('lendings.detail.principal'), cells.money(order.principal, asset)],
          [t('lendings.detail.interest'), cells.money(order.interest, asset)],
          [t('lendings.detail.term'), t('lendings.days', { days: String(order.termDays) })],
          [t('lendings.detail.apr'), cells.fixedAprText(t, order)],
          [t('lendings.detail.subscribed'), cells.subscribedText(order, dates)],
          [t('lendings.detail.received'), cells.receivedText(order, dates)],
          [t('lendings.detail.status'), cells.statusText(t, order)],
          [t('lendings.detail.redeemTo'), <RedeemToSelect key="r" order={order} now={now} />],
          [
            t('lendings.detail.orderId'),
            <span key="o" className="wk-lendings-actions">
              {order.orderId}
              <Button variant="ghost" size="sm" onClick={() => void copy()}>
                {t('lendings.detail.copy')}
              </Button>
            </span>,
          ],
        ]}
      />
      <cells.ReinvestCell order={order} now={now} label={t('lendings.detail.reinvest')} />
      <cells.FixedActions
        order={order}
        now={now}
        subscribeLabel={t('lendings.subscribe')}
        hideWhileRedeeming
        // §4 early redeem: confirm, success result, return to the fixed tab of My lendings.
        onEarlyRedeemed={() => {
          const lendings = myLendingsLink({ tab: 'fixed' });
          navigate(lendings.path, lendings.query);
        }}
      />
    </>
  );
}
