import type { homeEn } from './home.en';

/** Simplified Chinese texts of the Simple Earn home; typed against the English keys. */
export const homeZhCN: Record<keyof typeof homeEn, string> = {
  'home.title': '余币宝',
  'home.intro': '出借您的币赚取利息：活期随时可赎回，定期按约定期限与利率计息。',
  'home.products': '产品',
  'home.search': '搜索币种',
  'home.noMatch': '没有与“{search}”匹配的币种。',
  'home.flexibleApr': '活期年化',
  'home.fixedTerms': '定期期限',
  'home.upTo': '最高 {apr}',
  'home.bonus': '+{apr} 奖励',
  'home.tier': '{from}–{to} {asset}：{apr}',
  'home.tierOpen': '{from} {asset} 以上：{apr}',
  'home.days': '{days} 天',
  'home.termOf': '{asset} 定期',
  'home.termApr': '年化 {apr}',
  'home.soldOut': '已售罄',
  'home.vipRange': 'VIP {min}–{max}',
  'home.vipUpgrade': '升级至 VIP {tier}',
  'home.vipBenefits': '查看权益',
  'home.noFixed': '暂无定期',
  'home.subscribe': '申购',
  'home.subscribeCoin': '申购 {asset} 活期',
  'home.partial': '部分币种未能加载：{coins}。',
  'home.fixedCoinsFailed': '定期产品的币种未能加载，部分币种可能未显示。',
  'home.coinsLabel': '余币宝产品',
};
