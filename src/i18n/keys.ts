import { API_MESSAGE_KEYS } from '../api/outcomes';
import { DOMAIN_MESSAGE_KEYS } from '../domain/messages';
import { INTENT_DONE_KEYS, INTENT_PENDING_KEYS } from '../flows/intentMessages';

/** Labels of the UI primitives and the provider (the primitives take them as props). */
export const UI_MESSAGE_KEYS = [
  'ui.close',
  'ui.dismiss',
  'ui.notifications',
  'ui.max',
  'ui.available',
  'ui.transfer',
  'ui.previous',
  'ui.next',
  'ui.pagination',
  'ui.page',
  'ui.pageOf',
  'ui.loading',
  'ui.loadingSlow',
  'ui.cancel',
  'ui.confirm',
  'ui.fundPassword',
  'ui.fundPasswordRetry',
  'ui.amountRefused',
  'ui.amountTooLarge',
  'ui.amountGroupingLeftOut',
  'ui.amountDecimalsCut',
  'ui.setFundPassword',
  'ui.retry',
  'ui.logIn',
  'ui.logInOnExchange',
] as const;

/** Success toasts and labels the spec names (§8 "Success toasts", §2 "History"). */
export const SPEC_MESSAGE_KEYS = [
  'autoEarn.enabled',
  'autoEarn.disabled',
  'modified',
  'orderCancelled',
  'reinvest.enabled',
  'reinvest.disabled',
  'Copied',
  'All Coins',
] as const;

/**
 * Domain rule messages only the staking or the dual widgets show: their words ship in those
 * families' catalogues (src/i18n/features), so a page without them does not carry them.
 */
type FamilyDomainKey = `staking.${string}` | `dual.${string}`;

function isFamilyDomainKey(key: string): boolean {
  return key.startsWith('staking.') || key.startsWith('dual.');
}

/**
 * Every key the shared catalogue must have: what the domain, the API outcomes and the UI ask for.
 * Widget families carry their own keys (src/i18n/features).
 */
export const MESSAGE_KEYS: readonly string[] = [
  ...new Set<string>([
    ...DOMAIN_MESSAGE_KEYS.filter((key) => !isFamilyDomainKey(key)),
    ...API_MESSAGE_KEYS,
    ...UI_MESSAGE_KEYS,
    ...SPEC_MESSAGE_KEYS,
    ...Object.values(INTENT_DONE_KEYS),
    ...Object.values(INTENT_PENDING_KEYS),
  ]),
];

/** Keys of the shared layers. */
export type CoreMessageKey =
  | Exclude<(typeof DOMAIN_MESSAGE_KEYS)[number], FamilyDomainKey>
  | (typeof API_MESSAGE_KEYS)[number]
  | (typeof UI_MESSAGE_KEYS)[number]
  | (typeof SPEC_MESSAGE_KEYS)[number]
  | (typeof INTENT_DONE_KEYS)[keyof typeof INTENT_DONE_KEYS]
  | (typeof INTENT_PENDING_KEYS)[keyof typeof INTENT_PENDING_KEYS];

export type MessageKey = CoreMessageKey;
