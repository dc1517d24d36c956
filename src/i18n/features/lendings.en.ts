/** English texts of the lendings widgets. */
export const lendingsEn = {
  'lendings.title': 'My lendings',
};
