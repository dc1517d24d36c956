import { defineMessages } from '../registry';
import { lendingsEn } from './lendings.en';

/** The lendings widgets' messages: English bundled with them, Chinese fetched when shown. */
export const lendingsMessages = /* @__PURE__ */ defineMessages({
  name: 'lendings',
  en: lendingsEn,
  load: { 'zh-CN': () => import('./lendings.zh-CN').then((m) => m.lendingsZhCN) },
});
