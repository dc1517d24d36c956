import type { Translate } from '../../i18n/translate';
import type { TableProps } from './Table';

/** The texts of a `Table` that are not about its data, in the user's language. */
export type TableTexts = Pick<
  TableProps<unknown>,
  'emptyText' | 'loadingText' | 'paginationLabel' | 'previousLabel' | 'nextLabel' | 'formatPageStatus'
>;

/**
 * Every wealthkit table's empty, loading and pager texts from the catalogue (§8 'noRecord' when
 * empty), so that no table falls back to the primitive's English defaults.
 */
export function tableTexts(t: Translate): TableTexts {
  return {
    emptyText: t('noRecord'),
    loadingText: t('ui.loading'),
    paginationLabel: t('ui.pagination'),
    previousLabel: t('ui.previous'),
    nextLabel: t('ui.next'),
    formatPageStatus: (page, count) =>
      count === undefined
        ? t('ui.page', { page: String(page) })
        : t('ui.pageOf', { page: String(page), total: String(count) }),
  };
}
