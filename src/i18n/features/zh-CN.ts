import { earnZhCN } from './earn.zh-CN';
import { earnSettingsZhCN } from './earnSettings.zh-CN';
import type { featuresEn } from './en';
import { stakingZhCN } from './staking.zh-CN';

/**
 * Simplified Chinese messages of the widgets, one file per feature (`<feature>.zh-CN.ts`), combined
 * here. Typed against the English keys, so a feature without every Chinese text fails to compile.
 * Only the lazy zh-CN catalogue imports this file.
 */
export const featuresZhCN: Readonly<Record<keyof typeof featuresEn, string>> = {
  ...earnZhCN,
  ...earnSettingsZhCN,
  ...stakingZhCN,
};
