// Size budgets: the measured size rounded up to 0.1 kB, so a change that adds bytes must say so.
// A widget's check is its initial JavaScript, what a host loads before anything lazy; the lazy
// parts are counted in "everything" and in SubscribeModal's "open" check. Inlined lazy chunks cost
// esbuild a wrapper per module they share (one file per module since issue 15), so those two read
// ~3 kB more than a splitting host bundler ships.
//
// React is the host's. It is not counted, but not marked external either: esbuild writes one
// `import {…} from "react"` statement per module that uses an external, which a host that bundles
// React never ships (with one file per module in dist/lib/, that was ~2.7 kB minified of import
// statements on LendingsTable alone). So React resolves to a stub that stands for the host's copy,
// as a bundler sees a CommonJS React: a fixed few bytes, the same in every check.
const HOST_REACT = /^react(-dom)?(\/.*)?$/;

/** esbuild plugin: React and React DOM resolve to a stub that stands for the host's copy. */
export const hostReactPlugin = {
  name: 'host-react',
  setup(build) {
    build.onResolve({ filter: HOST_REACT }, (args) => ({ path: args.path, namespace: 'host-react' }));
    build.onLoad({ filter: /.*/, namespace: 'host-react' }, () => ({
      contents: 'module.exports = globalThis.React;',
      loader: 'js',
    }));
  },
};

/** esbuild plugin: what loads later (a dialog's form, the chart, zh-CN words) stays out. */
const lazyStaysOut = {
  name: 'lazy-stays-out',
  setup(build) {
    build.onResolve({ filter: /.*/ }, (args) =>
      args.kind === 'dynamic-import' ? { path: args.path, external: true } : undefined,
    );
  },
};

/** Everything the import reaches, lazy chunks inlined. */
const withLazy = (config) => ({ ...config, plugins: [...(config.plugins ?? []), hostReactPlugin] });
/** What a host loads before anything lazy: its initial JavaScript. */
const initial = (config) => ({
  ...config,
  plugins: [...(config.plugins ?? []), hostReactPlugin, lazyStaysOut],
});

const widget = (name, limit, extra = {}) => ({
  name: `wealthkit: { ${name} }`,
  path: 'dist/index.js',
  import: `{ ${name} }`,
  limit,
  modifyEsbuildConfig: initial,
  ...extra,
});

/** A page of wealthkit/pages with the provider it renders in, as a host of the page loads it. */
const page = (name, limit) => ({
  name: `wealthkit/pages: { ${name} } with { WealthProvider }`,
  import: { 'dist/index.js': '{ WealthProvider }', 'dist/pages.js': `{ ${name} }` },
  limit,
  modifyEsbuildConfig: initial,
});

// +0.05–0.13 kB on every amount field's widget (Nov 27): a separator that cannot group ('0,01') is
// refused and the field names the decimal point, instead of dropping it without a word.
// +0.1–0.2 kB on every widget (Nov 27, later): the provider keeps the reads a dialog starts as it
// opens, and a read takes one instead of asking again. SubscribeModal's shell +1.4 kB (22.5 → 24.0;
// +0.5–0.7 kB on the tables and pages that show it): it carries its form's first reads, sent with
// the form's code when the dialog opens before that code is here, one round trip sooner (click →
// form with its data 230 → 168 ms at a 60 ms round trip). Those reads sit in modules of their own
// (subscribeOpenReads, accountModeRead, coinInfoQuery): a module the form shares with the shell
// lands whole in a host's first chunk (bench/host-apps.mjs: SubscribeModal 104.26 → 105.56 kB).
// StakingPage 54.7 → 54.8 kB: the rate details name nothing as a logged-out visitor's own (§6).
// HoldingDetailPage 48.2 → 48.3 kB: the detail and its cancel-redemption dialog ask a logged-out
// visitor for the login instead of loading for ever.
// +0.1 kB on the widgets with a read (Nov 27, later): a read refused for an ended session (§8 401)
// says to log in, with Log in beside Retry.
// Lowered (Nov 27, later): HistoryModal's content is a chunk of its own, fetched when its trigger is
// reached or it opens: LendingsTable 56.1 → 52.9 kB, HistoryModal 43.7 → 22.4, MyLendingsPage
// 57.7 → 54.5 (everything +0.2 for the inlined chunk's wrapper). Then CumulativeReturnModal's
// content the same way (every holdings row shows its trigger): LendingsTable 52.9 → 50.8,
// MyLendingsPage 54.5 → 52.2, HoldingDetailPage 48.4 → 45.5 (everything +0.1). Then
// EarlyRedeemModal's form, as the other money dialogs' (every fixed row shows its trigger):
// LendingsTable 50.8 → 47.5, MyLendingsPage 52.2 → 49.3, HoldingDetailPage 45.5 → 43.9.
// styles.css 5.0 → 5.2 kB (Nov 27): a scrolled table's edges, the staking page's fact columns, one-column
// grids as wide as their box, history cards without a '--' slot.
// styles.css 5.2 → 5.5 kB (Nov 27, eighth session): the armour reverts a list of properties instead
// of `all` (5.46 kB), a third less style work to open a dialog (src/theme/tokens.css says why).
// MyLendingsPage 49.3 → 49.4 kB (Nov 27, eighth session): RedeemModal's shell starts its form's
// reads as it opens, as SubscribeModal's does (LendingsTable 47.30 → 47.48, within its 47.5).
// HoldingDetailPage 43.9 → 44.0 kB: the redeem form reads the product detail through the one
// coin-info read the subscribe form uses (a page parameter), not a copy of it (43.92 kB).
// +0.05–0.35 kB on every widget with a lazy dialog (Nov 27, ninth session): a dialog whose form's
// code could not be fetched says so in a toast (§8 'Networkerr') and closes, where the failure used
// to be thrown to the host's error boundary (with none, React unmounted the host's page), and its
// trigger shows it is busy while the code is on its way (DialogPanelPending). StakeDialog +0.34: its
// APR trend dialog is a lazyPanel like the others, not React.lazy under a Suspense with no boundary.
// Then +0.01–0.11 kB: a list's triggers fetch their forms on reach only (FormsFetchedOnReach), and
// the lazy dialogs share one `lazyDialogPanel` instead of each passing the two states; everything
// +0.1 kB: the staking APR trend dialog opens through DialogOpener like the others.
// HistoryModal 22.6 → 22.65, MyLendingsPage 49.7 → 49.75 kB (Nov 28): Escape while a dialog's form
// is on its way is consumed, so a dialog nested in an open one cancels only itself.
// Lowered to what is reached (Nov 28): everything 159.7 → 159.45, StakingPage 55.3 → 55.2 (its APR
// trend dialog is the link's, through OpenableDialog), LaunchPoolStakeModal 44.6 → 44.45,
// DualPurchaseDialog 49.9 → 49.8, WealthArea 21.5 → 21.4, SimpleEarnFaq 21.1 → 21.05, core
// formatAmount 1.9 → 1.85 kB: slack earlier sessions left, which a regression could have grown into.
// Then everything 159.45 → 159.6, SubscribeModal open 56.7 → 56.8, DualPurchaseDialog 49.8 → 49.85 kB: a
// dialog's trigger only opens (a double click no longer cancels a slow opening); brotli of the
// bundle moved 0.17 kB for that one line (an equivalent spelling moved it 0.16 kB the other way).
// Raised to the measured sizes (Nov 28, session 11): core 23.8 → 23.85, SubscribeModal open 56.8 →
// 56.85, StakeDialog 50.8 → 51.0, DualPurchaseDialog 49.85 → 50.0 (gzip 56.8 → 57.0),
// LaunchPoolStakeModal 44.45 → 44.65, StakingPage 55.2 → 55.3, DualInvestmentPage 53.2 → 53.35 kB:
// a phone's decimal key is the decimal point (keypadDecimal), where its region's comma read as
// grouping made "1,5" 15 and left no way to type decimals.
// Raised (Nov 28, session 12): SubscribeModal open 56.85 → 56.9, StakeDialog 51.0 → 51.05, WealthArea
// 21.4 → 21.45, StakingPage 55.3 → 55.4 kB (measured 56.86, 51.001, 21.402, 55.38): the widgets' boxes
// say translate="no", or a page translator left figures stale and made React throw (translate.test.ts).
// Raised (Nov 28, session 13): +0.07–0.32 kB on everything with a provider (WealthProvider 18.3 →
// 18.5, SimpleEarnHome 30.8 → 31.15, everything 159.6 → 159.9): dialogs and toasts go to a layer at
// the end of the body (portalTarget.ts), where a host's transformed or glassy column, or a stacking
// context under its fixed header, held them cut off or covered (hostLayout.test.ts).
// Then +0.01–0.11 kB (everything 159.9 → 159.95): `nonce`, for the style element of an open dialog's
// scroll lock on a page whose Content-Security-Policy allows styles only by nonce (hostCsp.test.ts;
// get-nonce, counted here, is Radix's own dependency, so a host's bundle already has it).
// Then +0.15–0.3 kB on everything with a provider (WealthProvider 18.5 → 18.7, everything 159.95 →
// 160.2): balances wait while the page is hidden, and a page back after 5 s away, or back online after
// a failed refresh, reads them at once (balanceOnReturn.test.tsx), so a customer who traded in another
// tab is not shown, or offered as Max, the balance from before.
// Raised (Nov 28, session 14) by brotli's drift alone: WealthProvider 18.7 → 18.75, AutoEarnConfirm
// 34.35 → 34.4, LendingsTable 48.2 → 48.25, HoldingDetailPage 44.65 → 44.7 kB (measured 18.739,
// 34.361, 48.205, 44.694). The change, a balance tracker that starts again after dispose (StrictMode,
// <Activity>), removed code: everything fell 160.18 → 160.06 kB and others moved by ±0.05 either
// way. Everything stays at 160.2: a one-ref change next (a logged-out login asked once under
// StrictMode) measured 160.19, brotli's drift on the whole bundle is ±0.15 kB.
// Then +0.03–0.09 kB on everything with a balance (everything 160.2 → 160.25, SubscribeModal 24.8 →
// 24.85, open 57.4 → 57.45, DualPurchaseDialog 50.35 → 50.4, gzip 57.55 → 57.6, LendingsTable 48.25 →
// 48.3, WealthArea 21.9 → 21.95, SimpleEarnFaq 21.5 → 21.55, MyLendingsPage 50.1 → 50.2,
// HoldingDetailPage 44.7 → 44.75 kB): a dialog opened again reads a balance read 5 s or more ago,
// where it showed, and offered as Max, the figure kept from its last opening (balanceOnReturn.test.tsx).
// Then StakeDialog 51.5 → 51.55, DualPurchaseDialog 50.4 → 50.45, DualInvestmentPage 53.75 → 53.8 kB
// (measured 51.541, 50.437, 53.769): brotli's drift for a shorter spelling of that same check.
// Nov 28, fifteenth session: DualInvestmentPage 53.8 → 53.9 kB (53.86): in a narrow column the
// products' loading, failed and empty states show alone, not under a table's header cut at its edge.
// Nov 28, sixteenth session: +0.05–0.2 kB on everything with a read (everything 160.25 → 160.45,
// SubscribeModal open 57.45 → 57.55, DualPurchaseDialog 50.45 → 50.55 (gzip 57.6 → 57.7),
// LaunchPoolStakeModal 45.1 → 45.15, LendingsTable 48.3 → 48.4, SimpleEarnHome 31.3 → 31.45,
// StakingPage 55.9 → 55.95, DualInvestmentPage 53.9 → 53.95, MyLendingsPage 50.2 → 50.25,
// HoldingDetailPage 44.75 → 44.8 kB; measured 160.42, 57.51, 50.51, 57.69, 45.14, 48.38, 31.40,
// 55.92, 53.91, 50.25, 44.79): a read's cleanup leaves its request to a setup of the same run, so
// a host's development build (StrictMode) no longer sends every read twice (effectsReplayed.test.tsx).
// Then StakeDialog 51.55 → 51.65, DualPurchaseDialog 50.55 → 50.6, LaunchPoolStakeModal 45.15 →
// 45.2, DualInvestmentPage 53.95 → 54.0, HoldingDetailPage 44.8 → 44.9, pages.css 1.3 → 1.35 kB
// (measured 51.60, 50.58, 45.18, 53.97, 44.86, 1.315): a description row may be `wide`, and the
// staking page's facts in columns set the label over the value, the campaign's dates across two.
// StakeDialog 51.65 → 51.75, StakingPage 55.95 → 56.05 kB (Nov 28, seventeenth session; measured
// 51.73, 56.02): the bonus campaign's dates each move to a new line whole (messageNodes), where a
// phone's row broke '2025-01-25' after its year, and a wide row's value goes under its label.
// Then +0.01–0.05 kB on everything with a dialog (AutoEarnConfirmDialog 34.4 → 34.45, DualPurchaseDialog
// gzip 57.7 → 57.75, LaunchPoolStakeModal 45.2 → 45.25, StakingPage 56.05 → 56.1, MyLendingsPage
// 50.25 → 50.3 kB; measured 34.41, 57.72, 45.24, 56.06, 50.30): DialogContent's `initialFocus`, so
// the fund-password prompt opens with its field focused, not its close button.
// Nov 29, eighteenth session: everything 160.45 → 160.55, LendingsTable 48.4 → 48.45,
// DualInvestmentPage 54.0 → 54.05, sandbox 34.05 → 34.1 kB (measured 160.51, 48.41, 54.02, 34.10):
// every amount the customer reads is grouped ("10,000"), the §5 limit messages the domain builds
// (minimums, maximums, quotas) included, where some read "10000" beside a "10,000" balance.
// Nov 29, nineteenth session: core 23.85 → 23.9, LaunchPoolStakeModal 45.25 → 45.3, LendingsTable
// 48.45 → 48.5, StakingPage 56.1 → 56.15, DualInvestmentPage 54.05 → 54.1, sandbox 34.1 → 34.15 kB
// (measured 23.88, 45.28, 48.45, 56.11, 54.07, 34.12): a call's URL is built by our `callUrl`, not
// by ky's `searchParams`, so the frame's early reads build the same URL without ky (the frame's
// boot chunk 20.8 → 15.0 kB gzip).
// Then one amount-with-coin formatter (formatCoinAmount) in place of the same template in 20 places:
// LaunchPoolStakeModal back to 45.25, LendingsTable to 48.45, DualInvestmentPage to 54.05 kB
// (measured 45.25, 48.41, 54.04), MyLendingsPage 50.3 → 50.35 kB (measured 50.31).
// styles.css 5.85 → 5.9 kB (measured 5.89): the subscribe form's voucher row is a grid (label and
// button, the voucher under them), where its title wrapped in a column a third of the row wide.
// Then the catalogues' three '{amount} {coin}' keys gave way to formatCoinAmount: StakeDialog
// 51.75 → 51.8, DualPurchaseDialog gzip 57.75 → 57.8 kB, DualInvestmentPage 54.05 → 53.95 kB
// (measured 51.76, 57.76, 53.90).
// styles.css 5.9 → 6.0 kB (Nov 29, twenty-first session; measured 5.95): a form's dialog body keeps
// a stable scrollbar gutter, and its description and footer the same one, so a keystroke in a
// dialog whose body scrolls lays it out at a third of the cost (src/components/ui/dialog.css).
// StakeDialog 51.8 → 51.85 kB (measured 51.83): its daily reward asks isPositiveAmount, as the
// subscribe form's estimated return does, whether there is anything to estimate.
// LaunchPoolStakeModal 45.25 → 45.3, StakingPage 56.15 → 56.2 kB (Nov 29, twenty-second session;
// measured 45.29, 56.15): an amount field carries its placeholder only while empty, so Chromium does
// not restyle a hidden placeholder on every keystroke.
// LaunchPoolStakeModal 45.3 → 45.35, DualInvestmentPage 53.95 → 54.0 kB (measured 45.32, 53.95): the
// form slices' isSameValue moved to its own module (hooks/sameValue), which the frame's settings use too.
// styles.css 6.0 → 6.05, LendingsTable 48.45 → 48.55, everything 160.55 → 160.65 kB (Nov 29,
// twenty-third session; measured 6.05, 48.53, 160.61): a locked control's tip is a 1 px box while
// hidden and can open toward the start of its row (a 360 px page scrolled sideways under the
// holding detail's hidden tip), and a table in a bottom sheet sits closer (the cumulative return
// fits 375 px).
// styles.css 6.05 → 6.1 kB (Nov 29, twenty-fourth session; measured 6.07): a dialog narrower than
// 400 px has 16 px side margins (the cumulative return fits a 360 px phone).
// LendingsTable 48.55 → 48.6, StakingPage 56.2 → 56.25, DualInvestmentPage 54.0 → 54.1, MyLendingsPage
// 50.35 → 50.4 kB (Nov 29, twenty-fourth session; measured 48.56, 56.22, 54.06, 50.39): a table brings
// the control the keyboard focuses wholly into its box (Chromium left a Redeem early button half cut).
// StakeDialog 51.85 → 51.9, DualPurchaseDialog gzip 57.8 → 57.85, DualInvestmentPage 54.1 → 54.15 kB
// (Nov 29, twenty-fourth session; measured 51.85, 57.81, 54.13): Tab into a row of tabs lands on the
// selected tab, not the list, after a tab was clicked (Radix's click flag stayed set).
// DualPurchaseDialog 50.6 → 50.7 (gzip 57.85 → 57.9), LaunchPoolStakeModal 45.35 → 45.4, StakingPage
// 56.25 → 56.35, DualInvestmentPage 54.15 → 54.2 kB (Nov 29, twenty-fourth session; measured 50.66,
// 57.86, 45.39, 56.32, 54.18): the shared widget dialog returns focus to the link that opened a step
// when Back leaves it (the staking FAQ's Back left focus on the page's body).
// StakingPage 56.35 → 56.4, everything 160.65 → 160.8 kB (Nov 29, twenty-fourth session; measured
// 56.35, 160.79): the staking step links are one StepLink, which names the step it opens once.
// StakeDialog 51.9 → 52.0, DualPurchaseDialog 50.7 → 50.8 (gzip 57.9 → 57.95), LaunchPoolStakeModal
// 45.4 → 45.5, StakingPage 56.4 → 56.5, DualInvestmentPage 54.2 → 54.3 kB (Nov 29, twenty-fifth
// session; measured 51.97, 50.76, 57.93, 45.46, 56.47, 54.28): the amount field reads what an input
// method composes when it is committed (a composed "１００" read "110100").
// AutoEarnConfirmDialog 34.45 → 34.5, StakeDialog 52.0 → 52.1, DualPurchaseDialog gzip 57.95 → 58.05,
// LaunchPoolStakeModal 45.5 → 45.55, LendingsTable 48.6 → 48.65, DualInvestmentPage 54.3 → 54.35,
// MyLendingsPage 50.4 → 50.5, HoldingDetailPage 44.9 → 44.95 kB (measured 34.50, 52.06, 58.01, 45.50,
// 48.62, 54.31, 50.48, 44.94): a dialog leaves Escape to an open combobox and to an input method, where
// Radix, hearing it first, closed the whole History dialog.
// Everything 160.8 → 160.85, SubscribeModal open 57.55 → 57.65, DualPurchaseDialog 50.8 → 50.85,
// LaunchPoolStakeModal 45.55 → 45.6, StakingPage 56.5 → 56.55, DualInvestmentPage 54.35 → 54.45 kB
// (measured 160.84, 57.60, 50.81, 45.58, 56.53, 54.40): digits an Android keyboard composes reach
// the form as they come, not only at the commit.
// styles.css 6.1 → 6.15 kB (Nov 29, twenty-sixth session; measured 6.11): text in two weights, the
// browser's own bold (headings, <strong>, table headers) set to our 600 (src/theme/tokens.css).
// Every widget −3.8 to −4.0 kB (Nov 29, twenty-sixth session): the client calls fetch itself instead
// of through ky (docs/ARCHITECTURE.md "Why fetch and not ky"). Measured: everything 156.91,
// WealthProvider 14.95, createWealthClient 4.64, core 20.03, AutoEarnConfirmDialog 30.67,
// SubscribeModal 20.96 (open 53.73), StakeDialog 48.24, DualPurchaseDialog 47.00 (gzip 53.82),
// LaunchPoolStakeModal 41.64, LendingsTable 44.79, HistoryModal 19.40, WealthArea 18.11,
// SimpleEarnHome 27.58, SimpleEarnFaq 17.70, StakingPage 52.69, DualInvestmentPage 50.56,
// MyLendingsPage 46.69, HoldingDetailPage 41.11, sandbox 34.10 kB.
// Everything 156.95 → 157.0, SubscribeModal 21.0 → 21.05, StakeDialog 48.25 → 48.35,
// DualPurchaseDialog 47.0 → 47.05, LaunchPoolStakeModal 41.65 → 41.7, LendingsTable 44.8 → 44.85,
// SimpleEarnHome 27.6 → 27.65 kB (measured 156.97, 21.02, 48.32, 47.05, 41.70, 44.81, 27.62): the
// client links its abort signals by hand, not with AbortSignal.any, which Safari has only since 17.4.
// WealthProvider 14.95 → 15.05 (15.00); createWealthClient 4.65 → 4.7 (4.67); core 20.05 → 20.1
// (20.09); AutoEarnConfirmDialog 30.7 → 30.8 (30.77); SubscribeModal 21.05 → 21.1 (21.05);
// SubscribeModal, open: with the form it loads 53.75 → 53.8 (53.75); DualPurchaseDialog 47.05 →
// 47.1 (47.06); DualPurchaseDialog, gzip 53.85 → 53.9 (53.88); LaunchPoolStakeModal 41.7 → 41.75
// (41.70); WealthArea 18.15 → 18.2 (18.19); SimpleEarnHome 27.65 → 27.7 (27.67); SimpleEarnFaq 17.7
// → 17.75 (17.71); StakingPage 52.7 → 52.8 (52.78); MyLendingsPage 46.7 → 46.75 (46.73) kB (Nov 30,
// twenty-sixth session): the abortable wait that the client and the sandbox's faults each had is
// one module, src/api/abortable.ts, beside the client's signal linking.
// Every dialog's check −3.4 kB (Nov 30, twenty-seventh session): the dim overlay and the page's
// scroll lock are ours, not Radix's overlay with react-remove-scroll (docs/ARCHITECTURE.md "Why our
// own dialog overlay"). Measured: everything 153.32, WealthProvider 14.94, AutoEarnConfirmDialog
// 27.31, SubscribeModal 20.99 (open 50.02), StakeDialog 44.90, DualPurchaseDialog 43.57 (gzip
// 49.90), LaunchPoolStakeModal 38.34, LendingsTable 41.42, HistoryModal 19.34, WealthArea 18.10,
// SimpleEarnHome 27.61, SimpleEarnFaq 17.68, StakingPage 49.24, DualInvestmentPage 47.18,
// MyLendingsPage 43.27, HoldingDetailPage 37.68, sandbox 34.04 kB.
// Then DualPurchaseDialog 43.6 → 43.65, HistoryModal 19.35 → 19.45, StakingPage 49.25 → 49.3,
// MyLendingsPage 43.3 → 43.35, HoldingDetailPage 37.7 → 37.75 kB (measured 43.60, 19.40, 49.27,
// 43.32, 37.71): the fund-password prompt keeps the request it shows through its fade-out, and
// brotli's drift from the overlay's mended context default (others moved 0.01–0.07 kB down).
// Then SubscribeModal open 50.05 → 50.15, DualPurchaseDialog 43.65 → 43.75 (gzip 49.9 → 50.0),
// LendingsTable 41.45 → 41.5, StakingPage 49.3 → 49.4, MyLendingsPage 43.35 → 43.4,
// HoldingDetailPage 37.75 → 37.8 kB (measured 50.10, 43.70, 49.96, 41.45, 49.39, 43.36, 37.75): the
// scroll lock sets its longhands !important, as react-remove-scroll-bar did, so a host sheet's
// `body { overflow-y: scroll !important }` does not leave the page scrolling behind a dialog, and
// puts back each of the host's inline values with its priority.
// Nov 30: StakeDialog 44.95 → 45.0, DualInvestmentPage 47.2 → 47.25, MyLendingsPage 43.4 → 43.45 kB
// (measured 44.97, 47.22, 43.44): the fund-password prompt marks its field invalid after a wrong
// password, an order's status on the dual page has a class of its own, and a tab panel that starts
// with something focusable is no tab stop of its own (TabsContent tabStop).
// Then +0.05-0.25 kB on every amount field's widget and the catalogue (everything 153.35 → 153.5,
// WealthProvider 14.95 → 15.0, core 20.1 → 20.15, AutoEarnConfirmDialog 27.35 → 27.4, SubscribeModal
// 21.0 → 21.1, open 50.15 → 50.3, StakeDialog 45.0 → 45.15, DualPurchaseDialog 43.75 → 43.9 (gzip 50.0
// → 50.25), LaunchPoolStakeModal 38.35 → 38.55, LendingsTable 41.5 → 41.55, WealthArea 18.15 → 18.2,
// SimpleEarnFaq 17.7 → 17.75, StakingPage 49.4 → 49.5, DualInvestmentPage 47.25 → 47.4, sandbox 34.05
// → 34.15 kB; measured 153.49, 14.99, 20.14, 27.39, 21.06, 50.27, 45.12, 43.86, 50.23, 38.53, 41.52,
// 18.16, 17.73, 49.49, 47.36, 34.12): a typed grouping separator is said under the field (“,”
// separates thousands and is left out), where "1,5" typed read 15 without a word.
// Nov 30 (twenty-ninth session): everything 153.5 → 153.75, AutoEarnConfirmDialog 27.4 → 27.45,
// DualPurchaseDialog 43.9 → 44.0 (gzip 50.25 → 50.35), LaunchPoolStakeModal 38.55 → 38.6,
// LendingsTable 41.55 → 41.65, StakingPage 49.5 → 49.6, DualInvestmentPage 47.4 → 47.5,
// MyLendingsPage 43.45 → 43.55, HoldingDetailPage 37.8 → 37.9, styles.css 6.15 → 6.25 kB (measured
// 153.74, 27.42, 43.95, 50.34, 38.57, 41.60, 49.60, 47.47, 43.51, 37.85, 6.22): the table or cards
// of a widget no longer flip with the page's scrollbar (isNarrowBox), the dual prediction renders
// its figure alone on a key, the typed amount is state the cell feeds (no passive effect a key),
// and the stylesheet's checkbox and radio accent, group legends, staking ladders and card chevron.
// Then everything 153.75 → 153.9, LendingsTable 41.65 → 41.75, DualInvestmentPage 47.5 → 47.55 kB
// (measured 153.86, 41.71, 47.54): a widget whose layout follows its width watches its probe again
// only from the frame after a switch, with no "ResizeObserver loop" error when the switch takes the
// page's scrollbar away.
// Nov 30 (thirtieth session): styles.css 6.25 → 6.35 kB (measured 6.32): the amount field is a
// relayout boundary (its size set, its layout contained; the amount block in block flow), so a
// keystroke lays out the field alone; Transfer and the voucher button end their words at its edge.
// Then Button's flushEnd prop, the one rule that ends those buttons' words at the row's edge
// (5-9 bytes a widget): DualPurchaseDialog gzip 50.35 → 50.4, LaunchPoolStakeModal 38.6 → 38.65,
// SimpleEarnHome 27.65 → 27.7, MyLendingsPage 43.55 → 43.6 kB (measured 50.36, 38.61, 27.66, 43.56).
// Nov 30 (thirty-first session): +0.25-0.5 kB on WealthProvider and every widget for warmFonts.ts
// (the type scale's fonts looked up while the page is idle, not in the click that first opens a
// widget: 3.2 ms of My lendings' first layout). everything 153.9 → 154.1, WealthProvider 15.0 → 15.4,
// AutoEarnConfirmDialog 27.45 → 27.75, SubscribeModal 21.1 → 21.4, open 50.3 → 50.65, StakeDialog
// 45.15 → 45.65, DualPurchaseDialog 44.0 → 44.25 (gzip 50.4 → 50.8), LaunchPoolStakeModal 38.65 →
// 38.95, LendingsTable 41.75 → 42.05, HistoryModal 19.45 → 19.8, WealthArea 18.2 → 18.55,
// SimpleEarnHome 27.7 → 28.05, SimpleEarnFaq 17.75 → 18.1, StakingPage 49.6 → 49.85,
// DualInvestmentPage 47.55 → 47.9, MyLendingsPage 43.6 → 43.9, HoldingDetailPage 37.9 → 38.25 kB
// (measured 154.09, 15.35, 27.75, 21.40, 50.65, 45.62, 44.22, 50.75, 38.95, 42.02, 19.77, 18.55,
// 28.04, 18.10, 49.84, 47.86, 43.87, 38.24).
// Then +0.02-0.15 kB: a dialog's reads leave with its trigger's click (DialogOpener's onOpenStart,
// LazyPanelDialog's startReads('click'), the balance too: prefetchBalance, the tracker's watch
// `now` and its reads on their way): everything 154.1 → 154.25, WealthProvider 15.4 → 15.45,
// AutoEarnConfirmDialog 27.75 → 27.85, SubscribeModal 21.4 → 21.55, open 50.65 → 50.8,
// DualPurchaseDialog 44.25 → 44.35 (gzip 50.8 → 50.85), LaunchPoolStakeModal 38.95 → 39.0,
// LendingsTable 42.05 → 42.15, HistoryModal 19.8 → 19.85, WealthArea 18.55 → 18.6, SimpleEarnHome
// 28.05 → 28.2, SimpleEarnFaq 18.1 → 18.2, StakingPage 49.85 → 50.0, DualInvestmentPage 47.9 →
// 47.95, MyLendingsPage 43.9 → 44.05, HoldingDetailPage 38.25 → 38.35 kB (measured 154.25, 15.41,
// 27.82, 21.53, 50.78, 44.31, 50.81, 38.97, 42.13, 19.80, 18.60, 28.19, 18.18, 50.00, 47.93, 44.03,
// 38.31).
// Then the dialog's dim layer is the portal's own element, so Radix's Presence plays its closing fade
// (a component in between dropped Presence's ref): SubscribeModal 21.55 → 21.6, DualPurchaseDialog
// 44.35 → 44.4, HistoryModal 19.85 → 19.9, DualInvestmentPage 47.95 → 48.0 kB (measured 21.57,
// 44.39, 19.85, 47.99).
// Then one idle scheduler (whenIdle.ts) for the form preload and the font lookup, a few bytes of
// compression either way: SubscribeModal open 50.8 → 50.85, LaunchPoolStakeModal 39.0 → 39.05 kB
// (measured 50.80, 39.03).
// Nov 30 (thirty-second session): the ESM build no longer leaves a bare `import "./codes.js"` where
// it inlined every constant a module took from another (esbuild warned about each, 864 lines in one
// `npm test`; build-esm.mjs). Brotli moved every check a few bytes, most of them down: lowered to what
// is reached, everything 154.25 → 154.2, WealthProvider 15.45 → 15.4, AutoEarnConfirmDialog 27.85 →
// 27.75, SubscribeModal 21.6 → 21.55, StakeDialog 45.65 → 45.6, LaunchPoolStakeModal 39.05 → 38.95,
// DualInvestmentPage 48.0 → 47.95 kB (measured 154.19, 15.39, 27.75, 21.53, 45.59, 38.94, 47.92);
// SimpleEarnHome 28.2 → 28.25 kB (28.201, one byte over).
// Then the client takes its listener off the caller's signal when a request is over (release() in
// abortable.ts): createWealthClient 4.7 → 4.8, core everything 20.15 → 20.2, sandbox 34.15 → 34.2 kB
// (4.756, 20.175, 34.162), +0.05 kB on every widget. Then WealthProvider's own fund-password prompt
// when the host passes no requestFundPassword (useBuiltInFundPassword.tsx; before, an order the
// exchange asked a fund password for ended as cancelled, with nothing on screen): its hook and the
// lazy import of the dialog, +0.25-0.3 kB on everything with a provider, the dialog itself lazy.
// WealthProvider 15.4 → 15.75, AutoEarnConfirmDialog 27.75 → 28.05, SubscribeModal 21.55 → 21.9,
// open 50.85 → 51.5, StakeDialog 45.6 → 45.9, DualPurchaseDialog 44.4 → 44.65 (gzip 50.85 → 51.15),
// LaunchPoolStakeModal 38.95 → 39.3, LendingsTable 42.15 → 42.4, HistoryModal 19.9 → 20.1,
// WealthArea 18.6 → 18.9, SimpleEarnHome 28.25 → 28.45, SimpleEarnFaq 18.2 → 18.5, StakingPage 50.0
// → 50.3, DualInvestmentPage 47.95 → 48.25, MyLendingsPage 44.05 → 44.2, HoldingDetailPage 38.35 →
// 38.55, everything 154.2 → 154.8 kB (measured 15.72, 28.04, 21.86, 51.49, 45.86, 44.62, 51.14,
// 39.28, 42.36, 20.09, 18.86, 28.42, 18.46, 50.26, 48.22, 44.18, 38.54, 154.80).
// Then the prompt asked again after a wrong password keeps the focus in its field (it went to the
// form behind it, and the customer's next keys with it): everything 154.8 → 154.9, SubscribeModal
// open 51.5 → 51.6 kB (154.90, 51.59), the prompt's lazy chunk.
// Then +0.02-0.1 kB on everything with a provider: without onLoginRequired, a console warning (once a
// page) that a customer had to log in and nothing took them there. everything 154.9 → 155.05,
// AutoEarnConfirmDialog 28.05 → 28.1, SubscribeModal open 51.6 → 51.65, StakeDialog 45.9 → 46,
// DualPurchaseDialog 44.65 → 44.75 (gzip 51.15 → 51.2), LaunchPoolStakeModal 39.3 → 39.35,
// LendingsTable 42.4 → 42.45, HistoryModal 20.1 → 20.15, WealthArea 18.9 → 18.95, SimpleEarnHome 28.45
// → 28.55, DualInvestmentPage 48.25 → 48.3, MyLendingsPage 44.2 → 44.3, HoldingDetailPage 38.55 →
// 38.65 kB (measured 155.03, 28.07, 51.60, 45.96, 44.71, 51.20, 39.33, 42.42, 20.15, 18.93, 28.53,
// 48.27, 44.26, 38.63).
// Then one warnOnce() for that warning and coinOf's, a few bytes either way: AutoEarnConfirmDialog
// 28.1 → 28.15, DualPurchaseDialog gzip 51.2 → 51.25, LaunchPoolStakeModal 39.35 → 39.4,
// LendingsTable 42.45 → 42.5, HistoryModal 20.15 → 20.2, StakingPage 50.3 → 50.4 kB (measured
// 28.116, 51.207, 39.358, 42.452, 20.153, 50.357).
// Nov 30 (eighteenth session): wealthkit's own fund-password prompt stays open, its Confirm busy,
// until the exchange has answered the password (sendWithFundPassword's `checked`, passed up through
// the provider), and after a wrong one says so in place instead of closing and opening again a round
// trip later; a click the host's `open` did not follow no longer keeps LazyPanelDialog from starting
// the form's reads on a later opening by the prop. WealthProvider 15.75 → 15.8, SubscribeModal 21.9
// → 22, open 51.65 → 52 (the prompt's lazy chunk), DualPurchaseDialog 44.75 → 44.8 (gzip 51.25 →
// 51.3), WealthArea 18.95 → 19.05, SimpleEarnHome 28.55 → 28.6, SimpleEarnFaq 18.5 → 18.55,
// StakingPage 50.4 → 50.45, DualInvestmentPage 48.3 → 48.45, MyLendingsPage 44.3 → 44.35,
// HoldingDetailPage 38.65 → 38.7, everything 155.05 → 155.2 kB (measured 15.78, 21.98, 51.99, 44.79,
// 51.29, 19.03, 28.57, 18.54, 50.42, 48.45, 44.34, 38.67, 155.20).
// Then the history's mobile list says Loading, not "Loading more", while its first page loads:
// everything 155.2 → 155.3 kB (155.29).
// Nov 30 (nineteenth session): a dialog can take focus itself as it opens (DialogContent's
// initialFocus 'dialog'), which the Simple Earn results do, their message a status; and the provider
// tells a host's own fund-password dialog when the password has been checked
// (onFundPasswordChecked). everything 155.3 → 155.35, DualPurchaseDialog gzip 51.3 → 51.35,
// HistoryModal 20.2 → 20.3, HoldingDetailPage 38.7 → 38.75 kB (measured 155.34, 51.30, 20.27,
// 38.74; the others within their budgets, brotli moving some down).
// Nov 30 (twentieth session): the Simple Earn summary says its totals are of the flexible holdings
// (uni-loan/earn/statistics), as the fixed orders listed under it on My lendings are not in them.
// MyLendingsPage 44.35 → 44.4, HoldingDetailPage 38.75 → 38.8 kB (measured 44.39, 38.76; the
// pages' words are one catalogue).
// Nov 30 (twenty-first session): the armour finds our elements by one class on each component's
// outermost element (`wk-box`), not by an attribute selector on every `wk-` class, so a host's class
// change no longer restyles its page; and our box sizing, focus ring and [hidden] rule stay off the
// host's own markup inside the provider. styles.css 6.35 → 6.3 kB (6.27, shorter selectors); the
// marks cost a few bytes a component: everything 155.35 → 155.45, WealthProvider 15.8 → 15.85 (the
// toaster), StakeDialog 46 → 46.05, LaunchPoolStakeModal 39.4 → 39.45, LendingsTable 42.5 → 42.55,
// SimpleEarnHome 28.6 → 28.7, SimpleEarnFaq 18.55 → 18.6, StakingPage 50.45 → 50.5, MyLendingsPage
// 44.4 → 44.45 kB (measured 155.40, 15.80, 46.03, 39.42, 42.54, 28.65, 18.59, 50.48, 44.42).
// Dec 1: a bonus promo (award pool) that cannot be read is told as a toast (§8) instead of the
// APRs showing without their bonus and no word; the Simple Earn home says when the list of coins
// with fixed terms failed instead of "could not be loaded: —"; the dual dialog reads its last price
// again a while after each answer, not every 10 s on a clock that restarted a failing read before
// its retries could end (the failure was never told), and useWealthQuery loses its refreshMs,
// which every widget carried for that one read. Net: MyLendingsPage 44.45 → 44.5, DualPurchaseDialog
// gzip 51.35 → 51.4 kB (measured 44.49, 51.35); lowered to what is reached: SubscribeModal open
// 52 → 51.9, StakeDialog 46.05 → 46, StakingPage 50.5 → 50.45 kB (measured 51.88, 45.99, 50.44;
// SimpleEarnHome 28.65 and HoldingDetailPage 38.75 kB stay under budgets with no room to lower).
// Dec 1, later: StakeDialog 46 → 46.1 kB (measured 46.051): the staking terms say
// "At the next 00:00 UTC" and "On the day of accrual" for 0 days, where they read "0 days after
// accrual" (an exact =0 branch in each plural).
// Then a money intent whose answer was lost reads its topics and the balance again, as a success
// does (the exchange may have carried it out; the form showed the old Available until reopened),
// and the redeem form says when it capped the amount: everything 155.45 → 155.5, SubscribeModal
// open 51.9 → 51.95, DualPurchaseDialog 44.8 → 44.85 kB (measured 155.50, 51.93, 44.83).
// Then the dual form in two columns of an 840 px dialog (a widget's view says its width), where in
// one 480 px column its body scrolled in a laptop's window (hostLayout.test.ts): everything 155.5 →
// 155.6, DualPurchaseDialog gzip 51.4 → 51.45, StakingPage 50.45 → 50.5, DualInvestmentPage 48.45 →
// 48.5 kB (measured 155.57, 51.40, 50.47, 48.48).
// Then a money request that is out says what it sends beside its busy button ("Subscribing 100
// USDT…", PendingNote), where a dialog opened again meanwhile showed an empty form and a spinner
// (moneyIntents.test.tsx): nine phrases in the shared catalogue (+0.07 kB on every provider), the
// note in each money panel. everything 155.6 → 156.15, WealthProvider 15.85 → 15.95,
// AutoEarnConfirmDialog 28.15 → 28.35, SubscribeModal 22 → 22.1, open 51.95 → 52.35, StakeDialog
// 46.1 → 46.35, DualPurchaseDialog 44.85 → 45.1 (gzip 51.45 → 51.75), LaunchPoolStakeModal 39.45 →
// 39.65, LendingsTable 42.55 → 42.7, HistoryModal 20.3 → 20.4, WealthArea 19.05 → 19.2,
// SimpleEarnHome 28.7 → 28.75, SimpleEarnFaq 18.6 → 18.7, StakingPage 50.5 → 50.65,
// DualInvestmentPage 48.5 → 48.75, MyLendingsPage 44.5 → 44.6, HoldingDetailPage 38.8 → 39.05,
// sandbox 34.2 → 34.25, styles.css 6.35 → 6.4 kB (measured 156.10, 15.92, 28.30, 22.06, 52.32,
// 46.34, 45.07, 51.70, 39.63, 42.68, 20.37, 19.18, 28.74, 18.67, 50.63, 48.74, 44.57, 39.00, 34.22,
// 6.38).
// Then a read that stays down (the dual ticker, read again 10 s after each answer) is toasted once
// until it is read again, not each time its retries run out (useWealthQuery.test.tsx):
// SimpleEarnHome 28.75 → 28.8, StakingPage 50.65 → 50.8, MyLendingsPage 44.6 → 44.65 kB (measured
// 28.80, 50.78, 44.60; brotli's drift on a few bytes).
// Dec 1, second session: the dual waiting view says its order in one status line, not the general
// words and the pending note one under the other (the note's words become a hook both use):
// SubscribeModal open 52.35 → 52.4, DualPurchaseDialog 45.1 → 45.15, LaunchPoolStakeModal 39.65 →
// 39.7 kB (measured 52.351, 45.114, 39.673).
// Then an amount field says how many decimals it takes when it leaves a typed or pasted one out
// (§5 caps them; a 9th decimal typed into a BTC field seemed a key that did not work), and a money
// form's Available line holds its place with "--" while the balance is read: one phrase in the
// shared catalogue and the field's notice. SubscribeModal 22.1 → 22.15, open 52.4 → 52.45,
// StakeDialog 46.35 → 46.4, DualPurchaseDialog 45.15 → 45.25 (gzip 51.75 → 51.9),
// LaunchPoolStakeModal 39.7 → 39.8, SimpleEarnFaq 18.7 → 18.75, StakingPage 50.8 → 50.9,
// DualInvestmentPage 48.75 → 48.9, MyLendingsPage 44.65 → 44.7, HoldingDetailPage 39.05 → 39.1 kB
// (measured 22.103, 52.446, 46.380, 45.228, 51.869, 39.798, 18.711, 50.890, 48.884, 44.653, 39.056).
// Dec 1, third session: a dialog names itself through ids of its own, not Radix's Title and
// Description, which count themselves into the Root's state from a layout effect and so rendered
// the whole dialog a second time on every opening. Radix's two parts leave the bundles: lowered
// to the measured sizes, everything 156.15 → 156.0, AutoEarnConfirmDialog 28.35 → 28.25,
// SubscribeModal open 52.45 → 52.4, DualPurchaseDialog 45.25 → 45.15 (gzip 51.9 → 51.8),
// LaunchPoolStakeModal 39.8 → 39.75, LendingsTable 42.7 → 42.65, HistoryModal 20.4 → 20.35,
// StakingPage 50.9 → 50.75, DualInvestmentPage 48.9 → 48.85, MyLendingsPage 44.7 → 44.55 kB
// (measured 155.99, 28.23, 52.39, 45.14, 51.78, 39.70, 42.61, 20.33, 50.71, 48.81, 44.54). Only
// SimpleEarnHome 28.8 → 28.85 kB (28.84): brotli's drift on the page's bundle.
// Then everything 156.0 → 156.15 kB (measured 156.13, 0.14 kB more for a few bytes; SubscribeModal
// open fell 0.02): Max settles the §9 debounce at once in Subscribe and Redeem, whose buttons
// otherwise refused the press that followed Max for 500 / 200 ms.
// 2026-12-02: everything 156.15 → 156.5, core everything 20.2 → 20.3, SubscribeModal open 52.4 →
// 52.5 kB (measured 156.47, 20.26, 52.48): the subscribe field says the amount an order will send
// when more decimals are typed than it takes (§5: 8 typed on desktop, 6 sent), a line in both
// catalogues and the domain's subscribeSubmitCut; the customer read the cut first in the result.
// Then StakingPage 50.75 → 50.8 kB (measured 50.80): the stake dialog's agreement moves to its
// footer, over the Stake button, out of the body's last line below a phone's fold.
// Then a read's loading state says, after 4 s, that it takes longer than usual and is still trying
// (LoadingStatus; a read that fails is retried for 16 s, §8/§9, and "Loading" alone could not be
// told from a frozen widget): one phrase in the shared catalogue, the note in every loading state.
// WealthProvider 15.95 → 16, SubscribeModal open 52.5 → 52.7, StakeDialog 46.4 → 46.6,
// DualPurchaseDialog 45.15 → 45.35 (gzip 51.8 → 52.05), LaunchPoolStakeModal 39.75 → 39.95,
// LendingsTable 42.65 → 42.85, HistoryModal 20.35 → 20.45, WealthArea 19.2 → 19.4, SimpleEarnHome
// 28.85 → 29, StakingPage 50.8 → 51, DualInvestmentPage 48.85 → 48.95, MyLendingsPage 44.55 →
// 44.8, HoldingDetailPage 39.1 → 39.2, sandbox 34.25 → 34.3, styles.css 6.4 → 6.45 kB (measured
// 15.96, 52.65, 46.57, 45.29, 52.01, 39.89, 42.81, 20.39, 19.35, 28.98, 50.96, 48.89, 44.73,
// 39.14, 34.26, 6.40).
// Then everything 156.5 → 156.7 kB (measured 156.63): the stake and launch pool forms give one
// failure for their two groups of reads (anyReadFailure), whose Retry loads both again; it loaded
// only the product's, and the error stayed on screen (seen in the stake frame over HTTP).
// Then (Dec 2) the transport tells the host's developer once, on the console, that a launch pool
// order leaves without the device token §7 requires (the exchange refuses it, and nothing said why):
// WealthProvider 16 → 16.1, createWealthClient 4.8 → 4.9, core 20.3 → 20.4, AutoEarnConfirmDialog
// 28.25 → 28.35, SubscribeModal 22.15 → 22.25, open 52.7 → 52.85, StakeDialog 46.6 → 46.75,
// DualPurchaseDialog gzip 52.05 → 52.1, LaunchPoolStakeModal 39.95 → 40, SimpleEarnHome 29 → 29.1,
// SimpleEarnFaq 18.75 → 18.8, StakingPage 51 → 51.1, DualInvestmentPage 48.95 → 49.05 kB (measured
// 16.06, 4.83, 20.35, 28.32, 22.21, 52.81, 46.70, 52.08, 39.97, 29.05, 18.77, 51.08, 48.99).
// Then (Dec 2) a first separator with no number before it to group is the decimal point ("0,05" is
// 0.05; refused, the keys typed after it made it 5), and its refusal's phrase leaves the catalogues.
// Lowered: everything 156.7 → 156.6, WealthProvider 16.1 → 16.05, AutoEarnConfirmDialog 28.35 →
// 28.3, SubscribeModal 22.25 → 22.15, open 52.85 → 52.75, StakeDialog 46.75 → 46.65,
// DualPurchaseDialog gzip 52.1 → 52.05, SimpleEarnHome 29.1 → 29.05, StakingPage 51.1 → 51.05,
// HoldingDetailPage 39.2 → 39.15 kB (measured 156.56, 16.00, 28.26, 22.13, 52.69, 46.62, 52.03,
// 29.00, 51.02, 39.13). Raised by brotli alone, the phrase's removal moving how the catalogue
// compresses beside their code (the catalogue with the phrase measures 42.81, 20.42, 19.40):
// LendingsTable 42.85 → 42.95, HistoryModal 20.45 → 20.5, WealthArea 19.4 → 19.45 kB (measured
// 42.90, 20.47, 19.42).
// 2026-12-02 (later): the amount field says a balance still being read after 4 s is slow (in every
// money form), and the subscribe form's return shows "--" until the amount typed has settled:
// everything 156.6 → 156.95, SubscribeModal open 52.75 → 52.8, DualPurchaseDialog 45.35 → 45.4
// (gzip 52.05 → 52.1) kB (measured 156.93, 52.77, 45.38, 52.08).
// 2026-12-02 (third session): a staking or dual widget without its coin throws the sentence the
// Simple Earn widgets throw ("wealthkit: StakeDialog needs a coin (the coin prop)", requireCoin),
// not a TypeError from deep in a hook: AutoEarnConfirmDialog 28.3 → 28.35, SubscribeModal open
// 52.8 → 52.85, DualPurchaseDialog 45.4 → 45.45 (gzip 52.1 → 52.15), StakingPage 51.05 → 51.1,
// DualInvestmentPage 49.05 → 49.1, HoldingDetailPage 39.15 → 39.2 kB (measured 28.31, 52.80,
// 45.41, 52.11, 51.09, 49.09, 39.18). Then DualPurchaseDialog reading its coin once moved how
// brotli packs the bundles: everything 156.95 → 157 (measured 156.96), DualPurchaseDialog back to
// 45.4 (45.38), DualInvestmentPage back to 49.05 (49.03) kB.
// 2026-12-03: the stake form's bonus line stands from the start ('incl. bonus --') and the dual
// prediction says its side and coin before an amount (the payout '--'), so the centred dialog no
// longer grows and moves under the caret on the first digit: StakeDialog 46.65 → 46.7 (measured
// 46.69); lowered: everything 157 → 156.8, DualPurchaseDialog gzip 52.15 → 52.1 kB (measured
// 156.74, 52.06), the prediction's empty sentence gone from the catalogues.
// Then a widget's dialog can be the assets frame's page (WidgetIsPageContext; the guest renders it,
// embed/guest/PageDialog.tsx): as a modal in the iframe it trapped Tab inside the frame for ever
// (WCAG 2.1.2). What every dialog carries for it is the hook point, ~0.1 kB: everything 156.8 →
// 156.95, AutoEarnConfirmDialog 28.35 → 28.4, SubscribeModal 22.15 → 22.3, open 52.85 → 53.1,
// StakeDialog 46.7 → 46.85, DualPurchaseDialog 45.4 → 45.5 (gzip 52.1 → 52.25),
// LaunchPoolStakeModal 40 → 40.1, LendingsTable 42.95 → 43.05, HistoryModal 20.5 → 20.55,
// SimpleEarnHome 29.05 → 29.15, StakingPage 51.1 → 51.3, DualInvestmentPage 49.05 → 49.2,
// MyLendingsPage 44.8 → 44.9, HoldingDetailPage 39.2 → 39.3 kB (measured 156.90, 28.37, 22.27,
// 53.04, 46.80, 45.46, 52.19, 40.09, 43.00, 20.52, 29.11, 51.25, 49.18, 44.86, 39.28).
// Then the amount field reads the device's separators in idle time, not inside the separator key
// (on a de-DE device that key built the page's first Intl object: 32 ms against 6 ms, bench:keys):
// everything 156.95 → 157.05, AutoEarnConfirmDialog 28.4 → 28.45, StakeDialog 46.85 → 46.95,
// DualPurchaseDialog 45.5 → 45.65 (gzip 52.25 → 52.3), DualInvestmentPage 49.2 → 49.3,
// HoldingDetailPage 39.3 → 39.35 kB (measured 156.98, 28.41, 46.89, 45.60, 52.25, 49.24, 39.30).
// Then the tabs are ours, not Radix Tabs (src/components/ui/Tabs.tsx: its roving-focus group and
// collection were ~4 kB of every widget with tabs): everything 157.05 → 152.95, SubscribeModal open
// 53.1 → 49.1, StakeDialog 46.95 → 42.95, DualPurchaseDialog 45.65 → 41.75 (gzip 52.3 → 47.85),
// LaunchPoolStakeModal 40.1 → 36.25, LendingsTable 43.05 → 39.1, StakingPage 51.3 → 47.35,
// DualInvestmentPage 49.3 → 45.3, MyLendingsPage 44.9 → 41 kB (measured 152.93, 49.05, 42.92,
// 41.72, 47.84, 36.21, 39.07, 47.34, 45.29, 40.99).
// Then a modal dialog keeps focus on the control a key was moving it to when a control inside
// changes the dialog as it loses focus (Radix's focus scope put it on the dialog itself): ~60 B
// where a modal opens, AutoEarnConfirmDialog 28.45 → 28.5, StakeDialog 42.95 → 43.05,
// DualPurchaseDialog gzip 47.85 → 47.9, LaunchPoolStakeModal 36.25 → 36.3, LendingsTable 39.1 →
// 39.2, StakingPage 47.35 → 47.4, DualInvestmentPage 45.3 → 45.4, MyLendingsPage 41 → 41.1 kB
// (measured 28.49, 43.05, 47.90, 36.27, 39.16, 47.39, 45.36, 41.06).
// Then a keystroke skips what it leaves as it was: the amount field keeps its label, unit, Max and
// balance as the same elements (AmountInput), StakeDialog's refused amount takes the estimate of
// nothing kept for it, and the stake and launch pool placeholders are formatted with the product,
// not per key (issue 15: the field updates 4 of its 12 elements on a key, ~0.1 ms of script a key in a
// profile): everything 152.95 -> 153.15, SubscribeModal open 49.1 -> 49.15, StakeDialog 43.05 ->
// 43.15, DualPurchaseDialog 41.75 -> 41.85 (gzip 47.9 -> 48), LaunchPoolStakeModal 36.35 -> 36.4,
// StakingPage 47.4 -> 47.5 kB (measured 153.11, 49.15, 43.13, 41.84, 47.98, 36.36, 47.46).
// Raised 2026-12-05: the launch pool's stake check is made once per position and balance
// (launchPoolStakeChecker), so a key parses only the amount (issue 15: 0.10 -> 0.01 ms of script a
// key, 36.9 -> 26.8 KiB allocated a key): everything 153.15 -> 153.25 kB (measured 153.23; the
// launch pool modal 36.37 and the sandbox 34.25 stay inside theirs). The same for the dual amount
// (dualAmountChecker: 0.10 -> 0.07 ms of script, 29.1 -> 26.6 KiB allocated a key): core 20.4 ->
// 20.45, DualPurchaseDialog 41.85 -> 41.9 (gzip 48 -> 48.05), DualInvestmentPage 45.4 -> 45.45 kB
// (measured 20.42, 41.89, 48.03, 45.43).
// Lowered 2026-12-05 (later): the atoms are read through React's useSyncExternalStore
// (hooks/useStoreValue.ts), not jotai/react's useAtomValue, which rendered every reader once more
// after it mounted (LendingsTable's mount: 4 commits -> 3) and is no longer shipped: -0.74 to
// -0.93 kB on every widget and page. everything 153.25 -> 152.35, WealthProvider 16.05 -> 15.25,
// AutoEarnConfirmDialog 28.5 -> 27.75, SubscribeModal 22.3 -> 21.45 (open 49.15 -> 48.35),
// StakeDialog 43.15 -> 42.35, DualPurchaseDialog 41.9 -> 41.1 (gzip 48.05 -> 47.15),
// LaunchPoolStakeModal 36.4 -> 35.6, LendingsTable 39.2 -> 38.4, HistoryModal 20.55 -> 19.75,
// WealthArea 19.45 -> 18.6, SimpleEarnHome 29.15 -> 28.3, SimpleEarnFaq 18.8 -> 18, StakingPage
// 47.5 -> 46.75, DualInvestmentPage 45.45 -> 44.65, MyLendingsPage 41.1 -> 40.25,
// HoldingDetailPage 39.35 -> 38.55 kB (measured 152.30, 15.22, 27.71, 21.42, 48.31, 42.34, 41.10,
// 47.11, 35.58, 38.36, 19.71, 18.58, 28.28, 17.97, 46.72, 44.60, 40.21, 38.55).
// Then a topic's version is read in one place (topicVersion takes a read with no topic,
// useTopicVersion): a few bytes of code that moved how brotli packs each bundle by -34 to +106 B;
// raised where it crossed: everything 152.35 -> 152.45, SubscribeModal open 48.35 -> 48.4,
// LaunchPoolStakeModal 35.6 -> 35.65, DualInvestmentPage 44.65 -> 44.7 kB (measured 152.41, 48.40,
// 35.65, 44.66).
// Then a holdings row mounts its dialogs at their trigger's first click (DeferredDialog, issue 15:
// script of LendingsTable's first render ~21 -> ~18 ms, bench/open-cost.mjs): everything 152.45 ->
// 152.55, LendingsTable 38.4 -> 38.5, MyLendingsPage 40.25 -> 40.5, HoldingDetailPage 38.55 ->
// 38.85 kB, and SubscribeModal 21.45 -> 21.5, which brotli packs 18 B larger with the form's
// preload exported beside it (measured 152.53, 38.50, 40.45, 38.81, 21.47). Then History too:
// everything 152.55 -> 152.7, LendingsTable 38.5 -> 38.6 kB (measured 152.65, 38.57).
// Then the forms' store publishes through useIsoLayoutEffect (React 18 warns when a server renders
// useLayoutEffect): StakeDialog 42.35 -> 42.4, DualPurchaseDialog 41.1 -> 41.15 kB, which now carry
// that module (measured 42.37, 41.14).
export default [
  {
    name: 'wealthkit: everything, lazy chart and catalogues included',
    path: 'dist/index.js',
    import: '*',
    limit: '152.7 kB',
    modifyEsbuildConfig: withLazy,
  },
  widget('WealthProvider', '15.25 kB'),
  widget('createWealthClient', '4.9 kB'),
  {
    name: 'wealthkit/core: { formatAmount, editAmount }',
    path: 'dist/core.js',
    import: '{ formatAmount, editAmount }',
    limit: '1.85 kB',
  },
  { name: 'wealthkit/core: everything, no React', path: 'dist/core.js', import: '*', limit: '20.45 kB' },
  widget('WealthProvider, AutoEarnConfirmDialog', '27.75 kB'),
  widget('WealthProvider, SubscribeModal', '21.5 kB'),
  widget('WealthProvider, SubscribeModal', '48.4 kB', {
    name: 'wealthkit: { WealthProvider, SubscribeModal }, open: with the form it loads',
    modifyEsbuildConfig: withLazy,
  }),
  widget('WealthProvider, StakeDialog', '42.4 kB'),
  widget('WealthProvider, DualPurchaseDialog', '41.15 kB'),
  widget('WealthProvider, DualPurchaseDialog', '47.15 kB', {
    name: 'wealthkit: { WealthProvider, DualPurchaseDialog }, gzip',
    gzip: true,
  }),
  // +0.09 kB: the launch pool catalogue's 'no such reward pool' message (the redeem modal's).
  // 36.3 → 36.35 kB (Dec 4; 36.272 → 36.326): the holding detail's route moved from lendings.ts to
  // links.ts, so that the assets frame's boot, which checks a `page=` against the area's routes,
  // no longer carries the lendings' decimal and timeline rules (its first script 42.1 → 35.2 kB,
  // 15.9 → 13.2 kB gzip). The same code, in another order: gzip moved the other checks by -99 to
  // +38 B, this one by +54.
  widget('WealthProvider, LaunchPoolStakeModal', '35.65 kB'),
  widget('WealthProvider, LendingsTable', '38.6 kB'),
  widget('WealthProvider, HistoryModal', '19.75 kB'),
  page('WealthArea', '18.6 kB'),
  page('SimpleEarnHome', '28.3 kB'),
  page('SimpleEarnFaq', '18 kB'),
  page('StakingPage', '46.75 kB'),
  page('DualInvestmentPage', '44.7 kB'),
  page('MyLendingsPage', '40.5 kB'),
  page('HoldingDetailPage', '38.85 kB'),
  // The host SDK checks every open_page against the §2 route table with typed parameters
  // (embed/pageRoutes.ts, issue 18): +1.2 kB for the area's route reader; +0.1 kB for frames on a
  // page of the area (`page`, its check and its ready); +0.25 kB for protocol v2 (issue 19: the
  // version rule, login_required / onLoginRequired, onLoadError); +0.11 kB for v3 (the device
  // token a launch pool frame's orders carry: its check, the option and WealthFrame's prop, and a
  // page frame's `page` / onPageChange); +25 B for the iframe's clipboard-write permission and its
  // popups (a link out of the area opens a tab). +0.17 kB (Nov 28, twelfth session): the table of
  // the parameters each widget needs (FRAME_WIDGET_NEEDS), so a frame missing one is refused at
  // mount, naming it, instead of opening empty. +80 B (Dec 4) for protocol v4: a frame that loads
  // its page again is pinged and watched for ready like its first page, and one that does not start
  // goes back to the default height (3.841 → 3.921 kB, everything 4.895 → 4.981 kB).
  {
    name: 'wealthkit/embed: { mountWealthFrame }, no React',
    path: 'dist/embed.js',
    import: '{ mountWealthFrame }',
    limit: '3.93 kB',
  },
  {
    name: 'wealthkit/embed',
    path: 'dist/embed.js',
    import: '*',
    limit: '4.99 kB',
    modifyEsbuildConfig: initial,
  },
  // 33.9 → 34.05 kB (Nov 28, seventeenth session; 34.02): the whale's past records carry the principal,
  // APR and interest beside their amount, where its daily interest detail showed 'Principal 0 USDT'.
  { name: 'wealthkit/sandbox', path: 'dist/sandbox.js', import: '*', limit: '34.3 kB' },
  // 5.5 → 5.7 kB (Nov 28, twelfth session): forced colours (Windows High Contrast) draw the checked
  // chip, the open tab, the switch, a pressed button, a chart's legend and a dialog's edge (5.67 kB);
  // then a box reads left to right on a right-to-left host page (5.69 kB); then 5.75 kB: on a touch
  // screen the history filters' text is 16 px, below which iOS zooms into a field it focuses (5.71);
  // in a short window the whole dialog scrolls, not a sliver between its header and footer (5.74).
  // 5.75 → 5.85 kB (Nov 28, fifteenth session): the stake dialog's bonus under its daily reward, and
  // the lending cards of a column under 280 px on two lines, where they overlapped (5.82 kB).
  // 5.85 → 5.8 kB (Nov 28, seventeenth session): a dialog no longer animates as it opens (5.79 kB).
  // Then 5.85 kB (5.83): a date kept whole (wk-keep-together), a staking label's characters kept on
  // one line, and a wide row's value under its label when it does not fit beside it.
  // 6.3 → 6.35 kB (Dec 1; 6.316): the redeem form's "You can redeem at most …" sits 4 px under the
  // amount field, as the field's own lines do, not the form's 16 px gap away.
  // 6.45 → 6.5 kB (Dec 3; 6.475): dialogs hang from a line near the top, so the tabs and the amount
  // field stay under the pointer and the caret when what is under them changes height; the dual
  // prediction's payout is laid out on its own (a relayout boundary), not with the whole page, on
  // each keystroke (bench:keytrace, DualPurchaseDialog layout 0.66-0.91 → 0.47 ms a key).
  { name: 'wealthkit/styles.css', path: 'dist/styles.css', limit: '6.5 kB' },
  // 1.35 → 1.4 kB (Dec 2; 1.348): the dual page's products 12 px under the direction's explanation,
  // whose last line their cards' top rule touched in a narrow column.
  { name: 'wealthkit/pages.css', path: 'dist/pages.css', limit: '1.4 kB' },
];
