import { useEffect } from 'react';
import { type MessageFeature, registerMessages } from '../i18n/registry';
import type { Translate } from '../i18n/translate';
import { useWealth } from './context';

/**
 * The translator, with a widget family's own messages: registers them (English at once) and asks
 * the provider for them in its locale. Every widget component and hook of a family calls it before
 * it translates anything.
 */
export function useMessages(feature: MessageFeature): Translate {
  registerMessages(feature);
  const { t, loadMessages } = useWealth();
  useEffect(() => loadMessages(feature), [feature, loadMessages]);
  return t;
}
