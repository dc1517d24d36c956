import type { SupportedLocale } from './locales';

type OtherLocale = Exclude<SupportedLocale, 'en'>;

/** A widget family's messages: English bundled with the widget, other locales loaded on demand. */
export interface MessageFeature<K extends string = string> {
  /** A unique name ('earn', 'staking'...). */
  readonly name: string;
  readonly en: Readonly<Record<K, string>>;
  /** Loaders of the other locales' texts, each a separate chunk. */
  readonly load: Readonly<Record<OtherLocale, () => Promise<Readonly<Record<K, string>>>>>;
}

const features = new Map<string, MessageFeature>();
const listeners = new Set<() => void>();

/**
 * Makes a widget family's messages known to every WealthProvider. Called at the top of the
 * widget's own module, so a host that imports one widget ships that widget's English and nothing of
 * the others; its Chinese is fetched only when a provider shows Chinese. Registering twice is a no-op.
 */
export function registerMessages<K extends string>(feature: MessageFeature<K>): MessageFeature<K> {
  if (!features.has(feature.name)) {
    features.set(feature.name, feature as MessageFeature);
    for (const listener of listeners) listener();
  }
  return feature;
}

/** Every registered feature, in registration order. */
export function registeredFeatures(): readonly MessageFeature[] {
  return [...features.values()];
}

/** Calls `listener` whenever a feature registers (a lazily loaded widget may do so after mount). */
export function onFeatureRegistered(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}
