import type { Catalogue } from './translate';

/** Locales with a full catalogue. English ships in the main bundle as the fallback. */
export const SUPPORTED_LOCALES = ['en', 'zh-CN'] as const;
export type SupportedLocale = (typeof SUPPORTED_LOCALES)[number];

/** Maps a BCP 47 tag from the host ('zh', 'zh-Hans-CN', 'en-GB') to a catalogue we have. */
export function resolveLocale(tag: string | undefined): SupportedLocale {
  const lower = (tag ?? '').toLowerCase();
  if (lower === 'zh' || lower.startsWith('zh-cn') || lower.startsWith('zh-hans') || lower === 'zh-sg')
    return 'zh-CN';
  return 'en';
}

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
