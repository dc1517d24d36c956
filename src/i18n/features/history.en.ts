/** English texts of the history widgets. */
export const historyEn = {
  'earnHistory.title': 'History',
};
