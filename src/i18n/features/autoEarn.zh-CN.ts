import type { autoEarnEn } from './autoEarn.en';

/** Simplified Chinese texts of the auto-earn switch and its dialog; typed against the English keys. */
export const autoEarnZhCN: Record<keyof typeof autoEarnEn, string> = {
  'earnSettings.autoEarn.enableTitle': '为 {asset} 开启自动赚币？',
  'earnSettings.autoEarn.disableTitle': '为 {asset} 关闭自动赚币？',
  'earnSettings.autoEarn.enableBody': '您的可用 {asset} 将自动申购余币宝活期，开始赚取利息。',
  'earnSettings.autoEarn.disableBody': '您的可用 {asset} 将不再自动申购，已出借的资产继续赚取利息。',
  'earnSettings.autoEarn.enable': '开启',
  'earnSettings.autoEarn.disable': '关闭',
  'earnSettings.autoEarn.switch': '{asset} 自动赚币',
};
