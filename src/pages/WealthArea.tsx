import { Component, type ReactNode, useCallback, useEffect, useMemo, useRef } from 'react';
import { Button } from '../components/ui/Button';
import { LoadingStatus } from '../components/ui/LoadingStatus';
import { lazyPanel } from '../components/ui/lazyPanel';
import {
  type AreaPage,
  type AreaRoute,
  HISTORY_TYPE,
  matchAreaRoute,
  myLendingsLink,
  PAGES,
  stakingLink,
} from '../domain';
import { useWealth, WealthContext, type WealthContextValue } from '../hooks/context';
import { useMessages } from '../hooks/useMessages';
import { pagesMessages } from '../i18n/features/pages';
import { type AreaRouter, useHistoryRouter } from './areaRouter';
import { NotFoundPage } from './NotFoundPage';

export interface WealthAreaProps {
  /**
   * The host's router: the current path with its query, and how to go to another. Pass your
   * router's (React Router's `useLocation` / `useNavigate`, Next.js's `usePathname`,
   * `useSearchParams` and `useRouter`) so the area's pages are routes of your app.
   * @default the browser's History API
   */
  router?: AreaRouter;
  /**
   * Coins the home lists besides §9's recommended ones, those with fixed products and those the
   * customer holds (see `SimpleEarnHome`). @default []
   */
  coins?: readonly string[];
}

function PageLoading() {
  return <LoadingStatus className="wk-box wk-page wk-read-loading" />;
}

// Each page is a chunk of its own, fetched when its route is first shown.
const pages = {
  home: lazyPanel(() => import('./SimpleEarnHome').then((m) => ({ default: m.SimpleEarnHome })), PageLoading),
  faq: lazyPanel(() => import('./SimpleEarnFaq').then((m) => ({ default: m.SimpleEarnFaq })), PageLoading),
  myLendings: lazyPanel(
    () => import('./MyLendingsPage').then((m) => ({ default: m.MyLendingsPage })),
    PageLoading,
  ),
  holdingDetail: lazyPanel(
    () => import('./HoldingDetailPage').then((m) => ({ default: m.HoldingDetailPage })),
    PageLoading,
  ),
  dual: lazyPanel(
    () => import('./DualInvestmentPage').then((m) => ({ default: m.DualInvestmentPage })),
    PageLoading,
  ),
  staking: lazyPanel(() => import('./StakingPage').then((m) => ({ default: m.StakingPage })), PageLoading),
  history: lazyPanel(
    () => import('../components/history/HistoryPage').then((m) => ({ default: m.HistoryPage })),
    PageLoading,
  ),
};

/** The §2 pages WealthArea renders itself: every one of the route table. */
const SERVED: ReadonlySet<AreaPage> = new Set<AreaPage>([
  'home',
  'faq',
  'myLendings',
  'holdingDetail',
  'history',
  'staking',
  'dual',
]);

/** Whether WealthArea shows a URL itself (a page it serves), rather than the host. */
export function servesArea(href: string): boolean {
  return SERVED.has(matchAreaRoute(href).page);
}

/**
 * The whole Simple Earn area (§2) as one component: it reads the URL through `router`, shows the
 * page of its route (home, FAQ, My lendings, a holding detail, history, staking, dual), each fetched when first
 * shown, and an unknown route as a not-found page, never a blank one. Links and buttons inside
 * that lead to one of these pages go through `router` (in the app with `needNavBar=0`, §2); every
 * other link goes to the provider's `onNavigate` as usual. Render it inside `WealthProvider`, and
 * import `wealthkit/pages.css` next to `wealthkit/styles.css`.
 */
export function WealthArea({ router: given, coins }: WealthAreaProps) {
  const wealth = useWealth();
  const history = useHistoryRouter();
  const router = given ?? history;
  const { navigate: hostNavigate, href } = wealth;
  // A page can ask for the same replace again before the router has answered (a tab's choice and
  // the focus after it, a host's tabs): one replace per URL is enough.
  const replaced = useRef<string | null>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new location ends the pending replace.
  useEffect(() => {
    replaced.current = null;
  }, [router.location]);
  const go = useCallback(
    (path: string, query?: Readonly<Record<string, string | number | undefined>>, replace = false) => {
      const target = href(path, query);
      if (!servesArea(target)) hostNavigate(path, query);
      else if (!replace) router.navigate(target);
      else if (replaced.current !== target) {
        replaced.current = target;
        router.navigate(target, { replace });
      }
    },
    [router, href, hostNavigate],
  );
  // The pages' links (ExchangeLink, a card's tap, a toast) call the context's navigate: inside the
  // area it keeps the area's pages in the router.
  // Copied with its accessors, so the lazily read time zone name stays lazy (a spread reads it).
  const area = useMemo<WealthContextValue>(
    () =>
      Object.defineProperties(
        {},
        {
          ...Object.getOwnPropertyDescriptors(wealth),
          navigate: {
            value: ((path, query) => go(path, query)) satisfies WealthContextValue['navigate'],
            enumerable: true,
          },
        },
      ) as WealthContextValue,
    [wealth, go],
  );
  const route = router.location === null ? null : matchAreaRoute(router.location);
  // A new path is a new page; a new query (a tab, a source, a coin) is the same page told so, which
  // keeps its reads and state instead of mounting again.
  const pagePath = router.location?.split('?', 1)[0];
  return (
    <WealthContext.Provider value={area}>
      <div className="wk-box wk-area" data-page={route?.page ?? 'loading'}>
        {route === null ? (
          <PageLoading />
        ) : (
          <PageBoundary key={pagePath}>
            <AreaPageView route={route} coins={coins} go={go} />
          </PageBoundary>
        )}
      </div>
    </WealthContext.Provider>
  );
}

function AreaPageView({
  route,
  coins,
  go,
}: {
  route: AreaRoute;
  coins: readonly string[] | undefined;
  go: (
    path: string,
    query?: Readonly<Record<string, string | number | undefined>>,
    replace?: boolean,
  ) => void;
}) {
  switch (route.page) {
    case 'home':
      return <pages.home.Panel {...(coins ? { coins } : {})} />;
    case 'faq':
      return <pages.faq.Panel />;
    case 'myLendings':
      return (
        <pages.myLendings.Panel
          {...(route.tab ? { tab: route.tab } : {})}
          showHistoryModal={route.showHistoryModal}
          onTabChange={(tab) => {
            const link = myLendingsLink({ tab });
            go(link.path, link.query, true);
          }}
        />
      );
    case 'holdingDetail':
      return (
        <pages.holdingDetail.Panel
          orderType={route.orderType}
          coin={route.asset}
          {...(route.orderId === undefined ? {} : { orderId: route.orderId })}
        />
      );
    case 'history':
      return (
        <div className="wk-box wk-page">
          <pages.history.Panel
            {...(route.tab || route.type
              ? {
                  initial: {
                    tab: route.tab ?? 'flexible',
                    type: route.type === 'redeem' ? HISTORY_TYPE.REDEEM : HISTORY_TYPE.INTEREST,
                  },
                }
              : {})}
          />
        </div>
      );
    case 'staking':
      return (
        <pages.staking.Panel
          coin={route.coin}
          {...(route.pid === undefined ? {} : { pid: route.pid })}
          onPidChange={(pid) => {
            const link = stakingLink(route.coin, pid);
            go(link.path, link.query, true);
          }}
        />
      );
    case 'dual':
      return (
        <pages.dual.Panel
          {...(route.coin === undefined ? {} : { coin: route.coin })}
          {...(route.type === undefined ? {} : { type: route.type })}
          {...(route.pid === undefined ? {} : { pid: route.pid })}
          {...(route.ref === undefined ? {} : { refCode: route.ref })}
          onRouteChange={({ coin, type }) => go(PAGES.DUAL, { coin, type }, true)}
        />
      );
    case 'notFound':
      return <NotFoundPage path={route.path} />;
  }
}

interface BoundaryState {
  error: unknown;
}

/** A page that failed to load or render shows the generic error with Retry, not a blank area. */
class PageBoundary extends Component<{ children: ReactNode }, BoundaryState> {
  override state: BoundaryState = { error: null };

  static getDerivedStateFromError(error: unknown): BoundaryState {
    return { error: error ?? new Error('page failed') };
  }

  override render() {
    if (this.state.error) return <PageFailed retry={() => this.setState({ error: null })} />;
    return this.props.children;
  }
}

function PageFailed({ retry }: { retry: () => void }) {
  const t = useMessages(pagesMessages);
  return (
    <div className="wk-box wk-page">
      <div className="wk-read-error" role="alert" data-state="error">
        <p className="wk-read-error__text">{t('errors.generic')}</p>
        <Button variant="secondary" size="sm" onClick={retry}>
          {t('ui.retry')}
        </Button>
      </div>
    </div>
  );
}
