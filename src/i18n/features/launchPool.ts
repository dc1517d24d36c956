import { defineMessages } from '../registry';
import { launchPoolEn } from './launchPool.en';

/** The launch pool widgets' messages: English bundled with them, Chinese fetched when shown. */
export const launchPoolMessages = /* @__PURE__ */ defineMessages({
  name: 'launchPool',
  en: launchPoolEn,
  load: { 'zh-CN': () => import('./launchPool.zh-CN').then((m) => m.launchPoolZhCN) },
});
