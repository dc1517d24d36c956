import { useCallback, useEffect, useMemo, useState } from 'react';
import { en } from '../i18n/en';
import { loadCatalogue, type SupportedLocale } from '../i18n/locales';
import { type MessageFeature, registeredFeatures } from '../i18n/registry';
import { type Catalogue, interpolate, type Translate } from '../i18n/translate';

/** Catalogues fetched so far, by `${locale}:${feature}` ('core' for the shared layers); shared by providers. */
const loaded = new Map<string, Catalogue>();
const pending = new Map<string, Promise<Catalogue>>();

function fetchOnce(id: string, load: () => Promise<Catalogue>): Promise<Catalogue> {
  let promise = pending.get(id);
  if (!promise) {
    promise = load().then((catalogue) => {
      loaded.set(id, catalogue);
      return catalogue;
    });
    // A failed chunk may be tried again by the next widget or provider that needs it.
    promise.catch(() => pending.delete(id));
    pending.set(id, promise);
  }
  return promise;
}

/** A text in the locale when its chunk is there, else in English; the key itself as a last resort. */
function lookup(locale: SupportedLocale, key: string): string {
  if (locale !== 'en') {
    const core = loaded.get(`${locale}:core`)?.[key];
    if (core !== undefined) return core;
    for (const feature of registeredFeatures()) {
      const text = loaded.get(`${locale}:${feature.name}`)?.[key];
      if (text !== undefined) return text;
    }
  }
  const english = (en as Catalogue)[key];
  if (english !== undefined) return english;
  for (const feature of registeredFeatures()) {
    const text = (feature.en as Catalogue)[key];
    if (text !== undefined) return text;
  }
  return key;
}

export interface ProviderCatalogue {
  /** The locale on screen: the provider's once its shared chunk is in, English until then. */
  locale: string;
  t: Translate;
  /** Fetches a widget family's texts in the provider's locale (a no-op in English). */
  loadMessages: (feature: MessageFeature) => void;
}

/**
 * The translator of a provider. Texts are looked up at call time, so a widget family that
 * registers while rendering has its English at once; other locales arrive chunk by chunk, each
 * arrival re-rendering the widgets, with English shown text by text meanwhile (or if a chunk fails).
 */
export function useCatalogue(locale: SupportedLocale): ProviderCatalogue {
  const [version, setVersion] = useState(0);
  const bump = useCallback(() => setVersion((v) => v + 1), []);

  useEffect(() => {
    if (locale === 'en') return;
    let live = true;
    fetchOnce(`${locale}:core`, () => loadCatalogue(locale)).then(
      () => live && bump(),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [locale, bump]);

  const loadMessages = useCallback(
    (feature: MessageFeature) => {
      if (locale === 'en' || loaded.has(`${locale}:${feature.name}`)) return;
      fetchOnce(`${locale}:${feature.name}`, feature.load[locale]).then(bump, () => undefined);
    },
    [locale, bump],
  );

  // biome-ignore lint/correctness/useExhaustiveDependencies: version marks chunk arrivals, so t changes identity.
  return useMemo(() => {
    const shown = locale !== 'en' && loaded.has(`${locale}:core`) ? locale : 'en';
    const t: Translate = (key, params) =>
      interpolate(lookup(shown === 'en' ? 'en' : locale, key), params, shown);
    return { locale: shown, t, loadMessages };
  }, [locale, version, loadMessages]);
}
