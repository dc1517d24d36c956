import { defineMessages } from '../registry';
import { historyEn } from './history.en';

/** The history widgets' messages: English bundled with them, Chinese fetched when shown. */
export const historyMessages = /* @__PURE__ */ defineMessages({
  name: 'history',
  en: historyEn,
  load: { 'zh-CN': () => import('./history.zh-CN').then((m) => m.historyZhCN) },
});
