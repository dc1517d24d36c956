import {
  endOfTodaySeconds,
  type FixedOrderLockInput,
  fixedArrivalTime,
  fixedOrderActionLock,
  fixedTimeline,
  flexibleInterestTimes,
  formatDateTime,
  formatDateTimeWithZone,
  isFixedOrderHolding,
  msToSeconds,
  offsetName,
  providerZone,
  secondsToMs,
  startOfDay,
  subscriptionPreview,
  zoneOffsetMinutes,
} from './timeline';

const at = (iso: string) => Date.parse(iso);
const HOUR = 3_600_000;

describe('§9 flexible interest timeline: given a subscription at 2024-03-10 15:20 UTC', () => {
  it('interest starts 1 hour later and is received 2 hours later', () => {
    expect(flexibleInterestTimes(at('2024-03-10T15:20:00Z'))).toEqual({
      interestStartsAtMs: at('2024-03-10T16:20:00Z'),
      interestReceivedAtMs: at('2024-03-10T17:20:00Z'),
    });
  });
});

describe('§9 fixed timeline: interest next day 00:00, maturity period + 1 days, arrival + 30 min', () => {
  it.each([
    [
      'UTC',
      '2024-03-10T15:20:00Z',
      30,
      0,
      '2024-03-11T00:00:00Z',
      '2024-04-10T00:00:00Z',
      '2024-04-10T00:30:00Z',
    ],
    [
      'UTC at midnight',
      '2024-03-10T00:00:00Z',
      7,
      0,
      '2024-03-11T00:00:00Z',
      '2024-03-18T00:00:00Z',
      '2024-03-18T00:30:00Z',
    ],
    [
      'UTC+8 (480)',
      '2024-03-10T20:00:00Z',
      7,
      480,
      '2024-03-11T16:00:00Z',
      '2024-03-18T16:00:00Z',
      '2024-03-18T16:30:00Z',
    ],
    [
      'UTC-5 (-300)',
      '2024-03-10T02:00:00Z',
      1,
      -300,
      '2024-03-10T05:00:00Z',
      '2024-03-11T05:00:00Z',
      '2024-03-11T05:30:00Z',
    ],
    [
      'leap day',
      '2024-02-28T12:00:00Z',
      1,
      0,
      '2024-02-29T00:00:00Z',
      '2024-03-01T00:00:00Z',
      '2024-03-01T00:30:00Z',
    ],
  ])(
    'given %s, subscribed %s for %i days (offset %i)',
    (_name, subscribed, days, offset, start, maturity, arrival) => {
      expect(
        fixedTimeline({ subscribedAtMs: at(subscribed), lockUpDays: days, utcOffsetMinutes: offset }),
      ).toEqual({
        interestStartsAtMs: at(start),
        maturityAtMs: at(maturity),
        arrivalAtMs: at(arrival),
      });
    },
  );

  it('§9 the offset defaults to UTC', () => {
    expect(
      fixedTimeline({ subscribedAtMs: at('2024-03-10T23:59:59Z'), lockUpDays: 1 }).interestStartsAtMs,
    ).toBe(at('2024-03-11T00:00:00Z'));
  });

  it('§9 a redemption arrives 30 minutes after finish_time', () => {
    expect(fixedArrivalTime(at('2024-04-10T00:00:00Z'))).toBe(at('2024-04-10T00:30:00Z'));
  });

  it.each([
    ['2024-03-10T15:20:00Z', 0, '2024-03-10T00:00:00Z'],
    ['2024-03-10T15:20:00Z', 540, '2024-03-10T15:00:00Z'],
    ['2024-03-10T15:20:00Z', -600, '2024-03-10T10:00:00Z'],
  ])('startOfDay(%s, %i) = %s', (time, offset, expected) => {
    expect(startOfDay(at(time), offset)).toBe(at(expected));
  });

  it('converts API seconds', () => {
    expect(secondsToMs(1_700_000_000)).toBe(1_700_000_000_000);
    expect(msToSeconds(1_700_000_000_999)).toBe(1_700_000_000);
  });
});

describe('§4, §9 fixed order action locks: given finish_time 2024-04-10 00:00 UTC', () => {
  const finishTimeMs = at('2024-04-10T00:00:00Z');
  const allowed = { pre_redeem: 1, reinvest: 1, redeem_account: 1 };
  const base: FixedOrderLockInput = {
    action: 'earlyRedeem',
    status: 1,
    finishTimeMs,
    nowMs: finishTimeMs - 2 * HOUR,
    productInfo: allowed,
  };

  it.each([
    ['holding, 2 h left, allowed', {}, null],
    ['status 0 is holding too', { status: 0 }, null],
    ['exactly 1 h left', { nowMs: finishTimeMs - HOUR }, null],
    ['redeeming (status 2)', { status: 2 }, 'not-holding'],
    ['59:59 left', { nowMs: finishTimeMs - HOUR + 1000 }, 'near-maturity'],
    ['past maturity', { nowMs: finishTimeMs + 1 }, 'near-maturity'],
    ['pre_redeem 0', { productInfo: { ...allowed, pre_redeem: 0 } }, 'product-forbids'],
    ['no product_info', { productInfo: null }, 'product-forbids'],
    [
      'reinvest 0 for reinvest',
      { action: 'reinvest', productInfo: { ...allowed, reinvest: 0 } },
      'product-forbids',
    ],
    ['reinvest 0 does not lock early redeem', { productInfo: { ...allowed, reinvest: 0 } }, null],
    [
      'redeem_account 0 for redeem-to',
      { action: 'redeemTo', productInfo: { ...allowed, redeem_account: 0 } },
      'product-forbids',
    ],
    ['not holding wins over near maturity', { status: 3, nowMs: finishTimeMs }, 'not-holding'],
    ['near maturity wins over product forbids', { nowMs: finishTimeMs, productInfo: null }, 'near-maturity'],
  ] as const)('when %s the lock reason is %s', (_name, patch, reason) => {
    const lock = fixedOrderActionLock({ ...base, ...patch });
    if (reason === null) expect(lock).toEqual({ locked: false });
    else {
      const keys = {
        'not-holding': 'notHolding',
        'near-maturity': 'nearMaturity',
        'product-forbids': 'productForbids',
      };
      expect(lock).toEqual({ locked: true, reason, message: { key: `earn.fixed.lock.${keys[reason]}` } });
    }
  });

  it.each([
    [0, true],
    [1, true],
    [2, false],
    [-1, false],
  ])('§3 status %i is holding: %s', (status, holding) => {
    expect(isFixedOrderHolding(status)).toBe(holding);
  });
});

describe('§9 date format YYYY-MM-DD HH:mm', () => {
  it.each([
    [at('2024-03-05T07:08:00Z'), 0, '2024-03-05 07:08'],
    [at('2024-03-05T20:08:00Z'), 480, '2024-03-06 04:08'],
    [null, 0, '--'],
    [undefined, 0, '--'],
    [0, 0, '--'],
    [Number.NaN, 0, '--'],
  ])('formatDateTime(%s, %i) = %s', (time, offset, expected) => {
    expect(formatDateTime(time, offset)).toBe(expected);
  });
});

describe('§9 YYYY-MM-DD HH:mm in a named time zone (issue 13: one clock for every date)', () => {
  const instant = Date.UTC(2025, 0, 17, 8, 30); // 2025-01-17 08:30 UTC
  const summer = Date.UTC(2025, 6, 1, 12, 0); // 2025-07-01 12:00 UTC
  it.each([
    [instant, 'UTC', '2025-01-17 08:30'],
    [instant, 'Asia/Shanghai', '2025-01-17 16:30'],
    [instant, 'America/New_York', '2025-01-17 03:30'],
    [summer, 'America/New_York', '2025-07-01 08:00'],
    [Date.UTC(2025, 0, 17, 20, 0), 'Asia/Shanghai', '2025-01-18 04:00'],
  ])('%i in %s is %s', (timeMs, zone, expected) => {
    expect(formatDateTime(timeMs, zone)).toBe(expected);
  });

  it.each([
    [instant, 'Asia/Shanghai', '2025-01-17 16:30 (GMT+8)'],
    [instant, 'America/New_York', '2025-01-17 03:30 (GMT-5)'],
    [summer, 'America/New_York', '2025-07-01 08:00 (GMT-4)'],
  ])('an arrival at %i in %s reads %s, with its zone', (timeMs, zone, expected) => {
    expect(formatDateTimeWithZone(timeMs, zone)).toBe(expected);
  });

  it.each([
    ['Asia/Shanghai', instant, 480],
    ['America/New_York', instant, -300],
    ['America/New_York', summer, -240],
    ['Asia/Kolkata', instant, 330],
    ['UTC', instant, 0],
  ])('the offset of %s at %i is %i minutes east of UTC', (zone, timeMs, minutes) => {
    expect(zoneOffsetMinutes(zone, timeMs)).toBe(minutes);
  });

  it('a missing time is "--" in any zone', () => {
    expect(formatDateTimeWithZone(0, 'Asia/Shanghai')).toBe('--');
    expect(formatDateTime(null, 'Asia/Shanghai')).toBe('--');
  });
});

describe('§9 dates in the browser’s own zone, read from Date instead of Intl (issue 19: fast start)', () => {
  const instants = [
    Date.UTC(2025, 0, 17, 8, 30),
    Date.UTC(2025, 6, 1, 12, 0),
    Date.UTC(2025, 2, 9, 6, 59), // a minute before New York's spring-forward
    Date.UTC(2025, 2, 9, 7, 0),
    Date.UTC(2025, 9, 26, 0, 59), // Europe's autumn change
    Date.UTC(2025, 9, 26, 1, 0),
  ];
  const zones = [
    'UTC',
    'Asia/Shanghai',
    'America/New_York',
    'Europe/Berlin',
    'Asia/Kolkata',
    'America/St_Johns',
  ];
  const original = process.env.TZ;
  afterEach(() => {
    process.env.TZ = original;
  });

  it.each(zones)(
    'given the browser in %s, each instant reads as Intl reads it in that zone, offset and name too',
    (zone) => {
      process.env.TZ = zone;
      const browser = providerZone();
      for (const timeMs of instants) {
        expect(browser.offsetMinutes(timeMs)).toBe(zoneOffsetMinutes(zone, timeMs));
        expect(formatDateTime(timeMs, browser.at(timeMs))).toBe(formatDateTime(timeMs, zone));
        expect(formatDateTimeWithZone(timeMs, browser.at(timeMs))).toBe(formatDateTimeWithZone(timeMs, zone));
      }
      // Intl's own spelling of the zone (Asia/Kolkata is Asia/Calcutta to ICU).
      expect(browser.name).toBe(Intl.DateTimeFormat().resolvedOptions().timeZone);
    },
  );

  it('given a zone the host names, the provider uses it, not the browser’s', () => {
    process.env.TZ = 'America/New_York';
    const named = providerZone('Asia/Shanghai');
    expect(named.name).toBe('Asia/Shanghai');
    expect(named.offsetMinutes(instants[0] as number)).toBe(480);
    expect(named.at(instants[0] as number)).toBe('Asia/Shanghai');
  });

  it.each([
    [0, 'GMT+0'],
    [480, 'GMT+8'],
    [-300, 'GMT-5'],
    [330, 'GMT+5:30'],
    [-210, 'GMT-3:30'],
    [345, 'GMT+5:45'],
  ])('%i minutes east of UTC is named %s, as Intl names it', (minutes, name) => {
    expect(offsetName(minutes)).toBe(name);
  });
});

describe('§9 the subscription preview: when the money starts and stops working (issue 16 item 25)', () => {
  const now = Date.UTC(2025, 0, 15, 8, 0);
  it('flexible: subscribed now, interest from +1 h, first received at +2 h', () => {
    expect(subscriptionPreview({ kind: 'flexible' }, now)).toEqual([
      { step: 'subscribe', atMs: now },
      { step: 'interestStarts', atMs: Date.UTC(2025, 0, 15, 9, 0) },
      { step: 'interestReceived', atMs: Date.UTC(2025, 0, 15, 10, 0) },
    ]);
  });

  it.each([
    // UTC: next day 00:00 UTC; 30 days + 1 → maturity 2025-02-15 00:00 UTC, arrival +30 min.
    [0, Date.UTC(2025, 0, 16), Date.UTC(2025, 1, 15), Date.UTC(2025, 1, 15, 0, 30)],
    // GMT+8: the customer's day starts at 16:00 UTC the day before.
    [480, Date.UTC(2025, 0, 15, 16), Date.UTC(2025, 1, 14, 16), Date.UTC(2025, 1, 14, 16, 30)],
  ])(
    'fixed 30 days at offset %i min: interest %i, maturity %i, arrival %i',
    (offset, starts, maturity, arrival) => {
      expect(subscriptionPreview({ kind: 'fixed', lockUpDays: 30, utcOffsetMinutes: offset }, now)).toEqual([
        { step: 'subscribe', atMs: now },
        { step: 'interestStarts', atMs: starts },
        { step: 'maturity', atMs: maturity },
        { step: 'arrival', atMs: arrival },
      ]);
    },
  );
});

describe('§7 coin-user-profit-records: to = the end of today in the customer’s zone', () => {
  it.each([
    ['UTC, mid-afternoon', Date.UTC(2024, 2, 10, 15, 20), 0, Date.UTC(2024, 2, 11) / 1000 - 1],
    ['UTC, the first second', Date.UTC(2024, 2, 10, 0, 0, 0), 0, Date.UTC(2024, 2, 11) / 1000 - 1],
    [
      'UTC+8, 23:30 UTC is the next day there',
      Date.UTC(2024, 2, 10, 23, 30),
      480,
      Date.UTC(2024, 2, 11, 16) / 1000 - 1,
    ],
    [
      'UTC−5, 02:00 UTC is still the day before',
      Date.UTC(2024, 2, 10, 2, 0),
      -300,
      Date.UTC(2024, 2, 10, 5) / 1000 - 1,
    ],
  ])('%s', (_, nowMs, offset, expected) => {
    expect(endOfTodaySeconds(nowMs, offset)).toBe(expected);
  });
});
