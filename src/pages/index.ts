/**
 * wealthkit/pages: the wealth area's pages (§2), each built only from the widgets and hooks of the
 * root entry, so a host can also compose its own from the same parts. Pages render inside a
 * `WealthProvider` like every widget. A host that imports only widgets from `wealthkit` carries
 * none of this.
 */

export { type AreaRouter, useHistoryRouter } from './areaRouter';
export { DualInvestmentPage, type DualInvestmentPageProps } from './DualInvestmentPage';
export { EarnSummary, type EarnSummaryProps } from './EarnSummary';
export { HoldingDetailPage, type HoldingDetailPageProps } from './HoldingDetailPage';
export { MyLendingsPage, type MyLendingsPageProps } from './MyLendingsPage';
export { NotFoundPage } from './NotFoundPage';
export { PageLinks } from './PageLinks';
export { SimpleEarnFaq } from './SimpleEarnFaq';
export { SimpleEarnHome, type SimpleEarnHomeProps } from './SimpleEarnHome';
export { StakingPage, type StakingPageProps } from './StakingPage';
export { servesArea, WealthArea, type WealthAreaProps } from './WealthArea';
