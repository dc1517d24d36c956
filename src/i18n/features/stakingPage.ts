import { defineMessages } from '../registry';
import { stakingPageEn } from './stakingPage.en';

/** The staking page's messages: English bundled with it, Chinese fetched when shown. */
export const stakingPageMessages = /* @__PURE__ */ defineMessages({
  name: 'stakingPage',
  en: stakingPageEn,
  load: { 'zh-CN': () => import('./stakingPage.zh-CN').then((m) => m.stakingPageZhCN) },
});
