import { formatAmount } from '../domain/amount';
import type { Message } from '../i18n/translate';
import type { IntentSummary, MoneyFlow } from '../state/intents';

/** The success words of each flow, told when no dialog shows the outcome (closed, or a reload). */
export const INTENT_DONE_KEYS = {
  subscribe: 'intent.done.subscribe',
  redeem: 'intent.done.redeem',
  'cancel-redemption': 'intent.done.cancelRedemption',
  'early-redeem': 'intent.done.earlyRedeem',
  stake: 'intent.done.stake',
  'staking-redeem': 'intent.done.stakingRedeem',
  'launch-pool-stake': 'intent.done.launchPoolStake',
  'launch-pool-redeem': 'intent.done.launchPoolRedeem',
  dual: 'intent.done.dual',
} as const satisfies Record<MoneyFlow, string>;

/** What each flow is doing while its request is out, said beside its busy button. */
export const INTENT_PENDING_KEYS = {
  subscribe: 'intent.pending.subscribe',
  redeem: 'intent.pending.redeem',
  'cancel-redemption': 'intent.pending.cancelRedemption',
  'early-redeem': 'intent.pending.earlyRedeem',
  stake: 'intent.pending.stake',
  'staking-redeem': 'intent.pending.stakingRedeem',
  'launch-pool-stake': 'intent.pending.launchPoolStake',
  'launch-pool-redeem': 'intent.pending.launchPoolRedeem',
  dual: 'intent.pending.dual',
} as const satisfies Record<MoneyFlow, string>;

/** The flow's words from `keys`, with the amount as it was sent ("Subscribed 10 USDT"). */
function intentMessage(keys: Record<MoneyFlow, string>, summary: IntentSummary): Message {
  const { amount, coin } = summary.payload;
  return { key: keys[summary.flow], params: { amount: formatAmount(amount), coin } };
}

/** "Subscribed 10 USDT", and so on. */
export const intentSuccessMessage = (summary: IntentSummary): Message =>
  intentMessage(INTENT_DONE_KEYS, summary);

/** "Subscribing 10 USDT…", and so on. */
export const intentPendingMessage = (summary: IntentSummary): Message =>
  intentMessage(INTENT_PENDING_KEYS, summary);
