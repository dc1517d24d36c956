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

/**
 * Declares a widget family's messages. Write it as `/* @__PURE__ *\/ defineMessages({...})` so a
 * bundle that does not use the family drops its words.
 */
export function defineMessages<K extends string>(feature: MessageFeature<K>): MessageFeature<K> {
  return feature;
}

const features = new Map<string, MessageFeature>();

/**
 * Makes a family's messages known to every provider. Widgets call it (through `useMessages`) as
 * they render, so a host ships the English of the widgets it imports and no other; registering
 * again is a no-op.
 */
export function registerMessages(feature: MessageFeature): void {
  if (!features.has(feature.name)) features.set(feature.name, feature);
}

/** Every registered family, in registration order. */
export function registeredFeatures(): readonly MessageFeature[] {
  return [...features.values()];
}
