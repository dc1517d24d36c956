/**
 * Every message key a domain function can return. The domain never returns English: it returns a
 * key and string parameters, and the i18n catalogue (src/i18n) turns them into text. Keys the spec
 * names itself are kept verbatim (§5, §8: 'finances.startupMining.stake.min.tip',
 * 'finances.inadequateBalance', 'noRecord', 'No Data', 'finances.noData'); the rest are dotted keys
 * invented here. The catalogue is tested against this list, so it must stay complete and exact.
 */
export const DOMAIN_MESSAGE_KEYS = [
  // Simple Earn subscribe (§5)
  'earn.subscribe.min',
  'earn.subscribe.insufficientBalance',
  'earn.subscribe.quotaBelowMin',
  'earn.subscribe.quotaExceeded',
  'earn.subscribe.voucherMin',
  'earn.subscribe.voucherMax',
  'earn.subscribe.soldOut',
  'earn.subscribe.vipUpgrade',
  // Simple Earn redeem (§5)
  'earn.redeem.min',
  'earn.redeem.lendRatioWarning',
  // Fixed order action locks (§4, §9)
  'earn.fixed.lock.notHolding',
  'earn.fixed.lock.nearMaturity',
  'earn.fixed.lock.productForbids',
  // Minimum lent APR edit (§5)
  'earn.minApr.max',
  'earn.minApr.min',
  // Launch pool (§5)
  'finances.startupMining.stake.min.tip',
  'finances.startupMining.stake.max.tip',
  'finances.inadequateBalance',
  'finances.startupMining.redeem.max.tip',
  'finances.startupMining.redeem.min.tip',
  'finances.startupMining.usedUp',
  // Staking (§5)
  'staking.stake.min',
  'staking.stake.insufficient',
  'staking.stake.capExceeded',
  'staking.redeem.min',
  'staking.redeem.insufficient',
  'staking.redeem.fastQuota',
  // Dual-currency (§5, §8)
  'dual.balanceNotEnough',
  'dual.subscribe.min',
  'dual.subscribe.max',
  'dual.priceDifference.empty',
  'dual.priceDifference.max',
  'dual.priceDifference.range',
  'dual.priceDifference.noMatch',
  // History (§5)
  'history.range.clamped',
  // Empty states (§8)
  'noRecord',
  'No Data',
  'finances.noData',
] as const;

/** A message key a domain function can return. */
export type DomainMessageKey = (typeof DOMAIN_MESSAGE_KEYS)[number];

/** Parameters interpolated into a message; always strings (amounts are never numbers). */
export type DomainMessageParams = Readonly<Record<string, string>>;

/** A message for the UI to translate: a key from {@link DOMAIN_MESSAGE_KEYS} and its parameters. */
export interface DomainMessage {
  readonly key: DomainMessageKey;
  readonly params?: DomainMessageParams;
}

/** Builds a message; parameters are omitted when there are none. */
export function message(key: DomainMessageKey, params?: DomainMessageParams): DomainMessage {
  return params === undefined ? { key } : { key, params };
}

/** What an empty screen shows (§8): a list, a missing detail, or a chart without data. */
export type EmptyStateKind = 'list' | 'detail' | 'chart';

/** §8 empty states: 'noRecord' for lists, 'No Data' for a missing detail, 'finances.noData' for charts. */
export function emptyStateMessage(kind: EmptyStateKind): DomainMessage {
  if (kind === 'list') return message('noRecord');
  if (kind === 'detail') return message('No Data');
  return message('finances.noData');
}

/** §8: what is shown in place of a missing value, e.g. a redemption with no arrival data. */
export const MISSING_VALUE = '--';
