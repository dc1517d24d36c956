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

/** "Subscribed 10 USDT", and so on: the amount as it was sent. */
export function intentSuccessMessage(summary: IntentSummary): Message {
  const { amount, coin } = summary.payload;
  return {
    key: INTENT_DONE_KEYS[summary.flow],
    params: { amount: formatAmount(amount), coin },
  };
}
