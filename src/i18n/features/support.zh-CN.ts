import type { supportEn } from './support.en';

/** Simplified Chinese texts of the support entry; typed against the English keys. */
export const supportZhCN: Record<keyof typeof supportEn, string> = {
  'support.vipManager': '联系您的 VIP 专属客户经理',
  'support.vipManagerHint': 'VIP 8 及以上专享的客户经理服务。',
  'support.humanService': '联系人工客服',
  'support.humanServiceHint': '与我们的客服人员沟通。',
};
