import { PAGE_PREFIXES, PAGES } from './pages';

describe('§2 exchange pages', () => {
  describe('given the page table the widgets and the embed share', () => {
    it.each([
      ['SIMPLE_EARN', '/simple-earn'],
      ['MY_LENDINGS', '/simple-earn/my-lendings'],
      ['SIMPLE_EARN_HISTORY', '/simple-earn/history'],
      ['SIMPLE_EARN_FAQ', '/simple-earn/faq'],
      ['PROOF_OF_RESERVES', '/proof-of-reserves'],
      ['SIMPLE_EARN_HELP', '/help/lend/simple-earn'],
      ['SIMPLE_EARN_GUIDE', '/learn/course/lend-earn-investment-guide'],
      ['VIP', '/vip'],
      ['FINANCE_MY_LENDINGS', '/myaccount/funds/finance/my_lendings'],
      ['FINANCE_VIP_WEALTH', '/myaccount/funds/finance/vip-wealth'],
      ['VIP_MANAGER', '/groupchat/call_vip_account_manager'],
      ['SERVICE_BOT', '/groupchat/call_service_bot'],
      ['SERVICE', '/groupchat/call_service'],
      ['STAKING', '/staking/{coin}'],
      ['FINANCIAL_STAKING', '/myaccount/myfunds/financial_staking'],
      ['STAKING_HOLDINGS', '/myaccount/funds/finance/staking'],
      ['SPOT', '/myaccount/myfunds/spot'],
      ['UNIFIED_ACCOUNT', '/myaccount/billing/unified_account'],
      ['DUAL', '/dual-currency-investment'],
      // §8 10010107 names the page, not its path: ours.
      ['FUND_PASSWORD_SETUP', '/myaccount/security/fund-password'],
    ] as const)('when %s is read, it is the §2 path %s', (name, path) => {
      expect(PAGES[name]).toBe(path);
    });

    it('when counted, it holds exactly those pages, each a root-relative path', () => {
      expect(Object.keys(PAGES)).toHaveLength(20);
      for (const path of [...Object.values(PAGES), ...PAGE_PREFIXES]) expect(path).toMatch(/^\/[a-z]/);
    });
  });
});
