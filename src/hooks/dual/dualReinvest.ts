import type { DualOrderBody } from '../../api';
import type { DualReinvestMatch, DualTermUnit, PriceDifferenceCheck } from '../../domain/dual';
import type { DualReinvestTab } from '../../domain/enums';
import type { DualReinvestChoice, DualTermProblem } from '../../flows/dualReinvest';

/** What `useDualReinvest` returns: the auto-reinvest card and its sub-dialogs. */
export interface DualReinvest {
  /** §6: a trial fund has no auto-reinvest; anything else does once the product loaded. */
  available: boolean;
  /**
   * §3 autorenewal_info is_reinvested: auto-reinvest is on for the customer's current orders.
   * Until the customer touches the switch, the card follows it (on with the basic settings).
   * Undefined until loaded (or logged out).
   */
  current: boolean | undefined;
  /** Whether the purchase turns auto-reinvest on (§7 is_autorenewal). */
  enabled: boolean;
  /** The settings the purchase sends while enabled. */
  applied: DualReinvestChoice | null;
  /** §4: turning on opens the setup; turning off asks for confirmation. Logged out, asks to log in. */
  requestToggle(on: boolean): void;
  setupOpen: boolean;
  setSetupOpen(open: boolean): void;
  tab: DualReinvestTab;
  setTab(tab: DualReinvestTab): void;
  /** Basic: the product's own price difference (§3 multiple) and term. */
  basic: DualReinvestChoice;
  /** Advanced: set in the parameter dialog; the deviation starts at 0.1 % (§9). */
  advanced: DualReinvestChoice;
  /** The §7 reinvest-match-project answer. */
  match: DualReinvestMatch | undefined;
  /** The check of the chosen tab's price difference against the match. */
  check: PriceDifferenceCheck;
  /** Whether a product on offer runs within the chosen tab's preferred term (§4 "matched term"). */
  termMatched: boolean;
  /** §4: advanced with no matched term (or a difference out of range) disables enabling. */
  canEnable: boolean;
  enable(): void;
  confirmOffOpen: boolean;
  setConfirmOffOpen(open: boolean): void;
  /** Disable-auto-reinvest confirmation: turns it off. */
  confirmOff(): void;
  paramsOpen: boolean;
  setParamsOpen(open: boolean): void;
  /** The parameter dialog's price difference input (§5: numeric, 2 decimals, at most 100). */
  draftDeviation: string;
  setDraftDeviation(value: string): void;
  /** The parameter dialog's preferred term, whole numbers in {@link draftUnit}. */
  draftTerm: string;
  setDraftTerm(value: string): void;
  /** §9: days (1–30) or hours (1–23, an hour term is under 24 h). */
  draftUnit: DualTermUnit;
  setDraftUnit(unit: DualTermUnit): void;
  draftCheck: PriceDifferenceCheck;
  /** The preferred term is not a term (§9 limits) or no product runs within it; null when typed fine or empty. */
  draftTermProblem: DualTermProblem | null;
  /** §9 the ceil(term) + 14 days hint, at most 30. */
  termHint: number;
  /** The allowed range of a match (lower bound at least 0.1), for the range tip. */
  range: { readonly min: string; readonly max: string } | null;
  /** §5: Confirm needs a matched term, a difference and no error. */
  canApplyParams: boolean;
  applyParams(): void;
  /** The §7 order fields: is_autorenewal, and when on price_deviation (string) and effective_time_duration (s). */
  orderFields(): Pick<DualOrderBody, 'is_autorenewal' | 'price_deviation' | 'effective_time_duration'>;
  /** §4, §9: the reinvest tip shows until dismissed, and again 604800 s after. */
  tipVisible: boolean;
  dismissTip(): void;
  /** Back to the customer's current state and the defaults (the dialog closed, or a purchase went through). */
  reset(): void;
}
