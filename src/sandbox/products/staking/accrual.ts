import {
  DAY_MS,
  dec,
  HISTORY_TYPE,
  msToSeconds,
  percentToFraction,
  STAKING_PRECISION,
  stakingLadderDailyReward,
  stakingNetDailyReward,
  startOfDay,
  tierPortion,
  toPlaces,
} from '../../../domain';
import { bonusCoversDay, rewardPaymentMs } from '../../../domain/stakingSchedule';
import { addHistory } from '../../history';
import { bookExternal, SPOT } from '../../ledger';
import type { ExchangeContext } from '../../module';
import { PLAIN_MODE } from '../flexible';
import { arriveRedemption } from './actions';
import {
  type ExtraInterestConfig,
  NO_PID,
  type PendingStakingReward,
  resolveTerms,
  STAKING,
  type StakingTerms,
  stakingSlice,
  sumOf,
} from './model';
import { vipSaleOf } from './views';

/**
 * The staking time rules on the virtual clock (see rules.ts for the schedule): daily accrual at
 * 00:00 UTC, reward payments interest_days later, and redemption arrivals at their redeem_stamp.
 * The fast quota needs no event: it is counted per UTC day and read against today.
 */

/** Runs every staking event in (fromMs, toMs], in time order: arrivals, then accrual, then payments. */
export function stakingTick(ctx: ExchangeContext, fromMs: number, toMs: number): void {
  const slice = stakingSlice(ctx);
  type Due = { atMs: number; order: number; id: number; run: () => void };
  const due: Due[] = [];
  for (const r of slice.redemptions) {
    if (r.arriveAtMs > fromMs && r.arriveAtMs <= toMs)
      due.push({ atMs: r.arriveAtMs, order: 0, id: r.id, run: () => arriveRedemption(ctx, r.id) });
  }
  for (let dayEnd = startOfDay(fromMs) + DAY_MS; dayEnd <= toMs; dayEnd += DAY_MS) {
    const end = dayEnd;
    due.push({ atMs: end, order: 1, id: 0, run: () => accrueDay(ctx, end) });
  }
  for (const reward of slice.pendingRewards) {
    if (reward.payAtMs > fromMs && reward.payAtMs <= toMs)
      due.push({ atMs: reward.payAtMs, order: 2, id: reward.id, run: () => payPending(ctx, reward.id) });
  }
  due.sort((a, b) => a.atMs - b.atMs || a.order - b.order || a.id - b.id);
  for (const item of due) ctx.at(item.atMs, item.run);
}

/** The day [dayEnd − 1 day, dayEnd) just ended: every position's earning principal accrues. */
function accrueDay(ctx: ExchangeContext, dayEndMs: number): void {
  const dayStartMs = dayEndMs - DAY_MS;
  for (const position of stakingSlice(ctx).positions) {
    const eligible = sumOf(position.tranches.filter((t) => t.earnFromMs <= dayStartMs).map((t) => t.amount));
    if (!dec(eligible).gt(0)) continue;
    const terms = resolveTerms(ctx, position.coin, position.pid, true);
    const reward = stakingNetDailyReward(eligible, terms.baseRate, {
      feePercent: terms.feeRate,
      vipSale: vipSaleOf(ctx, terms),
    });
    schedule(ctx, terms, dayEndMs, {
      kind: 'reward',
      rewardCoin: terms.rewardCoin,
      amount: reward,
      rate: terms.baseRate,
      principal: eligible,
    });
    const extra = terms.extraInterest;
    if (extra && bonusCoversDay(extra, dayStartMs)) {
      const bonus = stakingLadderDailyReward(eligible, extra.interest);
      schedule(ctx, terms, dayEndMs, {
        kind: 'extra',
        rewardCoin: extra.reward_coin,
        amount: bonus,
        rate: ladderRate(eligible, extra.interest),
        principal: eligible,
      });
    }
  }
}

/** The ladder's blended rate on a principal (PERCENT, 4 decimals), for the record. */
function ladderRate(principal: string, tiers: ExtraInterestConfig['interest']): string {
  let perYear = dec('0');
  for (const tier of tiers)
    perYear = perYear.plus(
      tierPortion(principal, tier.money_min, tier.money_max).times(dec(tier.money_rate)),
    );
  return toPlaces(perYear.div(dec(principal)), 4);
}

type Accrued = Pick<PendingStakingReward, 'kind' | 'rewardCoin' | 'amount' | 'rate' | 'principal'>;

/** Pays an accrued amount now (interest_days 0) or keeps it for its payment day. */
function schedule(ctx: ExchangeContext, terms: StakingTerms, dayEndMs: number, accrued: Accrued): void {
  if (!dec(accrued.amount).gt(0)) return;
  const payAtMs = rewardPaymentMs(dayEndMs, terms.interestDays);
  const reward: PendingStakingReward = {
    id: ctx.nextId(),
    coin: terms.coin,
    pid: terms.pid,
    payAtMs,
    ...accrued,
  };
  if (payAtMs <= ctx.now()) pay(ctx, reward);
  else stakingSlice(ctx).pendingRewards.push(reward);
}

function payPending(ctx: ExchangeContext, id: number): void {
  const slice = stakingSlice(ctx);
  const reward = slice.pendingRewards.find((r) => r.id === id);
  if (!reward) return;
  slice.pendingRewards = slice.pendingRewards.filter((r) => r.id !== id);
  pay(ctx, reward);
}

/**
 * Credits a reward to spot in its coin, with the history record that shows it (interest, or bonus
 * for the campaign) and the profit record coin-user-profit-records lists.
 */
function pay(ctx: ExchangeContext, reward: PendingStakingReward): void {
  const terms = resolveTerms(ctx, reward.coin, reward.pid, true);
  const isExtra = reward.kind === 'extra';
  const shown = addHistory(ctx.data, {
    business: STAKING,
    asset: isExtra ? terms.positionAsset : reward.rewardCoin,
    type: isExtra ? HISTORY_TYPE.BONUS : HISTORY_TYPE.INTEREST,
    mode: PLAIN_MODE,
    amount: reward.amount,
    interest: isExtra ? '0' : reward.amount,
    principal: reward.principal,
    year_rate: percentToFraction(reward.rate),
    order_id: reward.pid === NO_PID ? 0 : reward.pid,
    ...(isExtra ? { bonus_amount: reward.amount, bonus_asset: reward.rewardCoin } : {}),
  });
  bookExternal(ctx.data, {
    asset: reward.rewardCoin,
    account: SPOT,
    delta: reward.amount,
    reason: isExtra ? 'bonus' : 'interest',
    historyId: Number(shown.id),
  });
  stakingSlice(ctx).profitRecords.push({
    id: Number(shown.id),
    coin: terms.coin,
    pid: terms.pid,
    protocol_name: terms.protocolName,
    reward_coin: reward.rewardCoin,
    amount: toPlaces(reward.amount, STAKING_PRECISION),
    rate: reward.rate,
    type: reward.kind,
    time: msToSeconds(ctx.now()),
  });
}
