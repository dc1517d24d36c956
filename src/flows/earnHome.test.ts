import fc from 'fast-check';
import type { FixedProduct, FlexibleProductDetail } from '../api/types';
import { PRODUCT_TYPE, SALE_STATUS } from '../domain/enums';
import { homeCoins, homeRow, searchCoins } from './earnHome';

function fixedProduct(
  id: number,
  days: number,
  rate: string,
  extra: Partial<FixedProduct> = {},
): FixedProduct {
  return {
    asset: 'USDT',
    id,
    type: PRODUCT_TYPE.NORMAL,
    year_rate: rate,
    ladder_apr: [],
    min_vip: 0,
    max_vip: 0,
    sale_status: SALE_STATUS.SUBSCRIBABLE,
    lock_up_period: days,
    award_asset: 'USDT',
    next_time_rate_year: rate,
    min_lend_amount: '10',
    user_max_lend_volume: '100000',
    start_at: 0,
    end_at: 0,
    bonus_asset: '',
    bonus_asset_price: '0',
    product_asset_price: '1',
    reinvest: 1,
    pre_redeem: 1,
    redeem_account: 1,
    ...extra,
  };
}

function detail(extra: Partial<FlexibleProductDetail> = {}): FlexibleProductDetail {
  return {
    min_lend_amount: '1',
    limit_min_lend_rate_year: '0.0001',
    max_lend_rate_year: '2',
    next_time_rate_year: '0.05',
    ext_award_rate_year: '0',
    ext_award_limit: '0',
    award_asset: 'USDT',
    ladder_apr: [{ left: '0', right: '', apr: '0.05' }],
    is_open_award_pool: 0,
    lend_ratio: '0.5',
    usdt_rate: '1',
    fixed_list: [],
    ...extra,
  };
}

const NOW = 1_700_000_000_000;
const context = { promo: null, nowMs: NOW, tierLevel: 0 };

describe('homeCoins (§9 recommended assets first)', () => {
  it.each([
    ['nothing else', [], ['BTC', 'ETH', 'USDT']],
    ['fixed coins, some recommended', [['USDT', 'BTC', 'GT']], ['BTC', 'ETH', 'USDT', 'GT']],
    [
      'held and host coins, A to Z after',
      [['usdc'], ['DOGE', ' gt ']],
      ['BTC', 'ETH', 'USDT', 'DOGE', 'GT', 'USDC'],
    ],
    ['repeats and blanks dropped', [['GT', 'gt', '', '  '], undefined], ['BTC', 'ETH', 'USDT', 'GT']],
  ])('%s', (_, sources, expected) => {
    expect(homeCoins(...(sources as string[][]))).toEqual(expected);
  });

  it('lists each coin once, the recommended first, whatever the sources (property)', () => {
    fc.assert(
      fc.property(fc.array(fc.array(fc.stringMatching(/^[A-Za-z0-9 ]{0,6}$/))), (sources) => {
        const coins = homeCoins(...sources);
        expect(coins.slice(0, 3)).toEqual(['BTC', 'ETH', 'USDT']);
        expect(new Set(coins).size).toBe(coins.length);
        const rest = coins.slice(3);
        expect(rest).toEqual([...rest].sort());
      }),
    );
  });
});

describe('homeRow', () => {
  describe('given a flexible product (§3 ladder_apr, §4 bonus)', () => {
    it('shows the one rate of a single-tier product, no ladder', () => {
      const row = homeRow('usdt', detail(), context);
      expect(row).toMatchObject({ asset: 'USDT', aprFraction: '0.05', bonusFraction: null, ladder: [] });
    });

    it('shows "up to" the highest tier of a ladder, with its tiers', () => {
      const ladder = [
        { left: '0', right: '1000', apr: '0.1' },
        { left: '1000', right: '', apr: '0.03' },
      ];
      const row = homeRow('USDT', detail({ ladder_apr: ladder }), context);
      expect(row.aprFraction).toBe('0.1');
      expect(row.ladder).toEqual(ladder);
    });

    it.each([
      ['inside the promo window', NOW - 1000, NOW + 1000, '0.02'],
      ['before it starts', NOW + 1000, NOW + 2000, null],
      ['after it ended (end exclusive)', NOW - 2000, NOW, null],
    ])('adds the bonus only %s (§4)', (_, startMs, endMs, expected) => {
      const promo = { start_at: startMs / 1000, end_at: endMs / 1000 };
      const open = detail({ is_open_award_pool: 1, ext_award_rate_year: '0.02' });
      expect(homeRow('USDT', open, { ...context, promo }).bonusFraction).toBe(expected);
    });

    it('promises no bonus while the promo window is unknown', () => {
      const open = detail({ is_open_award_pool: 1, ext_award_rate_year: '0.02' });
      expect(homeRow('USDT', open, { ...context, promo: undefined }).bonusFraction).toBeNull();
    });
  });

  describe('given fixed products (§3, §6)', () => {
    const fixed_list = [
      fixedProduct(105, 30, '0.12', { type: PRODUCT_TYPE.VIP, min_vip: 5, max_vip: 7 }),
      fixedProduct(102, 30, '0.08', { sale_status: SALE_STATUS.SOLD_OUT }),
      fixedProduct(101, 7, '0.06'),
    ];

    it('lists the terms shortest first, a normal product before a VIP one of the same term', () => {
      const row = homeRow('USDT', detail({ fixed_list }), context);
      expect(row.terms.map((t) => [t.productId, t.termDays, t.aprFraction, t.soldOut])).toEqual([
        ['101', 7, '0.06', false],
        ['102', 30, '0.08', true],
        ['105', 30, '0.12', false],
      ]);
    });

    it.each([
      [0, 'upgrade'],
      [4, 'upgrade'],
      [5, 'eligible'],
      [7, 'eligible'],
      [8, 'view-benefits'],
    ] as const)('at tier %i, a VIP 5–7 product offers %s (§6)', (tierLevel, visibility) => {
      const row = homeRow('USDT', detail({ fixed_list }), { ...context, tierLevel });
      expect(row.terms.find((t) => t.productId === '105')?.vip).toEqual({
        minTier: 5,
        maxTier: 7,
        visibility,
      });
      expect(row.terms.find((t) => t.productId === '101')?.vip).toBeNull();
    });

    it('offers the upgrade below VIP 5 even inside a lower range (§5: VIP fixed needs tier 5)', () => {
      const low = [fixedProduct(107, 14, '0.1', { type: PRODUCT_TYPE.VIP, min_vip: 2, max_vip: 9 })];
      const row = homeRow('USDT', detail({ fixed_list: low }), { ...context, tierLevel: 3 });
      expect(row.terms[0]?.vip?.visibility).toBe('upgrade');
    });
  });
});

describe('searchCoins', () => {
  const rows = ['BTC', 'ETH', 'USDT', 'USDC', 'GT'].map((asset) => ({ asset }));
  it.each([
    ['', ['BTC', 'ETH', 'USDT', 'USDC', 'GT']],
    ['usd', ['USDT', 'USDC']],
    [' eth ', ['ETH']],
    ['ｂｔｃ', ['BTC']],
    ['Ｕ Ｓ', ['USDT', 'USDC']],
    ['XRP', []],
  ])('"%s" finds %j', (search, expected) => {
    expect(searchCoins(rows, search).map((r) => r.asset)).toEqual(expected);
  });

  it('never finds a row whose coin does not contain the search (property)', () => {
    fc.assert(
      fc.property(fc.string(), (search) => {
        const wanted = search.normalize('NFKC').replace(/\s+/g, '').toUpperCase();
        for (const row of searchCoins(rows, search)) expect(row.asset).toContain(wanted);
      }),
    );
  });
});
