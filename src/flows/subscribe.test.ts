import { describe, expect, it } from 'vitest';
import type { FlexibleProductDetail } from '../api/types';
import { dec, REDEEM_ACCOUNT_TYPE } from '../domain';
import {
  estimatedAmount,
  flexibleRateYear,
  lendableQuota,
  subscribeEstimate,
  subscribeMax,
  subscribeRedeemTo,
  subscribeRequest,
} from './subscribe';
import type { SubscribeProduct } from './subscribeProducts';

const fixed = (allowsRedeemToFlexible: boolean) =>
  ({ id: '7', kind: 'fixed', allowsRedeemToFlexible }) as SubscribeProduct;
const detail = { limit_min_lend_rate_year: '0.0001' } as FlexibleProductDetail;

describe('given the subscribe flow core (§4, §5, §7)', () => {
  describe('when it picks where a fixed redemption goes (§3 redeem_account, §4 reinvest)', () => {
    it.each([
      ['reinvest on: spot, whatever was chosen', fixed(true), true, 1, REDEEM_ACCOUNT_TYPE.SPOT_OR_UNIFIED],
      ['no flexible payout: spot', fixed(false), false, 1, REDEEM_ACCOUNT_TYPE.SPOT_OR_UNIFIED],
      ['otherwise the choice', fixed(true), false, 1, REDEEM_ACCOUNT_TYPE.SIMPLE_EARN_FLEXIBLE],
    ] as const)('%s', (_, product, reinvest, chosen, expected) => {
      expect(subscribeRedeemTo(product, reinvest, chosen)).toBe(expected);
    });
  });

  describe('when it picks the flexible rate sent (§7 rateYear, §5 missing rate)', () => {
    it.each([
      ['holding not settled: missing', false, '0.02', null],
      ['the customer’s minimum', true, '0.02', '0.02'],
      ['a first subscription: the product floor', true, undefined, '0.0001'],
    ] as const)('%s', (_, settled, holdingRate, expected) => {
      expect(flexibleRateYear(settled, holdingRate, detail)).toBe(expected);
    });
  });

  describe('when it estimates the return of what is typed (§9: amount * APR / 365, times the term for fixed)', () => {
    const flexible = { id: '0', kind: 'flexible', termDays: 0, ladder: [] } as unknown as SubscribeProduct;
    const fixed30 = { id: '7', kind: 'fixed', termDays: 30, aprFraction: '0.073' } as SubscribeProduct;
    const laddered = {
      ...flexible,
      aprFraction: '0.1',
      ladder: [
        { left: '0', right: '1000', apr: '0.1' },
        { left: '1000', right: '-1', apr: '0.03' },
      ],
    } as SubscribeProduct;
    const untiered = { ...flexible, aprFraction: '0.05' } as SubscribeProduct;
    it.each([
      ['flexible, nothing typed: the figures are for 0', flexible, '', '0', '0'],
      ['flexible, a lone point: for 0', flexible, '.', '0', '0'],
      ['flexible, zero: for 0', flexible, '0', '0', '0'],
      ['fixed, nothing typed: for 0', fixed30, '', '0', '0'],
      ['fixed, 1000 for 30 days at 7.3 %: 6', fixed30, '1000', '1000', '6'],
      // §9 ladder: each tier's width × apr / 365 to 6 decimals (1000 × 10 % / 365 = 0.273972 and
      // 0.5 × 3 % / 365 = 0.000041), not 1000.5 × the blended 9.99 % / 365 (0.27383547).
      ['flexible on a 10 % / 3 % ladder, 1000.5: tier by tier', laddered, '1000.5', '1000.5', '0.274013'],
      ['flexible on a 10 % / 3 % ladder, within the first tier', laddered, '365', '365', '0.1'],
      ['flexible without tiers, 1000 at 5 %: its one APR', untiered, '1000', '1000', '0.1369863'],
    ] as const)('%s', (_, product, typed, amount, interest) => {
      const estimate = subscribeEstimate(product, typed, null, null);
      expect(estimate?.amount).toBe(amount);
      expect(estimate && dec(estimate.interest).eq(interest)).toBe(true);
    });

    it.each([
      ['nothing typed', '', '0'],
      ['a lone point', '.', '0'],
      ['zero', '0.00', '0'],
      ['an amount, as typed', '1000.50', '1000.50'],
    ] as const)('the amount an estimate is of (§9), %s: %s', (_, typed, expected) => {
      // The form tells a settled estimate from one still of an earlier amount by this (SubscribeSummary).
      expect(estimatedAmount(typed)).toBe(expected);
    });
  });

  describe('when it computes Max (§5: min(balance, quota), rounded down)', () => {
    it.each([
      ['flexible: the balance', '12.123456789', null, 8, '12.12345678'],
      ['fixed: the quota caps it', '500', '120.5', 6, '120.5'],
      ['a negative quota: zero', '500', '-1', 6, '0'],
    ] as const)('%s', (_, available, quota, precision, expected) => {
      expect(subscribeMax(available, quota, precision)).toBe(expected);
    });
  });

  describe('when it builds the request (§7)', () => {
    const input = { amount: '10', rateYear: '0.05', voucherId: null, reinvest: 0, redeemTo: 1 } as const;
    it('sends flexible to subscribe with the rate', () => {
      expect(subscribeRequest('USDT', { ...input, productId: '0' }, false)).toEqual({
        kind: 'flexible',
        body: { asset: 'USDT', amount: '10', rateYear: '0.05' },
      });
    });
    it('sends fixed to lend with the voucher only when one is chosen', () => {
      const request = subscribeRequest('USDT', { ...input, productId: '7', voucherId: '3' }, true);
      expect(request).toEqual({
        kind: 'fixed',
        body: {
          product_id: '7',
          amount: '10',
          year_rate: '0.05',
          reinvest_status: 0,
          redeem_account_type: 1,
          isVip: true,
          financial_rate_id: '3',
        },
      });
    });
  });

  describe('when it reads the lendable quota', () => {
    it.each([
      [{ lendable: '5' }, '5'],
      [{ lendable: 5 }, '5'],
      [{}, null],
      [null, null],
    ])('%j gives %s', (data, expected) => {
      expect(lendableQuota(data)).toBe(expected);
    });
  });
});
