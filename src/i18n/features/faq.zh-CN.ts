import type { faqEn } from './faq.en';

/** Simplified Chinese texts of the Simple Earn FAQ page; typed against the English keys. */
export const faqZhCN: Record<keyof typeof faqEn, string> = {
  'faq.title': '余币宝常见问题',
  'faq.intro': '余币宝的申购、收益与赎回如何运作。',
  'faq.q.what': '什么是余币宝？',
  'faq.a.what':
    '余币宝将您的币借出并向您支付利息。活期产品没有锁定期，可随时赎回；定期产品会在约定天数内锁定您的币，通常年化收益率更高。',
  'faq.q.flexibleStart': '活期申购何时开始计息？',
  'faq.a.flexibleStart':
    '申购后 {startHours} 小时开始计息，申购后 {receivedHours} 小时收到首笔利息，此后每小时发放一次利息。',
  'faq.q.fixedStart': '定期申购何时开始计息、何时到期？',
  'faq.a.fixedStart':
    '申购次日 00:00 开始计息，锁定期满即到期：{lockUpDays} 天产品在申购当日 00:00 起第 {maturityDay} 天的 00:00 到期。本金和利息在到期后 {arrivalMinutes} 分钟到账。',
  'faq.q.estimate': '预估收益如何计算？',
  'faq.a.estimate':
    '预估日利息 = 金额 × 年化收益率 ÷ {daysPerYear}；定期产品再乘以天数。设有阶梯年化的产品，金额的每一部分按所在阶梯的年化收益率计息。奖励年化在活动期间以奖励币种发放，以奖励额度为上限。',
  'faq.q.redeem': '可以提前赎回吗？',
  'faq.a.redeem':
    '活期：可随时赎回，每次至少 {minRedeem} 个币。定期：仅当产品支持提前赎回时可以，且到期前 {lockHours} 小时内不可提前赎回；这段时间内也不能修改自动复投或赎回到账账户。',
  'faq.q.minApr': '什么是最低出借年化？',
  'faq.a.minApr':
    '您的活期持仓只会以不低于您设定的最低年化出借；低于该年化时等待出借，不产生收益。最高可设为 {maxApr}%（币种另有规定除外），保留两位小数。',
  'faq.q.vip': '谁可以申购 VIP 专享产品？',
  'faq.a.vip':
    'VIP 专享定期产品面向各产品注明的 VIP 等级，最低为 VIP {vipTier}。低于产品等级时会提示如何升级；高于产品等级时可查看您的权益。',
  'faq.q.history': '在哪里查看持仓和历史记录？',
  'faq.a.history':
    '“我的出借”列出您的活期和定期持仓。“历史记录”展示申购、赎回、利息和奖励，每次最多查询 {months} 个月。',
  'faq.q.support': '如何获得帮助？',
  'faq.a.support': 'VIP {managerTier} 及以上用户有专属 VIP 客户经理；其他用户可以联系我们的人工客服。',
  'faq.more': '了解更多余币宝信息',
  'faq.link.help': '帮助中心',
  'faq.link.guide': '出借理财指南',
  'faq.link.proofOfReserves': '储备金证明',
  'faq.link.myLendings': '我的出借',
  'faq.link.history': '历史记录',
  'faq.link.home': '余币宝产品',
};
