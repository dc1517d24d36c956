import type { DomainMessage } from '../domain';
import { en } from '../i18n/en';
import { dualEn } from '../i18n/features/dual.en';
import { stakingEn } from '../i18n/features/staking.en';
import { createTranslator } from '../i18n/translate';

// The staking and dual rules' words live in those families' catalogues.
const catalogue = { ...en, ...stakingEn, ...dualEn };
const english = createTranslator(catalogue, catalogue);

/**
 * The English words of a domain message, for the −1 answers of a refused request (§8 "Code -1:
 * message or msg shown"). The sandbox speaks from the same catalogue as the widgets, so a rule
 * the server re-checks reads exactly like the field error the form would have shown.
 */
export function englishOf(message: DomainMessage): string {
  return english(message.key, message.params);
}
