import {
  blendedApr,
  dec,
  FLEXIBLE_PRODUCT_ID,
  HISTORY_TYPE,
  HOUR_MS,
  hourlyBandInterest,
  hourlyBonus,
} from '../../../domain';
import { addHistory, type NewHistoryRecord } from '../../history';
import { bookExternal, moveFunds, SPOT } from '../../ledger';
import type { ExchangeContext } from '../../module';
import {
  bonusActive,
  earningTranches,
  FLEXIBLE,
  FLEXIBLE_ACCOUNT,
  type FlexibleHoldingState,
  FROZEN_ACCOUNT,
  PLAIN_MODE,
  product,
  redeemMode,
  slice,
} from './model';

/** The flexible clock (§9): hourly interest and bonus per tranche, and redemptions arriving. */

/** Pays every tranche hour and delivers every redemption due in (fromMs, toMs], in time order. */
export function tick(ctx: ExchangeContext, fromMs: number, toMs: number): void {
  const state = slice(ctx);
  type Due = { atMs: number; order: number; run: () => void };
  const due: Due[] = [];
  for (const holding of Object.values(state.holdings)) {
    for (const tranche of holding.tranches) {
      const firstK = Math.max(2, Math.floor((fromMs - tranche.subscribedAtMs) / HOUR_MS) + 1);
      const lastK = Math.floor((toMs - tranche.subscribedAtMs) / HOUR_MS);
      for (let k = firstK; k <= lastK; k += 1) {
        const atMs = tranche.subscribedAtMs + k * HOUR_MS;
        due.push({ atMs, order: tranche.id, run: () => payHour(ctx, holding, tranche.id, atMs) });
      }
    }
    for (const pending of holding.pending) {
      if (pending.arriveAtMs > fromMs && pending.arriveAtMs <= toMs) {
        due.push({
          atMs: pending.arriveAtMs,
          order: pending.id,
          run: () => arrive(ctx, holding, pending.id),
        });
      }
    }
  }
  due.sort((a, b) => a.atMs - b.atMs || a.order - b.order);
  for (const item of due) ctx.at(item.atMs, item.run);
}

export function payHour(
  ctx: ExchangeContext,
  holding: FlexibleHoldingState,
  trancheId: number,
  atMs: number,
): void {
  const config = product(ctx, holding.asset);
  const earning = earningTranches(holding, atMs);
  let lo = dec('0');
  for (const tranche of earning) {
    const hi = lo.plus(dec(tranche.principal));
    if (tranche.id === trancheId) {
      const interest = hourlyBandInterest(lo.toString(), hi.toString(), config.ladder_apr);
      if (dec(interest).gt(0)) {
        payRecorded(ctx, FLEXIBLE_ACCOUNT, 'interest', {
          asset: holding.asset,
          type: HISTORY_TYPE.INTEREST,
          amount: interest,
          interest,
          principal: tranche.principal,
          year_rate: blendedApr(hi.toString(), config.ladder_apr),
        });
        tranche.principal = dec(tranche.principal).plus(dec(interest)).toString();
        holding.cumulative = dec(holding.cumulative).plus(dec(interest)).toString();
        holding.lastInterest = interest;
      }
      const bonus = config.bonus;
      if (bonusActive(bonus, atMs - HOUR_MS, atMs)) {
        const amount = hourlyBonus(
          lo.toString(),
          hi.toString(),
          bonus.ext_award_limit,
          bonus.ext_award_rate_year,
        );
        if (dec(amount).gt(0)) {
          // The record names the holding's coin; the bonus itself is paid in the award asset.
          payRecorded(
            ctx,
            SPOT,
            'bonus',
            {
              asset: holding.asset,
              type: HISTORY_TYPE.BONUS,
              amount,
              bonus_amount: amount,
              bonus_asset: bonus.award_asset,
              year_rate: bonus.ext_award_rate_year,
            },
            bonus.award_asset,
          );
        }
      }
      return;
    }
    lo = hi;
  }
}

export function arrive(ctx: ExchangeContext, holding: FlexibleHoldingState, pendingId: number): void {
  const pending = holding.pending.find((p) => p.id === pendingId);
  if (!pending) return;
  holding.pending = holding.pending.filter((p) => p.id !== pendingId);
  moveFunds(ctx.data, {
    asset: holding.asset,
    from: FROZEN_ACCOUNT,
    to: SPOT,
    amount: pending.amount,
    reason: 'redeem-arrival',
  });
  addHistory(ctx.data, {
    business: FLEXIBLE,
    asset: holding.asset,
    type: HISTORY_TYPE.REDEEM,
    mode: redeemMode(ctx.data),
    amount: pending.amount,
    principal: pending.amount,
    order_id: FLEXIBLE_PRODUCT_ID,
  });
}

/** Records an hourly payment in the flexible history (§3) and books it into `account`. */
function payRecorded(
  ctx: ExchangeContext,
  account: string,
  reason: 'interest' | 'bonus',
  entry: Omit<NewHistoryRecord, 'business' | 'mode' | 'order_id'> & { amount: string },
  paidIn: string = entry.asset,
): void {
  const record = addHistory(ctx.data, {
    business: FLEXIBLE,
    mode: PLAIN_MODE,
    order_id: FLEXIBLE_PRODUCT_ID,
    ...entry,
  });
  bookExternal(ctx.data, {
    asset: paidIn,
    account,
    delta: entry.amount,
    reason,
    historyId: Number(record.id),
  });
}
