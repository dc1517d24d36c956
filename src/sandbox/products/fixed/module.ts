import { DAY_MS, dec, SALE_STATUS } from '../../../domain';
import { defineModule } from '../../module';
import { generateHistory } from '../flexible';
import { tick } from './accrual';
import { ROUTES } from './actions';
import { defaultFixedProducts, defaultVouchers, generateOrders } from './catalogue';
import { FIXED, FIXED_ACCOUNT, type FixedSlice, findProduct, lendFixedNow, STATUS, slice } from './model';

/** The fixed module: its routes, its seed and its clock. */

/** The fixed product module. */
export const fixedModule = defineModule<FixedSlice>({
  name: FIXED,
  routes: ROUTES,
  publicRoutes: ['fixedProductList', 'fixedProductDetail', 'fixedProductCoins'],
  init: (ctx) => ({ products: defaultFixedProducts(), orders: [], vouchers: defaultVouchers(ctx.now()) }),
  seed(ctx, scenario) {
    const state = slice(ctx);
    if (scenario.soldOut) for (const p of state.products) p.sale_status = SALE_STATUS.SOLD_OUT;
    if (scenario.holdings) {
      // Subscribed 2 days ago so the orders are mid-term; funded from spot like a real lend.
      ctx.at(ctx.now() - 2 * DAY_MS, () => {
        for (const [id, amount] of [
          [101, '1000'],
          [103, '0.1'],
        ] as const) {
          if (dec(ctx.data.spot[findProduct(ctx, id).asset]).lt(amount)) continue;
          lendFixedNow(ctx, id, amount, { reinvest: id === 101 ? 1 : 0 });
        }
      });
    }
    if (scenario.whale) {
      generateHistory(ctx, FIXED, Math.floor(scenario.whale.historyRecords / 2));
      generateOrders(ctx, scenario.whale.fixedOrders);
    }
  },
  tick,
  balances: (ctx) =>
    slice(ctx).orders.flatMap((o) => {
      if (o.status === STATUS.HOLDING)
        return [{ asset: o.asset, account: FIXED_ACCOUNT, amount: o.principal }];
      if (o.status === STATUS.REDEEMING && o.payout !== null)
        return [{ asset: o.asset, account: FIXED_ACCOUNT, amount: o.payout }];
      return [];
    }),
});
