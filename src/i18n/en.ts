import type { CoreMessageKey } from './keys';

/**
 * English: the fallback catalogue, bundled with the library. Typed as a full record over
 * `MessageKey`, so a key that the domain, the API or the UI can produce and that has no English
 * text here fails to compile. Parameters are written {name}.
 */
export const en: Readonly<Record<CoreMessageKey, string>> = {
  // Domain rules (§5, §8)
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
  'history.range.clamped':
    'Records of up to {months, plural, one {# month} other {# months}} can be queried; the start date was adjusted',
  noRecord: 'No records',
  'No Data': 'No data',
  'finances.noData': 'No data',
  // API outcomes (§8)
  Networkerr: 'Network error. Please try again.',
  'finances.NetworkError': 'Network error. Please try again.',
  'lend_earn.notsubscribe.toast': 'Your funding account is locked, so you cannot subscribe right now.',
  'lend_earn.notredeem.toast': 'Your funding account is locked, so you cannot redeem right now.',
  'errors.loginRequired': 'Please log in to continue.',
  'errors.fundPasswordRequired': 'Enter your fund password to continue.',
  'errors.fundPasswordInvalid': 'Incorrect fund password.',
  'errors.fundPasswordNotSet': 'Please set a fund password first.',
  'errors.fingerprintRequired': 'Fingerprint verification is required.',
  'errors.verificationTooFrequent': 'Too many verification attempts. Please try again later.',
  'errors.generic': 'Something went wrong. Please try again.',
  'earn.redeem.submitted': 'Redemption application submitted',
  // UI primitives
  'ui.close': 'Close',
  'ui.dismiss': 'Dismiss',
  'ui.notifications': 'Notifications',
  'ui.max': 'Max',
  'ui.available': 'Available',
  'ui.transfer': 'Transfer',
  'ui.previous': 'Previous',
  'ui.next': 'Next',
  'ui.pagination': 'Pagination',
  'ui.page': 'Page {page}',
  'ui.pageOf': 'Page {page} of {total}',
  'ui.loading': 'Loading',
  'ui.loadingSlow': 'This is taking longer than usual. Still trying…',
  'ui.cancel': 'Cancel',
  'ui.confirm': 'Confirm',
  'ui.fundPassword': 'Fund password',
  'ui.fundPasswordRetry': 'Incorrect fund password. Try again.',
  'ui.amountRefused': 'Enter digits and one decimal point only',
  'ui.amountTooLarge': 'The maximum is {max}',
  'ui.amountGroupingLeftOut': '“{group}” separates thousands and is left out; use “{point}” for decimals',
  'ui.amountDecimalsCut': 'Up to {places} decimal places',
  'ui.setFundPassword': 'Set fund password',
  'ui.retry': 'Retry',
  'ui.logIn': 'Log in',
  'ui.logInOnExchange': 'Log in on the exchange, then open this page again.',
  // Success toasts and labels (§8, §2)
  'autoEarn.enabled': 'Auto Earn enabled',
  'autoEarn.disabled': 'Auto Earn disabled',
  modified: 'Modified',
  orderCancelled: 'Order cancelled',
  'reinvest.enabled': 'Auto reinvestment enabled',
  'reinvest.disabled': 'Auto reinvestment disabled',
  Copied: 'Copied',
  'All Coins': 'All Coins',
  // A money intent that ended while no dialog showed it (closed, or a reload)
  'intent.done.subscribe': 'Subscribed {amount} {coin}',
  'intent.done.redeem': 'Redemption of {amount} {coin} submitted',
  'intent.done.cancelRedemption': 'Redemption of {amount} {coin} cancelled',
  'intent.done.earlyRedeem': 'Early redemption of {amount} {coin} submitted',
  'intent.done.stake': 'Staked {amount} {coin}',
  'intent.done.stakingRedeem': 'Redemption of {amount} {coin} submitted',
  'intent.done.launchPoolStake': 'Staked {amount} {coin} in the launch pool',
  'intent.done.launchPoolRedeem': 'Redeemed {amount} {coin} from the launch pool',
  'intent.done.dual': 'Dual investment of {amount} {coin} placed',
  // The same intent while its request is out: said beside the busy button, also in a dialog opened
  // again meanwhile, whose form is empty
  'intent.pending.subscribe': 'Subscribing {amount} {coin}…',
  'intent.pending.redeem': 'Redeeming {amount} {coin}…',
  'intent.pending.cancelRedemption': 'Cancelling the redemption of {amount} {coin}…',
  'intent.pending.earlyRedeem': 'Redeeming {amount} {coin} early…',
  'intent.pending.stake': 'Staking {amount} {coin}…',
  'intent.pending.stakingRedeem': 'Redeeming {amount} {coin}…',
  'intent.pending.launchPoolStake': 'Staking {amount} {coin} in the launch pool…',
  'intent.pending.launchPoolRedeem': 'Redeeming {amount} {coin} from the launch pool…',
  'intent.pending.dual': 'Placing a dual investment of {amount} {coin}…',
};
