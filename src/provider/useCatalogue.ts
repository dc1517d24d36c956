import { useCallback, useEffect, useMemo, useState } from 'react';
import { en } from '../i18n/en';
import {
  catalogueLocales,
  type LocaleFallbacks,
  localeChain,
  type WealthMessages,
} from '../i18n/hostMessages';
import { loadCatalogue } from '../i18n/locales';
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

/** A text of ours in one locale: its shared chunk, then each registered family's; undefined if absent or not loaded. */
function ours(locale: string, key: string): string | undefined {
  if (locale === 'en') {
    const english = (en as Catalogue)[key];
    if (english !== undefined) return english;
    for (const feature of registeredFeatures()) {
      const text = (feature.en as Catalogue)[key];
      if (text !== undefined) return text;
    }
    return undefined;
  }
  const core = loaded.get(`${locale}:core`)?.[key];
  if (core !== undefined) return core;
  for (const feature of registeredFeatures()) {
    const text = loaded.get(`${locale}:${feature.name}`)?.[key];
    if (text !== undefined) return text;
  }
  return undefined;
}

/** A text along a locale chain: in each locale, the host's text first, then ours; the key as a last resort. */
function lookup(chain: readonly string[], messages: WealthMessages | undefined, key: string): string {
  for (const locale of chain) {
    const text = (messages?.[locale] as Catalogue | undefined)?.[key] ?? ours(locale, key);
    if (text !== undefined) return text;
  }
  return key;
}

export interface ProviderCatalogue {
  /** The locale on screen: the provider's once the catalogues of its chain are in, English until then. */
  locale: string;
  t: Translate;
  /** Fetches a widget family's texts in the catalogue locales of the chain (a no-op in English). */
  loadMessages: (feature: MessageFeature) => void;
}

/**
 * The translator of a provider for a locale tag. A text is looked up at call time along the tag's
 * chain (`localeChain`: the tag, the host's fallbacks or our nearest catalogue, English), the host's
 * `messages` before ours in each locale, so a widget family that registers while rendering has its
 * English at once. Our other catalogues arrive chunk by chunk, each arrival re-rendering the widgets;
 * until the shared chunks of the chain are in, the widgets show English (with the host's English
 * texts) rather than a mix.
 */
export function useCatalogue(
  tag: string,
  messages?: WealthMessages,
  fallbacks?: LocaleFallbacks,
): ProviderCatalogue {
  const [version, setVersion] = useState(0);
  const bump = useCallback(() => setVersion((v) => v + 1), []);
  // Keyed on the chain's text: hosts often pass a new fallbacks object literal each render.
  const chainText = localeChain(tag, fallbacks).join(',');
  const chain = useMemo(() => chainText.split(','), [chainText]);
  const fetched = useMemo(() => catalogueLocales(chain), [chain]);

  useEffect(() => {
    let live = true;
    for (const locale of fetched) {
      fetchOnce(`${locale}:core`, () => loadCatalogue(locale)).then(
        () => live && bump(),
        () => undefined,
      );
    }
    return () => {
      live = false;
    };
  }, [fetched, bump]);

  const loadMessages = useCallback(
    (feature: MessageFeature) => {
      for (const locale of fetched) {
        if (loaded.has(`${locale}:${feature.name}`)) continue;
        fetchOnce(`${locale}:${feature.name}`, feature.load[locale]).then(bump, () => undefined);
      }
    },
    [fetched, bump],
  );

  // biome-ignore lint/correctness/useExhaustiveDependencies: version marks chunk arrivals, so t changes identity.
  return useMemo(() => {
    const ready = fetched.every((locale) => loaded.has(`${locale}:core`));
    const shown = ready ? tag : 'en';
    const lookedUp = ready ? chain : ['en'];
    const t: Translate = (key, params) => interpolate(lookup(lookedUp, messages, key), params, shown);
    return { locale: shown, t, loadMessages };
  }, [tag, chain, fetched, messages, version, loadMessages]);
}
