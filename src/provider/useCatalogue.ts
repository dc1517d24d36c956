import { useEffect, useMemo, useState } from 'react';
import { en } from '../i18n/en';
import { loadCatalogue, type SupportedLocale } from '../i18n/locales';
import { onFeatureRegistered, registeredFeatures } from '../i18n/registry';
import { type Catalogue, createTranslator, type Translate } from '../i18n/translate';

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
    // A failed chunk may be retried by the next provider that needs it.
    promise.catch(() => pending.delete(id));
    pending.set(id, promise);
  }
  return promise;
}

/**
 * The translator of a provider: the shared catalogue plus every registered widget family's, in the
 * provider's locale, falling back to English text by text while a locale's chunks load (or if one
 * fails). Widgets that register later (lazily loaded ones) join without a remount.
 */
export function useCatalogue(locale: SupportedLocale): { locale: string; t: Translate } {
  const [version, setVersion] = useState(0);
  useEffect(() => onFeatureRegistered(() => setVersion((v) => v + 1)), []);

  // biome-ignore lint/correctness/useExhaustiveDependencies: version marks new registrations.
  useEffect(() => {
    if (locale === 'en') return;
    let live = true;
    const bump = () => live && setVersion((v) => v + 1);
    const jobs = [fetchOnce(`${locale}:core`, () => loadCatalogue(locale))];
    for (const feature of registeredFeatures()) {
      jobs.push(fetchOnce(`${locale}:${feature.name}`, feature.load[locale]));
    }
    for (const job of jobs) job.then(bump, () => undefined);
    return () => {
      live = false;
    };
  }, [locale, version]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: version marks loads and registrations.
  return useMemo(() => {
    const features = registeredFeatures();
    const english: Record<string, string> = { ...en };
    for (const feature of features) Object.assign(english, feature.en);
    const core = locale === 'en' ? undefined : loaded.get(`${locale}:core`);
    if (!core) return { locale: 'en', t: createTranslator(english, english) };
    const messages: Record<string, string> = { ...core };
    for (const feature of features) Object.assign(messages, loaded.get(`${locale}:${feature.name}`));
    return { locale, t: createTranslator(messages, english) };
  }, [locale, version]);
}
