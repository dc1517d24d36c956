import { HISTORY_MODE, HISTORY_TYPE } from './enums';
import {
  clampHistoryRange,
  dayRange,
  defaultHistoryTab,
  groupInterestByDay,
  monthlySlices,
  parseHistoryTime,
  shownHistoryMode,
  subtractMonths,
} from './history';

const at = (iso: string) => Date.parse(iso);

describe('§5 history: only numeric from/to are accepted', () => {
  it.each([
    ['1700000000000', 1_700_000_000_000],
    [' 42 ', 42],
    [1_700_000_000, 1_700_000_000],
    ['', null],
    ['abc', null],
    ['1e9', null],
    ['-5', null],
    ['1.5', null],
    [1.5, null],
    [-1, null],
    [Number.NaN, null],
    ['99999999999999999999', null],
    [null, null],
    [undefined, null],
  ])('parseHistoryTime(%j) = %j', (value, expected) => {
    expect(parseHistoryTime(value)).toBe(expected);
  });
});

describe('§5, §9 history date range: limited to 6 months (12 optionally)', () => {
  it.each([
    ['2024-08-31T10:00:00Z', 6, 0, '2024-02-29T10:00:00Z'],
    ['2024-07-15T00:00:00Z', 6, 0, '2024-01-15T00:00:00Z'],
    ['2024-03-31T00:00:00Z', 12, 0, '2023-03-31T00:00:00Z'],
    ['2024-01-31T12:00:00Z', 1, 0, '2023-12-31T12:00:00Z'],
    // 2024-04-01 04:00 in UTC+8 minus a month is 2024-03-01 04:00 there.
    ['2024-03-31T20:00:00Z', 1, 480, '2024-02-29T20:00:00Z'],
  ])('%s minus %i months (offset %i) is %s', (to, months, offset, expected) => {
    expect(subtractMonths(at(to), months, offset)).toBe(at(expected));
  });

  describe('given the range ends 2024-07-15 00:00 UTC', () => {
    const toMs = at('2024-07-15T00:00:00Z');
    it.each([
      ['a 3-month range', '2024-04-15T00:00:00Z', undefined, false, '2024-04-15T00:00:00Z'],
      ['exactly 6 months', '2024-01-15T00:00:00Z', undefined, false, '2024-01-15T00:00:00Z'],
      ['a 9-month range', '2023-10-15T00:00:00Z', undefined, true, '2024-01-15T00:00:00Z'],
      ['a 9-month range with 12 allowed', '2023-10-15T00:00:00Z', 12, false, '2023-10-15T00:00:00Z'],
      ['a 2-year range with 12 allowed', '2022-07-15T00:00:00Z', 12, true, '2023-07-15T00:00:00Z'],
    ])('when the user picks %s, the start is clamped: %s', (_name, from, months, clamped, expectedFrom) => {
      const result = clampHistoryRange({ fromMs: at(from), toMs }, months === undefined ? {} : { months });
      expect(result.fromMs).toBe(at(expectedFrom));
      expect(result.toMs).toBe(toMs);
      expect(result.clamped).toBe(clamped);
      expect(result.tip).toEqual(
        clamped ? { key: 'history.range.clamped', params: { months: String(months ?? 6) } } : null,
      );
    });

    it.each([
      // A "To" after now ends at now; the window is counted back from there (issue 16 item 18).
      ['2024-03-01T00:00:00Z', '2025-09-30T00:00:00Z', '2024-07-15T08:00:00Z', '2025-01-15T08:00:00Z', true],
      ['2024-12-01T00:00:00Z', '2025-09-30T00:00:00Z', '2024-12-01T00:00:00Z', '2025-01-15T08:00:00Z', false],
      ['2025-03-01T00:00:00Z', '2025-09-30T00:00:00Z', '2025-01-15T08:00:00Z', '2025-01-15T08:00:00Z', false],
    ])(
      'with now 2025-01-15 08:00, %s → %s is %s → %s (clamped %s)',
      (from, to, expectedFrom, expectedTo, clamped) => {
        const result = clampHistoryRange(
          { fromMs: at(from), toMs: at(to) },
          { nowMs: at('2025-01-15T08:00:00Z') },
        );
        expect(result).toMatchObject({ fromMs: at(expectedFrom), toMs: at(expectedTo), clamped });
      },
    );

    it('a start after the end is swapped first', () => {
      const result = clampHistoryRange({ fromMs: toMs, toMs: at('2024-06-01T00:00:00Z') });
      expect(result).toMatchObject({ fromMs: at('2024-06-01T00:00:00Z'), toMs, clamped: false });
    });
  });
});

describe('§2 default history tab: remembered per user, else flexible interest when it exists, else fixed interest', () => {
  const stored = { tab: 'fixed', type: HISTORY_TYPE.REDEEM } as const;
  it.each([
    ['a stored preference wins', stored, true, stored],
    ['a stored preference wins even without flexible interest', stored, false, stored],
    ['flexible interest exists', null, true, { tab: 'flexible', type: HISTORY_TYPE.INTEREST }],
    ['no flexible interest', undefined, false, { tab: 'fixed', type: HISTORY_TYPE.INTEREST }],
  ] as const)('given %s', (_name, pref, hasFlexibleInterest, expected) => {
    expect(defaultHistoryTab(pref, hasFlexibleInterest)).toEqual(expected);
  });
});

describe('§9 interest cache: monthly slices, newest first', () => {
  it('splits a range at calendar months', () => {
    expect(monthlySlices({ fromMs: at('2024-01-20T00:00:00Z'), toMs: at('2024-03-10T00:00:00Z') })).toEqual([
      { fromMs: at('2024-03-01T00:00:00Z'), toMs: at('2024-03-10T00:00:00Z') },
      { fromMs: at('2024-02-01T00:00:00Z'), toMs: at('2024-03-01T00:00:00Z') },
      { fromMs: at('2024-01-20T00:00:00Z'), toMs: at('2024-02-01T00:00:00Z') },
    ]);
  });

  it('aligns to months in the user zone (UTC+8)', () => {
    expect(
      monthlySlices({ fromMs: at('2024-02-20T00:00:00Z'), toMs: at('2024-03-10T00:00:00Z') }, 480),
    ).toEqual([
      { fromMs: at('2024-02-29T16:00:00Z'), toMs: at('2024-03-10T00:00:00Z') },
      { fromMs: at('2024-02-20T00:00:00Z'), toMs: at('2024-02-29T16:00:00Z') },
    ]);
  });

  it('an empty range has no slices', () => {
    expect(monthlySlices({ fromMs: 5, toMs: 5 })).toEqual([]);
  });
});

describe('§2 cumulative return: interest grouped by day in the user zone', () => {
  const sec = (iso: string) => at(iso) / 1000;
  it('dayRange is the calendar day around an instant', () => {
    expect(dayRange(at('2024-03-10T15:30:00Z'))).toEqual({
      fromMs: at('2024-03-10T00:00:00Z'),
      toMs: at('2024-03-11T00:00:00Z'),
    });
    // 2024-03-10 20:00 UTC is already 2024-03-11 in UTC+8.
    expect(dayRange(at('2024-03-10T20:00:00Z'), 480).fromMs).toBe(at('2024-03-10T16:00:00Z'));
  });

  it('sums each day exactly, newest day first', () => {
    const records = [
      { time_at: sec('2024-03-09T01:00:00Z'), amount: '0.1' },
      { time_at: sec('2024-03-10T01:00:00Z'), amount: '0.00000001' },
      { time_at: sec('2024-03-10T23:00:00Z'), amount: '0.2' },
      { time_at: sec('2024-03-09T02:00:00Z'), amount: '0.2' },
    ];
    expect(groupInterestByDay(records)).toEqual([
      { dayMs: at('2024-03-10T00:00:00Z'), amount: '0.20000001', count: 2 },
      { dayMs: at('2024-03-09T00:00:00Z'), amount: '0.3', count: 2 },
    ]);
  });

  it('no records, no days', () => {
    expect(groupInterestByDay([])).toEqual([]);
  });
});

describe('§4 history modes: which mode a record shows in words', () => {
  it.each([
    ['redeem to unified on a redeem record', HISTORY_TYPE.REDEEM, HISTORY_MODE.REDEEM_UNIFIED, 0],
    ['redeem to spot on a redeem record', HISTORY_TYPE.REDEEM, HISTORY_MODE.REDEEM_SPOT, 32],
    ['the plain mode 0 on an interest record', HISTORY_TYPE.INTEREST, HISTORY_MODE.REDEEM_UNIFIED, null],
    ['auto earn on a subscription', HISTORY_TYPE.LEND, HISTORY_MODE.AUTO_EARN, 5],
    ['auto reinvest on a fixed subscription', HISTORY_TYPE.LEND, HISTORY_MODE.AUTO_REINVEST, 15],
    ['unified liquidation on a redeem record', HISTORY_TYPE.REDEEM, HISTORY_MODE.UNIFIED_LIQUIDATION, 1],
    ['an unknown mode', HISTORY_TYPE.LEND, 99, null],
    ['no mode', HISTORY_TYPE.LEND, undefined, null],
  ])('%s', (_name, type, mode, expected) => {
    expect(shownHistoryMode(type, mode)).toBe(expected);
  });
});
