/**
 * English texts of the wealth area's pages (§2): what a page adds around its widgets (the Simple
 * Earn summary, the way back from a holding detail, the not-found state). Keys start with `pages.`.
 */
export const pagesEn = {
  'pages.summary.title': 'Simple Earn assets',
  'pages.summary.totalLent': 'Total lent',
  'pages.summary.cumulative': 'Cumulative return',
  'pages.summary.inUsdt': '≈ {amount} USDT',
  'pages.summary.scope': 'Flexible holdings, valued in USDT',
  'pages.summary.loggedOut': 'Log in to see your holdings and what they have earned.',
  'pages.summary.myLendings': 'My lendings',
  'pages.summary.yourCoins': 'Your coins',
  'pages.summary.moreCoins': '{count} more',
  'pages.notFound.title': 'Page not found',
  'pages.notFound.text': 'This link leads to no page of Simple Earn. It may be mistyped or out of date.',
  'pages.notFound.home': 'Go to Simple Earn',
  'pages.backToLendings': 'Back to My lendings',
  'pages.moreLinks': 'Simple Earn help',
  'pages.link.faq': 'FAQ',
  'pages.link.help': 'Help center',
  'pages.link.guide': 'Beginner guide',
  'pages.link.proofOfReserves': 'Proof of reserves',
};
