import { defineMessages } from '../registry';
import { dualPageEn } from './dualPage.en';

/** The dual-currency page's messages: English bundled with it, Chinese fetched when shown. */
export const dualPageMessages = /* @__PURE__ */ defineMessages({
  name: 'dualPage',
  en: dualPageEn,
  load: { 'zh-CN': () => import('./dualPage.zh-CN').then((m) => m.dualPageZhCN) },
});
