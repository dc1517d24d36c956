import { useCallback } from 'react';
import { sharedApi } from '../api/endpoints/shared';
import { simpleEarnApi } from '../api/endpoints/simpleEarn';
import { isDecimalString, referralCode, shareHref, simpleEarnLink } from '../domain';
import { earnSettingsMessages } from '../i18n/features/earnSettings';
import { type ReadFailure, readFailure } from './readFailure';
import { useCopyText } from './useCopyText';
import { useMessages } from './useMessages';
import { useWealthQuery } from './useWealthQuery';

export interface UseSharePosterOptions {
  asset: string;
  /**
   * The cumulative return to print, in `asset`. When absent it is read from §7 statistics.
   * @default undefined (read from statistics)
   */
  cumulative?: string;
  /** The estimated APR to print, as a fraction ("0.0523"). @default undefined (not printed) */
  apr?: string;
  /** Load only while true (e.g. while the modal is open). @default true */
  enabled?: boolean;
}

export interface SharePoster {
  /** The referral code printed on the poster and carried by the link: kol_code, else encrypted_uid. */
  code: string | undefined;
  /** The share link, absolute, with the referral code as `ref`. */
  link: string | undefined;
  /** The cumulative return to print, or undefined when unknown. */
  cumulative: string | undefined;
  apr: string | undefined;
  /** True until the referral code (and, when needed, the statistics) are there. */
  loading: boolean;
  /** True when the referral info could not be loaded (the poster cannot be made). */
  failed: boolean;
  /** The referral read failed after its retries: show it with Retry. */
  readError: ReadFailure | null;
  /** Copies the link; toasts 'Copied' (§8), or the generic error when the clipboard refuses. */
  copyLink: () => Promise<boolean>;
}

/** Pulls `cumulative` of `asset` out of the statistics answer, whose shape §7 does not show. */
function cumulativeFromStatistics(statistics: unknown, asset: string): string | undefined {
  const list = (statistics as { list?: unknown } | null)?.list;
  if (!Array.isArray(list)) return undefined;
  const row = list.find((r): r is { asset: string; cumulative: string } => r?.asset === asset);
  return row && typeof row.cumulative === 'string' && isDecimalString(row.cumulative)
    ? row.cumulative
    : undefined;
}

/**
 * What the share poster needs (§1 "share earnings as a poster"): the customer's referral code
 * from rebate/get_user_info (§7), the earnings to print, and a link carrying the code.
 */
export function useSharePoster({
  asset,
  cumulative: givenCumulative,
  apr,
  enabled = true,
}: UseSharePosterOptions): SharePoster {
  useMessages(earnSettingsMessages);
  const referral = useWealthQuery(enabled ? ['shared.referral'] : null, (client, signal) =>
    sharedApi(client).rebateUserInfo({ signal }),
  );
  const statistics = useWealthQuery(
    enabled && givenCumulative === undefined ? ['earn.statistics'] : null,
    (client, signal) => simpleEarnApi(client).statistics({ signal }),
  );
  const code = referralCode(referral.data) || undefined;
  const origin = globalThis.location?.origin;
  const link = code && origin ? shareHref(simpleEarnLink(code), origin) : undefined;
  const cumulative = givenCumulative ?? cumulativeFromStatistics(statistics.data, asset);

  const copy = useCopyText();
  const copyLink = useCallback(async () => (link ? copy(link) : false), [link, copy]);

  return {
    code,
    link,
    cumulative,
    apr,
    loading:
      enabled &&
      ((referral.status !== 'error' && !referral.data) ||
        (givenCumulative === undefined && statistics.status !== 'success' && statistics.status !== 'error')),
    failed: referral.status === 'error',
    readError: readFailure(referral),
    copyLink,
  };
}
