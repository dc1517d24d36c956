import fc from 'fast-check';
import type { WealthClient } from '../api';
import { HOUR_MS, MINUTE_MS } from '../domain';
import { assertConserved } from './conservation';
import type { SandboxExchange } from './exchange';
import { setupSandbox } from './testSupport';

/**
 * First model-based test (issue 3 "Done when"; the full one over every product comes with the other
 * modules): random sequences of Simple Earn operations and clock advances keep every asset conserved.
 * The model is only "what was asked"; the check after each command is assertConserved, and every
 * operation must either succeed or be a refusal the client types (never a sandbox 500).
 */
interface Real {
  exchange: SandboxExchange;
  client: WealthClient;
  keys: number;
}
type Model = Record<string, never>;

async function attempt(call: Promise<unknown>): Promise<void> {
  try {
    await call;
  } catch (error) {
    // A §5 refusal (−1) is expected for random amounts; anything else (500, network) is a bug.
    const code = (error as { code?: number }).code;
    if (code !== -1) throw error;
  }
}

class Subscribe implements fc.AsyncCommand<Model, Real> {
  constructor(
    readonly asset: string,
    readonly amount: string,
  ) {}
  check = () => true;
  async run(_m: Model, r: Real) {
    await attempt(
      r.client.simpleEarn.subscribe(
        { asset: this.asset, amount: this.amount, rateYear: '0.0001' },
        { idempotencyKey: `k${r.keys++}` },
      ),
    );
    assertConserved(r.exchange.state);
  }
  toString = () => `subscribe ${this.amount} ${this.asset}`;
}

class Redeem implements fc.AsyncCommand<Model, Real> {
  constructor(
    readonly asset: string,
    readonly amount: string,
  ) {}
  check = () => true;
  async run(_m: Model, r: Real) {
    await attempt(
      r.client.simpleEarn.redeem(
        { asset: this.asset, amount: this.amount, curr_amount: '0', lend_amount: '0' },
        { idempotencyKey: `k${r.keys++}` },
      ),
    );
    assertConserved(r.exchange.state);
  }
  toString = () => `redeem ${this.amount} ${this.asset}`;
}

class Cancel implements fc.AsyncCommand<Model, Real> {
  constructor(readonly asset: string) {}
  check = () => true;
  async run(_m: Model, r: Real) {
    const holding = r.exchange.state.flexibleHoldings().find((h) => h.asset === this.asset);
    await attempt(
      r.client.simpleEarn.cancelRedemption(
        { asset: this.asset, amount: holding?.frozen_amount || '1' },
        { idempotencyKey: `k${r.keys++}` },
      ),
    );
    assertConserved(r.exchange.state);
  }
  toString = () => `cancel ${this.asset}`;
}

class LendFixed implements fc.AsyncCommand<Model, Real> {
  constructor(
    readonly amount: string,
    readonly reinvest: 0 | 1,
    readonly redeemTo: 0 | 1,
  ) {}
  check = () => true;
  async run(_m: Model, r: Real) {
    await attempt(
      r.client.fixed.lend(
        {
          product_id: 101,
          amount: this.amount,
          year_rate: '0.06',
          isVip: false,
          reinvest_status: this.reinvest,
          redeem_account_type: this.redeemTo,
        },
        { idempotencyKey: `k${r.keys++}` },
      ),
    );
    assertConserved(r.exchange.state);
  }
  toString = () => `lend fixed ${this.amount} reinvest=${this.reinvest} to=${this.redeemTo}`;
}

class EarlyRedeem implements fc.AsyncCommand<Model, Real> {
  check = () => true;
  async run(_m: Model, r: Real) {
    const order = r.exchange.state.fixedOrders().find((o) => o.status === 1);
    if (order)
      await attempt(
        r.client.fixed.preRedeem(
          { order_id: order.order_id, isVip: false },
          { idempotencyKey: `k${r.keys++}` },
        ),
      );
    assertConserved(r.exchange.state);
  }
  toString = () => 'early redeem';
}

class Advance implements fc.AsyncCommand<Model, Real> {
  constructor(readonly ms: number) {}
  check = () => true;
  async run(_m: Model, r: Real) {
    r.exchange.clock.advance(this.ms);
    assertConserved(r.exchange.state);
  }
  toString = () => `advance ${this.ms}`;
}

const asset = fc.constantFrom('USDT', 'BTC', 'ETH');
const amount = fc.integer({ min: 1, max: 3_000_000_000 }).map((units) => {
  const text = String(units).padStart(7, '0');
  return `${text.slice(0, -6)}.${text.slice(-6)}`;
});

const commands = fc.commands(
  [
    fc.tuple(asset, amount).map(([a, x]) => new Subscribe(a, x)),
    fc.tuple(asset, amount).map(([a, x]) => new Redeem(a, x)),
    asset.map((a) => new Cancel(a)),
    fc
      .tuple(amount, fc.constantFrom<0 | 1>(0, 1), fc.constantFrom<0 | 1>(0, 1))
      .map(([x, re, to]) => new LendFixed(x, re, to)),
    fc.constant(new EarlyRedeem()),
    fc
      .constantFrom(MINUTE_MS, 10 * MINUTE_MS, HOUR_MS, 3 * HOUR_MS, 26 * HOUR_MS, 9 * 24 * HOUR_MS)
      .map((ms) => new Advance(ms)),
  ],
  { maxCommands: 12 },
);

describe('conservation of Simple Earn (fast-check commands)', () => {
  it('given random subscribe / redeem / cancel / fixed lend / early redeem / clock advances, every asset is conserved', async () => {
    await fc.assert(
      fc.asyncProperty(commands, async (cmds) => {
        const { exchange, client } = setupSandbox({ scenario: 'regular' });
        await fc.asyncModelRun(() => ({ model: {}, real: { exchange, client, keys: 0 } }), cmds);
      }),
      { numRuns: 200, seed: 42 },
    );
  }, 30_000);
});
