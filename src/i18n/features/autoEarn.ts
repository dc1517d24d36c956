import { defineMessages } from '../registry';
import { autoEarnEn } from './autoEarn.en';

/**
 * The auto-earn switch's messages (AutoEarnSwitch, AutoEarnConfirmDialog), apart from the other
 * earn settings so a holdings table with a switch per row does not carry the APR and poster words.
 */
export const autoEarnMessages = /* @__PURE__ */ defineMessages({
  name: 'autoEarn',
  en: autoEarnEn,
  load: { 'zh-CN': () => import('./autoEarn.zh-CN').then((m) => m.autoEarnZhCN) },
});
