/**
 * The staking flows without React (§2 "Stake dialog" and "Redeem dialog", §3, §4, §5): the
 * sources of return, the bonus and its status, the redemption span, what can be staked (available,
 * cap, estimate), what a redemption costs (fast or standard, fee percent) and the requests.
 * `useStakingProduct`, `useStakeForm` and `useStakeRedeemForm` wire reads and actions around it.
 */
import type { StakingProduct, StakingTrendPoint, StakingUserInfo } from '../api/types';
import { DEFAULT_DEBT_REDEEM_COIN } from '../domain/assets';
import { dec } from '../domain/decimal';
import {
  BONUS_STATUS,
  type BonusStatus,
  STAKE_MODE,
  STAKING_REDEEM_TYPE,
  type StakeMode,
  type StakingRedeemType,
} from '../domain/enums';
import type { StakingProductType } from '../domain/links';
import {
  bonusStatus,
  type StakingCap,
  type StakingLadderTier,
  stakingAvailable,
  stakingCap,
  stakingCommissionPercent,
  stakingDailyEstimate,
} from '../domain/staking';
import { isFastRedeemAvailable, type RedemptionSpan, redemptionSpan } from '../domain/stakingRedeem';

// In the domain, so the frame's first module can make the widget's reads without the flows.
export { NO_PID, sourceField } from '../domain/stakingSource';

/** A source of return (§3 defi list by pid, debt list by id) as the protocol selector shows it. */
export interface StakingSource {
  readonly pid: string;
  readonly name: string;
  /** PERCENT. */
  readonly rate: string;
}

/** Every source of return of a product: its DeFi protocols, then its debt protocols (§3). */
export function stakingSources(product: StakingProduct | undefined): StakingSource[] {
  if (!product) return [];
  const defi = (product.defi ?? []).map((s) => ({ pid: String(s.pid), name: s.protocol_name, rate: s.rate }));
  const debt = (product.debt ?? []).map((s) => ({
    pid: String(s.id),
    name: s.protocol_name,
    rate: s.base_rate,
  }));
  return [...defi, ...debt];
}

/** The extra bonus of a product (§3 extra_interest) with its §4 status. */
export interface StakingBonus {
  readonly status: BonusStatus;
  readonly startTime: number;
  readonly endTime: number;
  readonly rewardCoin: string;
  readonly tiers: readonly StakingLadderTier[];
  /** §3 extra_interest_task: a web3-task bonus product sends the customer to its tasks. */
  readonly taskHref: string | null;
}

/**
 * The product's extra bonus, or null. The server's status is read first: it is decided on the
 * exchange's clock, which a browser's may not match; the window is the fallback when the status is
 * missing or unknown.
 */
export function stakingBonus(product: StakingProduct | undefined, nowMs: number): StakingBonus | null {
  const extra = product?.extra_interest;
  if (!product || !extra) return null;
  const known = Object.values(BONUS_STATUS) as string[];
  const status = known.includes(String(extra.status))
    ? (String(extra.status) as BonusStatus)
    : bonusStatus(extra, nowMs);
  return {
    status,
    startTime: extra.start_time,
    endTime: extra.end_time,
    rewardCoin: extra.reward_coin,
    tiers: extra.interest,
    taskHref: product.extra_interest_task?.jump_web || null,
  };
}

/** §4 the redemption span of a product, or null before it loads. */
export function stakingSpan(product: StakingProduct | undefined): RedemptionSpan | null {
  if (!product) return null;
  return redemptionSpan({
    income_days: product.income_days,
    redeem_minday: product.extra?.redeem_minday ?? 0,
    redeem_maxday: product.extra?.redeem_maxday ?? 0,
    redeem_period_txt: product.extra?.redeem_period_txt ?? null,
  });
}

/** §3 type: the stake mode of a product; staking until it loads. */
export function stakingMode(product: StakingProduct | undefined): StakeMode {
  return (product?.type ?? STAKE_MODE.STAKING) as StakeMode;
}

/**
 * §2 product-type of the staking holdings links (0 or 1). The spec gives the two values without
 * naming them; we send 1 for a DeFi (protocol) product and 0 for the others.
 */
export function stakingProductType(product: StakingProduct | undefined): StakingProductType {
  return product?.is_defi ? 1 : 0;
}

/** §5 the cap of a stake: the customer's own once known; an unlimited product's even logged out. */
export function stakeCap(
  product: StakingProduct | undefined,
  userInfo: StakingUserInfo | undefined,
  loggedIn: boolean,
): StakingCap | undefined {
  if (!product) return undefined;
  const staked = userInfo?.mortgage_amount;
  if (staked !== undefined)
    return stakingCap({
      personalLimit: product.personal_mortgage_limit,
      crowdLimit: product.crowd_mortgage_limit,
      isCrowd: Boolean(userInfo?.is_crowd),
      staked,
    });
  if (product.personal_mortgage_limit === '-1' || !loggedIn)
    return stakingCap({ personalLimit: product.personal_mortgage_limit, staked: '0' });
  return undefined;
}

/** §5 available to stake, once the balance, the loans and the coin's settings are known. */
export function stakeAvailable(
  balance: string | undefined,
  loans: Record<string, string> | undefined,
  coinSupportsStaking: boolean | undefined,
  coin: string,
): string | undefined {
  if (balance === undefined || loans === undefined || coinSupportsStaking === undefined) return undefined;
  return stakingAvailable({ balance, loans: loans[coin] ?? '0', coinSupportsStaking });
}

/** The estimated daily reward of the amount (§5): base rate plus the ladder bonus while it runs. */
export interface StakeEstimate {
  readonly base: string;
  readonly bonus: string;
  readonly total: string;
}

/** The extra bonus pays now (the server says it is processing, §4): its ladder adds to a stake's reward. */
export function bonusPaysNow(bonus: StakingBonus | null): bonus is StakingBonus {
  return bonus?.status === BONUS_STATUS.PROCESSING;
}

/**
 * §5 estimate of a checked amount (a failing one counts as 0): net of the product's commission at
 * the customer's VIP discount, plus the ladder while the server says the bonus is processing.
 */
export function stakeEstimate(
  amount: string,
  product: StakingProduct | undefined,
  bonus: StakingBonus | null,
  vipSale: string | null = null,
): StakeEstimate {
  return stakingDailyEstimate({
    amount,
    ratePercent: product?.base_rate ?? '0',
    feePercent: stakingFeePercent(product),
    vipSale,
    ladder: bonusPaysNow(bonus) ? bonus.tiers : null,
  });
}

/** The estimate of nothing staked (§5: a refused or empty amount counts as 0), whatever the product. */
export const NO_STAKE_ESTIMATE: StakeEstimate = /* @__PURE__ */ stakeEstimate('0', undefined, null);

/**
 * The commission of a product, PERCENT: §3 lists fee_rate on the reward entries of a protocol's
 * sources; a product answered for one source (or a single-source product) carries it as its own
 * fee_rate (our reading, README "Staking commission"). Absent, no commission is taken.
 */
export function stakingFeePercent(product: StakingProduct | undefined): string {
  return product?.fee_rate || '0';
}

/** Staking converts or pays out another coin (exchange type, credit debt), so it is confirmed first. */
export function stakeNeedsConfirmation(exchangeType: boolean, mode: StakeMode): boolean {
  return exchangeType || mode === STAKE_MODE.CREDIT_DEBT;
}

/** What a redemption pays in: USDC for credit/debt (§9), else the coin. */
export function redeemPayoutCoin(mode: StakeMode, coin: string): string {
  return mode === STAKE_MODE.CREDIT_DEBT ? DEFAULT_DEBT_REDEEM_COIN : coin;
}

/** Fast redemption as a product offers it (§3 extra.redeem_quick, redeem_quick_daily; §5). */
export interface FastRedeem {
  /** The product offers fast redemption at all. */
  offered: boolean;
  /** It may be chosen now. */
  available: boolean;
  /** §3 redeem_quick_daily ('-1' unlimited). */
  quota: string;
}

export function fastRedeem(product: StakingProduct | undefined): FastRedeem {
  const quota = product?.redeem_quick_daily ?? '0';
  const available = product
    ? isFastRedeemAvailable({
        redeemQuick: product.extra?.redeem_quick,
        dailyQuota: quota,
        minRedeemAmount: product.min_redeem_amount,
      })
    : false;
  return { offered: Boolean(product?.extra?.redeem_quick), available, quota };
}

/** The type in force: a fast choice no longer possible (the quota ran out meanwhile) falls back to standard. */
export function redeemTypeInForce(chosen: StakingRedeemType, fast: FastRedeem): StakingRedeemType {
  return chosen === STAKING_REDEEM_TYPE.FAST && !fast.available ? STAKING_REDEEM_TYPE.STANDARD : chosen;
}

/** §3 the fee percent of a redemption type. */
export function redeemFeePercent(product: StakingProduct | undefined, type: StakingRedeemType): string {
  return (
    (type === STAKING_REDEEM_TYPE.FAST ? product?.extra?.redeem_quick_fee : product?.extra?.redeem_fee) ?? '0'
  );
}

/** §3 redeem_stamp of an answer: the expected arrival in seconds, when the server names one. */
export function redeemStamp(stamp: unknown): number | null {
  return typeof stamp === 'number' && stamp > 0 ? stamp : null;
}

/** A VIP discount row of a staking product (§3 vip_config), as the rate details show it. */
export interface StakingVipTier {
  readonly minTier: number;
  readonly maxTier: number;
  /** The discount on the commission, as the API sends it. */
  readonly sale: string;
  /** This row is the customer's tier. */
  readonly mine: boolean;
}

/** A bonus ladder tier (§3 extra_interest.interest), as the ladder table shows it. */
export interface StakingLadderRow {
  readonly min: string;
  /** null when the tier has no upper bound (money_max −1 or blank). */
  readonly max: string | null;
  /** PERCENT. */
  readonly rate: string;
}

/** What the staking dialogs show of a product (§2, §3): its figures in the widgets' terms. */
export interface StakingProductView {
  /** The APR in force, PERCENT. */
  readonly rate: string;
  /** PERCENT. */
  readonly baseRate: string;
  /** The bonus part of the APR while it runs (rate − base), PERCENT; '0' otherwise. */
  readonly extraRate: string;
  readonly minStake: string;
  readonly minRedeem: string;
  readonly rewardCoin: string;
  /** Exchange type: the asset per coin staked, and back (§3 exchange_rate, exchange_rate_reverse). */
  readonly exchangeRate: string;
  readonly exchangeRateReverse: string;
  readonly rewardDelayDays: number;
  readonly interestDays: number;
  /** The product's own note, or ''. */
  readonly tips: string;
  /** How long a fast redemption takes, in minutes (§3 extra.redeem_quick_long). */
  readonly fastMinutes: number;
  /** The fee percent of each redemption type (§3 extra.redeem_fee, redeem_quick_fee). */
  readonly fees: Readonly<Record<StakingRedeemType, string>>;
  readonly vipTiers: readonly StakingVipTier[];
  /** §3 fee_rate: PERCENT of the base reward kept as commission ('0' when none). */
  readonly commission: string;
  /** The commission after the customer's VIP discount (fee_rate × vip_sale), PERCENT. */
  readonly yourCommission: string;
  /** The bonus ladder, when the product has one. */
  readonly ladder: readonly StakingLadderRow[];
}

/** The view of a product for a customer on `tier` (§3, §5 vip_config, §4 bonus status). */
export function stakingProductView(
  product: StakingProduct,
  bonus: StakingBonus | null,
  mine: { min_tier: number; max_tier: number; vip_sale: string } | null,
): StakingProductView {
  const running = bonusPaysNow(bonus);
  const commission = stakingFeePercent(product);
  return {
    rate: product.rate,
    baseRate: product.base_rate,
    extraRate: running ? dec(product.rate).minus(dec(product.base_rate)).toString() : '0',
    minStake: product.min_mortgage_amount,
    minRedeem: product.min_redeem_amount,
    rewardCoin: product.reward_coin,
    exchangeRate: product.exchange_rate,
    exchangeRateReverse: product.exchange_rate_reverse,
    rewardDelayDays: product.reward_delay_days,
    interestDays: product.interest_days,
    tips: product.tips || '',
    fastMinutes: product.extra?.redeem_quick_long ?? 0,
    fees: {
      [STAKING_REDEEM_TYPE.STANDARD]: redeemFeePercent(product, STAKING_REDEEM_TYPE.STANDARD),
      [STAKING_REDEEM_TYPE.FAST]: redeemFeePercent(product, STAKING_REDEEM_TYPE.FAST),
    },
    vipTiers: product.vip_config.map((row) => ({
      minTier: row.min_tier,
      maxTier: row.max_tier,
      sale: row.vip_sale,
      mine: row === mine,
    })),
    commission,
    yourCommission: stakingCommissionPercent({ feePercent: commission, vipSale: mine?.vip_sale ?? null }),
    ladder: (bonus?.tiers ?? []).map((tier) => ({
      min: tier.money_min,
      max: tier.money_max === '-1' || tier.money_max === '' ? null : tier.money_max,
      rate: tier.money_rate,
    })),
  };
}

/** The APR trend of a product (§2, §3 "Trend point") as the chart draws it: base, and extra when there is a bonus coin. */
export interface StakingTrendView {
  readonly rewardCoin: string;
  /** The bonus coin; '' when the product has none (no extra line). */
  readonly extraCoin: string;
  readonly base: readonly { time: number; value: string }[];
  readonly extra: readonly { time: number; value: string }[];
}

export function stakingTrendView(points: readonly StakingTrendPoint[], coin: string): StakingTrendView {
  return {
    rewardCoin: points[points.length - 1]?.reward_coin ?? coin,
    extraCoin: points.find((p) => p.extra_coin)?.extra_coin ?? '',
    base: points.map((p) => ({ time: p.time, value: p.base_rate })),
    extra: points.map((p) => ({ time: p.time, value: p.extra_rate })),
  };
}
