import {
  buildHref,
  DEFAULT_DOCUMENTS,
  holdingDetailRoute,
  isLendingsTab,
  LINKS,
  type PageRoute,
  referralCode,
  routeHref,
  shareHref,
} from './links';

const documents = {
  termsOfUse: 'https://www.example.com/legal/earn-terms',
  riskDisclosure: '/legal/risk',
  stakingAgreement: '/legal/staking',
};

describe('§2 every page and external link has a builder', () => {
  it.each<[string, PageRoute, string]>([
    ['home', LINKS.simpleEarn(), '/simple-earn'],
    ['home, shared with a referral code', LINKS.simpleEarn('KOL1234'), '/simple-earn?ref=KOL1234'],
    ['my lendings', LINKS.myLendings(), '/simple-earn/my-lendings'],
    ['my lendings, fixed tab', LINKS.myLendings({ tab: 'fixed' }), '/simple-earn/my-lendings?tab=fixed'],
    [
      'my lendings with the history modal open',
      LINKS.myLendings({ tab: 'flexible', showHistoryModal: true }),
      '/simple-earn/my-lendings?tab=flexible&show_history_modal=1',
    ],
    ['history', LINKS.simpleEarnHistory(), '/simple-earn/history'],
    [
      'history of redemptions',
      LINKS.simpleEarnHistory({ tab: 'flexible', type: 'redeem' }),
      '/simple-earn/history?tab=flexible&type=redeem',
    ],
    ['FAQ', LINKS.simpleEarnFaq(), '/simple-earn/faq'],
    [
      'holding detail of a fixed order',
      LINKS.holdingDetail({ tab: 'fixed', asset: 'USDT', orderId: 88, id: 12 }),
      '/12?orderType=fixed&asset=USDT&order_id=88',
    ],
    [
      'holding detail of a flexible holding',
      LINKS.holdingDetail({ tab: 'flexible', asset: 'BTC' }),
      '/BTC?orderType=flexible&asset=BTC',
    ],
    ['proof of reserves', LINKS.proofOfReserves(), '/proof-of-reserves'],
    ['help', LINKS.simpleEarnHelp(), '/help/lend/simple-earn'],
    ['guide', LINKS.simpleEarnGuide(), '/learn/course/lend-earn-investment-guide'],
    ['VIP upgrade', LINKS.vip(5), '/vip?upTo=5'],
    ['VIP benefits', LINKS.vip(), '/vip'],
    ['assets: my lendings', LINKS.financeMyLendings(), '/myaccount/funds/finance/my_lendings'],
    ['assets: VIP wealth', LINKS.financeVipWealth(), '/myaccount/funds/finance/vip-wealth'],
    ['staking page', LINKS.staking('ETH', 3), '/staking/ETH?pid=3'],
    ['staking page without a source', LINKS.staking('GT', -1), '/staking/GT'],
    ['staking page of an odd coin', LINKS.staking('A/B'), '/staking/A%2FB'],
    [
      'staking holdings',
      LINKS.stakingHoldings({ asset: 'ETH', productType: 1 }),
      '/myaccount/funds/finance/staking?asset=ETH&product-type=1',
    ],
    [
      'staking holdings on their history',
      LINKS.stakingHoldings({ asset: 'GT', productType: 0, openHistory: true }),
      '/myaccount/funds/finance/staking?asset=GT&product-type=0&open-history=1',
    ],
    [
      'assets: financial staking',
      LINKS.financialStaking({ asset: 'GT', productType: 0 }),
      '/myaccount/myfunds/financial_staking?asset=GT&product-type=0',
    ],
    [
      'assets: financial staking on its redemptions',
      LINKS.financialStaking({ asset: 'ETH', productType: 1, openHistory: true, type: 'redeem' }),
      '/myaccount/myfunds/financial_staking?asset=ETH&product-type=1&open-history=1&type=redeem',
    ],
    ['spot', LINKS.spot('USDT'), '/myaccount/myfunds/spot?asset=USDT'],
    ['unified account', LINKS.unifiedAccount('USDT'), '/myaccount/billing/unified_account?curr_type=USDT'],
    [
      'dual share link',
      LINKS.dual({ pid: 42, type: 'call', coin: 'BTC', refCode: 'VLQWAF8' }),
      '/dual-currency-investment?pid=42&type=call&coin=BTC&ref=VLQWAF8',
    ],
    [
      'dual page without a referral',
      LINKS.dual({ pid: 42, type: 'put', coin: 'ETH', refCode: '' }),
      '/dual-currency-investment?pid=42&type=put&coin=ETH',
    ],
    ['support, tier 0', LINKS.support(0), '/groupchat/call_service'],
    ['support, VIP 3', LINKS.support(3), '/groupchat/call_service_bot?chatType=human&questionType=vip'],
    ['support, VIP 7', LINKS.support(7), '/groupchat/call_service_bot?chatType=human&questionType=vip'],
    ['support, VIP 8 (§1 account manager)', LINKS.support(8), '/groupchat/call_vip_account_manager'],
    ['terms of use (host URL)', LINKS.document(documents, 'termsOfUse'), documents.termsOfUse],
    ['risk disclosure (host URL)', LINKS.document(documents, 'riskDisclosure'), '/legal/risk'],
    [
      'staking agreement (default)',
      LINKS.document(DEFAULT_DOCUMENTS, 'stakingAgreement'),
      '/legal/staking-user-agreement',
    ],
  ])('%s → %s', (_name, page, href) => {
    expect(routeHref(page)).toBe(href);
  });

  it('inside the app, every link gets needNavBar=0 (§2)', () => {
    expect(routeHref(LINKS.support(9), 'app')).toBe('/groupchat/call_vip_account_manager?needNavBar=0');
    expect(routeHref(LINKS.vip(5), 'app')).toBe('/vip?upTo=5&needNavBar=0');
  });

  it.each([
    ['/staking/ETH', { pid: 3, skip: undefined }, 'web', '/staking/ETH?pid=3'],
    ['/vip?upTo=5', { x: 'a&b' }, 'web', '/vip?upTo=5&x=a%26b'],
    ['/simple-earn', {}, 'app', '/simple-earn?needNavBar=0'],
  ] as const)('buildHref %s %j on %s → %s', (path, query, platform, expected) => {
    expect(buildHref(path, query, platform)).toBe(expected);
  });
});

describe('§3 referral info → the code a share link carries', () => {
  it.each([
    [{ kol_code: 'KOL1234', encrypted_uid: 'U99' }, 'KOL1234'],
    [{ kol_code: '', encrypted_uid: 'U99' }, 'U99'],
    [{ kol_code: '', encrypted_uid: '' }, ''],
    [undefined, ''],
  ])('%j → %j', (info, code) => {
    expect(referralCode(info)).toBe(code);
  });

  it('a share link is absolute and never carries needNavBar', () => {
    expect(shareHref(LINKS.simpleEarn('U9'), 'https://www.example.com')).toBe(
      'https://www.example.com/simple-earn?ref=U9',
    );
  });
});

describe('§2 holding detail route /{id}?orderType={tab}&asset={asset}(&order_id=)', () => {
  it.each([
    [
      { tab: 'fixed', asset: 'USDT', orderId: 1234 },
      '/1234',
      { orderType: 'fixed', asset: 'USDT', order_id: '1234' },
    ],
    [
      { tab: 'fixed', asset: 'BTC', orderId: '77' },
      '/77',
      { orderType: 'fixed', asset: 'BTC', order_id: '77' },
    ],
    [{ tab: 'fixed', asset: 'ETH', orderId: '' }, '/ETH', { orderType: 'fixed', asset: 'ETH' }],
    [
      { tab: 'fixed', asset: 'ETH', id: 9, orderId: 'A-9' },
      '/9',
      { orderType: 'fixed', asset: 'ETH', order_id: 'A-9' },
    ],
    [{ tab: 'fixed', asset: 'ETH', id: 9 }, '/9', { orderType: 'fixed', asset: 'ETH' }],
    [{ tab: 'fixed', asset: 'ETH', orderId: null }, '/ETH', { orderType: 'fixed', asset: 'ETH' }],
    [{ tab: 'flexible', asset: 'USDT' }, '/USDT', { orderType: 'flexible', asset: 'USDT' }],
    // A flexible row never carries an order id, even when one is passed.
    [{ tab: 'flexible', asset: 'USDT', orderId: 5 }, '/USDT', { orderType: 'flexible', asset: 'USDT' }],
  ] as const)('given %j the route is %s', (input, path, query) => {
    expect(holdingDetailRoute(input)).toEqual({ path, query });
  });

  it.each([
    ['flexible', true],
    ['fixed', true],
    ['Fixed', false],
    ['', false],
    [undefined, false],
  ])('a tab query of %j is valid: %s', (value, expected) => {
    expect(isLendingsTab(value)).toBe(expected);
  });
});
