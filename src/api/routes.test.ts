import { matchRoute, ROUTE_LIST, ROUTES } from './allRoutes';
import { resolvePath } from './routes';

describe('route table (§7)', () => {
  describe('given every row', () => {
    it('has one row per method and path', () => {
      const keys = ROUTE_LIST.map((route) => `${route.method} ${route.path}`);
      expect(new Set(keys).size).toBe(keys.length);
    });

    it('marks only POSTs as money-moving', () => {
      for (const route of ROUTE_LIST.filter((r) => r.moneyMoving)) expect(route.method).toBe('POST');
    });

    it('lists the money-moving calls of §7 (subscribe, redeem, cancel, lend, early redeem, stake, dual order)', () => {
      expect(
        ROUTE_LIST.filter((r) => r.moneyMoving)
          .map((r) => r.name)
          .sort(),
      ).toEqual(
        [
          'dualOrder',
          'earnCancelRedemption',
          'earnRedeem',
          'earnSubscribe',
          'fixedLend',
          'fixedPreRedeem',
          'launchPoolCreateOrder',
          'launchPoolRedeem',
          'stakingRedeem',
          'stakingStake',
        ].sort(),
      );
    });

    it('marks the paths §7 does not show as chosen', () => {
      expect(
        ROUTE_LIST.filter((r) => r.source === 'chosen')
          .map((r) => r.name)
          .sort(),
      ).toEqual(['earnCancelRedemption', 'earnFundingLock', 'stakingRedeem', 'stakingStake']);
    });

    it('puts the device token only on the launch pool money POSTs (§7)', () => {
      expect(ROUTE_LIST.filter((r) => r.deviceToken).map((r) => r.name)).toEqual([
        'launchPoolCreateOrder',
        'launchPoolRedeem',
      ]);
    });

    it('flags the dual order list as the VIP call of §6/§7', () => {
      expect(ROUTE_LIST.filter((r) => r.vipVariant).map((r) => [r.name, r.vipVariant])).toEqual([
        ['dualOrderList', '/apiw/v2/earn/wealth-vip/dual-order-list'],
      ]);
    });
  });

  describe('given resolvePath', () => {
    it('fills and encodes path parameters', () => {
      expect(resolvePath(ROUTES.fixedSetReinvestStatus, { params: { order_id: 'a b' } })).toBe(
        '/fixed_earn/api/user/reinvest-status/a%20b',
      );
    });

    it('refuses a missing parameter', () => {
      expect(() => resolvePath(ROUTES.fixedProductList)).toThrow(/type/);
    });

    it('uses the VIP variant only when vip is on and the route has one (§6)', () => {
      expect(resolvePath(ROUTES.dualOrderList, { vip: true })).toBe(
        '/apiw/v2/earn/wealth-vip/dual-order-list',
      );
      expect(resolvePath(ROUTES.dualOrderList)).toBe('/apiw/v2/earn/dual/order-list');
      expect(resolvePath(ROUTES.dualProjectList, { vip: true })).toBe('/apiw/v2/earn/dual/project-list');
    });
  });

  describe('given matchRoute', () => {
    it.each([
      ['GET', '/apiw/v2/uni-loan/earn/subscribe', 'earnHoldings'],
      ['POST', '/apiw/v2/uni-loan/earn/subscribe', 'earnSubscribe'],
      ['get', '/fixed_earn/api/user/lend', 'fixedOrders'],
      ['POST', '/fixed_earn/api/user/lend', 'fixedLend'],
    ])('tells %s %s apart by method', (method, path, name) => {
      expect(matchRoute(method, path)?.route.name).toBe(name);
    });

    it('reads path parameters back', () => {
      expect(matchRoute('PUT', '/fixed_earn/api/user/redeem-account-type/A%2F1')?.params).toEqual({
        order_id: 'A/1',
      });
      expect(matchRoute('GET', '/fixed_earn/api/product/2/list')?.params).toEqual({ type: '2' });
    });

    it('recognises a VIP variant', () => {
      expect(matchRoute('GET', '/apiw/v2/earn/wealth-vip/dual-order-list')).toMatchObject({
        route: { name: 'dualOrderList' },
        vip: true,
      });
    });

    it('answers undefined for paths outside §7', () => {
      expect(matchRoute('GET', '/apiw/v2/nope')).toBeUndefined();
      expect(matchRoute('DELETE', '/apiw/v2/uni-loan/earn/subscribe')).toBeUndefined();
    });
  });
});
