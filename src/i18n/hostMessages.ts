import type { autoEarnEn } from './features/autoEarn.en';
import type { dualEn } from './features/dual.en';
import type { earnEn } from './features/earn.en';
import type { earnRedeemEn } from './features/earnRedeem.en';
import type { earnSettingsEn } from './features/earnSettings.en';
import type { historyEn } from './features/history.en';
import type { launchPoolEn } from './features/launchPool.en';
import type { lendingsEn } from './features/lendings.en';
import type { stakingEn } from './features/staking.en';
import type { supportEn } from './features/support.en';
import type { CoreMessageKey } from './keys';
import { SUPPORTED_LOCALES, type SupportedLocale } from './locales';

/** Every text a host can override: the shared catalogue and every widget family's (type-only). */
export type WealthMessageKey =
  | CoreMessageKey
  | keyof typeof autoEarnEn
  | keyof typeof dualEn
  | keyof typeof earnEn
  | keyof typeof earnRedeemEn
  | keyof typeof earnSettingsEn
  | keyof typeof historyEn
  | keyof typeof launchPoolEn
  | keyof typeof lendingsEn
  | keyof typeof stakingEn
  | keyof typeof supportEn;

/**
 * A host's own texts, per BCP 47 locale tag: they override ours (`en: { 'lendings.title': 'Savings' }`)
 * or make a locale we have no catalogue for (`'zh-TW': { ... }`). Parameters are written `{name}`,
 * plurals `{n, plural, one {# day} other {# days}}`, as in ours.
 */
export type WealthMessages = Readonly<Record<string, Readonly<Partial<Record<WealthMessageKey, string>>>>>;

/**
 * Where a text missing in a locale is looked up next, per locale tag: `{ 'zh-TW': ['zh-HK', 'zh-CN'] }`.
 * English always ends a chain.
 */
export type LocaleFallbacks = Readonly<Record<string, readonly string[]>>;

const isSupported = (tag: string): tag is SupportedLocale =>
  (SUPPORTED_LOCALES as readonly string[]).includes(tag);

/**
 * Our catalogue nearest to a tag, or none: 'zh', 'zh-Hans-CN', 'zh-SG', and also 'zh-TW', 'zh-HK'
 * and 'zh-Hant' map to our Simplified Chinese (closer for a Chinese reader than English); 'en-GB'
 * to English.
 */
export function nearestCatalogue(tag: string): SupportedLocale | undefined {
  const lower = tag.toLowerCase();
  if (lower === 'zh' || lower.startsWith('zh-')) return 'zh-CN';
  if (lower === 'en' || lower.startsWith('en-')) return 'en';
  return undefined;
}

/**
 * The locales a text is looked up in, in order, for the provider's locale tag: the tag itself,
 * then the host's chain for it (or our nearest catalogue), then English. Duplicates are dropped.
 */
export function localeChain(tag: string, fallbacks: LocaleFallbacks = {}): string[] {
  const own = fallbacks[tag];
  const chain = [tag, ...(own ?? [nearestCatalogue(tag) ?? 'en']), 'en'];
  return chain.filter((locale, index) => chain.indexOf(locale) === index);
}

/** The locales of a chain we have catalogues for (the ones to fetch), English excluded. */
export function catalogueLocales(chain: readonly string[]): Exclude<SupportedLocale, 'en'>[] {
  return chain.filter(
    (locale): locale is Exclude<SupportedLocale, 'en'> => isSupported(locale) && locale !== 'en',
  );
}
