import { defineMessages } from '../registry';
import { dualEn } from './dual.en';

/** The dual-currency investment widgets' messages: English bundled with them, Chinese fetched when shown. */
export const dualMessages = /* @__PURE__ */ defineMessages({
  name: 'dual',
  en: dualEn,
  load: { 'zh-CN': () => import('./dual.zh-CN').then((m) => m.dualZhCN) },
});
