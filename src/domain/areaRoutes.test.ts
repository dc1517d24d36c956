import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type AreaRoute, areaRouteLink, matchAreaRoute } from './areaRoutes';
import { routeHref } from './links';

describe('matchAreaRoute (§2 "Screens and routes")', () => {
  describe('given each page of §2 with its query', () => {
    it.each<[string, string, AreaRoute]>([
      ['§2 Simple Earn home', '/simple-earn', { page: 'home' }],
      ['§2 home from a shared poster (ref)', '/simple-earn?ref=abc123', { page: 'home', ref: 'abc123' }],
      ['§2 FAQ', '/simple-earn/faq', { page: 'faq' }],
      ['§2 My lendings', '/simple-earn/my-lendings', { page: 'myLendings', showHistoryModal: false }],
      [
        '§2 My lendings: tab and show_history_modal=1',
        '/simple-earn/my-lendings?tab=fixed&show_history_modal=1',
        { page: 'myLendings', tab: 'fixed', showHistoryModal: true },
      ],
      ['§2 History', '/simple-earn/history', { page: 'history' }],
      [
        '§2 History with a tab and type=redeem',
        '/simple-earn/history?tab=flexible&type=redeem',
        { page: 'history', tab: 'flexible', type: 'redeem' },
      ],
      [
        '§2 holding detail, flexible',
        '/USDT?orderType=flexible&asset=USDT',
        { page: 'holdingDetail', id: 'USDT', orderType: 'flexible', asset: 'USDT' },
      ],
      [
        '§2 holding detail, fixed with order_id',
        '/90001?orderType=fixed&asset=BTC&order_id=90001',
        { page: 'holdingDetail', id: '90001', orderType: 'fixed', asset: 'BTC', orderId: '90001' },
      ],
      ['§2 staking', '/staking/GT', { page: 'staking', coin: 'GT' }],
      ['§2 staking with pid', '/staking/gt?pid=3', { page: 'staking', coin: 'GT', pid: '3' }],
      ['§2 dual, no query', '/dual-currency-investment', { page: 'dual' }],
      [
        '§2 dual share link (pid, type, coin) with the sharer ref',
        '/dual-currency-investment?pid=7&type=put&coin=btc&ref=k1',
        { page: 'dual', pid: '7', type: 'put', coin: 'BTC', ref: 'k1' },
      ],
      [
        '§2 inside the app: needNavBar=0 changes no page',
        '/simple-earn/my-lendings?tab=flexible&needNavBar=0',
        { page: 'myLendings', tab: 'flexible', showHistoryModal: false },
      ],
      [
        'an absolute URL: the origin is the host’s',
        'https://www.exchange.example/simple-earn/faq',
        { page: 'faq' },
      ],
      ['a trailing slash', '/simple-earn/faq/', { page: 'faq' }],
    ])('%s: %s', (_, href, expected) => {
      expect(matchAreaRoute(href)).toEqual(expected);
    });
  });

  describe('given a URL that names no page, or a page with a parameter it cannot take', () => {
    it.each<[string, string]>([
      ['no such page', '/simple-earn/nothing'],
      ['the root', '/'],
      ['a one-segment path without orderType is not a holding detail', '/USDT?asset=USDT'],
      ['orderType outside the two tabs', '/USDT?orderType=staking&asset=USDT'],
      ['a holding detail without its asset', '/USDT?orderType=flexible'],
      ['a holding detail whose id carries a slash', '/a%2Fb?orderType=fixed&asset=BTC'],
      ['an unknown My lendings tab', '/simple-earn/my-lendings?tab=vip'],
      ['a history type other than redeem', '/simple-earn/history?type=interest'],
      ['a staking coin that is no symbol', '/staking/%3Cscript%3E'],
      ['a staking pid that is no id', '/staking/GT?pid=-1'],
      ['a dual type other than call or put', '/dual-currency-investment?type=straddle'],
      ['a dual pid that is no id', '/dual-currency-investment?pid=1e3'],
      ['a two-level path under staking', '/staking/GT/extra'],
      ['not a URL at all', 'http://['],
    ])('%s: %s → notFound', (_, href) => {
      expect(matchAreaRoute(href).page).toBe('notFound');
    });
  });

  describe('given any page the builders link to', () => {
    const coin = fc.stringMatching(/^[A-Z0-9]{1,8}$/);
    const id = fc.integer({ min: 1, max: 10 ** 9 }).map(String);
    const tab = fc.constantFrom('flexible' as const, 'fixed' as const);
    const route: fc.Arbitrary<Exclude<AreaRoute, { page: 'notFound' }>> = fc.oneof(
      fc.record({
        page: fc.constant('home' as const),
        ref: fc.option(fc.stringMatching(/^[a-z0-9]{1,12}$/), { nil: undefined }),
      }),
      fc.constant({ page: 'faq' as const }),
      fc.record({
        page: fc.constant('myLendings' as const),
        tab: fc.option(tab, { nil: undefined }),
        showHistoryModal: fc.boolean(),
      }),
      fc.record({
        page: fc.constant('history' as const),
        tab: fc.option(tab, { nil: undefined }),
        type: fc.option(fc.constant('redeem' as const), { nil: undefined }),
      }),
      fc.record({ page: fc.constant('staking' as const), coin, pid: fc.option(id, { nil: undefined }) }),
      fc.record({
        page: fc.constant('dual' as const),
        coin: fc.option(coin, { nil: undefined }),
        type: fc.option(fc.constantFrom('call' as const, 'put' as const), { nil: undefined }),
        pid: fc.option(id, { nil: undefined }),
      }),
      fc.record({
        page: fc.constant('holdingDetail' as const),
        orderType: fc.constant('fixed' as const),
        asset: coin,
        id,
        orderId: id,
      }),
      coin.map((asset) => ({
        page: 'holdingDetail' as const,
        orderType: 'flexible' as const,
        asset,
        id: asset,
      })),
    );

    it('reads its link back as the same page and parameters, on the web and in the app', () => {
      fc.assert(
        fc.property(route, fc.constantFrom('web' as const, 'app' as const), (page, platform) => {
          const expected = Object.fromEntries(
            Object.entries(page).filter(([, value]) => value !== undefined),
          );
          expect(matchAreaRoute(routeHref(areaRouteLink(page), platform))).toEqual(expected);
        }),
      );
    });
  });
});
