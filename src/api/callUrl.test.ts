import { callUrl } from './callUrl';
import { DUAL_ROUTES, FIXED_ROUTES, SHARED_ROUTES, STAKING_ROUTES } from './routeTables';

describe('callUrl: given a call and its client, where the request goes', () => {
  it.each([
    [
      'a read with a query',
      { route: STAKING_ROUTES.stakingProduct, query: { coin: 'GT' } },
      { baseUrl: 'https://x.test', vip: false },
      'https://x.test/apiw/v2/earn/staking/product?coin=GT',
    ],
    [
      'a base URL written with a trailing slash',
      { route: SHARED_ROUTES.sharedAccountMode },
      { baseUrl: 'https://x.test/', vip: false },
      'https://x.test/apiw/v2/unified/account_mode',
    ],
    [
      'undefined query values left out, numbers and booleans written out',
      {
        route: SHARED_ROUTES.sharedTickers,
        query: { currency_pairs: 'BTC_USDT', page: 2, all: true, pid: undefined },
      },
      { baseUrl: 'https://x.test', vip: false },
      'https://x.test/apiw/v2/market/tickers?currency_pairs=BTC_USDT&page=2&all=true',
    ],
    [
      'nothing but undefined in the query',
      { route: SHARED_ROUTES.sharedTickers, query: { currency_pairs: undefined } },
      { baseUrl: 'https://x.test', vip: false },
      'https://x.test/apiw/v2/market/tickers',
    ],
    [
      'a query value that needs encoding',
      { route: SHARED_ROUTES.sharedTickers, query: { currency_pairs: 'BTC_USDT,ETH_USDT' } },
      { baseUrl: 'https://x.test', vip: false },
      'https://x.test/apiw/v2/market/tickers?currency_pairs=BTC_USDT%2CETH_USDT',
    ],
    [
      'a route with a path segment',
      { route: FIXED_ROUTES.fixedProductList, params: { type: 1 } },
      { baseUrl: 'https://x.test', vip: false },
      'https://x.test/fixed_earn/api/product/1/list',
    ],
    [
      'a VIP client on a route with a VIP path (§6)',
      { route: DUAL_ROUTES.dualOrderList },
      { baseUrl: 'https://x.test', vip: true },
      'https://x.test/apiw/v2/earn/wealth-vip/dual-order-list',
    ],
    [
      'a blank base URL: the page’s own origin',
      { route: SHARED_ROUTES.sharedAccountMode },
      { baseUrl: '', vip: false },
      `${globalThis.location?.origin ?? 'http://localhost'}/apiw/v2/unified/account_mode`,
    ],
  ])('%s', (_case, call, client, url) => {
    expect(callUrl(call, client)).toBe(url);
  });
});
