import type { stakingPageEn } from './stakingPage.en';

/** Simplified Chinese texts of the staking page; typed against the English keys. */
export const stakingPageZhCN: Record<keyof typeof stakingPageEn, string> = {
  'stakingPage.title': '{coin} 质押',
  'stakingPage.aprParts': '基础 {base} + 奖励 {bonus}',
  'stakingPage.mostRate': '最高年化',
  'stakingPage.minStake': '最小质押数量',
  'stakingPage.rewardCoin': '奖励币种',
  'stakingPage.yours': '我的质押',
  'stakingPage.loggedOut': '登录后查看您的质押与收益。',
  'stakingPage.staked': '已质押',
  'stakingPage.redeeming': '赎回中',
  'stakingPage.yesterday': '昨日收益',
  'stakingPage.total': '累计收益',
  'stakingPage.records': '收益记录',
  'stakingPage.records.time': '时间',
  'stakingPage.records.amount': '数量',
  'stakingPage.records.kind': '类型',
  'stakingPage.records.reward': '质押收益',
  'stakingPage.records.extra': '活动奖励',
  'stakingPage.records.pages': '收益记录分页',
  'stakingPage.links': '质押页面',
  'stakingPage.holdings': '我的质押持仓',
  'stakingPage.history': '质押历史',
};
