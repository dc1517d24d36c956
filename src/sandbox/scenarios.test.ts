import { DAYS_PER_YEAR, dec, HISTORY_TYPE } from '../domain';
import { assertConserved } from './conservation';
import { createSandboxExchange } from './exchange';
import { FIXED } from './products/fixed/model';
import { FLEXIBLE } from './products/flexible/model';
import { SCENARIOS, type ScenarioName } from './scenarios';
import { createMemoryStorage } from './storage';
import { setupSandbox } from './testSupport';

describe('scenarios', () => {
  describe.each(Object.keys(SCENARIOS) as ScenarioName[])('given the %s scenario', (name) => {
    it('starts conserved and deterministic', () => {
      const a = createSandboxExchange({ scenario: name, seed: 3 });
      const b = createSandboxExchange({ scenario: name, seed: 3 });
      assertConserved(a.state);
      expect(JSON.stringify(a.state.data)).toBe(JSON.stringify(b.state.data));
    });
  });

  it('new-user has an empty wallet and nothing held', () => {
    const { state } = createSandboxExchange({ scenario: 'new-user' });
    expect(state.balances()).toEqual({});
    expect(state.flexibleHoldings()).toEqual([]);
    expect(state.fixedOrders()).toEqual([]);
  });

  it('regular holds flexible and fixed products', () => {
    const { state } = createSandboxExchange({ scenario: 'regular' });
    expect(state.flexibleHoldings().map((h) => h.asset)).toEqual(['BTC', 'ETH', 'USDT']);
    expect(state.fixedOrders().filter((o) => o.status === 1)).toHaveLength(2);
  });

  it('whale: 10,000 history records and 500 fixed orders, built in well under a second', async () => {
    const started = performance.now();
    const { exchange, client } = setupSandbox({ scenario: 'whale' });
    expect(performance.now() - started).toBeLessThan(1000);
    const generated = exchange.state.history().length;
    expect(generated).toBeGreaterThanOrEqual(10_000);
    expect(exchange.state.fixedOrders().length).toBeGreaterThanOrEqual(500);
    // §5: without a range the history call covers the last 6 months only.
    const page = await client.simpleEarn.history({ page: 1, limit: 10 });
    expect(page.list).toHaveLength(10);
    expect(page.total).toBeLessThan(5_100);
    expect(page.total).toBeGreaterThan(2_000);
  });

  it('whale: a Simple Earn interest record names the principal and APR that earn its amount (§3, §9)', () => {
    const { state } = createSandboxExchange({ scenario: 'whale' });
    const interest = state.data.history.filter(
      (r) => r.type === HISTORY_TYPE.INTEREST && [FLEXIBLE, FIXED].includes(r.business),
    );
    expect(interest.length).toBeGreaterThan(1_000);
    // What the principal earns at the record's APR: in an hour (the sandbox's own accrual), a day
    // (a generated flexible record) or the term (a generated fixed one); rounding aside.
    const earns = (record: (typeof interest)[number], years: ReturnType<typeof dec>) => {
      const earned = dec(record.principal).times(record.year_rate).times(years);
      return earned.minus(record.amount).abs().lte(dec(record.amount).times('0.001').plus('0.000001'));
    };
    for (const record of interest) {
      const term = dec(String(Math.max(1, record.lock_up_period))).div(DAYS_PER_YEAR);
      const hour = dec('1').div(DAYS_PER_YEAR * 24);
      expect([record.interest, earns(record, term) || earns(record, hour)]).toEqual([record.amount, true]);
    }
  });

  it('whale: the 500 generated orders are current, funded in the books, and all mature within 60 days', () => {
    const { state, clock } = createSandboxExchange({ scenario: 'whale' });
    expect(state.fixedOrders().filter((o) => o.status === 1).length).toBeGreaterThanOrEqual(500);
    assertConserved(state);
    clock.advance(61 * 24 * 3_600_000);
    expect(state.fixedOrders().filter((o) => o.status === 1)).toHaveLength(0);
    assertConserved(state);
  });

  it('a storage reload keeps holdings and the clock (the browser demo passes localStorage)', async () => {
    const storage = createMemoryStorage();
    const first = createSandboxExchange({ scenario: 'regular', storage });
    first.clock.advance(5 * 3_600_000);
    const again = createSandboxExchange({ scenario: 'new-user', storage });
    expect(again.clock.now()).toBe(first.clock.now());
    expect(again.state.flexibleHoldings()).toEqual(first.state.flexibleHoldings());
    assertConserved(again.state);
  });

  it('the clock cannot go backwards', () => {
    const { clock } = createSandboxExchange();
    expect(() => clock.set(clock.now() - 1)).toThrow(RangeError);
  });
});
