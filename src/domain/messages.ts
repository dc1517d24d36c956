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

/**
 * English gloss of each key, with its parameters in braces, for the lead's English catalogue.
 * Typed as a full record so that adding a key without a gloss fails to compile.
 */
export const DOMAIN_MESSAGE_GLOSS: Readonly<Record<DomainMessageKey, string>> = {
  'earn.subscribe.min': 'Minimum purchase amount is {amount} {asset}',
  'earn.subscribe.insufficientBalance': 'Insufficient balance',
  'earn.subscribe.quotaBelowMin':
    'Your remaining individual quota ({quota} {asset}) is below the minimum purchase amount ({min} {asset})',
  'earn.subscribe.quotaExceeded': 'Exceeds your remaining individual quota of {quota} {asset}',
  'earn.subscribe.voucherMin': 'Min purchase {amount} {asset} to use this voucher',
  'earn.subscribe.voucherMax': 'Max purchase {amount} {asset} with this voucher',
  'earn.subscribe.soldOut': 'This product is sold out',
  'earn.subscribe.vipUpgrade':
    'This product is for VIP {tier} and above. Upgrade your VIP level to subscribe',
  'earn.redeem.min': 'Minimum {amount}',
  'earn.redeem.lendRatioWarning':
    'Most of this asset is currently lent out; your redemption may take longer to arrive',
  'earn.fixed.lock.notHolding': 'This order is no longer holding',
  'earn.fixed.lock.nearMaturity': 'Not available within 1 hour of maturity',
  'earn.fixed.lock.productForbids': 'This product does not support this action',
  'earn.minApr.max': 'The maximum APR is {max}%',
  'earn.minApr.min': 'The minimum APR is {min}%',
  'finances.startupMining.stake.min.tip': 'Minimum stake amount is {amount} {coin}',
  'finances.startupMining.stake.max.tip':
    'You can stake at most {amount} {coin} more (personal limit {max} {coin})',
  'finances.inadequateBalance': 'Insufficient balance',
  'finances.startupMining.redeem.max.tip': 'You can redeem at most {amount} {coin}',
  'finances.startupMining.redeem.min.tip': 'Minimum redeem amount is {amount} {coin}',
  'finances.startupMining.usedUp': 'Used up',
  'staking.stake.min': 'Minimum staking amount is {amount} {coin}',
  'staking.stake.insufficient': 'Insufficient balance',
  'staking.stake.capExceeded': 'Exceeds the staking cap; you can stake at most {amount} {coin} more',
  'staking.redeem.min': 'Minimum redemption amount is {amount} {coin}',
  'staking.redeem.insufficient': 'Insufficient redeemable amount',
  'dual.balanceNotEnough': 'Balance not enough',
  'dual.subscribe.min': 'Minimum subscription is {amount} {asset}',
  'dual.subscribe.max': 'Maximum subscription is {amount} {asset}',
  'dual.priceDifference.empty': 'Please enter the price difference',
  'dual.priceDifference.max': 'The price difference cannot be greater than {max}%',
  'dual.priceDifference.range': 'Enter a price difference between {min}% and {max}%',
  'dual.priceDifference.noMatch': 'No matching product for these settings',
  'history.range.clamped': 'Records of up to {months} months can be queried; the start date was adjusted',
  noRecord: 'No records',
  'No Data': 'No data',
  'finances.noData': 'No data',
};

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
