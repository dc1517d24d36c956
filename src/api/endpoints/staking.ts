import { familyAccessor } from '../families';
import { STAKING_ROUTES } from '../routeTables';
import type { CallOptions, MoneyCallOptions, Transport } from '../transport';
import type {
  Id,
  Page,
  StakingBalance,
  StakingFaqItem,
  StakingLoans,
  StakingProduct,
  StakingProfitRecord,
  StakingRedeemResult,
  StakingStatistics,
  StakingTrendPoint,
  StakingUserInfo,
} from '../types';
import { reads, readsAll } from './reads';

/** §7 "the shared stake/redeem action": what the caller gives for a stake. */
export interface StakeInput {
  coin: string;
  amount: string;
  /** Protocol (source of return); -1 means none and is left out of the body (§3 currentId). */
  pid?: Id;
}

/** What the caller gives for a staking redeem. */
export interface StakingRedeemInput extends StakeInput {
  /** §7: 1 fast, 0 standard. */
  quick: 0 | 1;
}

/** The body §7 describes for the shared action, as sent. */
export interface StakingActionBody {
  /** 0 stake, 1 redeem (§4). */
  side: 0 | 1;
  amount: string;
  coin: string;
  pid?: Id;
  /** 1 under the VIP theme (§7). */
  src?: 1;
  quick?: 0 | 1;
}

/** §7 Staking calls (base /apiw/v2/earn/staking). */
export interface StakingEndpoints {
  /** GET coin-lines (coin, pid, limit, page): APR trend. */
  coinLines(
    query: { coin: string; pid?: Id; limit: number; page: number },
    call?: CallOptions,
  ): Promise<StakingTrendPoint[]>;
  /** GET coin-defi-lines (coin, limit, page). */
  defiLines(
    query: { coin: string; limit: number; page: number },
    call?: CallOptions,
  ): Promise<StakingTrendPoint[]>;
  /** POST coin-swap-verify: stake (side 0). Money-moving; `src=1` under VIP. */
  stake(input: StakeInput, money: MoneyCallOptions): Promise<unknown>;
  /** POST coin-redeem: redeem (side 1, quick). Money-moving; resolves data.redeem_stamp. */
  redeem(input: StakingRedeemInput, money: MoneyCallOptions): Promise<StakingRedeemResult>;
  /** GET statistics (coin, optional pid). */
  statistics(query: { coin: string; pid?: Id }, call?: CallOptions): Promise<StakingStatistics>;
  /** GET coin-user-info (coin, pid). */
  userInfo(query: { coin: string; pid?: Id }, call?: CallOptions): Promise<StakingUserInfo>;
  /** GET balances (coin, hide_zero_hold 1); the balance read uses data[0].mortgage_amount (§7). */
  balances(query: { coin: string; hide_zero_hold: 0 | 1 }, call?: CallOptions): Promise<StakingBalance[]>;
  /** GET coin-user-profit-records (coin, page, limit, to = end of today). */
  profitRecords(
    query: { coin: string; page: number; limit: number; to: number },
    call?: CallOptions,
  ): Promise<Page<StakingProfitRecord>>;
  /** GET lock-balances. */
  lockBalances(call?: CallOptions): Promise<unknown>;
  /** GET product (coin, pid). */
  product(query: { coin: string; pid?: Id }, call?: CallOptions): Promise<StakingProduct>;
  /** GET user-loans (coin). */
  userLoans(query: { coin: string }, call?: CallOptions): Promise<StakingLoans>;
  /** GET coin-ask (pid, coin): FAQ list. */
  faq(query: { pid?: Id; coin: string }, call?: CallOptions): Promise<StakingFaqItem[]>;
}

/** §7: pid is omitted when -1 (no protocol); src=1 only under the VIP theme. */
export function stakingActionBody(
  side: 0 | 1,
  input: StakeInput & { quick?: 0 | 1 },
  vip: boolean,
): StakingActionBody {
  const body: StakingActionBody = { side, amount: input.amount, coin: input.coin };
  if (input.pid !== undefined && String(input.pid) !== '-1') body.pid = input.pid;
  if (vip) body.src = 1;
  if (side === 1) body.quick = input.quick ?? 0;
  return body;
}

/** Builds `client.staking`. */
export function createStakingEndpoints(t: Transport): StakingEndpoints {
  return {
    coinLines: reads(t, STAKING_ROUTES.stakingCoinLines),
    defiLines: reads(t, STAKING_ROUTES.stakingDefiLines),
    stake: (input, { signal, ...money }) =>
      t.request({
        route: STAKING_ROUTES.stakingStake,
        body: stakingActionBody(0, input, t.vip),
        money,
        signal,
      }),
    redeem: (input, { signal, ...money }) =>
      t.request({
        route: STAKING_ROUTES.stakingRedeem,
        body: stakingActionBody(1, input, t.vip),
        money,
        signal,
      }),
    statistics: reads(t, STAKING_ROUTES.stakingStatistics),
    userInfo: reads(t, STAKING_ROUTES.stakingUserInfo),
    balances: reads(t, STAKING_ROUTES.stakingBalances),
    profitRecords: reads(t, STAKING_ROUTES.stakingProfitRecords),
    lockBalances: readsAll(t, STAKING_ROUTES.stakingLockBalances),
    product: reads(t, STAKING_ROUTES.stakingProduct),
    userLoans: reads(t, STAKING_ROUTES.stakingUserLoans),
    faq: reads(t, STAKING_ROUTES.stakingFaq),
  };
}

/** `client.staking`, and the reason its calls are in the bundle (see familyAccessor). */
export const stakingApi = /* @__PURE__ */ familyAccessor('staking', createStakingEndpoints);
