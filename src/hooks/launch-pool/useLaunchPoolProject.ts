import { useMemo } from 'react';
import type { Id, LaunchPoolProject, LaunchPoolUserStatistics, RewardPool } from '../../api';
import { launchPoolApi } from '../../api/endpoints/launchPool';
import { sharedApi } from '../../api/endpoints/shared';
import { LAUNCH_POOL_STATE, type LaunchPoolState, REWARD_POOL_TYPE } from '../../domain/enums';
import { launchPoolAvailable } from '../../domain/launchPool';
import { TOPICS } from '../../state/topics';
import { useWealth } from '../context';
import { type ReadFailure, readFailure } from '../readFailure';
import { useBalance } from '../useBalance';
import { useWealthQuery, type WealthQuery } from '../useWealthQuery';

const NO_POOLS: readonly RewardPool[] = [];

/** §3 user statistics as project-info's pools see them; the server may say which pool (`rid`). */
type PoolStatistics = LaunchPoolUserStatistics & { rid?: Id };

export interface LaunchPoolProjectState {
  /** project-info (§7), public: shown to logged-out visitors too. */
  projectQuery: WealthQuery<LaunchPoolProject>;
  project: LaunchPoolProject | undefined;
  /** §4 project state; none (0) when the server does not say. */
  state: LaunchPoolState;
  /** §2: the pools that get a tab, lock pools only (multi-mining pools are excluded). */
  lockPools: RewardPool[];
  /** The user's §3 statistics of a pool, once loaded (logged out: undefined). */
  statisticsOf(pool: RewardPool | undefined): LaunchPoolUserStatistics | undefined;
  /** project-info or the statistics failed after their retries: show it with Retry. */
  readError: ReadFailure | null;
}

/** The reads both launch pool modals share: the project, its lock pools and the user's statistics. */
export function useLaunchPoolProject(pid: Id, enabled: boolean): LaunchPoolProjectState {
  const projectQuery = useWealthQuery(
    enabled ? ['launch-pool.project', String(pid)] : null,
    (client, signal) => launchPoolApi(client).projectInfo({ projectId: pid }, { signal }),
    { requiresLogin: false, topic: TOPICS.launchPool },
  );
  const statistics = useWealthQuery(
    enabled ? ['launch-pool.statistics', String(pid)] : null,
    (client, signal) =>
      launchPoolApi(client).userProjectStatistics({ pid }, { signal }) as Promise<PoolStatistics[]>,
    { topic: TOPICS.launchPool },
  );
  const project = projectQuery.data;
  const pools = project?.reward_pools ?? NO_POOLS;
  // The same list while the read is, so typing an amount does not re-render the pool tabs.
  const lockPools = useMemo(
    () => pools.filter((pool) => pool.reward_pool_type === REWARD_POOL_TYPE.LOCK_POOL),
    [pools],
  );
  return {
    projectQuery,
    project,
    state: project?.state ?? LAUNCH_POOL_STATE.NONE,
    lockPools,
    readError: readFailure(projectQuery, statistics),
    statisticsOf: (pool) => {
      if (!pool || !statistics.data) return undefined;
      const byRid = statistics.data.find((s) => s.rid !== undefined && String(s.rid) === String(pool.rid));
      // Without `rid` the statistics come in project-info's pool order.
      return byRid ?? statistics.data[pools.indexOf(pool)];
    },
  };
}

/** get-user-loan-property (§7) answers the borrowed amount per coin under `assets`. */
function borrowedOf(loans: unknown, coin: string): string | undefined {
  if (typeof loans !== 'object' || loans === null) return undefined;
  const assets = (loans as { assets?: unknown }).assets;
  if (typeof assets !== 'object' || assets === null) return '0';
  const value = (assets as Record<string, unknown>)[coin];
  return typeof value === 'string' || typeof value === 'number' ? String(value) : '0';
}

/**
 * §5 available balance of a pool's coin: the balance, minus the borrowed amount when the coin does
 * not support launch pool (borrow-coin-settings, get-user-loan-property). Undefined until known.
 */
export function useLaunchPoolAvailable(coin: string | undefined): {
  available: string | undefined;
  /** The balance, the coin settings or the loans failed after their retries. */
  readError: ReadFailure | null;
} {
  const { user } = useWealth();
  const reads = coin !== undefined && user.isLogin;
  const balanceState = useBalance(reads ? coin : undefined);
  const { balance } = balanceState;
  const settings = useWealthQuery(reads ? ['borrow-coin-settings', coin] : null, (client, signal) =>
    sharedApi(client).borrowCoinSettings({ coin: coin as string }, { signal }),
  );
  const supports = settings.data ? Boolean(settings.data.is_support_launchpool) : undefined;
  const loans = useWealthQuery(
    reads && supports === false ? ['launch-pool.loans'] : null,
    (client, signal) => launchPoolApi(client).userLoanProperty({ signal }),
    { topic: TOPICS.launchPool },
  );
  const readError = readFailure(reads && balanceState, settings, loans);
  const available = (): string | undefined => {
    if (!balance || supports === undefined || coin === undefined) return undefined;
    if (supports) return launchPoolAvailable({ balance: balance.available, coinSupportsLaunchPool: true });
    const borrowed = borrowedOf(loans.data, coin);
    if (borrowed === undefined) return undefined;
    return launchPoolAvailable({ balance: balance.available, borrowed, coinSupportsLaunchPool: false });
  };
  return { available: available(), readError };
}
