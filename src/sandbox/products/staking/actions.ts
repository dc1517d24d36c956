import {
  checkStake,
  checkStakingRedeem,
  DEFAULT_DEBT_REDEEM_COIN,
  dec,
  HISTORY_TYPE,
  hasStaking,
  isFastRedeemAvailable,
  isNonUsdAsset,
  isRedeemAllowed,
  MAX_AMOUNT,
  msToSeconds,
  redemptionSpan,
  roundDown,
  STAKE_MODE,
  STAKING_ACTION,
  STAKING_PRECISION,
  stakingCap,
  stakingConversion,
  stakingRedeemFee,
} from '../../../domain';
import { accrualStartMs, fastArrivalMs, standardArrivalMs, utcDay } from '../../../domain/stakingSchedule';
import { assertFundsUnlocked } from '../../auth';
import { bodyObject, readAmount, readFlag, readString } from '../../body';
import { addHistory } from '../../history';
import { bookExternal, moveFunds, SPOT } from '../../ledger';
import { englishOf } from '../../messages';
import { type ExchangeContext, type HandlerAnswer, ok, refuse, type SandboxRequest } from '../../module';
import { PLAIN_MODE, redeemMode } from '../flexible';
import {
  findPosition,
  NO_PID,
  type PendingStakingRedemption,
  positionAmount,
  positionOf,
  readPid,
  resolveTerms,
  STAKING,
  STAKING_ACCOUNT,
  STAKING_REDEEMING_ACCOUNT,
  type StakingPosition,
  type StakingTerms,
  stakingSlice,
} from './model';
import { availableToStake, fastQuotaLeft } from './views';

/**
 * The staking action (§7 "the shared stake/redeem action": side, amount, coin, pid?, src?, quick)
 * on its two routes: coin-swap-verify stakes (side 0) and coin-redeem redeems (side 1). Every §5
 * rule is checked again here by calling src/domain, and the request is refused (−1) before
 * anything changes.
 *
 * Conversions (exchange-type asset in and out, credit/debt payout in USDC) are money leaving the
 * customer's books in one asset and entering in another, so each side is an external ledger entry
 * with its own history record (sub_business {@link STAKING_SUB_BUSINESS}.CONVERSION).
 */

/**
 * sub_business of staking history records the spec has no code for (§4 defines only fixed 11/12):
 * a redemption fee, and the two sides of a conversion.
 */
export const STAKING_SUB_BUSINESS = { FEE: 21, CONVERSION: 22 } as const;

/** The action body fields both routes share, read from untrusted JSON. */
interface ActionBody {
  coin: string;
  amount: string;
  pid: number;
  body: Record<string, unknown>;
}

function readAction(request: SandboxRequest, side: 0 | 1): ActionBody {
  const body = bodyObject(request.body);
  const sent = body.side;
  if (sent !== side && sent !== String(side)) refuse(`side must be ${side} on this call`);
  // §7: src=1 marks the VIP theme's entrance; it changes nothing on the books.
  if (body.src !== undefined && body.src !== 1 && body.src !== '1') refuse('src must be 1 when sent');
  const coin = readString(body, 'coin').toUpperCase();
  const amount = readAmount(body, 'amount');
  if (dec(amount).gt(MAX_AMOUNT)) refuse(`amount must not exceed ${MAX_AMOUNT}`);
  // §9 staking precision 8: more decimals mean the client skipped the input rule.
  if (!dec(roundDown(amount, STAKING_PRECISION)).eq(dec(amount)))
    refuse(`amount must have at most ${STAKING_PRECISION} decimals`);
  if (!hasStaking(coin)) refuse(`${coin} has no staking`);
  return { coin, amount, pid: readPid(body.pid), body };
}

function record(
  ctx: ExchangeContext,
  terms: StakingTerms,
  fields: { asset: string; type: 1 | 2; amount: string; principal?: string; sub_business?: number },
) {
  return addHistory(ctx.data, {
    business: STAKING,
    asset: fields.asset,
    type: fields.type,
    amount: fields.amount,
    order_id: terms.pid === NO_PID ? 0 : terms.pid,
    mode: fields.type === HISTORY_TYPE.REDEEM ? redeemMode(ctx.data) : PLAIN_MODE,
    principal: fields.principal ?? fields.amount,
    sub_business: fields.sub_business ?? 0,
  });
}

/** Books a conversion: `out` of one asset leaves `from`, `into` of another enters `to`. */
function convert(
  ctx: ExchangeContext,
  terms: StakingTerms,
  leg: {
    type: 1 | 2;
    out: { asset: string; account: string; amount: string };
    into: { asset: string; account: string; amount: string };
  },
): void {
  const sub_business = STAKING_SUB_BUSINESS.CONVERSION;
  const gone = record(ctx, terms, {
    asset: leg.out.asset,
    type: leg.type,
    amount: leg.out.amount,
    sub_business,
  });
  bookExternal(ctx.data, {
    asset: leg.out.asset,
    account: leg.out.account,
    delta: dec(leg.out.amount).negated().toString(),
    reason: 'convert',
    historyId: Number(gone.id),
  });
  if (!dec(leg.into.amount).gt(0)) return;
  const came = record(ctx, terms, {
    asset: leg.into.asset,
    type: leg.type,
    amount: leg.into.amount,
    sub_business,
  });
  bookExternal(ctx.data, {
    asset: leg.into.asset,
    account: leg.into.account,
    delta: leg.into.amount,
    reason: 'convert',
    historyId: Number(came.id),
  });
}

/** §7 coin-swap-verify: stake. */
export function stake(request: SandboxRequest, ctx: ExchangeContext): HandlerAnswer {
  const action = readAction(request, STAKING_ACTION.STAKE);
  const terms = resolveTerms(ctx, action.coin, action.pid, true);
  assertFundsUnlocked(ctx, 'subscribe');
  const position = findPosition(ctx, terms.coin, terms.pid);
  const product = terms.product;
  // The cap is in the staked coin; an exchange-type position is converted back to compare.
  const held = positionAmount(position);
  const staked = product.exchange ? stakingConversion(held, product.exchange.reverse) : held;
  const check = checkStake({
    amount: action.amount,
    coin: terms.coin,
    minAmount: terms.minMortgage,
    available: availableToStake(ctx, terms),
    cap: stakingCap({
      personalLimit: product.personal_mortgage_limit,
      crowdLimit: product.crowd_mortgage_limit,
      isCrowd: stakingSlice(ctx).isCrowd,
      staked,
    }),
    // The agreement checkbox is a form rule; the call itself is the customer's consent.
    agreed: true,
  });
  if (check.error) refuse(englishOf(check.error));
  if (!check.canStake) refuse('stake refused');

  const target = bookStake(ctx, terms, action.amount);
  return ok({
    coin: terms.coin,
    pid: terms.pid,
    amount: action.amount,
    mortgage_asset: terms.positionAsset,
    mortgage_amount: positionAmount(target),
  });
}

/**
 * Moves a stake onto the books (spot → staking, converted for an exchange-type asset) and opens
 * its tranche. The caller has checked the rules; the seed uses it for a scenario's holdings.
 */
export function bookStake(ctx: ExchangeContext, terms: StakingTerms, amount: string): StakingPosition {
  const product = terms.product;
  let received = amount;
  if (product.exchange) {
    received = stakingConversion(amount, product.exchange.rate);
    if (!dec(received).gt(0)) refuse(`amount is too small to convert into ${product.exchange.asset}`);
    convert(ctx, terms, {
      type: HISTORY_TYPE.LEND,
      out: { asset: terms.coin, account: SPOT, amount },
      into: { asset: terms.positionAsset, account: STAKING_ACCOUNT, amount: received },
    });
  } else {
    moveFunds(ctx.data, { asset: terms.coin, from: SPOT, to: STAKING_ACCOUNT, amount, reason: 'stake' });
    record(ctx, terms, { asset: terms.coin, type: HISTORY_TYPE.LEND, amount });
  }
  const position = positionOf(ctx, terms);
  position.tranches.push({
    id: ctx.nextId(),
    amount: received,
    stakedAtMs: ctx.now(),
    earnFromMs: accrualStartMs(ctx.now(), terms.rewardDelayDays),
  });
  return position;
}

/** Newest tranche first, so older principal keeps its earlier accrual start. */
function takeFromTranches(position: StakingPosition, amount: string): void {
  let left = dec(amount);
  const ordered = [...position.tranches].sort((a, b) => b.stakedAtMs - a.stakedAtMs || b.id - a.id);
  for (const tranche of ordered) {
    if (!left.gt(0)) break;
    const take = dec(tranche.amount).lt(left) ? dec(tranche.amount) : left;
    tranche.amount = dec(tranche.amount).minus(take).toString();
    left = left.minus(take);
  }
  position.tranches = position.tranches.filter((t) => dec(t.amount).gt(0));
}

/** What a redemption pays out in: the coin back from an exchange-type asset, USDC for credit/debt. */
function payoutOf(
  ctx: ExchangeContext,
  terms: StakingTerms,
  amount: string,
): { asset: string; amount: string } {
  const product = terms.product;
  if (product.exchange)
    return { asset: product.coin, amount: stakingConversion(amount, product.exchange.reverse) };
  if (product.type === STAKE_MODE.CREDIT_DEBT && terms.coin !== DEFAULT_DEBT_REDEEM_COIN) {
    // §9 default debt redeem coin: paid at the two coins' USDT prices (USD-like coins count 1).
    const price = (coin: string) => {
      const quoted = ctx.data.prices[`${coin}_USDT`];
      if (quoted === undefined && isNonUsdAsset(coin)) refuse(`no price for ${coin}`);
      return quoted ?? '1';
    };
    const rate = dec(price(terms.coin))
      .div(dec(price(DEFAULT_DEBT_REDEEM_COIN)))
      .toString();
    return { asset: DEFAULT_DEBT_REDEEM_COIN, amount: stakingConversion(amount, rate) };
  }
  return { asset: terms.positionAsset, amount };
}

/** §7 coin-redeem: standard (quick 0) or fast (quick 1) redemption; answers data.redeem_stamp. */
export function redeem(request: SandboxRequest, ctx: ExchangeContext): HandlerAnswer {
  const action = readAction(request, STAKING_ACTION.REDEEM);
  const quick = readFlag(action.body, 'quick');
  const terms = resolveTerms(ctx, action.coin, action.pid, true);
  const product = terms.product;
  assertFundsUnlocked(ctx, 'redeem');
  if (!isRedeemAllowed(product.extra.redeem_control))
    refuse(`redemption of ${product.name} is paused (redeem_control)`);
  const position = findPosition(ctx, terms.coin, terms.pid);
  const quota = fastQuotaLeft(ctx, product);
  if (quick === 1) {
    const available = isFastRedeemAvailable({
      redeemQuick: product.extra.redeem_quick,
      dailyQuota: quota,
      minRedeemAmount: terms.minRedeem,
    });
    if (!available) {
      refuse(
        product.extra.redeem_quick
          ? `today's fast redemption quota is used up (${quota} left); use standard redemption`
          : `${product.name} has no fast redemption`,
      );
    }
  }
  // The form's own rule (§5, redeem_quick_daily included): the same words the customer saw.
  const check = checkStakingRedeem({
    amount: action.amount,
    coin: terms.positionAsset,
    minAmount: terms.minRedeem,
    redeemable: positionAmount(position),
    fastQuota: quick === 1 ? quota : null,
  });
  if (check.error) refuse(englishOf(check.error));
  if (!check.canRedeem || !position) refuse('redemption refused');

  const now = ctx.now();
  const { fee, received } = stakingRedeemFee(
    action.amount,
    quick ? product.extra.redeem_quick_fee : product.extra.redeem_fee,
  );
  const payout = payoutOf(ctx, terms, received);
  takeFromTranches(position, action.amount);
  moveFunds(ctx.data, {
    asset: terms.positionAsset,
    from: STAKING_ACCOUNT,
    to: STAKING_REDEEMING_ACCOUNT,
    amount: action.amount,
    reason: quick ? 'redeem-fast' : 'redeem',
  });
  if (dec(fee).gt(0)) {
    const shown = record(ctx, terms, {
      asset: terms.positionAsset,
      type: HISTORY_TYPE.REDEEM,
      amount: fee,
      principal: action.amount,
      sub_business: STAKING_SUB_BUSINESS.FEE,
    });
    bookExternal(ctx.data, {
      asset: terms.positionAsset,
      account: STAKING_REDEEMING_ACCOUNT,
      delta: dec(fee).negated().toString(),
      reason: 'fee',
      historyId: Number(shown.id),
    });
  }
  if (quick) {
    const slice = stakingSlice(ctx);
    const today = utcDay(now);
    const used = slice.quickUsed[product.key];
    const before = used && used.day === today ? used.used : '0';
    slice.quickUsed[product.key] = { day: today, used: dec(before).plus(dec(action.amount)).toString() };
  }
  const arriveAtMs = quick
    ? fastArrivalMs(now, product.extra.redeem_quick_long)
    : standardArrivalMs(
        now,
        redemptionSpan({
          income_days: terms.incomeDays,
          redeem_minday: product.extra.redeem_minday,
          redeem_maxday: product.extra.redeem_maxday,
        }),
      );
  const pending: PendingStakingRedemption = {
    id: ctx.nextId(),
    coin: terms.coin,
    pid: terms.pid,
    asset: terms.positionAsset,
    amount: received,
    payoutAsset: payout.asset,
    payoutAmount: payout.amount,
    arriveAtMs,
    quick,
  };
  stakingSlice(ctx).redemptions.push(pending);
  // An immediate redemption arrives now: the clock only runs rules strictly after the present.
  if (arriveAtMs <= now) arriveRedemption(ctx, pending.id);
  return ok({
    redeem_stamp: msToSeconds(arriveAtMs),
    coin: terms.coin,
    pid: terms.pid,
    amount: action.amount,
    fee,
    received,
    receive_coin: payout.asset,
    receive_amount: payout.amount,
  });
}

/** A redemption arriving (§3 redeem_stamp): the waiting amount goes to spot, converted if needed. */
export function arriveRedemption(ctx: ExchangeContext, id: number): void {
  const slice = stakingSlice(ctx);
  const pending = slice.redemptions.find((r) => r.id === id);
  if (!pending) return;
  slice.redemptions = slice.redemptions.filter((r) => r.id !== id);
  if (!dec(pending.amount).gt(0)) return;
  const terms = resolveTerms(ctx, pending.coin, pending.pid, true);
  if (pending.payoutAsset === pending.asset) {
    moveFunds(ctx.data, {
      asset: pending.asset,
      from: STAKING_REDEEMING_ACCOUNT,
      to: SPOT,
      amount: pending.amount,
      reason: 'redeem-arrival',
    });
    record(ctx, terms, { asset: pending.asset, type: HISTORY_TYPE.REDEEM, amount: pending.amount });
    return;
  }
  convert(ctx, terms, {
    type: HISTORY_TYPE.REDEEM,
    out: { asset: pending.asset, account: STAKING_REDEEMING_ACCOUNT, amount: pending.amount },
    into: { asset: pending.payoutAsset, account: SPOT, amount: pending.payoutAmount },
  });
}
