import type { historyEn } from './history.en';

/** Simplified Chinese texts of the history widgets. */
export const historyZhCN: Record<keyof typeof historyEn, string> = {
  'earnHistory.title': '历史记录',
};
