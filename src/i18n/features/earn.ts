import { defineMessages } from '../registry';
import { earnEn } from './earn.en';

/** The earn widgets' messages: English bundled with them, Chinese fetched when shown. */
export const earnMessages = /* @__PURE__ */ defineMessages({
  name: 'earn',
  en: earnEn,
  load: { 'zh-CN': () => import('./earn.zh-CN').then((m) => m.earnZhCN) },
});
