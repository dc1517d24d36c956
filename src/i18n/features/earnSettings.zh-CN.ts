import type { earnSettingsEn } from './earnSettings.en';

/** Simplified Chinese twin of earnSettings.en.ts. */
export const earnSettingsZhCN: Readonly<Record<keyof typeof earnSettingsEn, string>> = {
  'earnSettings.aprDetail.title': '{asset} 年化收益率',
  'earnSettings.aprDetail.tabs': '年化收益率详情',
  'earnSettings.aprDetail.trendTab': '实时年化走势',
  'earnSettings.aprDetail.minAprTab': '最低出借年化',
  'earnSettings.aprTrend.periods': '时间范围',
  'earnSettings.aprTrend.period.24h': '24 小时',
  'earnSettings.aprTrend.period.7d': '7 天',
  'earnSettings.aprTrend.period.30d': '30 天',
  'earnSettings.aprTrend.latest': '最新年化',
  'earnSettings.aprTrend.chartLabel': '{asset} 年化收益率，最近 {period}',
  'earnSettings.aprTrend.series': '年化收益率',
  'earnSettings.minApr.current': '当前最低出借年化',
  'earnSettings.minApr.explain':
    '您的 {asset} 仅以不低于此年化的利率出借。设置过高可能导致部分资产未能出借。',
  'earnSettings.minApr.none': '--',
  'earnSettings.minApr.edit': '编辑',
  'earnSettings.editMinApr.title': '编辑最低出借年化',
  'earnSettings.editMinApr.description': '设置您的 {asset} 出借时可接受的最低年化。',
  'earnSettings.editMinApr.label': '最低出借年化（%）',
  'earnSettings.editMinApr.range': '{min}% 至 {max}%，最多 2 位小数',
  'earnSettings.editMinApr.rangeMax': '最高 {max}%，最多 2 位小数',
  'earnSettings.share.title': '分享收益',
  'earnSettings.share.description': '下载海报或复制您的邀请链接。',
  'earnSettings.share.posterAlt':
    '海报：{asset} 余币宝，累计收益 {cumulative}，预估年化 {apr}，邀请码 {code}',
  'earnSettings.share.heading': '余币宝',
  'earnSettings.share.cumulative': '累计收益',
  'earnSettings.share.apr': '预估年化',
  'earnSettings.share.code': '邀请码',
  'earnSettings.share.tagline': '和我一起用 {asset} 赚取利息',
  'earnSettings.share.preparing': '正在生成海报',
  'earnSettings.share.download': '下载',
  'earnSettings.share.copyLink': '复制链接',
  'earnSettings.share.unavailable': '海报暂时无法生成，请稍后再试。',
};
