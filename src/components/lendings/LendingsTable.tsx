import { useId, useMemo } from 'react';
import { isLendingsTab, type LendingsTab, TABLE_PAGE_SIZE } from '../../domain';
import { useWealth } from '../../hooks/context';
import { useLendings } from '../../hooks/lendings/useLendings';
import { useMessages } from '../../hooks/useMessages';
import { lendingsMessages } from '../../i18n/features/lendings';
import { HistoryModal, preloadHistory } from '../history/HistoryModal';
import { Button } from '../ui/Button';
import { DeferredDialog } from '../ui/DeferredDialog';
import { FormsFetchedOnReach } from '../ui/LazyPanelDialog';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../ui/Tabs';
import { useNarrowContainer } from '../ui/useNarrowContainer';
import type { Now } from './cells';
import { FixedCards, FlexibleCards } from './LendingsCards';
import { FixedTable, FlexibleTable } from './LendingsTables';

/** How My lendings is laid out: follow its own width, or force one look. */
export type LendingsLayout = 'auto' | 'table' | 'cards';

export interface LendingsTableProps {
  /** The selected tab (controlled); map your `tab` query param here (§2). @default uncontrolled, from `defaultTab` */
  tab?: LendingsTab;
  /** The first tab when uncontrolled. @default 'flexible' */
  defaultTab?: LendingsTab;
  /** Called when the customer picks another tab; write it back to the `tab` query param. @default none */
  onTabChange?: (tab: LendingsTab) => void;
  /** Opens the history modal on load; map `show_history_modal=1` here (§2). @default false */
  showHistoryModal?: boolean;
  /**
   * 'auto' shows the table when the widget is 768 px wide or more and the card list below (§9),
   * measured on the widget's own box, not the window; 'table' and 'cards' force one look.
   * @default 'auto'
   */
  layout?: LendingsLayout;
  /** The current time in ms, for the §4 one-hour lock. @default the provider's clock (WealthProvider `now`) */
  now?: () => number;
}

/**
 * My lendings (§2): Flexible and Fixed tabs, 10 rows a page (§9), a History button, the per-order
 * controls and locks of §4, and below 768 px a card list with load-more whose rows open the holding
 * detail through the host's `onNavigate`. Built on `useLendings`.
 */
export function LendingsTable({
  tab,
  defaultTab,
  onTabChange,
  showHistoryModal = false,
  layout = 'auto',
  now,
}: LendingsTableProps) {
  useMessages(lendingsMessages);
  const { t, now: providerNow, user, requireLogin } = useWealth();
  // §9's 768 px, of the widget's own width: a narrow host column gets the cards in a wide window.
  const [probeRef, mobile] = useNarrowContainer<HTMLSpanElement>();
  const cards = layout === 'cards' || (layout === 'auto' && mobile);
  const lendings = useLendings({
    ...(tab === undefined ? {} : { tab }),
    ...(defaultTab === undefined ? {} : { defaultTab }),
    ...(onTabChange === undefined ? {} : { onTabChange }),
    paging: cards ? 'more' : 'pages',
  });
  const clock: Now = now ?? providerNow;
  const titleId = `wk-lendings-${useId()}`;
  // The title, History and the tab list do not change when rows arrive; kept as the same elements,
  // React skips them and a read's answer renders only the table.
  const head = useMemo(
    () => (
      <div className="wk-lendings__head">
        <h2 id={titleId} className="wk-lendings__title">
          {t('lendings.title')}
        </h2>
        <DeferredDialog
          onReach={preloadHistory}
          defaultMounted={showHistoryModal}
          trigger={
            <Button variant="secondary" size="sm">
              {t('lendings.history')}
            </Button>
          }
        >
          {(trigger) => <HistoryModal defaultOpen now={clock} trigger={trigger} />}
        </DeferredDialog>
      </div>
    ),
    [t, titleId, showHistoryModal, clock],
  );
  const tabList = useMemo(
    () => (
      <TabsList aria-label={t('lendings.tabsLabel')}>
        <TabsTrigger value="flexible">{t('lendings.tab.flexible')}</TabsTrigger>
        <TabsTrigger value="fixed">{t('lendings.tab.fixed')}</TabsTrigger>
      </TabsList>
    ),
    [t],
  );

  // §1, §6: holdings are for signed-in customers; a visitor is offered the host's login, never an
  // empty table that reads as "you hold nothing".
  if (!user.isLogin) {
    return (
      <section
        className="wk-box wk-lendings"
        translate="no"
        data-state="logged-out"
        aria-labelledby={titleId}
      >
        <span ref={probeRef} className="wk-width-probe" aria-hidden="true" />
        {head}
        <div className="wk-lendings-empty">
          <p>{t('errors.loginRequired')}</p>
          <Button onClick={() => requireLogin()}>{t('lendings.login')}</Button>
        </div>
      </section>
    );
  }

  // The rows' forms (redeem, subscribe again, redeem early) are fetched as a row's button is
  // reached for, not when the page goes idle: most visits only look at the holdings.
  return (
    <FormsFetchedOnReach.Provider value>
      <section
        className="wk-box wk-lendings"
        translate="no"
        data-layout={cards ? 'cards' : 'table'}
        aria-labelledby={titleId}
      >
        <span ref={probeRef} className="wk-width-probe" aria-hidden="true" />
        {head}
        <Tabs
          value={lendings.tab}
          onValueChange={(value) => {
            if (isLendingsTab(value)) lendings.setTab(value);
          }}
        >
          {tabList}
          {/* A panel that starts with something to focus (the table's region, a card) is not a tab
              stop of its own: Tab goes from the tab straight to it. An empty card list is. */}
          <TabsContent value="flexible" tabStop={cards && lendings.flexible.rows.length === 0}>
            {cards ? (
              <FlexibleCards list={lendings.flexible} onOpen={lendings.openFlexible} now={clock} />
            ) : (
              <FlexibleTable list={lendings.flexible} pageSize={TABLE_PAGE_SIZE} now={clock} />
            )}
          </TabsContent>
          <TabsContent value="fixed" tabStop={cards && lendings.fixed.rows.length === 0}>
            {cards ? (
              <FixedCards list={lendings.fixed} onOpen={lendings.openFixed} now={clock} />
            ) : (
              <FixedTable list={lendings.fixed} pageSize={TABLE_PAGE_SIZE} now={clock} />
            )}
          </TabsContent>
        </Tabs>
      </section>
    </FormsFetchedOnReach.Provider>
  );
}
