import { ROUTE_LIST, type RouteName } from '../api/allRoutes';
import { createSandboxExchange } from './exchange';
import { collectRoutes, defineModule, ok } from './module';
import { PRODUCT_MODULES } from './products/index';

/**
 * Routes no module serves yet. The launch pool, staking and dual modules each remove their rows when
 * they land; issue 3 is done for routes when this list is empty.
 */
const PENDING_ROUTES: readonly RouteName[] = [];

describe('the sandbox route table (§7)', () => {
  describe('given the default product modules', () => {
    const served = collectRoutes(PRODUCT_MODULES);

    it('serves every §7 route except the explicit PENDING_ROUTES allowlist', () => {
      const missing = ROUTE_LIST.map((r) => r.name).filter((name) => !served.has(name));
      expect(missing).toEqual([...PENDING_ROUTES]);
    });

    it('lists no pending route that a module already serves (shrink the allowlist)', () => {
      expect(PENDING_ROUTES.filter((name) => served.has(name))).toEqual([]);
    });
  });

  describe('when two modules claim the same route', () => {
    it('refuses to start', () => {
      const twin = defineModule<null>({
        name: 'twin',
        routes: { sharedTickers: () => ok([]) },
        init: () => null,
      });
      expect(() => createSandboxExchange({ modules: [...PRODUCT_MODULES, twin] })).toThrow(
        /route "sharedTickers" is claimed by both "shared" and "twin"/,
      );
    });
  });

  describe('when two modules share a name', () => {
    it('refuses to start', () => {
      const again = defineModule<null>({ name: 'fixed', routes: {}, init: () => null });
      expect(() => createSandboxExchange({ modules: [...PRODUCT_MODULES, again] })).toThrow(
        /two product modules are named "fixed"/,
      );
    });
  });
});
