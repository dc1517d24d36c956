import type { Translate } from '../i18n/translate';
import { useWealth } from './context';

/** The translator of the nearest `WealthProvider`. */
export function useT(): Translate {
  return useWealth().t;
}
