import { defineMessages } from '../registry';
import { pagesEn } from './pages.en';

/** The wealth area pages' own messages: English bundled with them, Chinese fetched when shown. */
export const pagesMessages = /* @__PURE__ */ defineMessages({
  name: 'pages',
  en: pagesEn,
  load: { 'zh-CN': () => import('./pages.zh-CN').then((m) => m.pagesZhCN) },
});
