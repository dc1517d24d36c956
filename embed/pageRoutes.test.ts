import { isFramePageHref } from './pageRoutes';

describe('isFramePageHref (§2 pages): given an href from a framed widget', () => {
  it.each([
    '/staking/ETH?pid=3',
    '/myaccount/funds/finance/staking?asset=GT&product-type=0',
    '/myaccount/myfunds/spot?asset=GT&needNavBar=0',
    '/myaccount/myfunds/financial_staking?asset=GT&open-history=1',
    '/myaccount/billing/unified_account?curr_type=USDT',
    '/simple-earn',
    '/simple-earn/history?tab=fixed&type=redeem',
    '/vip?upTo=5',
    '/dual-currency-investment?pid=9&type=call&coin=BTC',
    '/groupchat/call_service_bot?chatType=human&questionType=vip',
    '/legal/staking-user-agreement',
    '/web3/tasks',
    '/12345?orderType=fixed&asset=USDT&order_id=7',
    '/simple-earn/my-lendings?tab=fixed&show_history_modal=1',
    '/simple-earn/faq?needNavBar=0',
    '/staking/GT?needNavBar=0',
    '/myaccount/myfunds/financial_staking?asset=GT&product-type=1&open-history=1&type=redeem',
    '/legal/terms-of-use',
    '/simple-earn?ref=KOL42',
  ])('%s is a §2 page', (href) => {
    expect(isFramePageHref(href)).toBe(true);
  });

  it.each([
    ['an absolute URL', 'https://evil.example/'],
    ['a protocol-relative URL', '//evil.example/staking/ETH'],
    ['a backslash trick', '/\\evil.example'],
    ['javascript:', 'javascript:alert(1)'],
    ['data:', 'data:text/html,hi'],
    ['a relative path', 'staking/ETH'],
    ['dot segments', '/staking/../login'],
    ['an encoded dot segment', '/legal/%2e%2e/login'],
    ['an unlisted page', '/login'],
    ['a listed prefix without a page', '/legal/'],
    ['a longer path than the pattern', '/staking/ETH/withdraw'],
    ['a holding detail without orderType', '/12345?asset=USDT'],
    ['a fragment', '/simple-earn#x'],
    ['whitespace', '/simple-earn ?x'],
    ['a newline', '/simple-earn\n'],
    ['an empty string', ''],
    ['a number', 42],
    ['a huge href', `/simple-earn?${'a'.repeat(3000)}`],
    // Issue 18 item 7: a listed page with parameters of the guest's own making.
    ['a field the page does not take', '/simple-earn/my-lendings?tab=fixed&next=https://evil.example'],
    ['a field given twice', '/staking/GT?pid=3&pid=4'],
    ['a tab that is none', '/simple-earn/my-lendings?tab=savings'],
    ['a pid that is no id', '/staking/GT?pid=abc'],
    ['a VIP level out of range', '/vip?upTo=99'],
    ['a support chat of another kind', '/groupchat/call_service_bot?chatType=bot&questionType=vip'],
    ['a spot page for no coin', '/myaccount/myfunds/spot?asset=../../x'],
    ['needNavBar other than 0', '/simple-earn?needNavBar=1'],
    ['a document with a query', '/legal/terms-of-use?redirect=/login'],
    ['two segments under /web3/', '/web3/tasks/claim'],
    ['a holding detail without its asset', '/12345?orderType=fixed'],
    ['an empty referral code', '/simple-earn?ref='],
    ['a page of the area in lower case', '/staking/gt'],
  ])('%s is refused', (_, href) => {
    expect(isFramePageHref(href)).toBe(false);
  });
});
