import { useMemo } from 'react';
import { formatDateTime, formatDateTimeWithZone } from '../domain/timeline';
import { useWealth } from './context';

export interface DateFormat {
  /** §9 YYYY-MM-DD HH:mm in the provider's time zone. */
  dateTime(timeMs: number | null | undefined): string;
  /** The same with the zone, for an arrival or a deadline: "2025-01-17 16:30 (GMT+8)". */
  arrival(timeMs: number | null | undefined): string;
  /** The provider's IANA time zone. */
  readonly timeZone: string;
}

/**
 * Dates as every widget shows them: one clock (the provider's `timeZone`), §9's format. In the
 * browser's own zone they are read from `Date`, so showing one makes no Intl object.
 */
export function useDateFormat(): DateFormat {
  const { zone } = useWealth();
  return useMemo(
    () => ({
      dateTime: (timeMs) => formatDateTime(timeMs, zone.at(timeMs ?? 0)),
      arrival: (timeMs) => formatDateTimeWithZone(timeMs, zone.at(timeMs ?? 0)),
      get timeZone() {
        return zone.name;
      },
    }),
    [zone],
  );
}
