import fc from 'fast-check';
import { createWealthClient, type DualProduct, isServerMessageError, type WealthClient } from '../api';
import { DAY_MS, dec, HOUR_MS, MINUTE_MS, toPlaces } from '../domain';
import { assertConserved } from './conservation';
import { createSandboxExchange, type SandboxExchange } from './exchange';
import { listHoldings } from './holdings';
import { LAUNCH_POOL_PIDS, LAUNCH_POOL_RIDS } from './products/launchPool';
import { SANDBOX_BASE_URL } from './testSupport';

/**
 * The model-based property test of issue 3 ("Done when"): 1,000 random sequences of up to 12
 * operations over EVERY product, each sent through the REAL client with a fresh idempotency key, mixed
 * with market price moves and clock advances long enough to cross flexible accrual (+1 h) and payment
 * (+2 h), fixed maturity and arrival (+30 min), launch pool hourly rewards, staking reward days and
 * redemption arrivals, and dual delivery and settlement. After every command:
 *
 * 1. `assertConserved` (conservation.ts): per asset, every account equals its ledger, internal moves
 *    sum to zero, and every gain or fee (interest, bonus, reward, rate-up, fee, settlement) is the
 *    amount of a history record of that asset;
 * 2. no holding (spot or product account) is ever negative;
 * 3. an operation either succeeds or is refused with code −1 by a §5 rule (never a sandbox error,
 *    a 500 or a network failure), and a refused one changes nothing: not `listHoldings`, not the
 *    ledger, not the history, not any module's state;
 * 4. the history only grows, and nothing is recorded with a time after the clock's now;
 * 5. the model: a trial-fund voucher pays once (§6), so buying with one the model saw used must be
 *    refused; and the clock moves by exactly the advance.
 *
 * It replaces the two earlier property tests (Simple Earn, 200 runs; staking, 100 runs) and keeps
 * their own assertions: every operation kind must have gone through (not only been refused), and
 * staking operations succeed more often than half the refusals.
 */

const NUM_RUNS = 1000;
/** Every spot asset the products need, so no family is starved by a missing balance. */
const BALANCES = {
  USDT: '30000',
  BTC: '1.5',
  ETH: '20',
  GT: '3000',
  USDC: '5000',
  DOGE: '20000',
  USDD: '5000',
  SOL: '200',
};

interface Real {
  exchange: SandboxExchange;
  client: WealthClient;
  keys: number;
}
interface Model {
  /** Trial-fund vouchers the model has seen pay (§6: one purchase each). */
  usedVouchers: Set<number>;
}

/** Outcomes per command kind, over all runs, for the final coverage assertions. */
const tally: Record<string, { ok: number; refused: number }> = {};
/** Every ledger reason seen over all runs: shows that settlements happened inside the runs. */
const reasonsSeen = new Set<string>();

function count(kind: string, outcome: 'ok' | 'refused'): void {
  tally[kind] ??= { ok: 0, refused: 0 };
  tally[kind][outcome] += 1;
}

/** What a refused operation must leave as it was. */
function snapshot(exchange: SandboxExchange): string {
  const { data } = exchange.state;
  return JSON.stringify({
    holdings: listHoldings(exchange.state),
    spot: data.spot,
    ledger: data.ledger.length,
    history: data.history.length,
    modules: data.modules,
  });
}

function assertInvariants(exchange: SandboxExchange, historyBefore: number): void {
  assertConserved(exchange.state);
  for (const row of listHoldings(exchange.state)) {
    if (dec(row.amount).isNegative())
      throw new Error(`negative holding: ${row.amount} ${row.asset} in ${row.account}`);
  }
  const { history } = exchange.state.data;
  if (history.length < historyBefore) throw new Error('history records disappeared');
  const nowSeconds = exchange.clock.now() / 1000;
  for (const record of history.slice(historyBefore)) {
    if (record.time_at > nowSeconds) throw new Error(`history record ${record.id} is dated in the future`);
  }
}

/**
 * Runs one money call through the client and checks the invariants. A −1 refusal must change
 * nothing; any other failure is a bug and fails the property.
 */
async function attempt(kind: string, r: Real, call: (key: string) => Promise<unknown>): Promise<boolean> {
  const before = snapshot(r.exchange);
  const historyBefore = r.exchange.state.data.history.length;
  let ok = true;
  try {
    await call(`model-${r.keys++}`);
  } catch (error) {
    if (!isServerMessageError(error) || error.code !== -1) throw error;
    ok = false;
    const after = snapshot(r.exchange);
    if (after !== before) throw new Error(`refused ${kind} (${error.serverMessage}) changed the state`);
  }
  count(kind, ok ? 'ok' : 'refused');
  assertInvariants(r.exchange, historyBefore);
  return ok;
}

/** An amount of about `fraction` (0..1.2) of `scale`, with `decimals` places, as a decimal string. */
function amountOf(scale: string, perMille: number, decimals: number): string {
  return dec(toPlaces(dec(scale).times(perMille).div(1000), decimals)).toString();
}

/** A per-mille (up to 120 %) of what the customer holds of `asset` in a product `account`. */
function shareOf(r: Real, asset: string, account: string, perMille: number, decimals: number): string {
  const row = listHoldings(r.exchange.state).find((h) => h.asset === asset && h.account === account);
  return amountOf(row?.amount ?? '1', perMille, decimals);
}

const perMille = fc.integer({ min: 1, max: 1200 });
const decimals = fc.constantFrom(2, 4, 6, 8);
const flag = fc.constantFrom<0 | 1>(0, 1);

// ---------------------------------------------------------------------------------------------
// Simple Earn flexible (§5 subscribe, redeem; §4 cancel while frozen_status 1)
// ---------------------------------------------------------------------------------------------

const FLEX_SCALE: Record<string, string> = { USDT: '5000', BTC: '0.5', ETH: '5' };
const flexAsset = fc.constantFrom('USDT', 'BTC', 'ETH');

class FlexSubscribe implements fc.AsyncCommand<Model, Real> {
  constructor(
    readonly asset: string,
    readonly amount: string,
  ) {}
  check = () => true;
  async run(_m: Model, r: Real) {
    await attempt('flexible subscribe', r, (idempotencyKey) =>
      r.client.simpleEarn.subscribe(
        { asset: this.asset, amount: this.amount, rateYear: '0.0001' },
        { idempotencyKey },
      ),
    );
  }
  toString = () => `flexible subscribe ${this.amount} ${this.asset}`;
}

class FlexRedeem implements fc.AsyncCommand<Model, Real> {
  constructor(
    readonly asset: string,
    readonly perMille: number,
  ) {}
  check = () => true;
  async run(_m: Model, r: Real) {
    const holding = r.exchange.state.flexibleHoldings().find((h) => h.asset === this.asset);
    const held = dec(holding?.curr_amount).minus(dec(holding?.frozen_amount));
    const amount = amountOf(held.gt(0) ? held.toString() : '1', this.perMille, 6);
    await attempt('flexible redeem', r, (idempotencyKey) =>
      r.client.simpleEarn.redeem(
        {
          asset: this.asset,
          amount,
          curr_amount: holding?.curr_amount ?? '0',
          lend_amount: holding?.lend_amount ?? '0',
        },
        { idempotencyKey },
      ),
    );
  }
  toString = () => `flexible redeem ${this.perMille}‰ of ${this.asset}`;
}

class CancelRedemption implements fc.AsyncCommand<Model, Real> {
  constructor(readonly asset: string) {}
  check = () => true;
  async run(_m: Model, r: Real) {
    const holding = r.exchange.state.flexibleHoldings().find((h) => h.asset === this.asset);
    const frozen = holding && dec(holding.frozen_amount).gt(0) ? holding.frozen_amount : '1';
    await attempt('cancel redemption', r, (idempotencyKey) =>
      r.client.simpleEarn.cancelRedemption({ asset: this.asset, amount: frozen }, { idempotencyKey }),
    );
  }
  toString = () => `cancel redemption ${this.asset}`;
}

// ---------------------------------------------------------------------------------------------
// Fixed (§5 lend; §4 early redeem only where pre_redeem allows and never within 1 h of maturity)
// ---------------------------------------------------------------------------------------------

/** Normal fixed products of the catalogue: id, asset, year_rate (102 forbids early redeem). */
const FIXED = [
  { id: 101, asset: 'USDT', rate: '0.06' },
  { id: 102, asset: 'USDT', rate: '0.08' },
  { id: 103, asset: 'BTC', rate: '0.03' },
  { id: 104, asset: 'ETH', rate: '0.04' },
] as const;
const RATE_UP_VOUCHER = 901;

class FixedLend implements fc.AsyncCommand<Model, Real> {
  constructor(
    readonly product: (typeof FIXED)[number],
    readonly amount: string,
    readonly reinvest: 0 | 1,
    readonly redeemTo: 0 | 1,
    readonly voucher: 0 | 1,
  ) {}
  check = () => true;
  async run(_m: Model, r: Real) {
    // Rate-up voucher 901 (USDT, 100..10000, +2 % for 3 days) pays a rate-up record at maturity.
    const voucher = this.voucher ? { financial_rate_id: RATE_UP_VOUCHER } : {};
    await attempt('fixed lend', r, (idempotencyKey) =>
      r.client.fixed.lend(
        {
          product_id: this.product.id,
          amount: this.amount,
          year_rate: this.product.rate,
          isVip: false,
          reinvest_status: this.reinvest,
          redeem_account_type: this.redeemTo,
          ...voucher,
        },
        { idempotencyKey },
      ),
    );
  }
  toString = () =>
    `fixed lend ${this.amount} ${this.product.asset} #${this.product.id} reinvest=${this.reinvest} to=${this.redeemTo} voucher=${this.voucher}`;
}

class EarlyRedeem implements fc.AsyncCommand<Model, Real> {
  constructor(readonly pick: number) {}
  check = () => true;
  async run(_m: Model, r: Real) {
    const holding = r.exchange.state.fixedOrders().filter((o) => o.status === 1);
    const order = holding[this.pick % Math.max(1, holding.length)];
    if (!order) return;
    await attempt('early redeem', r, (idempotencyKey) =>
      r.client.fixed.preRedeem({ order_id: order.order_id, isVip: false }, { idempotencyKey }),
    );
  }
  toString = () => `early redeem holding order #${this.pick}`;
}

// ---------------------------------------------------------------------------------------------
// Launch pool (§5 stake and redeem; auto-transfer to Simple Earn with simpleEarnStatus 1)
// ---------------------------------------------------------------------------------------------

const POOLS = [
  { rid: LAUNCH_POOL_RIDS.GT_LOCK, coin: 'GT', scale: '400' },
  { rid: LAUNCH_POOL_RIDS.USDT_LOCK, coin: 'USDT', scale: '2000' },
  { rid: LAUNCH_POOL_RIDS.USDC_LOCK, coin: 'USDC', scale: '2000' },
] as const;
type Pool = (typeof POOLS)[number];

class LaunchPoolStake implements fc.AsyncCommand<Model, Real> {
  constructor(
    readonly pool: Pool,
    readonly amount: string,
    readonly toEarn: 0 | 1,
  ) {}
  check = () => true;
  async run(_m: Model, r: Real) {
    await attempt('launch pool stake', r, (idempotencyKey) =>
      r.client.launchPool.createOrder(
        {
          pid: LAUNCH_POOL_PIDS.IN_PROGRESS,
          rid: this.pool.rid,
          amount: this.amount,
          simpleEarnStatus: this.toEarn,
        },
        { idempotencyKey },
      ),
    );
  }
  toString = () => `launch pool stake ${this.amount} ${this.pool.coin} auto-transfer=${this.toEarn}`;
}

class LaunchPoolRedeem implements fc.AsyncCommand<Model, Real> {
  constructor(
    readonly pool: Pool,
    readonly perMille: number,
    readonly toEarn: 0 | 1,
  ) {}
  check = () => true;
  async run(_m: Model, r: Real) {
    // Each coin has one in-progress pool, so its launchPool account is that pool's stake.
    const amount = shareOf(r, this.pool.coin, 'launchPool', this.perMille, 2);
    await attempt('launch pool redeem', r, (idempotencyKey) =>
      r.client.launchPool.redeem(
        { pid: LAUNCH_POOL_PIDS.IN_PROGRESS, rid: this.pool.rid, amount, simpleEarnStatus: this.toEarn },
        { idempotencyKey },
      ),
    );
  }
  toString = () => `launch pool redeem ${this.perMille}‰ of ${this.pool.coin} to-earn=${this.toEarn}`;
}

// ---------------------------------------------------------------------------------------------
// Staking (every family: token, DeFi pids, web3-task, credit/debt paying USDC, exchange-type)
// ---------------------------------------------------------------------------------------------

const STAKING = [
  { coin: 'GT', scale: '400' },
  { coin: 'USDT', pid: 11, scale: '2000' },
  { coin: 'USDT', pid: 12, scale: '2000' },
  { coin: 'DOGE', scale: '3000' },
  { coin: 'USDD', pid: 21, scale: '1000' },
  { coin: 'SOL', scale: '40' },
] as const;
type StakingTarget = (typeof STAKING)[number];

function stakingInput(target: StakingTarget, amount: string) {
  return 'pid' in target ? { coin: target.coin, pid: target.pid, amount } : { coin: target.coin, amount };
}

class StakingStake implements fc.AsyncCommand<Model, Real> {
  constructor(
    readonly target: StakingTarget,
    readonly amount: string,
  ) {}
  check = () => true;
  async run(_m: Model, r: Real) {
    await attempt('staking stake', r, (idempotencyKey) =>
      r.client.staking.stake(stakingInput(this.target, this.amount), { idempotencyKey }),
    );
  }
  toString = () =>
    `staking stake ${this.amount} ${this.target.coin}/${'pid' in this.target ? this.target.pid : '-'}`;
}

class StakingRedeem implements fc.AsyncCommand<Model, Real> {
  constructor(
    readonly target: StakingTarget,
    readonly perMille: number,
    readonly quick: 0 | 1,
  ) {}
  check = () => true;
  async run(_m: Model, r: Real) {
    // A share of the coin's whole staking account (all its pids), so some ask for too much.
    const asset = this.target.coin === 'SOL' ? 'GTSOL' : this.target.coin;
    const amount = shareOf(r, asset, 'staking', this.perMille, 6);
    await attempt(this.quick ? 'staking fast redeem' : 'staking standard redeem', r, (idempotencyKey) =>
      r.client.staking.redeem(
        { ...stakingInput(this.target, amount), quick: this.quick },
        { idempotencyKey },
      ),
    );
  }
  toString = () =>
    `staking ${this.quick ? 'fast' : 'standard'} redeem ${this.perMille}‰ of ${this.target.coin}/${'pid' in this.target ? this.target.pid : '-'}`;
}

// ---------------------------------------------------------------------------------------------
// Dual (§5 purchase, optional auto-reinvest; §6 trial-fund vouchers; settlement at delivery)
// ---------------------------------------------------------------------------------------------

/** Invest-currency scale of a purchase: a call invests the coin, a put invests USDT. */
const DUAL_SCALE: Record<string, string> = { BTC: '0.3', ETH: '4', USDT: '3000' };
/** The trial-fund vouchers every account starts with, and their fixed amounts (§5). */
const VOUCHERS = [
  { id: 951, amount: '100' },
  { id: 952, amount: '50' },
] as const;

async function listed(r: Real, coin: string, type: 'call' | 'put', category: number): Promise<DualProduct[]> {
  const list = await r.client.dual.projectList({ coin, type });
  return list.filter((p) => p.category === category);
}

class DualBuy implements fc.AsyncCommand<Model, Real> {
  constructor(
    readonly coin: 'BTC' | 'ETH',
    readonly type: 'call' | 'put',
    readonly pick: number,
    readonly perMille: number,
    readonly autoReinvest: 0 | 1,
  ) {}
  check = () => true;
  async run(_m: Model, r: Real) {
    const projects = await listed(r, this.coin, this.type, 1);
    const project = projects[this.pick % Math.max(1, projects.length)];
    if (!project) throw new Error(`no ${this.coin} ${this.type} project is listed`);
    const amount = amountOf(DUAL_SCALE[project.invest_currency] ?? '1', this.perMille, 4);
    const reinvest = this.autoReinvest
      ? { is_autorenewal: 1 as const, price_deviation: '5', effective_time_duration: (7 * DAY_MS) / 1000 }
      : { is_autorenewal: 0 as const };
    await attempt('dual buy', r, (idempotencyKey) =>
      r.client.dual.order(
        {
          biz_entrance: 'model',
          project_id: project.id,
          amount,
          ref_code: '',
          app_id: 'dual-savings',
          ...reinvest,
        },
        { idempotencyKey },
      ),
    );
  }
  toString = () =>
    `dual buy ${this.coin} ${this.type} #${this.pick} ${this.perMille}‰ auto-reinvest=${this.autoReinvest}`;
}

class DualTrialBuy implements fc.AsyncCommand<Model, Real> {
  constructor(
    readonly voucher: (typeof VOUCHERS)[number],
    readonly pick: number,
  ) {}
  check = () => true;
  async run(m: Model, r: Real) {
    const projects = [...(await listed(r, 'BTC', 'put', 2)), ...(await listed(r, 'ETH', 'put', 2))];
    const project = projects[this.pick % Math.max(1, projects.length)];
    if (!project) throw new Error('no trial-fund project is listed');
    const ok = await attempt('dual trial buy', r, (idempotencyKey) =>
      r.client.dual.trialOrder(
        { project_id: project.id, amount: this.voucher.amount, voucher_id: this.voucher.id },
        { idempotencyKey },
      ),
    );
    // §6: a voucher pays once; the model remembers which ones did.
    if (ok && m.usedVouchers.has(this.voucher.id))
      throw new Error(`trial-fund voucher ${this.voucher.id} paid twice`);
    if (ok) m.usedVouchers.add(this.voucher.id);
  }
  toString = () => `dual trial buy with voucher ${this.voucher.id} #${this.pick}`;
}

// ---------------------------------------------------------------------------------------------
// The market and the clock
// ---------------------------------------------------------------------------------------------

/** The market moves (not a customer call): dual settlement sees both sides of the target. */
class PriceMove implements fc.AsyncCommand<Model, Real> {
  constructor(
    readonly pair: 'BTC_USDT' | 'ETH_USDT',
    readonly percent: number,
  ) {}
  check = () => true;
  async run(_m: Model, r: Real) {
    const historyBefore = r.exchange.state.data.history.length;
    const price = dec(r.exchange.state.data.prices[this.pair]);
    r.exchange.state.setPrice(this.pair, toPlaces(price.times(100 + this.percent).div(100), 2));
    assertInvariants(r.exchange, historyBefore);
  }
  toString = () => `price ${this.pair} ${this.percent > 0 ? '+' : ''}${this.percent} %`;
}

class Advance implements fc.AsyncCommand<Model, Real> {
  constructor(readonly ms: number) {}
  check = () => true;
  async run(_m: Model, r: Real) {
    const historyBefore = r.exchange.state.data.history.length;
    const from = r.exchange.clock.now();
    r.exchange.clock.advance(this.ms);
    if (r.exchange.clock.now() !== from + this.ms) throw new Error('the clock did not move by the advance');
    assertInvariants(r.exchange, historyBefore);
  }
  toString = () => `advance ${this.ms / MINUTE_MS} min`;
}

/** Small steps (inside the +1 h / +2 h / 30 min windows) mixed with big ones (maturity, delivery). */
const advance = fc.oneof(
  { weight: 2, arbitrary: fc.constantFrom(MINUTE_MS, 10 * MINUTE_MS, 30 * MINUTE_MS, HOUR_MS) },
  { weight: 2, arbitrary: fc.constantFrom(2 * HOUR_MS, 9 * HOUR_MS, 25 * HOUR_MS) },
  { weight: 1, arbitrary: fc.constantFrom(3 * DAY_MS, 9 * DAY_MS) },
);

/** Product 101 (USDT, 7 days, early redeem allowed) more often: rate-up vouchers are for it. */
const fixedProduct = fc.oneof(
  { weight: 3, arbitrary: fc.constant(FIXED[0]) },
  { weight: 1, arbitrary: fc.constantFrom(...FIXED.slice(1)) },
);

const sized = (scale: string) => fc.tuple(perMille, decimals).map(([p, d]) => amountOf(scale, p, d));

const commands = fc.commands(
  [
    fc
      .tuple(flexAsset, perMille, decimals)
      .map(([a, p, d]) => new FlexSubscribe(a, amountOf(FLEX_SCALE[a] ?? '1', p, d))),
    fc.tuple(flexAsset, perMille).map(([a, p]) => new FlexRedeem(a, p)),
    flexAsset.map((a) => new CancelRedemption(a)),
    fc
      .tuple(fixedProduct, perMille, decimals, flag, flag, flag)
      .map(([f, p, d, re, to, v]) => new FixedLend(f, amountOf(FLEX_SCALE[f.asset] ?? '1', p, d), re, to, v)),
    fc.nat(5).map((pick) => new EarlyRedeem(pick)),
    fc
      .constantFrom(...POOLS)
      .chain((pool) => fc.tuple(fc.constant(pool), sized(pool.scale), flag))
      .map(([pool, x, e]) => new LaunchPoolStake(pool, x, e)),
    fc
      .tuple(fc.constantFrom(...POOLS), perMille, flag)
      .map(([pool, p, e]) => new LaunchPoolRedeem(pool, p, e)),
    fc
      .constantFrom(...STAKING)
      .chain((t) => fc.tuple(fc.constant(t), sized(t.scale)))
      .map(([t, x]) => new StakingStake(t, x)),
    fc.tuple(fc.constantFrom(...STAKING), perMille, flag).map(([t, p, q]) => new StakingRedeem(t, p, q)),
    fc
      .tuple(fc.constantFrom('BTC', 'ETH'), fc.constantFrom('call', 'put'), fc.nat(30), perMille, flag)
      .map(([c, t, pick, p, re]) => new DualBuy(c, t, pick, p, re)),
    fc.tuple(fc.constantFrom(...VOUCHERS), fc.nat(10)).map(([v, pick]) => new DualTrialBuy(v, pick)),
    fc
      .tuple(fc.constantFrom('BTC_USDT', 'ETH_USDT'), fc.integer({ min: -8, max: 8 }))
      .map(([pair, pct]) => new PriceMove(pair, pct)),
    advance.map((ms) => new Advance(ms)),
    advance.map((ms) => new Advance(ms)),
  ],
  { maxCommands: 12 },
);

describe('the sandbox exchange, model-based (fast-check commands over every product)', () => {
  describe('given the regular scenario (seed 1) and the real client over exchange.fetch', () => {
    it(`when ${NUM_RUNS} random sequences of operations and clock advances run, every asset is conserved, nothing goes negative and a refusal changes nothing (§4, §5, §9)`, async () => {
      await fc.assert(
        fc.asyncProperty(commands, async (cmds) => {
          const exchange = createSandboxExchange({ scenario: 'regular', seed: 1, balances: BALANCES });
          const client = createWealthClient({
            baseUrl: SANDBOX_BASE_URL,
            fetch: exchange.fetch,
            backoff: () => 0,
            deviceToken: () => 'model-device',
          });
          assertInvariants(exchange, 0);
          await fc.asyncModelRun(
            () => ({ model: { usedVouchers: new Set<number>() }, real: { exchange, client, keys: 0 } }),
            cmds,
          );
          for (const entry of exchange.state.data.ledger) reasonsSeen.add(entry.reason);
        }),
        { numRuns: NUM_RUNS, seed: 20250115 },
      );

      // Every operation kind went through at least once (random amounts must not only be refused).
      const kinds = [
        'flexible subscribe',
        'flexible redeem',
        'cancel redemption',
        'fixed lend',
        'early redeem',
        'launch pool stake',
        'launch pool redeem',
        'staking stake',
        'staking standard redeem',
        'staking fast redeem',
        'dual buy',
        'dual trial buy',
      ];
      for (const kind of kinds) expect({ kind, ok: (tally[kind]?.ok ?? 0) > 0 }).toEqual({ kind, ok: true });
      // The staking property kept: stakes and redemptions mostly go through.
      const staking = ['staking stake', 'staking standard redeem', 'staking fast redeem'].map(
        (k) => tally[k] ?? { ok: 0, refused: 0 },
      );
      const stakingOk = staking.reduce((sum, t) => sum + t.ok, 0);
      const stakingRefused = staking.reduce((sum, t) => sum + t.refused, 0);
      expect(stakingOk).toBeGreaterThan(stakingRefused / 2);
      // Settlement happened inside the runs: interest, bonus, rewards, fees, arrivals, dual delivery.
      for (const reason of [
        'interest',
        'bonus',
        'reward',
        'fee',
        'rate-up',
        'redeem-arrival',
        'fixed-arrival',
        'dual-convert-out',
        'dual-convert-in',
        'dual-arrival',
        'trial-fund',
        'trial-fund-return',
      ])
        expect({ reason, seen: reasonsSeen.has(reason) }).toEqual({ reason, seen: true });
    }, 120_000);
  });
});
