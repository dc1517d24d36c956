import { describe, expect, it } from 'vitest';
import type { StakingProduct } from '../api/types';
import { BONUS_STATUS, STAKE_MODE, STAKING_REDEEM_TYPE } from '../domain/enums';
import {
  bonusPaysNow,
  fastRedeem,
  NO_STAKE_ESTIMATE,
  redeemFeePercent,
  redeemPayoutCoin,
  redeemTypeInForce,
  sourceField,
  stakeCap,
  stakeEstimate,
  stakingSources,
} from './staking';

const product = (fields: Partial<StakingProduct>) => fields as StakingProduct;

describe('given the staking flow core (§3, §4, §5)', () => {
  describe('when the extra bonus may add to a stake (§4 bonus status)', () => {
    const bonus = (status: (typeof BONUS_STATUS)[keyof typeof BONUS_STATUS]) => ({
      status,
      startTime: 0,
      endTime: 0,
      rewardCoin: 'GT',
      tiers: [],
      taskHref: null,
    });
    it.each([
      ['no bonus', null, false],
      ['not started', bonus(BONUS_STATUS.NOT_STARTED), false],
      ['processing', bonus(BONUS_STATUS.PROCESSING), true],
      ['finished', bonus(BONUS_STATUS.FINISHED), false],
    ])('%s: pays now %s', (_case, given, pays) => {
      expect(bonusPaysNow(given)).toBe(pays);
    });
  });

  describe('when nothing can be staked (§5: a refused or empty amount counts as 0)', () => {
    const ladder = {
      status: BONUS_STATUS.PROCESSING,
      startTime: 0,
      endTime: 0,
      rewardCoin: 'GT',
      tiers: [{ money_min: '0', money_max: '1000', money_rate: '12' }],
      taskHref: null,
    };
    it.each([
      ['no product', undefined, null, null],
      ['a rate and a commission', product({ base_rate: '5.5', fee_rate: '10' }), null, '0.8'],
      ['a processing bonus ladder', product({ base_rate: '3' }), ladder, null],
    ])('the estimate of nothing is the one kept for it: %s', (_case, given, bonus, vipSale) => {
      expect(NO_STAKE_ESTIMATE).toEqual(stakeEstimate('0', given, bonus, vipSale));
      expect(NO_STAKE_ESTIMATE.total).toBe('0.00000000');
    });
  });

  describe('when a request names its source of return (§7 pid)', () => {
    it.each([
      ['-1', {}],
      ['7', { pid: '7' }],
    ])('pid %s sends %j', (pid, field) => {
      expect(sourceField(pid)).toEqual(field);
    });
  });

  describe('when a product lists its sources (§3 defi by pid, debt by id)', () => {
    it('lists DeFi first, then debt, with their own rates', () => {
      const sources = stakingSources(
        product({
          defi: [{ pid: 1, protocol_name: 'Lido', rate: '3' }],
          debt: [{ id: 9, protocol_name: 'Aave', base_rate: '2' }],
        } as unknown as Partial<StakingProduct>),
      );
      expect(sources).toEqual([
        { pid: '1', name: 'Lido', rate: '3' },
        { pid: '9', name: 'Aave', rate: '2' },
      ]);
    });
  });

  describe('when the cap of a stake is decided (§5)', () => {
    const limited = product({ personal_mortgage_limit: '100', crowd_mortgage_limit: '50' });
    it.each([
      ['unknown while the customer’s info loads', limited, undefined, true, undefined],
      [
        'the product’s own cap logged out',
        limited,
        undefined,
        false,
        { kind: 'limited', limit: '100', remaining: '100' },
      ],
      [
        'the crowd cap for a crowd customer',
        limited,
        { mortgage_amount: '20', is_crowd: 1 },
        true,
        { kind: 'limited', limit: '50', remaining: '30' },
      ],
      [
        'unlimited at once',
        product({ personal_mortgage_limit: '-1' }),
        undefined,
        true,
        { kind: 'unlimited' },
      ],
    ] as const)('%s', (_, p, userInfo, loggedIn, expected) => {
      expect(stakeCap(p, userInfo as never, loggedIn)).toEqual(expected);
    });
  });

  describe('when a redemption type is chosen (§3 redeem_quick, §5)', () => {
    const quick = product({
      redeem_quick_daily: '0',
      min_redeem_amount: '1',
      extra: { redeem_quick: 1, redeem_fee: '0.1', redeem_quick_fee: '0.5' },
    } as unknown as Partial<StakingProduct>);
    it('falls back to standard when today’s fast quota is gone', () => {
      const fast = fastRedeem(quick);
      expect(fast).toMatchObject({ offered: true, available: false, quota: '0' });
      expect(redeemTypeInForce(STAKING_REDEEM_TYPE.FAST, fast)).toBe(STAKING_REDEEM_TYPE.STANDARD);
    });
    it.each([
      [STAKING_REDEEM_TYPE.STANDARD, '0.1'],
      [STAKING_REDEEM_TYPE.FAST, '0.5'],
    ])('type %s costs %s %%', (type, fee) => {
      expect(redeemFeePercent(quick, type)).toBe(fee);
    });
    it('credit/debt pays out in USDC (§9), the others in the coin', () => {
      expect(redeemPayoutCoin(STAKE_MODE.CREDIT_DEBT, 'GT')).toBe('USDC');
      expect(redeemPayoutCoin(STAKE_MODE.STAKING, 'GT')).toBe('GT');
    });
  });
});
