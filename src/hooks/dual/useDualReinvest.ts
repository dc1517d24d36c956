import { useMemo, useState } from 'react';
import type { DualProduct } from '../../api';
import { dualApi } from '../../api/endpoints/dual';
import { DUAL_DEFAULT_ADVANCED_DEVIATION_PERCENT } from '../../domain/constants';
import { dec } from '../../domain/decimal';
import {
  checkPriceDifference,
  type DualTermUnit,
  dualMaxDaysHint,
  hasDualTermMatch,
  priceDifferenceRange,
  sanitizePriceDifference,
  shouldShowReinvestTip,
} from '../../domain/dual';
import { DUAL_REINVEST_TAB, type DualReinvestTab } from '../../domain/enums';
import {
  basicReinvestChoice,
  type DualReinvestChoice,
  draftReinvestTerm,
  isReinvestOn,
  reinvestChoiceFits,
  reinvestOrderFields,
  reinvestTerms,
} from '../../flows/dualReinvest';
import { dualMessages } from '../../i18n/features/dual';
import { TOPICS } from '../../state/topics';
import { useWealth } from '../context';
import { useMessages } from '../useMessages';
import { useWealthQuery } from '../useWealthQuery';
import type { DualReinvest } from './dualReinvest';

export type { DualReinvestChoice, DualTermProblem } from '../../flows/dualReinvest';
export type { DualReinvest } from './dualReinvest';

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
    (client, signal) => dualApi(client).autoRenewalInfo({ signal }),
    { topic: TOPICS.dualOrders },
  );
  const current = info.data ? isReinvestOn(info.data.is_reinvested) : undefined;
  const matchQuery = useWealthQuery(
    open && available && product && (setupOpen || paramsOpen || current === true)
      ? ['dual.reinvestMatch', product.id]
      : null,
    (client, signal) =>
      dualApi(client).reinvestMatch(
        { type: product?.type ?? 'call', coin, rate: product?.multiple ?? '0', pid: product?.id ?? 0 },
        { signal },
      ),
  );
  const match = matchQuery.data;
  // §4 matched term: auto-reinvest buys a product of the same category, so only those count.
  const terms = reinvestTerms(options.products, product);
  // Kept the same between renders while their inputs are, so the purchase dialog's typing does not
  // re-render the auto-reinvest card and dialogs.
  const basic = useMemo(() => basicReinvestChoice(product), [product]);
  const advanced = useMemo<DualReinvestChoice>(
    () => advancedOwn ?? { priceDeviation: DUAL_DEFAULT_ADVANCED_DEVIATION_PERCENT, term: basic.term },
    [advancedOwn, basic],
  );
  const chosen = tab === DUAL_REINVEST_TAB.BASIC ? basic : advanced;
  const check = useMemo(() => checkPriceDifference(chosen.priceDeviation, match), [chosen, match]);
  const termMatched = hasDualTermMatch(terms, chosen.term);
  const draftCheck = useMemo(() => checkPriceDifference(draftDeviation, match), [draftDeviation, match]);
  const draft = draftReinvestTerm(draftTerm, draftUnit, terms);
  const draftParsed = draft.parsed;
  const draftTermProblem = draft.problem;
  const canApplyParams = draftCheck.canConfirm && draftParsed !== null && draftTermProblem === null;

  // Untouched and on for the current orders: on with the basic settings, once they pass the match.
  const followsCurrent = own === null && current === true && reinvestChoiceFits(basic, match, terms);
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
    orderFields: () => reinvestOrderFields(enabled ? applied : null),
    tipVisible: shouldShowReinvestTip(tipDismissedAt, wealth.now()),
    dismissTip: () => {
      const seconds = Math.floor(wealth.now() / 1000);
      wealth.preferences.set('dualReinvestTipDismissedAt', seconds);
      setTipDismissedAt(seconds);
    },
    reset,
  };
}
