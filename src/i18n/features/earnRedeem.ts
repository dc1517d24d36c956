import { defineMessages } from '../registry';
import { earnRedeemEn } from './earnRedeem.en';

/**
 * The Simple Earn redemption widgets' messages (RedeemModal, CancelRedemptionModal,
 * EarlyRedeemModal), apart from the subscribe modal's so a subscribe-only page does not carry them.
 */
export const earnRedeemMessages = /* @__PURE__ */ defineMessages({
  name: 'earnRedeem',
  en: earnRedeemEn,
  load: { 'zh-CN': () => import('./earnRedeem.zh-CN').then((m) => m.earnRedeemZhCN) },
});
