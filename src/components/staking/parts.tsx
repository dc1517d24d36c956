import { type ComponentPropsWithoutRef, forwardRef, type ReactNode } from 'react';
import { formatAmount, formatPercent } from '../../domain/amount';
import type { StakingModalTarget } from '../../domain/enums';
import type { StakingCap } from '../../domain/staking';
import type { RedemptionSpan } from '../../domain/stakingRedeem';
import type { StakingLadderRow, StakingSource } from '../../flows/staking';
import type { MoneyActionState } from '../../hooks/moneyAction';
import type { Translate } from '../../i18n/translate';
import { Button } from '../ui/Button';
import { Chips } from '../ui/Chips';
import { DescriptionList, type DescriptionRow } from '../ui/DescriptionList';
import { messageNodes } from '../ui/messageNodes';
import { PendingNote } from '../ui/PendingNote';

/** The five §4 redemption-span texts. */
export function spanText(t: Translate, span: RedemptionSpan | null): string {
  if (!span) return '--';
  switch (span.kind) {
    case 'immediate':
      return t('staking.span.immediate');
    case 'period':
      if (span.text) return span.text;
      return span.minDays !== null && span.minDays > span.incomeDays
        ? t('staking.span.periodMin', { days: String(span.minDays) })
        : t('staking.span.period', { days: String(span.incomeDays) });
    case 'max-only':
      return t('staking.span.maxOnly', { days: String(span.maxDays) });
    case 'exact':
      return t('staking.span.exact', { days: String(span.days) });
    case 'range':
      return t('staking.span.range', { min: String(span.minDays), max: String(span.maxDays) });
  }
}

/** §5 the staking cap as a row shows it: unlimited, or what is left of the limit; '--' unknown. */
export function capText(t: Translate, cap: StakingCap | null | undefined, coin: string): string {
  if (!cap) return '--';
  if (cap.kind === 'unlimited') return t('staking.cap.unlimited');
  return t('staking.cap.remaining', {
    remaining: formatAmount(cap.remaining),
    limit: formatAmount(cap.limit),
    coin,
  });
}

/**
 * The bonus campaign's period (§3 start and end time) as `arrival` formats its dates, each date kept
 * whole: in a narrow row, "2025-01-25" broke after its year ("2025-01-" over "25 00:00").
 */
export function bonusWindow(
  t: Translate,
  arrival: (timeMs: number) => string,
  bonus: { startTime: number; endTime: number },
) {
  return messageNodes(t, 'staking.bonus.window', {
    start: <span className="wk-keep-together">{arrival(bonus.startTime * 1000)}</span>,
    end: <span className="wk-keep-together">{arrival(bonus.endTime * 1000)}</span>,
  });
}

/** Label / value rows. */
export function Details({ rows }: { rows: readonly DescriptionRow[] }) {
  return <DescriptionList rows={rows} className="wk-staking__details" rowClassName="wk-staking__row" />;
}

/** §2 protocol selector: the sources of return of a DeFi (or credit/debt) product with their rates. */
export function ProtocolSelector({
  t,
  sources,
  value,
  onValueChange,
}: {
  t: Translate;
  sources: readonly StakingSource[];
  value: string;
  onValueChange: (pid: string) => void;
}) {
  if (sources.length === 0) return null;
  return (
    <fieldset className="wk-staking__protocols">
      <legend className="wk-legend">{t('staking.protocol')}</legend>
      <Chips
        aria-label={t('staking.protocol')}
        options={sources.map((s) => ({
          value: s.pid,
          label: t('staking.protocol.option', { name: s.name, rate: formatPercent(s.rate) }),
        }))}
        value={value}
        onValueChange={onValueChange}
      />
    </fieldset>
  );
}

/** The §3 extra_interest ladder: money_min – money_max (−1 unlimited) and money_rate. */
export function BonusLadder({
  t,
  ladder,
  coin,
}: {
  t: Translate;
  ladder: readonly StakingLadderRow[];
  coin: string;
}) {
  return (
    <table className="wk-staking__ladder">
      <caption className="wk-visually-hidden">{t('staking.bonus.title')}</caption>
      <thead>
        <tr>
          <th scope="col">{t('staking.bonus.tier')}</th>
          <th scope="col">{t('staking.bonus.rate')}</th>
        </tr>
      </thead>
      <tbody>
        {ladder.map((tier) => (
          <tr key={`${tier.min}-${tier.max}`}>
            <td>
              {tier.max === null
                ? t('staking.bonus.rangeOpen', { min: formatAmount(tier.min), coin })
                : t('staking.bonus.range', {
                    min: formatAmount(tier.min),
                    max: formatAmount(tier.max),
                    coin,
                  })}
            </td>
            <td>{formatPercent(tier.rate)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/**
 * A link-looking button: it opens an exchange page through the host, a step of the form, or (as a
 * dialog's trigger) a dialog, whose opener gives it its ref, `aria-expanded` and `aria-busy`.
 */
export const PageLink = forwardRef<HTMLButtonElement, ComponentPropsWithoutRef<'button'>>(
  function PageLink(props, ref) {
    return <button type="button" className="wk-staking__link wk-link-button" {...props} ref={ref} />;
  },
);

/**
 * A link to a step of the form (§4 target): it marks the step it opens (`data-opens`), so Back from
 * that step returns focus to it (WidgetDialog).
 */
export function StepLink({
  to,
  navigate,
  children,
}: {
  to: StakingModalTarget;
  navigate: (target: StakingModalTarget) => void;
  children: ReactNode;
}) {
  return (
    <PageLink data-opens={to} onClick={() => navigate(to)}>
      {children}
    </PageLink>
  );
}

/** The confirmation step's actions (§2): back to the form, or send. */
export function ConfirmFooter({
  form,
  t,
  submitLabel,
}: {
  form: { cancelConfirmation(): void; submit(): void; action: MoneyActionState<unknown> };
  t: Translate;
  submitLabel: string;
}) {
  const pending = form.action.status === 'pending';
  return (
    <>
      <PendingNote state={form.action} />
      <Button variant="secondary" onClick={form.cancelConfirmation} disabled={pending}>
        {t('staking.back')}
      </Button>
      <Button onClick={form.submit} loading={pending}>
        {submitLabel}
      </Button>
    </>
  );
}
