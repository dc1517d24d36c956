/**
 * English texts of the Simple Earn settings widgets: APR detail, minimum lent APR edit and the
 * share poster (§2 "Modals of Simple Earn"). Messages the spec names ('modified',
 * 'autoEarn.enabled', 'Copied', 'finances.noData', the §5 APR messages) are in the core catalogue.
 */
export const earnSettingsEn = {
  'earnSettings.aprDetail.title': '{asset} APR',
  'earnSettings.aprDetail.tabs': 'APR details',
  'earnSettings.aprDetail.trendTab': 'Real-time APR trend',
  'earnSettings.aprDetail.minAprTab': 'Minimum lent APR',
  'earnSettings.aprTrend.periods': 'Period',
  'earnSettings.aprTrend.period.24h': '24 hours',
  'earnSettings.aprTrend.period.7d': '7 days',
  'earnSettings.aprTrend.period.30d': '30 days',
  'earnSettings.aprTrend.latest': 'Latest APR',
  'earnSettings.aprTrend.chartLabel': '{asset} APR, last {period}',
  'earnSettings.aprTrend.series': 'APR',
  'earnSettings.minApr.current': 'Current minimum lent APR',
  'earnSettings.minApr.explain':
    'Your {asset} is only lent out at this APR or higher. A higher minimum may leave part of it unlent.',
  'earnSettings.minApr.none': '--',
  'earnSettings.minApr.edit': 'Edit',
  'earnSettings.editMinApr.title': 'Edit minimum lent APR',
  'earnSettings.editMinApr.description': 'Set the lowest APR at which your {asset} is lent out.',
  'earnSettings.editMinApr.label': 'Minimum lent APR (%)',
  'earnSettings.editMinApr.range': 'From {min}% to {max}%, up to 2 decimals',
  'earnSettings.editMinApr.rangeMax': 'Up to {max}%, up to 2 decimals',
  'earnSettings.share.title': 'Share your earnings',
  'earnSettings.share.description': 'Download the poster or copy your invite link.',
  'earnSettings.share.posterAlt':
    'Poster: {asset} Simple Earn, cumulative return {cumulative}, estimated APR {apr}, invite code {code}',
  'earnSettings.share.heading': 'Simple Earn',
  'earnSettings.share.cumulative': 'Cumulative return',
  'earnSettings.share.apr': 'Estimated APR',
  'earnSettings.share.code': 'Invite code',
  'earnSettings.share.tagline': 'Earn interest on your {asset} with me',
  'earnSettings.share.preparing': 'Preparing the poster',
  'earnSettings.share.download': 'Download',
  'earnSettings.share.copyLink': 'Copy link',
  'earnSettings.share.unavailable': 'The poster is not available right now. Please try again later.',
} as const;
