import type { DualOrder, DualProduct } from '../api/types';
import { DUAL_PRODUCT_TYPE } from '../domain/enums';
import { dualOrderView, sortDualProducts } from './dualPage';

function product(id: number, hours: number, target: string): DualProduct {
  return {
    id,
    type: DUAL_PRODUCT_TYPE.CALL,
    category: 1,
    invest_currency: 'BTC',
    exercise_currency: 'USDT',
    exercise_price: target,
    price: '65000',
    apy_display: '35',
    invest_days: 0,
    invest_hours: hours,
    min_copies: 10,
    max_copies: 100,
    multiple: '2',
    delivery_timest: 0,
  };
}

describe('sortDualProducts (§2 the product list)', () => {
  const list = [
    product(1, 72, '66300'),
    product(2, 8, '68250'),
    product(3, 8, '65325'),
    product(4, 8, '66300'),
  ];

  it.each([
    [
      'sell high: shortest term first, the nearest (lowest) target first',
      DUAL_PRODUCT_TYPE.CALL,
      [3, 4, 2, 1],
    ],
    ['buy low: shortest term first, the nearest (highest) target first', DUAL_PRODUCT_TYPE.PUT, [2, 4, 3, 1]],
  ])('%s', (_, type, expected) => {
    expect(sortDualProducts(list, type).map((p) => p.id)).toEqual(expected);
  });

  it('leaves the list it was given alone', () => {
    const copy = [...list];
    sortDualProducts(list, DUAL_PRODUCT_TYPE.CALL);
    expect(list).toEqual(copy);
  });
});

describe('dualOrderView (§3 status, §4; the rest as the exchange sends it)', () => {
  const order: DualOrder = {
    id: 42,
    status: 'PROCESSING',
    coin: 'BTC',
    type: 'call',
    amount: '0.01',
    invest_currency: 'BTC',
    exercise_price: '66300',
    apy_display: '35.5',
    invest_days: 0,
    invest_hours: 8,
    delivery_timest: 1_700_000_000,
    settlement_amount: '',
    settlement_currency: '',
  };

  it('reads a complete row', () => {
    expect(dualOrderView(order)).toEqual({
      id: '42',
      status: 'PROCESSING',
      coin: 'BTC',
      type: 'call',
      amount: '0.01',
      investCurrency: 'BTC',
      exercisePrice: '66300',
      apy: '35.5',
      term: { unit: 'hour', value: 8 },
      deliveryMs: 1_700_000_000_000,
      settlement: null,
    });
  });

  it.each([
    ['an unknown status', { status: 'WHATEVER' }, 'status', null],
    ['a garbled amount', { amount: '1e5' }, 'amount', null],
    ['a number APY', { apy_display: 12 }, 'apy', '12'],
    ['no delivery time', { delivery_timest: 0 }, 'deliveryMs', null],
    ['a days term', { invest_hours: 0, invest_days: 3 }, 'term', { unit: 'day', value: 3 }],
    [
      'a settlement',
      { settlement_amount: '663', settlement_currency: 'USDT' },
      'settlement',
      { amount: '663', currency: 'USDT' },
    ],
  ] as const)('given %s', (_, change, field, expected) => {
    expect(dualOrderView({ ...order, ...change } as DualOrder)[field]).toEqual(expected);
  });
});
