import { defineMessages } from '../registry';
import { supportEn } from './support.en';

/** The support entry's messages (SupportEntry). */
export const supportMessages = /* @__PURE__ */ defineMessages({
  name: 'support',
  en: supportEn,
  load: { 'zh-CN': () => import('./support.zh-CN').then((m) => m.supportZhCN) },
});
