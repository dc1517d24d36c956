import { describe, expect, it } from 'vitest';
import type { DualProduct } from '../api/types';
import { basicReinvestChoice, draftReinvestTerm, isReinvestOn, reinvestOrderFields } from './dualReinvest';

const product = { invest_days: 3, invest_hours: 0, multiple: '0.5', category: 1 } as unknown as DualProduct;

describe('given the dual auto-reinvest core (§4, §7, §9)', () => {
  describe('when the order is built', () => {
    it('sends is_autorenewal 0 alone while off', () => {
      expect(reinvestOrderFields(null)).toEqual({ is_autorenewal: 0 });
    });
    it('sends the difference as text and the term in seconds while on (§7)', () => {
      expect(reinvestOrderFields({ priceDeviation: '0.50', term: { unit: 'day', value: 3 } })).toEqual({
        is_autorenewal: 1,
        price_deviation: '0.5',
        effective_time_duration: 259_200,
      });
    });
  });

  describe('when the basic choice is read from the product (§3 multiple)', () => {
    it('takes its price difference and term', () => {
      expect(basicReinvestChoice(product)).toEqual({
        priceDeviation: '0.5',
        term: { unit: 'day', value: 3 },
      });
    });
  });

  describe('when a preferred term is typed in the parameter dialog (§9)', () => {
    it.each([
      ['', 'day', null],
      ['abc', 'day', 'invalid'],
      ['3', 'day', null],
      ['1', 'day', 'noMatch'],
    ] as const)('"%s" %s gives %s', (text, unit, problem) => {
      expect(draftReinvestTerm(text, unit, [product]).problem).toBe(problem);
    });
  });

  describe('when is_reinvested arrives (§3: boolean or flag)', () => {
    it.each([
      [true, true],
      [1, true],
      ['1', true],
      [0, false],
      [false, false],
      [undefined, false],
    ])('%j is %s', (value, on) => {
      expect(isReinvestOn(value)).toBe(on);
    });
  });
});
