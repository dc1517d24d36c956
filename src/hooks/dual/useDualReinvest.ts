import { useState } from 'react';
import type { DualOrderBody, DualProduct } from '../../api';
import { DUAL_DEFAULT_ADVANCED_DEVIATION_PERCENT } from '../../domain/constants';
import { dec } from '../../domain/decimal';
import {
  checkPriceDifference,
  type DualReinvestMatch,
  type DualTermDisplay,
  type DualTermUnit,
  dualMaxDaysHint,
  dualPreferredTermSeconds,
  dualTermDisplay,
  hasDualTermMatch,
  type PriceDifferenceCheck,
  parseDualPreferredTerm,
  priceDifferenceRange,
  sanitizePriceDifference,
  shouldShowReinvestTip,
} from '../../domain/dual';
import { DUAL_REINVEST_TAB, type DualReinvestTab } from '../../domain/enums';
import { dualMessages } from '../../i18n/features/dual';
import { useWealth } from '../context';
import { useMessages } from '../useMessages';
import { useWealthQuery } from '../useWealthQuery';
import { DUAL_TOPICS } from './topics';

/** §3 reinvest settings as the order sends them: price difference in percent, preferred term. */
export interface DualReinvestChoice {
  readonly priceDeviation: string;
  /** §9 whole days up to 30, or hours under 24 h; sent in seconds (§7 effective_time_duration). */
  readonly term: DualTermDisplay;
}

/** Why the parameter dialog's preferred term cannot be confirmed. */
export type DualTermProblem = 'invalid' | 'noMatch';

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

/** The basic preferred term: the product's own (§9 hours under 24 h, else days capped at 30), at least 1. */
function basicTermOf(product: DualProduct | undefined): DualTermDisplay {
  const term = product ? dualTermDisplay(product) : null;
  return term && term.value >= 1 ? term : { unit: 'day', value: 1 };
}

/** §3 is_reinvested arrives as a boolean or a 0/1 flag. */
function isOn(value: unknown): boolean {
  return value === true || value === 1 || value === '1';
}

/**
 * The auto-reinvest card and its sub-dialogs (§2, §4, §5, §9): the customer's current state
 * (autorenewal_info), the setup with basic and advanced tabs, the parameter-setting dialog and the
 * disable confirmation. Used by useDualPurchase.
 */
export function useDualReinvest(options: {
  product: DualProduct | undefined;
  /** The products on offer of the coin and type (project-list), for the §4 matched term. */
  products: readonly DualProduct[] | undefined;
  coin: string;
  trial: boolean;
  open: boolean;
}): DualReinvest {
  useMessages(dualMessages);
  const wealth = useWealth();
  const { product, coin, trial, open } = options;
  // null: the customer has not touched the switch, so it follows autorenewal_info.
  const [own, setOwn] = useState<{ enabled: boolean; applied: DualReinvestChoice | null } | null>(null);
  const [setupOpen, setSetupOpen] = useState(false);
  const [confirmOffOpen, setConfirmOffOpen] = useState(false);
  const [paramsOpen, setParamsOpen] = useState(false);
  const [tab, setTab] = useState<DualReinvestTab>(DUAL_REINVEST_TAB.BASIC);
  const [advancedOwn, setAdvanced] = useState<DualReinvestChoice | null>(null);
  const [draftDeviation, setDraft] = useState<string>(DUAL_DEFAULT_ADVANCED_DEVIATION_PERCENT);
  const [draftTerm, setDraftTerm] = useState('');
  const [draftUnit, setDraftUnit] = useState<DualTermUnit>('day');
  const [tipDismissedAt, setTipDismissedAt] = useState(() =>
    wealth.preferences.get('dualReinvestTipDismissedAt'),
  );

  const available = Boolean(product) && !trial;
  const info = useWealthQuery(
    open && available ? ['dual.autoRenewalInfo'] : null,
    (client, signal) => client.dual.autoRenewalInfo({ signal }),
    { topic: DUAL_TOPICS.ORDERS },
  );
  const current = info.data ? isOn(info.data.is_reinvested) : undefined;
  const matchQuery = useWealthQuery(
    open && available && product && (setupOpen || paramsOpen || current === true)
      ? ['dual.reinvestMatch', product.id]
      : null,
    (client, signal) =>
      client.dual.reinvestMatch(
        { type: product?.type ?? 'call', coin, rate: product?.multiple ?? '0', pid: product?.id ?? 0 },
        { signal },
      ),
  );
  const match = matchQuery.data;
  // §4 matched term: auto-reinvest buys a product of the same category, so only those count.
  const terms = (options.products ?? []).filter((p) => p.category === product?.category);
  const basic: DualReinvestChoice = { priceDeviation: product?.multiple ?? '0', term: basicTermOf(product) };
  const advanced: DualReinvestChoice = advancedOwn ?? {
    priceDeviation: DUAL_DEFAULT_ADVANCED_DEVIATION_PERCENT,
    term: basic.term,
  };
  const chosen = tab === DUAL_REINVEST_TAB.BASIC ? basic : advanced;
  const check = checkPriceDifference(chosen.priceDeviation, match);
  const termMatched = hasDualTermMatch(terms, chosen.term);
  const draftCheck = checkPriceDifference(draftDeviation, match);
  const draftParsed = parseDualPreferredTerm(draftTerm, draftUnit);
  const draftTermProblem: DualTermProblem | null =
    draftTerm === ''
      ? null
      : !draftParsed
        ? 'invalid'
        : hasDualTermMatch(terms, draftParsed)
          ? null
          : 'noMatch';
  const canApplyParams = draftCheck.canConfirm && draftParsed !== null && draftTermProblem === null;

  // Untouched and on for the current orders: on with the basic settings, once they pass the match.
  const followsCurrent =
    own === null &&
    current === true &&
    checkPriceDifference(basic.priceDeviation, match).canConfirm &&
    hasDualTermMatch(terms, basic.term);
  const enabled = own ? own.enabled : followsCurrent;
  const applied = own ? own.applied : followsCurrent ? basic : null;

  const reset = () => {
    setOwn(null);
    setSetupOpen(false);
    setConfirmOffOpen(false);
    setParamsOpen(false);
    setTab(DUAL_REINVEST_TAB.BASIC);
    setAdvanced(null);
  };

  return {
    available,
    current,
    enabled,
    applied,
    requestToggle: (on) => {
      if (!wealth.requireLogin()) return;
      if (on) setSetupOpen(true);
      else setConfirmOffOpen(true);
    },
    setupOpen,
    setSetupOpen,
    tab,
    setTab,
    basic,
    advanced,
    match,
    check,
    termMatched,
    canEnable: check.canConfirm && termMatched,
    enable: () => {
      if (!check.canConfirm || !termMatched) return;
      setOwn({ enabled: true, applied: chosen });
      setSetupOpen(false);
    },
    confirmOffOpen,
    setConfirmOffOpen,
    confirmOff: () => {
      setOwn({ enabled: false, applied: null });
      setConfirmOffOpen(false);
    },
    paramsOpen,
    setParamsOpen: (next) => {
      if (next) {
        setDraft(advanced.priceDeviation);
        setDraftTerm(String(advanced.term.value));
        setDraftUnit(advanced.term.unit);
      }
      setParamsOpen(next);
    },
    draftDeviation,
    setDraftDeviation: (value) => setDraft(sanitizePriceDifference(value)),
    draftTerm,
    setDraftTerm,
    draftUnit,
    setDraftUnit,
    draftCheck,
    draftTermProblem,
    termHint: dualMaxDaysHint(product ?? { invest_days: 0 }),
    range: match?.match_project ? priceDifferenceRange(match) : null,
    canApplyParams,
    applyParams: () => {
      if (!canApplyParams || !draftParsed) return;
      setAdvanced({ priceDeviation: dec(draftDeviation).toString(), term: draftParsed });
      setParamsOpen(false);
    },
    orderFields: () =>
      enabled && applied
        ? {
            is_autorenewal: 1,
            price_deviation: dec(applied.priceDeviation).toString(),
            effective_time_duration: dualPreferredTermSeconds(applied.term),
          }
        : { is_autorenewal: 0 },
    tipVisible: shouldShowReinvestTip(tipDismissedAt, wealth.now()),
    dismissTip: () => {
      const seconds = Math.floor(wealth.now() / 1000);
      wealth.preferences.set('dualReinvestTipDismissedAt', seconds);
      setTipDismissedAt(seconds);
    },
    reset,
  };
}
