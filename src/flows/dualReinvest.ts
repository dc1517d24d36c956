/**
 * The dual auto-reinvest settings without React (§2, §4, §5, §7, §9): the basic choice of a
 * product, whether the card follows the customer's current state, the parameter dialog's term
 * check, and the order fields the purchase sends. `useDualReinvest` keeps the dialog state.
 */
import type { DualOrderBody } from '../api/endpoints/dual';
import type { DualProduct } from '../api/types';
import { dec } from '../domain/decimal';
import {
  checkPriceDifference,
  type DualReinvestMatch,
  type DualTermDisplay,
  type DualTermUnit,
  dualPreferredTermSeconds,
  dualTermDisplay,
  hasDualTermMatch,
  parseDualPreferredTerm,
} from '../domain/dual';

/** §3 reinvest settings as the order sends them: price difference in percent, preferred term. */
export interface DualReinvestChoice {
  readonly priceDeviation: string;
  /** §9 whole days up to 30, or hours under 24 h; sent in seconds (§7 effective_time_duration). */
  readonly term: DualTermDisplay;
}

/** Why the parameter dialog's preferred term cannot be confirmed. */
export type DualTermProblem = 'invalid' | 'noMatch';

/** The basic choice (§3 multiple): the product's own term (§9 hours under 24 h, else days to 30), at least 1. */
export function basicReinvestChoice(product: DualProduct | undefined): DualReinvestChoice {
  const term = product ? dualTermDisplay(product) : null;
  return {
    priceDeviation: product?.multiple ?? '0',
    term: term && term.value >= 1 ? term : { unit: 'day', value: 1 },
  };
}

/** §3 autorenewal_info is_reinvested arrives as a boolean or a 0/1 flag. */
export function isReinvestOn(value: unknown): boolean {
  return value === true || value === 1 || value === '1';
}

/** §4 matched term: auto-reinvest buys a product of the same category, so only those count. */
export function reinvestTerms(
  products: readonly DualProduct[] | undefined,
  product: DualProduct | undefined,
): DualProduct[] {
  return (products ?? []).filter((p) => p.category === product?.category);
}

/** Whether `choice` can be turned on: its difference passes the match and a product runs within its term. */
export function reinvestChoiceFits(
  choice: DualReinvestChoice,
  match: DualReinvestMatch | undefined,
  terms: readonly DualProduct[],
): boolean {
  return (
    checkPriceDifference(choice.priceDeviation, match).canConfirm && hasDualTermMatch(terms, choice.term)
  );
}

/** The parameter dialog's preferred term: parsed (§9 limits), and why it cannot be confirmed. */
export function draftReinvestTerm(
  text: string,
  unit: DualTermUnit,
  terms: readonly DualProduct[],
): { parsed: DualTermDisplay | null; problem: DualTermProblem | null } {
  const parsed = parseDualPreferredTerm(text, unit);
  if (text === '') return { parsed, problem: null };
  if (!parsed) return { parsed, problem: 'invalid' };
  return { parsed, problem: hasDualTermMatch(terms, parsed) ? null : 'noMatch' };
}

/** The §7 order fields: is_autorenewal, and when on price_deviation (string) and effective_time_duration (s). */
export function reinvestOrderFields(
  applied: DualReinvestChoice | null,
): Pick<DualOrderBody, 'is_autorenewal' | 'price_deviation' | 'effective_time_duration'> {
  if (!applied) return { is_autorenewal: 0 };
  return {
    is_autorenewal: 1,
    price_deviation: dec(applied.priceDeviation).toString(),
    effective_time_duration: dualPreferredTermSeconds(applied.term),
  };
}
