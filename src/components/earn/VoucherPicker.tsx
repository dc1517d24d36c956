import { useState } from 'react';
import type { RateUpVoucher } from '../../api';
import { formatAmount, formatPercent, voucherBoundsKind } from '../../domain';
import { voucherView } from '../../flows/subscribe';
import { useDateFormat } from '../../hooks/useDateFormat';
import { useMessages } from '../../hooks/useMessages';
import { earnMessages } from '../../i18n/features/earn';
import { Button } from '../ui/Button';
import { Dialog, DialogContent, DialogTrigger } from '../ui/Dialog';

/** The words of each kind of voucher bounds (a 0 or blank bound is none, as the amount check reads it). */
const BOUNDS_KEY = {
  range: 'earn.subscribe.voucherBounds',
  from: 'earn.subscribe.voucherFrom',
  upTo: 'earn.subscribe.voucherUpTo',
  any: 'earn.subscribe.voucherAny',
} as const;

export interface VoucherPickerProps {
  /** The coin, for the bounds. */
  asset: string;
  /** The vouchers the coupon-recommend call returned (§7). */
  vouchers: RateUpVoucher[];
  /** The voucher in use, or null. */
  selected: RateUpVoucher | null;
  /** Called with a voucher id, or null for none. */
  onSelect: (id: string | null) => void;
}

/**
 * The rate-up voucher selector (§2): a row showing the voucher in use that opens its own 496 px
 * modal with every voucher, its rate-up, days, purchase bounds (§5: min / max purchase) and expiry.
 */
export function VoucherPicker({ asset, vouchers, selected, onSelect }: VoucherPickerProps) {
  const t = useMessages(earnMessages);
  const dates = useDateFormat();
  const [open, setOpen] = useState(false);
  const choose = (id: string | null) => {
    onSelect(id);
    setOpen(false);
  };
  const inUseView = selected ? voucherView(selected) : null;
  return (
    <div className="wk-earn-voucher">
      <span className="wk-earn-voucher__label" id="wk-earn-voucher-label">
        {t('earn.subscribe.voucher')}
      </span>
      {/* The voucher's name, and under it what it adds: one line each, not a sentence wrapped three ways. */}
      <span className="wk-earn-voucher__value">
        {inUseView ? (
          <>
            <span>{inUseView.title}</span>
            <span className="wk-earn-muted">
              {t('earn.subscribe.voucherAprValue', {
                apr: formatPercent(inUseView.aprPercent),
                days: String(inUseView.days),
              })}
            </span>
          </>
        ) : (
          t('earn.subscribe.voucherNone')
        )}
      </span>
      <Dialog open={open} onOpenChange={setOpen}>
        <DialogTrigger asChild>
          <Button variant="ghost" size="sm" flushEnd disabled={vouchers.length === 0 && selected === null}>
            {vouchers.length === 0
              ? t('earn.subscribe.voucherEmpty')
              : `${t('earn.subscribe.voucherChoose')} · ${t('earn.subscribe.voucherCount', { count: String(vouchers.length) })}`}
          </Button>
        </DialogTrigger>
        <DialogContent
          title={t('earn.subscribe.voucherTitle')}
          closeLabel={t('ui.close')}
          className="wk-earn-voucher-modal"
        >
          <ul className="wk-earn-voucher__list">
            {vouchers.map(voucherView).map((v) => {
              const id = v.id;
              const inUse = inUseView?.id === id;
              return (
                <li key={id} className="wk-earn-voucher__item" data-state={inUse ? 'checked' : 'unchecked'}>
                  <div className="wk-earn-voucher__text">
                    <strong>{v.title}</strong>
                    <span>
                      {t('earn.subscribe.voucherAprValue', {
                        apr: formatPercent(v.aprPercent),
                        days: String(v.days),
                      })}
                    </span>
                    <span className="wk-earn-muted">
                      {t(BOUNDS_KEY[voucherBoundsKind({ buyLimitLow: v.low, buyLimitHigh: v.high })], {
                        low: formatAmount(v.low),
                        high: formatAmount(v.high),
                        asset,
                      })}
                    </span>
                    <span className="wk-earn-muted">
                      {t('earn.subscribe.voucherExpires', {
                        date: dates.arrival(v.expiresMs),
                      })}
                    </span>
                  </div>
                  <Button
                    size="sm"
                    variant={inUse ? 'primary' : 'secondary'}
                    aria-pressed={inUse}
                    aria-label={`${t('earn.subscribe.voucherUse')} ${v.title}`}
                    onClick={() => choose(id)}
                  >
                    {t('earn.subscribe.voucherUse')}
                  </Button>
                </li>
              );
            })}
          </ul>
          <Button variant="ghost" onClick={() => choose(null)}>
            {t('earn.subscribe.voucherRemove')}
          </Button>
        </DialogContent>
      </Dialog>
    </div>
  );
}
