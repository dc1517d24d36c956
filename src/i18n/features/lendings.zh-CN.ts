import type { lendingsEn } from './lendings.en';

/** Simplified Chinese texts of the lendings widgets. */
export const lendingsZhCN: Record<keyof typeof lendingsEn, string> = {
  'lendings.title': '我的出借',
};
