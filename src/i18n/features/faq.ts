import { defineMessages } from '../registry';
import { faqEn } from './faq.en';

/** The Simple Earn FAQ page's messages: English bundled with it, Chinese fetched when shown. */
export const faqMessages = /* @__PURE__ */ defineMessages({
  name: 'faq',
  en: faqEn,
  load: { 'zh-CN': () => import('./faq.zh-CN').then((m) => m.faqZhCN) },
});
