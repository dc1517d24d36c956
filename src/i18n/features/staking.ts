import { defineMessages } from '../registry';
import { stakingEn } from './staking.en';

/** The staking widgets' messages: English bundled with them, Chinese fetched when shown. */
export const stakingMessages = /* @__PURE__ */ defineMessages({
  name: 'staking',
  en: stakingEn,
  load: { 'zh-CN': () => import('./staking.zh-CN').then((m) => m.stakingZhCN) },
});
