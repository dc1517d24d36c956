import { LendingsTable, type LendingsTableProps } from '../components/lendings/LendingsTable';
import { SupportEntry } from '../components/support/SupportEntry';
import { useWealth } from '../hooks/context';
import { EarnSummary } from './EarnSummary';
import { PageLinks } from './PageLinks';

/** MyLendingsPage's props: the §2 route's parameters, as LendingsTable takes them. */
export type MyLendingsPageProps = Pick<
  LendingsTableProps,
  'tab' | 'defaultTab' | 'onTabChange' | 'showHistoryModal' | 'now'
>;

/**
 * The My lendings page (§2 /simple-earn/my-lendings?tab&show_history_modal=1): the customer's
 * Simple Earn totals over `LendingsTable` (Flexible and Fixed tabs from `?tab`, History, the
 * history modal open on `show_history_modal=1`), the help links and the support entry. Each part
 * is a widget a host can also place on its own.
 */
export function MyLendingsPage({ tab, defaultTab, onTabChange, showHistoryModal, now }: MyLendingsPageProps) {
  const { user } = useWealth();
  return (
    <div className="wk-box wk-page wk-my-lendings" translate="no">
      <EarnSummary />
      {/* Logged out, the totals ask for the login; the lendings would ask a second time. */}
      {user.isLogin && (
        <LendingsTable
          {...(tab === undefined ? {} : { tab })}
          {...(defaultTab === undefined ? {} : { defaultTab })}
          {...(onTabChange === undefined ? {} : { onTabChange })}
          {...(showHistoryModal === undefined ? {} : { showHistoryModal })}
          {...(now === undefined ? {} : { now })}
        />
      )}
      <PageLinks />
      <SupportEntry />
    </div>
  );
}
