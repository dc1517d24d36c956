import { describe, expect, it } from 'vitest';
import type { DualProduct } from '../api/types';
import { dualConverts, settleDual } from '../domain/dualSettlement';
import { DUAL_PRODUCT_TYPE } from '../domain/enums';
import { dualPrediction } from './dual';

const product = (type: 'call' | 'put') =>
  ({
    id: 1,
    type,
    apy_display: '36.5',
    exercise_price: '100',
    invest_days: 10,
    invest_hours: 0,
    invest_currency: type === 'call' ? 'BTC' : 'USDT',
    exercise_currency: type === 'call' ? 'USDT' : 'BTC',
    category: 1,
  }) as unknown as DualProduct;

describe('given where a dual order converts (§1)', () => {
  describe('when the settle price is below, at or over the target', () => {
    it.each([
      [DUAL_PRODUCT_TYPE.CALL, '99.99', false],
      [DUAL_PRODUCT_TYPE.CALL, '100', true],
      [DUAL_PRODUCT_TYPE.CALL, '100.01', true],
      [DUAL_PRODUCT_TYPE.PUT, '99.99', true],
      [DUAL_PRODUCT_TYPE.PUT, '100', true],
      [DUAL_PRODUCT_TYPE.PUT, '100.01', false],
    ])('a %s settled at %s converts: %s', (type, price, converts) => {
      expect(dualConverts(type, price, '100')).toBe(converts);
    });
  });

  describe('when the prediction panel shows its two tabs (§2)', () => {
    it.each(['call', 'put'] as const)('each %s tab pays what settleDual pays on its side', (type) => {
      const p = product(type);
      const prediction = dualPrediction(p, '1', false);
      const input = {
        type,
        principal: '1',
        apyFraction: '0.365',
        exercisePrice: '100',
        term: { invest_days: 10, invest_hours: 0 },
        investCurrency: p.invest_currency,
        exerciseCurrency: p.exercise_currency,
      };
      const at = { lt: '99', lte: '100', gte: '100', gt: '101' };
      for (const tab of [prediction.below, prediction.over]) {
        const settled = settleDual(input, at[tab.when]);
        expect(tab.payout.amount).toBe(settled.amount);
        expect(tab.payout.asset).toBe(settled.asset);
      }
    });

    it('a trial fund pays the yield in the invest currency on both tabs (§6)', () => {
      const prediction = dualPrediction(product('call'), '1', true);
      expect(prediction.below.payout).toEqual(prediction.over.payout);
      expect(prediction.below.payout).toMatchObject({ asset: 'BTC', amount: '0.01000000' });
    });
  });
});
