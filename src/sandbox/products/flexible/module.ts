import { dec, HOUR_MS } from '../../../domain';
import { SPOT } from '../../ledger';
import { defineModule, type HeldBalance } from '../../module';
import { tick } from './accrual';
import { ROUTES } from './actions';
import { DEFAULT_PRODUCTS, generateHistory, SEED_HOLDINGS } from './catalogue';
import {
  FLEXIBLE,
  FLEXIBLE_ACCOUNT,
  type FlexibleSlice,
  FROZEN_ACCOUNT,
  holdingOf,
  lendToFlexible,
  PLAIN_MODE,
  slice,
  sum,
  type Tranche,
} from './model';

/** The flexible module: its routes, its seed and its clock. */

/** The flexible product module. */
export const flexibleModule = defineModule<FlexibleSlice>({
  name: FLEXIBLE,
  routes: ROUTES,
  publicRoutes: [
    'earnCoinInfo',
    'earnChart',
    'earnAwardPool',
    'earnHistoryTypes',
    'earnMaintenanceMarginRate',
    'earnTradingHome',
  ],
  init: (ctx) => ({ products: DEFAULT_PRODUCTS(ctx.now()), holdings: {} }),
  seed(ctx, scenario) {
    if (scenario.holdings) {
      const subscribedAtMs = ctx.now() - 3 * 24 * HOUR_MS;
      for (const [asset, amount] of Object.entries(SEED_HOLDINGS)) {
        if (dec(ctx.data.spot[asset]).lt(amount)) continue;
        lendToFlexible(ctx, { asset, amount, from: SPOT, mode: PLAIN_MODE, reason: 'subscribe' });
        const tranches = holdingOf(ctx, asset).tranches;
        (tranches[tranches.length - 1] as Tranche).subscribedAtMs = subscribedAtMs;
      }
      holdingOf(ctx, 'USDT').autoInvest = '1';
    }
    if (scenario.whale) generateHistory(ctx, FLEXIBLE, Math.ceil(scenario.whale.historyRecords / 2));
  },
  tick,
  balances(ctx) {
    const rows: HeldBalance[] = [];
    for (const holding of Object.values(slice(ctx).holdings)) {
      rows.push({
        asset: holding.asset,
        account: FLEXIBLE_ACCOUNT,
        amount: sum(holding.tranches.map((t) => t.principal)),
      });
      rows.push({
        asset: holding.asset,
        account: FROZEN_ACCOUNT,
        amount: sum(holding.pending.map((p) => p.amount)),
      });
    }
    return rows;
  },
});
