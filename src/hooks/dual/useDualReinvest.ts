import { useState } from 'react';
import type { DualOrderBody, DualProduct } from '../../api';
import { DUAL_DEFAULT_ADVANCED_DEVIATION_PERCENT } from '../../domain/constants';
import { dec } from '../../domain/decimal';
import {
  checkPriceDifference,
  clampDualTermDays,
  type DualReinvestMatch,
  dualMaxDaysHint,
  dualTermDurationSeconds,
  dualTermHours,
  type PriceDifferenceCheck,
  priceDifferenceRange,
  sanitizePriceDifference,
  shouldShowReinvestTip,
} from '../../domain/dual';
import { DUAL_REINVEST_TAB, type DualReinvestTab } from '../../domain/enums';
import { dualMessages } from '../../i18n/features/dual';
import { useWealth } from '../context';
import { useMessages } from '../useMessages';
import { useWealthQuery } from '../useWealthQuery';

/** §3 reinvest settings as the order sends them: price difference in percent, preferred term in days. */
export interface DualReinvestChoice {
  readonly priceDeviation: string;
  readonly termDays: number;
}

export interface DualReinvest {
  /** §6: a trial fund has no auto-reinvest; anything else does once the product loaded. */
  available: boolean;
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
  /** §4: advanced with no matched term disables enabling. */
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
  /** The parameter dialog's preferred term in whole days. */
  draftTerm: string;
  setDraftTerm(value: string): void;
  draftCheck: PriceDifferenceCheck;
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
  /** Back to off and the defaults (the dialog closed, or a purchase went through). */
  reset(): void;
}

function termDaysOf(product: DualProduct | undefined): number {
  if (!product) return 1;
  return Math.max(1, clampDualTermDays(Math.ceil(dualTermHours(product) / 24)));
}

function validTerm(text: string): number | null {
  if (!/^\d+$/.test(text)) return null;
  const days = Number.parseInt(text, 10);
  return days >= 1 && days === clampDualTermDays(days) ? days : null;
}

/**
 * The auto-reinvest card and its sub-dialogs (§2, §4, §5, §9): the setup with basic and advanced
 * tabs, the parameter-setting dialog and the disable confirmation. Used by useDualPurchase.
 */
export function useDualReinvest(options: {
  product: DualProduct | undefined;
  coin: string;
  trial: boolean;
  open: boolean;
}): DualReinvest {
  useMessages(dualMessages);
  const wealth = useWealth();
  const { product, coin, trial, open } = options;
  const [enabled, setEnabled] = useState(false);
  const [applied, setApplied] = useState<DualReinvestChoice | null>(null);
  const [setupOpen, setSetupOpen] = useState(false);
  const [confirmOffOpen, setConfirmOffOpen] = useState(false);
  const [paramsOpen, setParamsOpen] = useState(false);
  const [tab, setTab] = useState<DualReinvestTab>(DUAL_REINVEST_TAB.BASIC);
  const [advancedOwn, setAdvanced] = useState<DualReinvestChoice | null>(null);
  const [draftDeviation, setDraft] = useState<string>(DUAL_DEFAULT_ADVANCED_DEVIATION_PERCENT);
  const [draftTerm, setDraftTerm] = useState('');
  const [tipDismissedAt, setTipDismissedAt] = useState(() =>
    wealth.preferences.get('dualReinvestTipDismissedAt'),
  );

  const available = Boolean(product) && !trial;
  const matchQuery = useWealthQuery(
    open && available && product && (setupOpen || paramsOpen) ? ['dual.reinvestMatch', product.id] : null,
    (client, signal) =>
      client.dual.reinvestMatch(
        { type: product?.type ?? 'call', coin, rate: product?.multiple ?? '0', pid: product?.id ?? 0 },
        { signal },
      ),
  );
  const match = matchQuery.data;
  const termDays = termDaysOf(product);
  const basic: DualReinvestChoice = { priceDeviation: product?.multiple ?? '0', termDays };
  const advanced: DualReinvestChoice = advancedOwn ?? {
    priceDeviation: DUAL_DEFAULT_ADVANCED_DEVIATION_PERCENT,
    termDays,
  };
  const chosen = tab === DUAL_REINVEST_TAB.BASIC ? basic : advanced;
  const check = checkPriceDifference(chosen.priceDeviation, match);
  const draftCheck = checkPriceDifference(draftDeviation, match);
  const draftDays = validTerm(draftTerm);

  const reset = () => {
    setEnabled(false);
    setApplied(null);
    setSetupOpen(false);
    setConfirmOffOpen(false);
    setParamsOpen(false);
    setTab(DUAL_REINVEST_TAB.BASIC);
    setAdvanced(null);
  };

  return {
    available,
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
    canEnable: check.canConfirm,
    enable: () => {
      if (!check.canConfirm) return;
      setApplied(chosen);
      setEnabled(true);
      setSetupOpen(false);
    },
    confirmOffOpen,
    setConfirmOffOpen,
    confirmOff: () => {
      setEnabled(false);
      setApplied(null);
      setConfirmOffOpen(false);
    },
    paramsOpen,
    setParamsOpen: (next) => {
      if (next) {
        setDraft(advanced.priceDeviation);
        setDraftTerm(String(advanced.termDays));
      }
      setParamsOpen(next);
    },
    draftDeviation,
    setDraftDeviation: (value) => setDraft(sanitizePriceDifference(value)),
    draftTerm,
    setDraftTerm,
    draftCheck,
    termHint: product ? dualMaxDaysHint(product) : termDays,
    range: match?.match_project ? priceDifferenceRange(match) : null,
    canApplyParams: draftCheck.canConfirm && draftDays !== null,
    applyParams: () => {
      if (!draftCheck.canConfirm || draftDays === null) return;
      setAdvanced({ priceDeviation: dec(draftDeviation).toString(), termDays: draftDays });
      setParamsOpen(false);
    },
    orderFields: () =>
      enabled && applied
        ? {
            is_autorenewal: 1,
            price_deviation: dec(applied.priceDeviation).toString(),
            effective_time_duration: dualTermDurationSeconds(applied.termDays),
          }
        : { is_autorenewal: 0 },
    tipVisible: shouldShowReinvestTip(tipDismissedAt, Date.now()),
    dismissTip: () => {
      const seconds = Math.floor(Date.now() / 1000);
      wealth.preferences.set('dualReinvestTipDismissedAt', seconds);
      setTipDismissedAt(seconds);
    },
    reset,
  };
}
