/**
 * English messages of the widgets, one file per feature (`<feature>.en.ts`), combined here.
 * A feature adds its file and one spread line below; its Chinese twin goes in ./zh-CN.ts.
 */
import { earnEn } from './earn.en';
import { earnSettingsEn } from './earnSettings.en';
import { stakingEn } from './staking.en';

export const featuresEn = {
  ...earnEn,
  ...earnSettingsEn,
  ...stakingEn,
} as const;
