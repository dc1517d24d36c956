import { useCallback, useEffect, useState } from 'react';
import type { ErrorOutcome, FlexibleProductDetail } from '../api';
import { simpleEarnApi } from '../api/endpoints/simpleEarn';
import {
  aprFractionToPercentInput,
  checkMinApr,
  type DomainMessage,
  isDecimalString,
  MIN_APR_PRECISION,
  type MinAprLimits,
  minAprMaxPercent,
  minAprToRateYear,
  Round,
  TABLE_PAGE_SIZE,
} from '../domain';
import { coinInfoQuery } from '../flows/coinInfoQuery';
import { earnSettingsMessages } from '../i18n/features/earnSettings';
import { TOPICS } from '../state/topics';
import { useWealth } from './context';
import { type ReadFailure, readFailure } from './readFailure';
import { useMessages } from './useMessages';
import { type SettingActionState, useSettingAction } from './useSettingAction';
import { useWealthQuery } from './useWealthQuery';

/** Topic of the flexible holdings reads; the minimum lent APR is one of their fields (§3). */

export interface MinLendRate {
  /** §3 min_lend_rate_year of the customer's holding, a fraction ("0.0334"); undefined without one. */
  rateYear: string | undefined;
  loading: boolean;
  outcome: ErrorOutcome | null;
  /** The holding read failed after its retries: show it with Retry, not "none". */
  readError: ReadFailure | null;
}

/**
 * The customer's current minimum lent APR for `asset`, from their flexible holding (§3). Reloads
 * when the holdings topic is invalidated (after an edit). `null` asset: no request.
 */
export function useMinLendRate(asset: string | null): MinLendRate {
  const query = useWealthQuery(
    asset === null ? null : ['earn.holding', asset],
    (client, signal) =>
      simpleEarnApi(client).holdings({ page: 1, limit: TABLE_PAGE_SIZE, asset: asset! }, { signal }),
    { topic: TOPICS.earnHoldings },
  );
  const holding = query.data?.list?.find((h) => h.asset === asset);
  return {
    rateYear: holding?.min_lend_rate_year,
    loading: query.loading,
    outcome: query.status === 'error' ? query.outcome : null,
    readError: readFailure(query),
  };
}

/** §5 limits in percent: the maximum in force (default 5) and the system minimum, or null. */
export interface MinAprPercentLimits extends MinAprLimits {
  maxPercent: string;
  minPercent: string | null;
}

/** The §5 limits of a product in percent, as the input and its messages use them. */
export function minAprLimitsOf(detail: FlexibleProductDetail | undefined): MinAprPercentLimits {
  const max = detail?.max_lend_rate_year;
  const min = detail?.limit_min_lend_rate_year;
  return {
    // The maximum is not rounded up: a shown maximum must be one the server accepts.
    maxPercent: minAprMaxPercent(
      max && isDecimalString(max) ? aprFractionToPercentInput(max, Round.DOWN) : null,
    ),
    minPercent: min && isDecimalString(min) ? aprFractionToPercentInput(min) : null,
  };
}

export interface UseMinAprFormOptions {
  asset: string;
  /** Load the limits and the current value only while true (e.g. while the dialog is open). @default true */
  enabled?: boolean;
  /** Called with the rateYear the server accepted (a fraction, e.g. "0.0334"). */
  onSuccess?: (rateYear: string) => void;
}

export interface MinAprForm {
  /** The percent typed ("3.33"). The styled input keeps 2 decimals (§5); see `submit`. */
  value: string;
  setValue: (value: string) => void;
  /** The §5 max or min message ('earn.minApr.max' / 'earn.minApr.min'), or null. */
  error: DomainMessage | null;
  /** §5 limits in percent: `maxPercent` (default 5) and `minPercent` (the system minimum, or null). */
  limits: MinAprPercentLimits;
  /** Decimals the input takes (§5, §9: 2). */
  precision: number;
  /** What would be sent for the current value (rate / 100, 4 decimals, rounded up), or null. */
  rateYear: string | null;
  /** False while empty, errored, loading the limits or sending. */
  canSubmit: boolean;
  /** True while the limits or the current value load. */
  /** The product or the holding read failed after its retries: show it with Retry. */
  readError: ReadFailure | null;
  loading: boolean;
  pending: boolean;
  state: SettingActionState<unknown>;
  /**
   * Sends `{asset, rateYear}` (§7 interest-rate) with rateYear = minAprToRateYear(value): a value a
   * host typed with more decimals is rounded UP ("3.331" → "0.0334"), never giving the lender less.
   * Success toasts 'modified' (§8); a failure shows as §8 says and keeps the value.
   */
  submit: () => Promise<SettingActionState<unknown> | null>;
}

/** The edit-minimum-APR form of §5: limits from the product, the value from the holding. */
export function useMinAprForm({ asset, enabled = true, onSuccess }: UseMinAprFormOptions): MinAprForm {
  useMessages(earnSettingsMessages);
  const { user } = useWealth();
  const query = coinInfoQuery(asset, user, 'min-apr');
  const detail = useWealthQuery(
    enabled ? ['earn.coinInfo', query] : null,
    (client, signal) => simpleEarnApi(client).coinInfo(query, { signal }),
    { requiresLogin: false },
  );
  const current = useMinLendRate(enabled ? asset : null);
  const [value, setValue] = useState('');
  const [touched, setTouched] = useState(false);

  // Starts from the customer's current minimum, until they type.
  useEffect(() => {
    if (!touched && current.rateYear !== undefined && isDecimalString(current.rateYear)) {
      setValue(aprFractionToPercentInput(current.rateYear));
    }
  }, [current.rateYear, touched]);
  // A closed dialog opens afresh on the current value.
  useEffect(() => {
    if (!enabled) setTouched(false);
  }, [enabled]);

  const action = useSettingAction<{ asset: string; rateYear: string }, unknown>({
    context: 'min-apr',
    send: (client, body) => simpleEarnApi(client).setMinRate(body),
    successMessage: () => ({ key: 'modified' }),
    invalidates: [TOPICS.earnHoldings],
    onSuccess: (_result, body) => onSuccess?.(body.rateYear),
  });

  const limits = minAprLimitsOf(detail.data);
  const valid = isDecimalString(value);
  const check = checkMinApr(valid ? value : '', limits);
  const readError = readFailure(detail) ?? current.readError;
  const loading = !readError && (detail.loading || current.loading || (enabled && detail.data === undefined));
  const rateYear = valid && check.canSubmit ? minAprToRateYear(value) : null;

  const update = useCallback((next: string) => {
    setTouched(true);
    setValue(next);
  }, []);

  const { run } = action;
  const submit = useCallback(
    () => (rateYear === null ? Promise.resolve(null) : run({ asset, rateYear })),
    [run, asset, rateYear],
  );

  return {
    value,
    setValue: update,
    error: valid ? check.error : null,
    limits,
    precision: MIN_APR_PRECISION,
    rateYear,
    canSubmit: rateYear !== null && !loading && !readError && !action.pending,
    loading,
    readError,
    pending: action.pending,
    state: action.state,
    submit,
  };
}
