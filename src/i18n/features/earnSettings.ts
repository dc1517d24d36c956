import { defineMessages } from '../registry';
import { earnSettingsEn } from './earnSettings.en';

/** The earn-settings widgets' messages: English bundled with them, Chinese fetched when shown. */
export const earnSettingsMessages = /* @__PURE__ */ defineMessages({
  name: 'earn-settings',
  en: earnSettingsEn,
  load: { 'zh-CN': () => import('./earnSettings.zh-CN').then((m) => m.earnSettingsZhCN) },
});
