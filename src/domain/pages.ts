/** §2 mobile support routes. */
export const SUPPORT_ROUTES = {
  VIP_MANAGER: '/groupchat/call_vip_account_manager',
  SERVICE_BOT: '/groupchat/call_service_bot',
  SERVICE: '/groupchat/call_service',
} as const;

/**
 * The exchange pages of §2 "Screens and routes" that the widgets link to, in one table: the widgets
 * build their hrefs from it, and the embed lets a frame ask its host to open only these
 * (embed/pageRoutes.ts). `{name}` stands for one path segment.
 */
export const PAGES = {
  // Simple Earn pages.
  SIMPLE_EARN: '/simple-earn',
  MY_LENDINGS: '/simple-earn/my-lendings',
  SIMPLE_EARN_HISTORY: '/simple-earn/history',
  SIMPLE_EARN_FAQ: '/simple-earn/faq',
  // Simple Earn external links.
  PROOF_OF_RESERVES: '/proof-of-reserves',
  SIMPLE_EARN_HELP: '/help/lend/simple-earn',
  SIMPLE_EARN_GUIDE: '/learn/course/lend-earn-investment-guide',
  VIP: '/vip',
  FINANCE_MY_LENDINGS: '/myaccount/funds/finance/my_lendings',
  FINANCE_VIP_WEALTH: '/myaccount/funds/finance/vip-wealth',
  // Mobile support routes.
  ...SUPPORT_ROUTES,
  // Staking.
  STAKING: '/staking/{coin}',
  FINANCIAL_STAKING: '/myaccount/myfunds/financial_staking',
  STAKING_HOLDINGS: '/myaccount/funds/finance/staking',
  SPOT: '/myaccount/myfunds/spot',
  UNIFIED_ACCOUNT: '/myaccount/billing/unified_account',
  // Dual-currency investment.
  DUAL: '/dual-currency-investment',
  // §8 10010107 "set fund password first": §2 names no path for that page; this one is our choice.
  FUND_PASSWORD_SETUP: '/myaccount/security/fund-password',
} as const;

/**
 * Chosen prefixes, where §2 names a kind of page without its path: "terms of use and risk
 * disclosure documents" and "a staking user agreement document" (the product's `agreement`, served
 * under /legal/ by the sandbox), and "going to web3 tasks" (the bonus task's `jump_web`).
 */
export const PAGE_PREFIXES: readonly string[] = ['/legal/', '/web3/'];
