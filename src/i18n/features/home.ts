import { defineMessages } from '../registry';
import { homeEn } from './home.en';

/** The Simple Earn home's messages: English bundled with it, Chinese fetched when shown. */
export const homeMessages = /* @__PURE__ */ defineMessages({
  name: 'home',
  en: homeEn,
  load: { 'zh-CN': () => import('./home.zh-CN').then((m) => m.homeZhCN) },
});
