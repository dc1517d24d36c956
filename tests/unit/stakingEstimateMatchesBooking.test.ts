import fc from 'fast-check';
import { DAY_MS, dec, matchVipConfig, startOfDay } from '../../src/domain';
import { stakeEstimate, stakingBonus } from '../../src/flows/staking';
import { DEFAULT_SANDBOX_NOW } from '../../src/sandbox/exchange';
import { stakingSlice } from '../../src/sandbox/products/staking/model';
import { key, setupSandbox } from '../../src/sandbox/testSupport';

// §5 the estimate of the stake form is what the exchange books for a day: the widget's estimate
// (flows/staking.ts stakeEstimate, rounded once) against the sandbox's base reward and bonus (each
// rounded down apart) for random amounts, ladders, VIP tiers and fee rates (issue 16 items 1, 2).

const T0 = DEFAULT_SANDBOX_NOW;
const DAY0 = startOfDay(T0);
const ONE_UNIT = dec('0.00000001');

const arbPercent = fc.integer({ min: 0, max: 4_000_000 }).map((n) => dec(String(n)).shiftedBy(-4).toString());
// At least the product's minimum (1 GT), at most 50,000 GT, 8 decimals.
const arbAmount = fc
  .integer({ min: 100_000_000, max: 5_000_000_000_000 })
  .map((n) => dec(String(n)).shiftedBy(-8).toString());
const arbLadder = fc.uniqueArray(fc.integer({ min: 1, max: 20_000 }), { maxLength: 3 }).chain((cuts) => {
  const bounds = [0, ...cuts.sort((a, b) => a - b)];
  return fc.tuple(...bounds.map(() => arbPercent)).map((rates) =>
    bounds.map((min, i) => ({
      money_min: String(min),
      money_max: i + 1 < bounds.length ? String(bounds[i + 1]) : '-1',
      money_rate: rates[i] ?? '0',
    })),
  );
});

describe('§5 the stake estimate equals what the sandbox pays for one day', () => {
  describe('given GT staked with a random commission, VIP discount, tier and bonus ladder', () => {
    it('the base reward and the bonus are each within one smallest unit of the estimate, and their sum is the rounded-once total or one unit below', async () => {
      await fc.assert(
        fc.asyncProperty(
          arbAmount,
          arbPercent,
          fc.integer({ min: 0, max: 100 }),
          fc.constantFrom('0.5', '0.9', '0.75', '1'),
          fc.integer({ min: 0, max: 16 }),
          arbLadder,
          async (amount, baseRate, fee, sale, tierLevel, ladder) => {
            const { exchange, client } = setupSandbox({
              scenario: 'new-user',
              balances: { GT: '60000' },
              user: { tierLevel },
            });
            exchange.state.update(() => {
              const gt = stakingSlice(exchange.state.context).products.find((p) => p.key === 'gt-token');
              if (!gt) throw new Error('the sandbox has no GT staking product');
              gt.base_rate = baseRate;
              gt.fee_rate = String(fee);
              gt.vip_config = [{ min_tier: 1, max_tier: 16, vip_sale: sale }];
              gt.personal_mortgage_limit = '-1';
              gt.crowd_mortgage_limit = '-1';
              gt.extra_interest = {
                max_interest: '0',
                reward_coin: 'GT',
                start_time: (DAY0 - DAY_MS) / 1000,
                end_time: (DAY0 + 30 * DAY_MS) / 1000,
                interest: ladder,
              };
            });
            await client.staking.stake({ coin: 'GT', amount }, { idempotencyKey: key() });

            // What the form estimates for this customer, from the product as the API answers it.
            const product = await client.staking.product({ coin: 'GT' });
            const vipSale = matchVipConfig(product.vip_config, tierLevel)?.vip_sale ?? null;
            const estimate = stakeEstimate(amount, product, stakingBonus(product, T0), vipSale);

            // reward_delay_days 1: the first whole earning day ends at DAY0 + 3 d and is paid then.
            exchange.clock.set(DAY0 + 3 * DAY_MS);
            const day = exchange.state.history().filter((r) => r.time_at === (DAY0 + 3 * DAY_MS) / 1000);
            const base = day.find((r) => r.type === 3)?.amount ?? '0';
            const bonus = day.find((r) => r.type === 4)?.bonus_amount ?? '0';

            const near = (booked: string, estimated: string) =>
              dec(booked).minus(dec(estimated)).abs().lte(ONE_UNIT);
            const sum = dec(base).plus(dec(bonus));
            return (
              near(base, estimate.base) &&
              near(bonus, estimate.bonus) &&
              sum.lte(dec(estimate.total)) &&
              dec(estimate.total).minus(sum).lte(ONE_UNIT)
            );
          },
        ),
        { numRuns: 60 },
      );
    });
  });
});
