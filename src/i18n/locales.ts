import type { Catalogue } from './translate';

/** Locales with a full catalogue. English ships in the main bundle as the fallback. */
export const SUPPORTED_LOCALES = ['en', 'zh-CN'] as const;
export type SupportedLocale = (typeof SUPPORTED_LOCALES)[number];

/**
 * Loads a catalogue. Every locale but English is a separate chunk, fetched only when a provider
 * asks for it, so a host pays for the languages its customers use.
 */
export async function loadCatalogue(locale: SupportedLocale): Promise<Catalogue> {
  switch (locale) {
    case 'zh-CN':
      return (await import('./zh-CN')).zhCN;
    default:
      return (await import('./en')).en;
  }
}
