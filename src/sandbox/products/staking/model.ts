import type { StakingReward, StakingVipConfig } from '../../../api/types';
import { dec, type StakeMode } from '../../../domain';
import type { ExchangeContext } from '../../module';
import { refuse } from '../../module';

/**
 * The staking module's state (plain JSON, amounts as strings) and the lookups every staking file
 * shares: which product and source of return a (coin, pid) names, and the terms that apply to it.
 *
 * A product is one staking offer for one coin. Single-source products (token, web3-task) have no
 * pid: the client leaves pid out (§7: omitted when −1) and the sandbox keys them as pid −1.
 * Protocol (DeFi) products list several sources with a pid each; credit/debt products list debt
 * sources whose `id` plays the role of pid in every call.
 */

/** The §1 product families the sandbox offers. */
export type StakingFamily = 'token' | 'protocol' | 'web3-task' | 'credit-debt';

/** §3 extra_interest as configured; `status` is derived from the clock when answered. */
export interface ExtraInterestConfig {
  max_interest: string;
  reward_coin: string;
  /** Seconds. */
  start_time: number;
  /** Seconds. */
  end_time: number;
  interest: Array<{ money_min: string; money_max: string; money_rate: string }>;
}

/** One source of return of a protocol or credit/debt product (§3 defi / debt list entry). */
export interface StakingSourceConfig {
  /** The pid of a DeFi source, the id of a debt source. */
  pid: number;
  protocol_name: string;
  /** PERCENT: the APR rewards accrue at. */
  base_rate: string;
  /** The sandbox's sources pay one reward coin each (§3 allows a list; the rate is not split). */
  reward: StakingReward;
  extra_interest: ExtraInterestConfig | null;
}

/** §3 extra (redemption terms). Flags are 0/1. */
export interface StakingExtraConfig {
  redeem_period_txt: string;
  redeem_quick: 0 | 1;
  /** Minutes a fast redemption takes. */
  redeem_quick_long: number;
  /** PERCENT. */
  redeem_quick_fee: string;
  /** PERCENT. */
  redeem_fee: string;
  /** Any entry with redeem 0 pauses redemption of the product. */
  redeem_control: Array<{ redeem: 0 | 1 }>;
  redeem_minday: number;
  redeem_maxday: number;
}

/** A staking product as the sandbox keeps it (the §3 answer is built from it in views.ts). */
export interface StakingProductConfig {
  /** Stable name of the product, for the fast quota and seeded data. */
  key: string;
  family: StakingFamily;
  /** The coin staked (§3 mortgage_coin is this one coin). */
  coin: string;
  /** Shown as protocol_name of a single-source product's balance row. */
  name: string;
  /** §3 type = §4 stake mode. */
  type: StakeMode;
  reward_coin: string;
  /** PERCENT. */
  base_rate: string;
  /**
   * PERCENT of the rewards the exchange keeps as commission (§3 reward list fee_rate); the VIP
   * discount (vip_sale, a multiplier) lowers it.
   */
  fee_rate: string;
  vip_config: StakingVipConfig[];
  min_mortgage_amount: string;
  min_redeem_amount: string;
  /** −1 unlimited. */
  personal_mortgage_limit: string;
  /** −1 unlimited. */
  crowd_mortgage_limit: string;
  reward_delay_days: number;
  interest_days: number;
  income_days: number;
  /** 1: borrowed (unified-account) funds may be staked; 0: loans are subtracted from available. */
  borrow_support: 0 | 1;
  /**
   * An exchange-type asset (§3 exchange_type 'asset'): staking `coin` gives a position in `asset`
   * at `rate` (asset per coin); redeeming pays `coin` back at `reverse` (coin per asset).
   */
  exchange: { asset: string; rate: string; reverse: string } | null;
  extra_interest: ExtraInterestConfig | null;
  /** '' none, 'ladder' a bonus campaign, 'task' a web3-task bonus. */
  extra_interest_type: '' | 'ladder' | 'task';
  extra_interest_task: { interest_key: string; jump_web: string } | null;
  extra: StakingExtraConfig;
  /** The fast-redemption quota per day; −1 unlimited. */
  quick_daily_quota: string;
  /** Several sources of return (protocol: 'defi', credit/debt: 'debt'), or null. */
  sources: { kind: 'defi' | 'debt'; list: StakingSourceConfig[] } | null;
  agreement: string;
  tips: string;
}

/** Principal staked at one time; it keeps its own accrual start. */
export interface StakingTranche {
  id: number;
  /** In the position asset. */
  amount: string;
  stakedAtMs: number;
  /** First instant of the first day that earns (rules.ts accrualStartMs). */
  earnFromMs: number;
}

/** The customer's position in one (coin, pid). */
export interface StakingPosition {
  coin: string;
  pid: number;
  /** What the position is held in: the coin, or the exchange-type asset. */
  asset: string;
  tranches: StakingTranche[];
}

/** A reward accrued for a day and waiting for its payment day (interest_days > 0). */
export interface PendingStakingReward {
  id: number;
  coin: string;
  pid: number;
  payAtMs: number;
  kind: 'reward' | 'extra';
  rewardCoin: string;
  amount: string;
  /** PERCENT, for the record. */
  rate: string;
  /** The principal that earned it. */
  principal: string;
}

/** A redemption on its way: fee already taken, `amount` of the position asset waiting. */
export interface PendingStakingRedemption {
  id: number;
  coin: string;
  pid: number;
  /** The position asset (ledger asset of the redeeming account). */
  asset: string;
  /** What waits in the redeeming account (redeemed amount minus fee). */
  amount: string;
  /** What arrives in spot, and in which asset (differs for exchange-type and credit/debt). */
  payoutAsset: string;
  payoutAmount: string;
  arriveAtMs: number;
  quick: 0 | 1;
}

/** A daily reward as coin-user-profit-records lists it (no §3 shape is given; these fields are ours). */
export interface StakingProfitRecord {
  id: number;
  coin: string;
  pid: number;
  protocol_name: string;
  reward_coin: string;
  amount: string;
  /** PERCENT the amount was paid at. */
  rate: string;
  /** 'reward' base reward, 'extra' bonus campaign. */
  type: 'reward' | 'extra';
  /** Seconds. */
  time: number;
}

/** The staking module's state. */
export interface StakingSlice {
  products: StakingProductConfig[];
  positions: StakingPosition[];
  pendingRewards: PendingStakingReward[];
  redemptions: PendingStakingRedemption[];
  profitRecords: StakingProfitRecord[];
  /** Outstanding loans per coin (§7 user-loans); a liability, so not on the ledger. */
  loans: Record<string, string>;
  /** Fast quota used per product key on a UTC day (index = ms / DAY_MS). */
  quickUsed: Record<string, { day: number; used: string }>;
  /** §3 is_crowd: the crowd limit binds instead of the personal one. */
  isCrowd: boolean;
}

export const STAKING = 'staking';
/** Ledger accounts: staked principal, and redemptions on their way (after fees). */
export const STAKING_ACCOUNT = 'staking';
export const STAKING_REDEEMING_ACCOUNT = 'staking-redeeming';
/** pid of a single-source product (§3 currentId −1 none). */
export const NO_PID = -1;

/** The staking slice. */
export function stakingSlice(ctx: ExchangeContext): StakingSlice {
  return ctx.slice<StakingSlice>(STAKING);
}

/** The terms that apply to one (product, source): the source's values where it has them. */
export interface StakingTerms {
  product: StakingProductConfig;
  source: StakingSourceConfig | null;
  coin: string;
  pid: number;
  protocolName: string;
  /** The ledger asset of the position. */
  positionAsset: string;
  rewardCoin: string;
  baseRate: string;
  feeRate: string;
  vipConfig: StakingVipConfig[];
  minMortgage: string;
  minRedeem: string;
  rewardDelayDays: number;
  interestDays: number;
  incomeDays: number;
  extraInterest: ExtraInterestConfig | null;
}

/** Terms of a product and one of its sources (null for a single-source product). */
export function termsOf(product: StakingProductConfig, source: StakingSourceConfig | null): StakingTerms {
  return {
    product,
    source,
    coin: product.coin,
    pid: source?.pid ?? NO_PID,
    protocolName: source?.protocol_name ?? product.name,
    positionAsset: product.exchange?.asset ?? product.coin,
    rewardCoin: source?.reward.reward_coin ?? product.reward_coin,
    baseRate: source?.base_rate ?? product.base_rate,
    feeRate: source?.reward.fee_rate ?? product.fee_rate,
    vipConfig: source?.reward.vip_config ?? product.vip_config,
    minMortgage: product.min_mortgage_amount,
    minRedeem: source?.reward.min_redeem_amount ?? product.min_redeem_amount,
    rewardDelayDays: source?.reward.reward_delay_days ?? product.reward_delay_days,
    interestDays: source?.reward.interest_delay_days ?? product.interest_days,
    incomeDays: source?.reward.income_days ?? product.income_days,
    extraInterest: source ? source.extra_interest : product.extra_interest,
  };
}

/** Reads an optional pid (query or body); absent, blank or −1 mean none (§7). */
export function readPid(value: unknown): number {
  if (value === undefined || value === null || value === '') return NO_PID;
  const text = String(value).trim();
  if (!/^-?\d+$/.test(text)) refuse('pid must be an integer');
  const pid = Number.parseInt(text, 10);
  return pid < 0 ? NO_PID : pid;
}

/** The products of a coin (case-insensitive, as §9's coin rules are). */
export function productsOf(ctx: ExchangeContext, coin: string): StakingProductConfig[] {
  const symbol = coin.trim().toUpperCase();
  return stakingSlice(ctx).products.filter((p) => p.coin === symbol);
}

/**
 * The product and source a (coin, pid) names. Without a pid: the coin's single-source product or,
 * when `requireSource` is false (reads), its first product so the UI can offer the source selector.
 * A stake or redeem on a multi-source product without a pid is refused: the server cannot guess.
 */
export function resolveTerms(
  ctx: ExchangeContext,
  coin: string,
  pid: number,
  requireSource: boolean,
): StakingTerms {
  const products = productsOf(ctx, coin);
  if (products.length === 0) refuse(`${coin.toUpperCase()} has no staking product`);
  if (pid === NO_PID) {
    const single = products.find((p) => p.sources === null);
    if (single) return termsOf(single, null);
    if (requireSource) refuse(`choose a source of return (pid) for ${coin.toUpperCase()} staking`);
    return termsOf(products[0] as StakingProductConfig, null);
  }
  for (const product of products) {
    const source = product.sources?.list.find((s) => s.pid === pid);
    if (source) return termsOf(product, source);
  }
  return refuse(`${coin.toUpperCase()} staking has no source of return ${pid}`);
}

/** The customer's position for a (coin, pid), created empty on demand. */
export function positionOf(ctx: ExchangeContext, terms: StakingTerms): StakingPosition {
  const positions = stakingSlice(ctx).positions;
  let position = positions.find((p) => p.coin === terms.coin && p.pid === terms.pid);
  if (!position) {
    position = { coin: terms.coin, pid: terms.pid, asset: terms.positionAsset, tranches: [] };
    positions.push(position);
  }
  return position;
}

/** Sum of decimal strings. */
export function sumOf(values: readonly string[]): string {
  return values.reduce((acc, v) => acc.plus(dec(v)), dec('0')).toString();
}

/** What a position holds (§3 mortgage_amount), in the position asset. */
export function positionAmount(position: StakingPosition | undefined): string {
  return sumOf(position?.tranches.map((t) => t.amount) ?? []);
}

/** The existing position of a (coin, pid), if any. */
export function findPosition(ctx: ExchangeContext, coin: string, pid: number): StakingPosition | undefined {
  return stakingSlice(ctx).positions.find((p) => p.coin === coin && p.pid === pid);
}
