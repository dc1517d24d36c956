import { DAY_MS, dec, msToSeconds, startOfDay } from '../../../domain';
import { bookExternal } from '../../ledger';
import type { ExchangeContext } from '../../module';
import type { ScenarioDefinition } from '../../scenarios';
import { stakingTick } from './accrual';
import { bookStake } from './actions';
import { NO_PID, positionOf, resolveTerms, STAKING_ACCOUNT, stakingSlice } from './model';

/**
 * The staking part of a scenario (scenarios.ts traits):
 * - `holdings` (regular, VIP 5, VIP 8, funding locked, sold out, whale): 100 GT in token staking and
 *   2000 USDT in the Aave V3 source (pid 11), staked from spot 10 days before the start so they earn
 *   from the first 00:00; 12.5 GTSOL of SOL liquid staking held from before the sandbox's books
 *   begin (an opening balance, since the wallet has no SOL); and an outstanding 50 GT loan, so the
 *   GT stake form shows available = spot − loans (§5, GT takes no borrowed funds).
 * - `soldOut`: every staking cap is used up (personal and crowd limits 0).
 * - `whale`: 180 days of past GT profit records (display only: before the books, no balance moves).
 * Holdings the wallet cannot pay for are skipped, like the other modules do.
 */
export function seedStaking(ctx: ExchangeContext, scenario: ScenarioDefinition): void {
  const slice = stakingSlice(ctx);
  if (scenario.holdings) {
    slice.loans.GT = '50';
    ctx.at(ctx.now() - 10 * DAY_MS, () => {
      for (const [coin, pid, amount] of [
        ['GT', NO_PID, '100'],
        ['USDT', 11, '2000'],
      ] as const) {
        if (dec(ctx.data.spot[coin]).lt(amount)) continue;
        bookStake(ctx, resolveTerms(ctx, coin, pid, true), amount);
      }
      const sol = resolveTerms(ctx, 'SOL', NO_PID, true);
      bookExternal(ctx.data, {
        asset: sol.positionAsset,
        account: STAKING_ACCOUNT,
        delta: '12.5',
        reason: 'opening',
      });
      positionOf(ctx, sol).tranches.push({
        id: ctx.nextId(),
        amount: '12.5',
        stakedAtMs: ctx.now(),
        earnFromMs: ctx.now(),
      });
    });
    // They have earned since: the days between are replayed (accrual, payments, profit records).
    const now = ctx.now();
    stakingTick(ctx, now - 10 * DAY_MS, now);
  }
  if (scenario.soldOut) {
    for (const product of slice.products) {
      product.personal_mortgage_limit = '0';
      product.crowd_mortgage_limit = '0';
    }
  }
  if (scenario.whale) {
    const gt = resolveTerms(ctx, 'GT', NO_PID, true);
    const today = startOfDay(ctx.now());
    for (let day = 180; day >= 1; day -= 1) {
      slice.profitRecords.push({
        id: ctx.nextId(),
        coin: 'GT',
        pid: NO_PID,
        protocol_name: gt.protocolName,
        reward_coin: 'GT',
        amount: ctx.random.units(1_000_000, 90_000_000, 8),
        rate: gt.baseRate,
        type: 'reward',
        time: msToSeconds(today - day * DAY_MS),
      });
    }
  }
}
