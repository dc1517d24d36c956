import { describe, expect, it } from 'vitest';
import { simpleEarnFaqFacts } from './simpleEarnFaq';

describe('simpleEarnFaqFacts (the numbers the Simple Earn FAQ states)', () => {
  const facts = simpleEarnFaqFacts();
  it.each<[string, keyof typeof facts, number | string]>([
    ['§9 flexible interest starts 1 hour after subscription', 'flexibleStartHours', 1],
    ['§9 flexible interest is received 2 hours after', 'flexibleReceivedHours', 2],
    ['§9 fixed maturity is period + 1 days: a 30-day term matures on day 31', 'exampleMaturityDay', 31],
    ['§9 the redemption arrives 30 minutes after the finish time', 'fixedArrivalMinutes', 30],
    ['§4, §9 early redeem, reinvest and redeem-to close 1 hour before maturity', 'maturityLockHours', 1],
    ['§5, §9 minimum flexible redeem 0.000001', 'minFlexibleRedeem', '0.000001'],
    ['§5, §9 default maximum lent APR 5 percent', 'defaultMaxLendAprPercent', '5'],
    ['§9 estimated interest divides by 365', 'daysPerYear', 365],
    ['§5, §6 VIP fixed products need tier 5', 'vipFixedMinTier', 5],
    ['§1, §6, §9 VIP account manager from tier 8', 'vipManagerMinTier', 8],
    ['§5, §9 history reaches back 6 months', 'historyRangeMonths', 6],
  ])('%s', (_, fact, expected) => {
    expect(facts[fact]).toBe(expected);
  });
});
