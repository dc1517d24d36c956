import type { RateYearType, RewardPoolType } from '../../../api/types';
import { DAY_MS, HOUR_MS, RATE_YEAR_TYPE, REWARD_POOL_TYPE } from '../../../domain';

/**
 * The launch pool catalogue of the sandbox: three projects, one per §4 state, so every screen state
 * can be shown. Times are whole hours (rewards are hourly, see launchPool/rules.ts), placed relative
 * to the exchange's start so each run sees the same relations whatever `now` is.
 */

/** A §3 reward pool as the sandbox keeps it (amounts are strings; `left` moves with stakes). */
export interface RewardPoolConfig {
  rid: number;
  /** §3 coin: the coin staked into the pool. */
  coin: string;
  /** The coin its hourly rewards are paid in (the project's coin); not a §3 field. */
  rewardCoin: string;
  personal_min_amount: string;
  personal_max_amount: string;
  decimal_place: number;
  /** §3 buy_total_amount: the pool's total quota, across every customer. */
  buy_total_amount: string;
  /** §3 left_buy_total_amount: what is left of the total quota; stakes take from it, redeems give back. */
  left_buy_total_amount: string;
  /** Reward coin per staked coin per year, as a fraction (see launchPool/rules.ts). */
  rate_year: string;
  rate_year_type: RateYearType;
  reward_pool_type: RewardPoolType;
}

/** A §3 launch pool project plus its end, which §3 does not list but the §4 state needs. */
export interface LaunchPoolProjectConfig {
  pid: number;
  coin: string;
  icon: string;
  startMs: number;
  endMs: number;
  pools: RewardPoolConfig[];
}

/** Project ids of the catalogue, for stories and tests. */
export const LAUNCH_POOL_PIDS = { IN_PROGRESS: 1, NOT_STARTED: 2, COMPLETED: 3 } as const;

/** Reward pool ids of the catalogue. */
export const LAUNCH_POOL_RIDS = {
  /** In progress, lock pool, stakes GT. */
  GT_LOCK: 11,
  /** In progress, lock pool, stakes USDT; the one 'sold-out' uses up. */
  USDT_LOCK: 12,
  /** In progress, lock pool, stakes USDC (a coin without launch pool support: borrowed is excluded). */
  USDC_LOCK: 13,
  /** In progress, multi-mining pool: shown, never staked into (§2). */
  MULTI_MINING: 14,
  /** Not started, lock pool, stakes GT. */
  UPCOMING_GT_LOCK: 21,
  /** Completed, lock pool, stakes USDT. */
  FINISHED_USDT_LOCK: 31,
} as const;

const ICON_BASE = 'https://sandbox.test/icons';

function lockPool(
  rid: number,
  coin: string,
  rewardCoin: string,
  limits: { min: string; max: string; decimals: number; total: string; left: string; rate: string },
  rateYearType: RateYearType = RATE_YEAR_TYPE.REAL,
): RewardPoolConfig {
  return {
    rid,
    coin,
    rewardCoin,
    personal_min_amount: limits.min,
    personal_max_amount: limits.max,
    decimal_place: limits.decimals,
    buy_total_amount: limits.total,
    left_buy_total_amount: limits.left,
    rate_year: limits.rate,
    rate_year_type: rateYearType,
    reward_pool_type: REWARD_POOL_TYPE.LOCK_POOL,
  };
}

/** The catalogue for an exchange starting at `nowMs`. */
export function defaultLaunchPoolProjects(nowMs: number): LaunchPoolProjectConfig[] {
  const hour = Math.floor(nowMs / HOUR_MS) * HOUR_MS;
  const R = LAUNCH_POOL_RIDS;
  return [
    {
      pid: LAUNCH_POOL_PIDS.IN_PROGRESS,
      coin: 'LPX',
      icon: `${ICON_BASE}/LPX.svg`,
      startMs: hour - 2 * DAY_MS,
      endMs: hour + 12 * DAY_MS,
      pools: [
        lockPool(R.GT_LOCK, 'GT', 'LPX', {
          min: '1',
          max: '500',
          decimals: 2,
          total: '100000',
          left: '62000',
          rate: '0.5',
        }),
        lockPool(
          R.USDT_LOCK,
          'USDT',
          'LPX',
          { min: '10', max: '5000', decimals: 2, total: '1000000', left: '420000', rate: '0.08' },
          RATE_YEAR_TYPE.ESTIMATE,
        ),
        lockPool(R.USDC_LOCK, 'USDC', 'LPX', {
          min: '10',
          max: '5000',
          decimals: 2,
          total: '200000',
          left: '150000',
          rate: '0.06',
        }),
        {
          ...lockPool(
            R.MULTI_MINING,
            'LPX',
            'LPX',
            { min: '1', max: '10000', decimals: 4, total: '5000000', left: '3100000', rate: '0.02' },
            RATE_YEAR_TYPE.NONE,
          ),
          reward_pool_type: REWARD_POOL_TYPE.MULTI_MINING,
        },
      ],
    },
    {
      pid: LAUNCH_POOL_PIDS.NOT_STARTED,
      coin: 'NXT',
      icon: `${ICON_BASE}/NXT.svg`,
      startMs: hour + 3 * DAY_MS,
      endMs: hour + 17 * DAY_MS,
      pools: [
        lockPool(
          R.UPCOMING_GT_LOCK,
          'GT',
          'NXT',
          { min: '1', max: '300', decimals: 2, total: '50000', left: '50000', rate: '0.4' },
          RATE_YEAR_TYPE.ESTIMATE,
        ),
      ],
    },
    {
      pid: LAUNCH_POOL_PIDS.COMPLETED,
      coin: 'OLD',
      icon: `${ICON_BASE}/OLD.svg`,
      startMs: hour - 30 * DAY_MS,
      endMs: hour - 16 * DAY_MS,
      pools: [
        lockPool(R.FINISHED_USDT_LOCK, 'USDT', 'OLD', {
          min: '10',
          max: '2000',
          decimals: 2,
          total: '300000',
          left: '12000',
          rate: '0.1',
        }),
      ],
    },
  ];
}
