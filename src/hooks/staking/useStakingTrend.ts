import { useState } from 'react';
import type { Id, StakingTrendPoint } from '../../api';
import { stakingApi } from '../../api/endpoints/staking';
import { STAKING_CHART_DEFAULT_PERIOD_DAYS, STAKING_CHART_PERIODS_DAYS } from '../../domain/constants';
import { useWealthQuery, type WealthQuery } from '../useWealthQuery';

export type StakingTrendPeriod = (typeof STAKING_CHART_PERIODS_DAYS)[number];

export interface StakingTrend {
  period: StakingTrendPeriod;
  setPeriod(period: StakingTrendPeriod): void;
  periods: readonly StakingTrendPeriod[];
  query: WealthQuery<StakingTrendPoint[]>;
}

/**
 * §2, §9 the staking APR trend: one daily point per day of the period (7, 30, 90, 365; 1 year
 * first), from coin-lines of the source (§7). The trend is public, like the product.
 */
export function useStakingTrend(options: { coin: string; pid?: Id; enabled: boolean }): StakingTrend {
  const [period, setPeriod] = useState<StakingTrendPeriod>(STAKING_CHART_DEFAULT_PERIOD_DAYS);
  const coin = options.coin.trim().toUpperCase();
  const pid = options.pid === undefined || String(options.pid) === '-1' ? undefined : options.pid;
  const query = useWealthQuery(
    options.enabled ? ['staking.trend', coin, pid ?? null, period] : null,
    (client, signal) =>
      stakingApi(client).coinLines(
        { coin, ...(pid === undefined ? {} : { pid }), limit: period, page: 1 },
        { signal },
      ),
    { requiresLogin: false },
  );
  return { period, setPeriod, periods: STAKING_CHART_PERIODS_DAYS, query };
}
