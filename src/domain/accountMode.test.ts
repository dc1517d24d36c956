import { isUnifiedAccountMode, redeemDestination, spotOrUnifiedAccount, transferRoute } from './accountMode';
import { ACCOUNT_MODE, REDEEM_ACCOUNT_TYPE } from './enums';

describe('§6 unified-account modes change the account label (unified or spot account)', () => {
  it.each([
    [ACCOUNT_MODE.CLASSIC, false, 'spot'],
    [ACCOUNT_MODE.MULTI_CURRENCY, true, 'unified'],
    [ACCOUNT_MODE.SINGLE_CURRENCY, true, 'unified'],
    // Not known yet (loading, error, logged out) or a mode this build does not know: the spot wording.
    [undefined, false, 'spot'],
    [null, false, 'spot'],
    ['', false, 'spot'],
    ['portfolio', false, 'spot'],
  ] as const)('given mode %j, unified is %s and redeem account type 0 reads %s', (mode, unified, account) => {
    expect(isUnifiedAccountMode(mode)).toBe(unified);
    expect(spotOrUnifiedAccount(mode)).toBe(account);
  });
});

describe('§3 redeem account type (1 = Simple Earn flexible, 0 = spot or unified) with §6 wording', () => {
  it.each([
    [REDEEM_ACCOUNT_TYPE.SIMPLE_EARN_FLEXIBLE, ACCOUNT_MODE.CLASSIC, 'flexible'],
    [REDEEM_ACCOUNT_TYPE.SIMPLE_EARN_FLEXIBLE, ACCOUNT_MODE.MULTI_CURRENCY, 'flexible'],
    [REDEEM_ACCOUNT_TYPE.SIMPLE_EARN_FLEXIBLE, undefined, 'flexible'],
    [REDEEM_ACCOUNT_TYPE.SPOT_OR_UNIFIED, ACCOUNT_MODE.CLASSIC, 'spot'],
    [REDEEM_ACCOUNT_TYPE.SPOT_OR_UNIFIED, ACCOUNT_MODE.MULTI_CURRENCY, 'unified'],
    [REDEEM_ACCOUNT_TYPE.SPOT_OR_UNIFIED, ACCOUNT_MODE.SINGLE_CURRENCY, 'unified'],
    [REDEEM_ACCOUNT_TYPE.SPOT_OR_UNIFIED, undefined, 'spot'],
  ] as const)('given type %s in mode %j, the destination is %s', (type, mode, destination) => {
    expect(redeemDestination(type, mode)).toBe(destination);
  });
});

describe('§2, §6 the Transfer shortcut follows the account mode (issue 16 item 6)', () => {
  it.each([
    ['multi_currency', { path: '/myaccount/billing/unified_account', query: { curr_type: 'GT' } }],
    ['single_currency', { path: '/myaccount/billing/unified_account', query: { curr_type: 'GT' } }],
    ['classic', { path: '/myaccount/myfunds/spot', query: { asset: 'GT' } }],
    [undefined, { path: '/myaccount/myfunds/spot', query: { asset: 'GT' } }],
  ])('mode %s → %j', (mode, route) => {
    expect(transferRoute('GT', mode)).toEqual(route);
  });
});
