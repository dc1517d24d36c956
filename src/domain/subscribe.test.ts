import { PRODUCT_TYPE, SALE_STATUS } from './enums';
import {
  checkSubscribe,
  type SubscribeCheckInput,
  subscribeAmountError,
  subscribeIntent,
  subscribePrecision,
  subscribeSubmitAmount,
  subscribeSubmitCut,
  voucherBoundsKind,
} from './subscribe';

const base: SubscribeCheckInput = {
  amount: '',
  asset: 'USDT',
  minAmount: '10',
  available: '1000',
  aprFraction: '0.05',
};

describe('§5 Simple Earn subscribe: given a flexible product (min 10, balance 1000)', () => {
  it.each([
    ['', null],
    ['0', null],
    ['9.99', { key: 'earn.subscribe.min', params: { amount: '10', asset: 'USDT' } }],
    ['10.0000009', null],
    ['10', null],
    ['1000', null],
    ['1000.00000001', { key: 'earn.subscribe.insufficientBalance' }],
  ])('when the amount is %j the error is %j', (amount, error) => {
    expect(subscribeAmountError({ ...base, amount })).toEqual(error);
  });
});

describe('§5 Simple Earn subscribe: given a balance not known (logged out, or not read yet)', () => {
  it('refuses no amount for it; the minimum still holds', () => {
    expect(subscribeAmountError({ ...base, available: null, amount: '5000' })).toBeNull();
    expect(subscribeAmountError({ ...base, available: null, amount: '9' })?.key).toBe('earn.subscribe.min');
  });
});

describe('§9 Simple Earn subscribe: given a minimum as the exchange writes it (1000.00000000)', () => {
  it('the minimum message shows it as every amount is shown: grouped, no trailing zeros', () => {
    expect(subscribeAmountError({ ...base, minAmount: '1000.00000000', amount: '999' })).toEqual({
      key: 'earn.subscribe.min',
      params: { amount: '1,000', asset: 'USDT' },
    });
  });
});

describe('§5 Simple Earn subscribe: given a minimum with 7 decimals (0.0000015)', () => {
  it('when the typed amount only reaches it in the 7th decimal, the minimum error shows (6 are sent)', () => {
    expect(subscribeAmountError({ ...base, minAmount: '0.0000015', amount: '0.0000019' })).toEqual({
      key: 'earn.subscribe.min',
      params: { amount: '0.0000015', asset: 'USDT' },
    });
  });
});

describe('§5 Simple Earn subscribe: given a fixed product with quota', () => {
  const fixed = { ...base, fixed: { remainingQuota: '500' } };
  it.each([
    ['600', { key: 'earn.subscribe.quotaExceeded', params: { quota: '500', asset: 'USDT' } }],
    ['500', null],
    ['5', { key: 'earn.subscribe.min', params: { amount: '10', asset: 'USDT' } }],
  ])('when the amount is %j the error is %j', (amount, error) => {
    expect(subscribeAmountError({ ...fixed, amount })).toEqual(error);
  });

  it.each(['', '50'])(
    'when the remaining quota (5) is below the minimum, the quota error shows for %j',
    (amount) => {
      expect(subscribeAmountError({ ...base, amount, fixed: { remainingQuota: '5' } })).toEqual({
        key: 'earn.subscribe.quotaBelowMin',
        params: { quota: '5', min: '10', asset: 'USDT' },
      });
    },
  );

  it('when the quota is not loaded, no quota rule applies', () => {
    expect(subscribeAmountError({ ...base, amount: '900', fixed: { remainingQuota: null } })).toBeNull();
  });
});

describe('§5 Simple Earn subscribe: given a rate-up voucher (buy 50..200)', () => {
  const voucher = { buyLimitLow: '50', buyLimitHigh: '200' };
  it.each([
    ['49', { key: 'earn.subscribe.voucherMin', params: { amount: '50', asset: 'USDT' } }],
    ['50', null],
    ['200', null],
    ['201', { key: 'earn.subscribe.voucherMax', params: { amount: '200', asset: 'USDT' } }],
  ])('when the amount is %j the error is %j', (amount, error) => {
    expect(subscribeAmountError({ ...base, amount, voucher })).toEqual(error);
  });

  it.each([
    [{ buyLimitLow: '', buyLimitHigh: '0' }, '999'],
    [{ buyLimitLow: null, buyLimitHigh: null }, '999'],
  ])('when the voucher has no bounds (%j), nothing is refused', (v, amount) => {
    expect(subscribeAmountError({ ...base, amount, voucher: v })).toBeNull();
  });
});

describe('§5 Simple Earn subscribe: submit state', () => {
  it.each([
    ['an empty amount', { amount: '' }, 'disabled'],
    ['a zero amount', { amount: '0.' }, 'disabled'],
    ['an error', { amount: '5' }, 'disabled'],
    ['a missing rate', { amount: '20', aprFraction: null }, 'disabled'],
    ['an unparsable rate', { amount: '20', aprFraction: '' }, 'disabled'],
    ['a valid amount and rate', { amount: '20' }, 'submit'],
    ['a sold-out fixed product', { amount: '20', fixed: { saleStatus: SALE_STATUS.SOLD_OUT } }, 'disabled'],
    [
      'a VIP fixed product and tier 4',
      { amount: '20', tierLevel: 4, fixed: { productType: PRODUCT_TYPE.VIP } },
      'upgrade',
    ],
    [
      'a VIP fixed product and tier 5',
      { amount: '20', tierLevel: 5, fixed: { productType: PRODUCT_TYPE.VIP } },
      'submit',
    ],
    ['a VIP fixed product and no tier', { amount: '', fixed: { productType: PRODUCT_TYPE.VIP } }, 'upgrade'],
  ] as const)('given %s the button action is %s', (_name, patch, action) => {
    const check = checkSubscribe({ ...base, ...patch });
    expect(check.action).toBe(action);
    expect(check.canSubmit).toBe(action === 'submit');
  });

  it('§4 given a sold-out product the amount is disabled and a sold-out warning shows', () => {
    const check = checkSubscribe({ ...base, fixed: { saleStatus: SALE_STATUS.SOLD_OUT } });
    expect(check.amountDisabled).toBe(true);
    expect(check.warning).toEqual({ key: 'earn.subscribe.soldOut' });
  });

  it('§4 given a subscribable product the amount is enabled', () => {
    const check = checkSubscribe({ ...base, fixed: { saleStatus: SALE_STATUS.SUBSCRIBABLE } });
    expect(check.amountDisabled).toBe(false);
    expect(check.warning).toBeNull();
  });
});

describe('§5 precision: 6 decimals on mobile, 8 on desktop, 6 on submit', () => {
  it.each([
    ['mobile', 6],
    ['desktop', 8],
  ] as const)('on %s the input takes %i decimals', (platform, precision) => {
    expect(subscribePrecision(platform)).toBe(precision);
  });

  it.each([
    ['12.34567899', '12.345678'],
    ['12.5', '12.5'],
    ['12', '12'],
  ])('%s is submitted as %s (rounded down)', (amount, sent) => {
    expect(subscribeSubmitAmount(amount)).toBe(sent);
  });

  it.each([
    ['12.34567899', '12.345678'],
    ['0.0000009', null],
    ['1.0000009', '1'],
    ['12.3456780', null],
    ['12.123456', null],
    ['12.', null],
    ['', null],
    ['abc', null],
  ])('typed %s, what submit sends when it is less: %s', (amount, cut) => {
    expect(subscribeSubmitCut(amount)).toBe(cut);
  });

  it.each([
    ['a valid amount', { amount: '20.12345678' }, { kind: 'submit', amount: '20.123456' }],
    [
      'a VIP product below tier 5',
      { amount: '20', tierLevel: 1, fixed: { productType: PRODUCT_TYPE.VIP } },
      { kind: 'upgrade', upTo: 5 },
    ],
    ['an error', { amount: '1' }, { kind: 'none' }],
  ] as const)('when pressing subscribe with %s the intent is %j', (_name, patch, intent) => {
    expect(subscribeIntent({ ...base, ...patch })).toEqual(intent);
  });
});

describe('§5 a voucher bound that is blank or 0 is no bound, in the words as in the check (issue 16 item 13)', () => {
  it.each([
    ['100', '5000', 'range'],
    ['100', '0', 'from'],
    ['100', '', 'from'],
    ['100', null, 'from'],
    ['0', '5000', 'upTo'],
    ['', '0', 'any'],
  ] as const)('low %j, high %j → %s', (buyLimitLow, buyLimitHigh, kind) => {
    expect(voucherBoundsKind({ buyLimitLow, buyLimitHigh })).toBe(kind);
  });
});

describe('§6 a VIP fixed product by tier: below the range an upgrade, above it the benefits (issue 16 item 8)', () => {
  const vip = (tierLevel: number) => ({
    amount: '100',
    asset: 'USDT',
    minAmount: '10',
    available: '1000',
    aprFraction: '0.12',
    fixed: { remainingQuota: '1000', productType: PRODUCT_TYPE.VIP, vipRange: { minTier: 5, maxTier: 7 } },
    tierLevel,
  });
  it.each([
    [3, 'upgrade', { kind: 'upgrade', upTo: 5 }],
    [5, 'submit', { kind: 'submit', amount: '100' }],
    [7, 'submit', { kind: 'submit', amount: '100' }],
    [8, 'view-benefits', { kind: 'view-benefits' }],
  ] as const)('tier %i → %s', (tier, action, intent) => {
    expect(checkSubscribe(vip(tier)).action).toBe(action);
    expect(subscribeIntent(vip(tier))).toEqual(intent);
  });

  it('a range that starts above VIP 5 asks for its own minimum', () => {
    const input = { ...vip(6), fixed: { ...vip(6).fixed, vipRange: { minTier: 8, maxTier: 16 } } };
    expect(subscribeIntent(input)).toEqual({ kind: 'upgrade', upTo: 8 });
  });
});
