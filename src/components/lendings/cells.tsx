import { useRef, useState } from 'react';
import {
  type BonusPromoWindow,
  dec,
  flexibleBonusApr,
  formatApr,
  formatCoinAmount,
  formatPercent,
  MISSING_VALUE,
  redeemDestination,
} from '../../domain';
import type { FixedOrderView, FlexibleHoldingView } from '../../flows/lendings';
import { useWealth } from '../../hooks/context';
import { useFixedOrderSettings } from '../../hooks/lendings/useFixedOrderSettings';
import type { DateFormat } from '../../hooks/useDateFormat';
import { renderMessage, type Translate } from '../../i18n/translate';
import { EarlyRedeemModal } from '../earn/EarlyRedeemModal';
import { preloadRedeemForm, RedeemModal } from '../earn/RedeemModal';
import { preloadSubscribeForm, SubscribeModal } from '../earn/SubscribeModal';
import { AutoEarnSwitch } from '../earn-settings/AutoEarnSwitch';
import { CumulativeReturnModal, preloadCumulativeReturn } from '../history/CumulativeReturnModal';
import { Button } from '../ui/Button';
import { DeferredDialog } from '../ui/DeferredDialog';
import { Switch } from '../ui/Switch';
import { LockTip } from './LockTip';

/** The clock the §4 one-hour lock reads (the provider's, unless a widget is given its own). */
export type Now = () => number;

/** An amount with its coin, grouped, up to 8 decimals rounded down (§9). */
export function money(amount: string, asset: string): string {
  return formatCoinAmount(amount, asset);
}

/**
 * §2 "estimated APR with bonus" of a flexible holding: the bonus only while its promo runs (§4,
 * the award pool's window, `useAwardPools` of the list); an unread window adds nothing.
 */
export function flexibleAprText(
  t: Translate,
  holding: FlexibleHoldingView,
  promo: BonusPromoWindow | null | undefined,
  nowMs: number,
): string {
  const apr = formatApr(holding.aprFraction);
  const bonus = flexibleBonusApr(holding.source, promo, nowMs);
  return bonus === null ? apr : t('lendings.aprBonus', { apr, bonus: formatApr(bonus) });
}

/** §2 "APR or product APR with bonus" of a fixed order. */
export function fixedAprText(t: Translate, order: FixedOrderView): string {
  const apr = formatApr(order.aprFraction);
  const bonus = order.bonusPercent;
  return bonus === null ? apr : t('lendings.aprBonus', { apr, bonus: formatPercent(bonus) });
}

/** §9 subscribe time of a fixed order, in the provider's zone. */
export function subscribedText(order: FixedOrderView, dates: DateFormat): string {
  return dates.dateTime(order.subscribedMs);
}

/** §9, §8: received 30 minutes after finish_time, an arrival, so with its zone; '--' with no arrival data. */
export function receivedText(order: FixedOrderView, dates: DateFormat): string {
  return dates.arrival(order.receivedAtMs);
}

export function statusText(t: Translate, order: FixedOrderView): string {
  return t(`lendings.status.${order.state}`);
}

/**
 * §2 redeem-to account; '--' while reinvestment is on (§4). Type 0 reads "Unified account" or
 * "Spot account" by the customer's account `mode` (§6; see `useAccountMode`).
 */
export function redeemToText(t: Translate, order: FixedOrderView, mode: string | undefined): string {
  if (order.redeemTo === 'none') return MISSING_VALUE;
  return t(`lendings.redeemTo.${redeemDestination(order.redeemAccountType, mode)}`);
}

/** Coin, with the VIP badge of a VIP order (§2). */
export function CoinCell({ asset, vip }: { asset: string; vip?: boolean }) {
  const { t } = useWealth();
  return (
    <span className="wk-lendings-coin">
      {asset}
      {vip && <span className="wk-lendings-badge">{t('lendings.vip')}</span>}
    </span>
  );
}

export function FixedCoinCell({ order }: { order: FixedOrderView }) {
  return <CoinCell asset={order.asset} vip={order.vip} />;
}

/** §2 cumulative return: a button opening the cumulative-return dialog. */
export function CumulativeCell({ holding, now }: { holding: FlexibleHoldingView; now: Now }) {
  const { t } = useWealth();
  const amount = money(holding.cumulative, holding.asset);
  return (
    <DeferredDialog
      onReach={preloadCumulativeReturn}
      trigger={
        <button
          type="button"
          className="wk-lendings-link wk-link-button"
          aria-label={t('lendings.cumulativeOf', { asset: holding.asset, amount })}
        >
          {amount}
        </button>
      }
    >
      {(trigger) => <CumulativeReturnModal coin={holding.asset} now={now} trigger={trigger} defaultOpen />}
    </DeferredDialog>
  );
}

export function AutoEarnCell({ holding }: { holding: FlexibleHoldingView }) {
  const { t } = useWealth();
  return (
    <AutoEarnSwitch
      coin={holding.asset}
      checked={holding.autoEarn}
      aria-label={t('lendings.autoEarnOf', { asset: holding.asset })}
    />
  );
}

/** Redeem (disabled with a reason when nothing is redeemable) and Subscribe again (§2). */
export function FlexibleActions({ holding }: { holding: FlexibleHoldingView }) {
  const { t } = useWealth();
  const nothing = !dec(holding.redeemable).gt(0);
  return (
    <span className="wk-lendings-actions">
      {nothing ? (
        <LockTip reason={t('lendings.nothingToRedeem')}>
          {(describedBy) => (
            <Button variant="secondary" size="sm" aria-disabled="true" aria-describedby={describedBy}>
              {t('lendings.redeem')}
            </Button>
          )}
        </LockTip>
      ) : (
        <DeferredDialog
          onReach={preloadRedeemForm}
          trigger={
            <Button variant="secondary" size="sm">
              {t('lendings.redeem')}
            </Button>
          }
        >
          {(trigger) => <RedeemModal coin={holding.asset} trigger={trigger} defaultOpen />}
        </DeferredDialog>
      )}
      <SubscribeAgain coin={holding.asset} productId={0} label={t('lendings.subscribeAgain')} />
    </span>
  );
}

/** Subscribe again (§2): the subscribe modal on the holding's coin and product, mounted at the first click. */
function SubscribeAgain({
  coin,
  productId,
  label,
}: {
  coin: string;
  productId: number | string;
  label: string;
}) {
  return (
    <DeferredDialog
      onReach={preloadSubscribeForm}
      trigger={
        <Button variant="ghost" size="sm">
          {label}
        </Button>
      }
    >
      {(trigger) => <SubscribeModal coin={coin} productId={productId} trigger={trigger} defaultOpen />}
    </DeferredDialog>
  );
}

/** §2, §4 the auto-reinvest switch of one order, locked with its reason. */
export function ReinvestCell({ order, now, label }: { order: FixedOrderView; now: Now; label?: string }) {
  const { t } = useWealth();
  const settings = useFixedOrderSettings({ order: order.source, now });
  const lock = settings.locks.reinvest;
  return (
    <LockTip reason={lock.locked ? renderMessage(t, lock.message) : null}>
      {(describedBy) => (
        <Switch
          checked={settings.reinvestOn}
          onCheckedChange={(on) => void settings.setReinvest(on)}
          disabled={lock.locked}
          loading={settings.reinvestPending}
          label={label}
          aria-label={label === undefined ? t('lendings.reinvestOf', { orderId: order.orderId }) : undefined}
          aria-describedby={describedBy}
        />
      )}
    </LockTip>
  );
}

/** Redeem early (§2, §4: locked with the reason) and Subscribe again for the order's product. */
export function FixedActions({
  order,
  now,
  subscribeLabel,
  hideWhileRedeeming = false,
  onEarlyRedeemed,
}: {
  order: FixedOrderView;
  now: Now;
  /** @default 'Subscribe again' */
  subscribeLabel?: string;
  /** The holding detail hides Redeem early while the order is redeeming (§2). @default false */
  hideWhileRedeeming?: boolean;
  /** Called when the early-redeem result is closed (§4: "return to the fixed tab"). @default none */
  onEarlyRedeemed?: () => void;
}) {
  const { t } = useWealth();
  const settings = useFixedOrderSettings({ order: order.source, now });
  const lock = settings.locks.earlyRedeem;
  const hidden = hideWhileRedeeming && !order.holding;
  // The dialog is held here, apart from its button: once the order is redeemed it refreshes as
  // redeeming, which locks or hides the button, and the result must stay on screen until closed.
  const [earlyOpen, setEarlyOpen] = useState(false);
  const redeemed = useRef(false);
  return (
    <span className="wk-lendings-actions">
      {hidden ? null : lock.locked ? (
        <LockTip reason={renderMessage(t, lock.message)}>
          {(describedBy) => (
            <Button variant="secondary" size="sm" aria-disabled="true" aria-describedby={describedBy}>
              {t('lendings.redeemEarly')}
            </Button>
          )}
        </LockTip>
      ) : (
        <Button variant="secondary" size="sm" aria-haspopup="dialog" onClick={() => setEarlyOpen(true)}>
          {t('lendings.redeemEarly')}
        </Button>
      )}
      {earlyOpen && (
        <EarlyRedeemModal
          order={order.source}
          now={now}
          open
          onOpenChange={(open) => {
            setEarlyOpen(open);
            if (!open && redeemed.current) onEarlyRedeemed?.();
          }}
          onSuccess={() => {
            redeemed.current = true;
          }}
        />
      )}
      <SubscribeAgain
        coin={order.asset}
        productId={order.productId}
        label={subscribeLabel ?? t('lendings.subscribeAgain')}
      />
    </span>
  );
}
