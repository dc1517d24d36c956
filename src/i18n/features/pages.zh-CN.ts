import type { pagesEn } from './pages.en';

/** Simplified Chinese texts of the wealth area's pages; typed against the English keys. */
export const pagesZhCN: Record<keyof typeof pagesEn, string> = {
  'pages.summary.title': '余币宝资产',
  'pages.summary.totalLent': '出借总额',
  'pages.summary.cumulative': '累计收益',
  'pages.summary.inUsdt': '≈ {amount} USDT',
  'pages.summary.scope': '活期持仓，按 USDT 估值',
  'pages.summary.loggedOut': '登录后查看您的持仓与收益。',
  'pages.summary.myLendings': '我的出借',
  'pages.summary.yourCoins': '您的币种',
  'pages.summary.moreCoins': '另有 {count} 个',
  'pages.notFound.title': '页面不存在',
  'pages.notFound.text': '此链接没有对应的余币宝页面，可能输入有误或已失效。',
  'pages.notFound.home': '前往余币宝',
  'pages.backToLendings': '返回我的出借',
  'pages.moreLinks': '余币宝帮助',
  'pages.link.faq': '常见问题',
  'pages.link.help': '帮助中心',
  'pages.link.guide': '新手指南',
  'pages.link.proofOfReserves': '储备金证明',
};
