import type { RouteName } from '../../api/allRoutes';
import { dec, hasStaking, toPlaces } from '../../domain';
import { bodyObject, readString } from '../body';
import type { ExchangeContext, HandlerAnswer, SandboxRequest } from '../module';
import { defineModule, ok, refuse } from '../module';
import type { FlexibleSlice } from './flexible';
import { STAKING, stakingSlice } from './staking/model';

/**
 * §7 Shared calls: balances, compliance, coin settings, account mode, referral info and tickers.
 */

/** §9: ETH and BTC have no staking (the domain knows); this coin has no launch pool in the sandbox. */
export const COINS_WITHOUT_LAUNCH_POOL: readonly string[] = ['USDC'];

/** Prices the seed jitters by up to ±5 %, so each seed gives its own but stable market. */
export const BASE_PRICES: Readonly<Record<string, string>> = {
  BTC_USDT: '65000',
  ETH_USDT: '3200',
  GT_USDT: '8.5',
  USDC_USDT: '1',
  USDT_USDT: '1',
  SOL_USDT: '150',
  DOGE_USDT: '0.12',
};

const SHARED = 'shared';

function outable(request: SandboxRequest, ctx: ExchangeContext): HandlerAnswer {
  const body = bodyObject(request.body);
  const assets = body.assets;
  if (!Array.isArray(assets) || !assets.every((a) => typeof a === 'string'))
    refuse('assets must be a list of coins');
  const result: Record<string, { outable: string; available: string; mode: string }> = {};
  for (const asset of assets as string[]) {
    const balance = ctx.data.spot[asset] ?? '0';
    result[asset] = { outable: balance, available: balance, mode: ctx.data.account.mode };
  }
  return ok(result);
}

const ROUTES = {
  sharedOutable: outable,
  sharedComplianceCheck: () =>
    ok({
      business: { simple_earn: true, launch_pool: true, staking: true, dual: true },
      menu: ['simple-earn', 'launch-pool', 'staking', 'dual-currency-investment'],
    }),
  sharedBorrowCoinSettings: (request, ctx) => {
    const coin = readString(request.query, 'coin').toUpperCase();
    // Whether borrowed (unified-account) funds may be staked: the staking product's own
    // borrow_support says so, the same fact the staking server applies to the available amount.
    const staking = ctx.data.modules[STAKING] === undefined ? undefined : stakingSlice(ctx);
    const product = staking?.products.find((p) => p.coin === coin);
    return ok({
      is_support_launchpool: !COINS_WITHOUT_LAUNCH_POOL.includes(coin),
      is_support_staking: hasStaking(coin) && (product === undefined || product.borrow_support === 1),
    });
  },
  sharedLendEarnCoinInfo: (request, ctx) => {
    const coin = readString(request.query, 'coin');
    const flexible = ctx.data.modules.flexible as FlexibleSlice | undefined;
    const product = flexible?.products[coin];
    if (!product) refuse(`${coin} has no Simple Earn product`);
    return ok({
      coin,
      min_lend_amount: product.min_lend_amount,
      ladder_apr: product.ladder_apr,
      precision: product.precision,
    });
  },
  sharedAccountMode: (_request, ctx) =>
    ok({
      mode: ctx.data.account.mode,
      first_open: ctx.data.account.firstOpen,
      settings: { use_funding: ctx.data.account.useFunding },
    }),
  sharedRebateUserInfo: (_request, ctx) =>
    ok({ encrypted_uid: ctx.data.account.encryptedUid, kol_code: ctx.data.account.kolCode }),
  sharedTickers: (request, ctx) => {
    const pairs = (request.query.currency_pairs ?? '')
      .split(',')
      .map((p) => p.trim())
      .filter((p) => p !== '');
    return ok(
      pairs
        .filter((pair) => ctx.data.prices[pair] !== undefined)
        .map((pair) => ({ pair, rate: ctx.data.prices[pair] })),
    );
  },
} satisfies Partial<Record<RouteName, (request: SandboxRequest, ctx: ExchangeContext) => HandlerAnswer>>;

/** Seeded prices: each base price times a factor in [0.95, 1.05], 8 decimals. */
export function seededPrices(ctx: ExchangeContext): Record<string, string> {
  const prices: Record<string, string> = {};
  for (const [pair, base] of Object.entries(BASE_PRICES)) {
    const stable = pair.startsWith('USD');
    prices[pair] = stable ? base : toPlaces(dec(base).times(dec(ctx.random.units(950, 1050, 3))), 8);
  }
  return prices;
}

/** The shared module (no state of its own: balances, prices and the account are core state). */
export const sharedModule = defineModule<null>({
  name: SHARED,
  routes: ROUTES,
  publicRoutes: [
    'sharedComplianceCheck',
    'sharedBorrowCoinSettings',
    'sharedLendEarnCoinInfo',
    'sharedTickers',
  ],
  init: () => null,
});
