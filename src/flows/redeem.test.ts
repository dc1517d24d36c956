import { describe, expect, it } from 'vitest';
import type { FlexibleHolding } from '../api/types';
import { PRODUCT_TYPE } from '../domain/enums';
import { earlyRedeemBody, FLEXIBLE_REDEEM_SNAPSHOT, flexibleRedeemBody } from './redeem';

describe('given the Simple Earn redemption core (§7)', () => {
  describe('when a flexible redemption is built', () => {
    it('carries the holding as read, in the fields a resend keeps (snapshot)', () => {
      const holding = { curr_amount: '120', lend_amount: '100' } as FlexibleHolding;
      const body = flexibleRedeemBody('USDT', '20', holding);
      expect(body).toEqual({
        asset: 'USDT',
        amount: '20',
        curr_amount: '120',
        lend_amount: '100',
        auto_transfer: 1,
      });
      for (const field of FLEXIBLE_REDEEM_SNAPSHOT) expect(body).toHaveProperty(field);
    });
    it.each([
      [true, 1],
      [false, 0],
    ] as const)('auto-transfer %s (§2) is sent as auto_transfer %i', (on, flag) => {
      expect(flexibleRedeemBody('USDT', '1', null, on)).toMatchObject({ auto_transfer: flag });
    });
    it('sends zeros when there is no holding yet', () => {
      expect(flexibleRedeemBody('USDT', '1', null)).toMatchObject({ curr_amount: '0', lend_amount: '0' });
    });
  });

  describe('when an early redemption is built (§6: VIP orders say so)', () => {
    it.each([
      [PRODUCT_TYPE.VIP, true],
      [PRODUCT_TYPE.NORMAL, false],
    ] as const)('product type %s sends isVip %s', (productType, isVip) => {
      expect(earlyRedeemBody({ order_id: 7, product_type: productType })).toEqual({ order_id: 7, isVip });
    });
  });
});
