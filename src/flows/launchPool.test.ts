import { describe, expect, it } from 'vitest';
import type { RewardPool } from '../api/types';
import { RATE_YEAR_TYPE } from '../domain/enums';
import { launchPoolPosition, offersAutoTransfer, rewardPoolView } from './launchPool';

const pool = {
  coin: 'GT',
  personal_min_amount: '10',
  personal_max_amount: '1000',
  left_buy_total_amount: '300',
  decimal_place: 2,
  rate_year: '0.12',
  rate_year_type: RATE_YEAR_TYPE.NONE,
  simple_earn: 1,
} as unknown as RewardPool;

describe('given the launch pool core (§3, §4, §5)', () => {
  describe('when the §5 position is read from a pool', () => {
    it('caps the personal maximum by the pool quota left', () => {
      expect(launchPoolPosition(pool, '100')).toEqual({
        personalMin: '10',
        personalMax: '400',
        staked: '100',
        decimalPlace: 2,
      });
    });
  });
  describe('when a pool is shown', () => {
    it('labels an APR of type none as missing (§4) and offers auto-transfer when simple_earn is 1', () => {
      expect(rewardPoolView(pool)).toMatchObject({ precision: 2, minAmount: '10', aprFraction: null });
      expect(offersAutoTransfer(pool)).toBe(true);
      expect(offersAutoTransfer(undefined)).toBe(false);
    });
  });
});
