import { canSubscribeVipFixed, matchVipConfig, supportChannel, vipVisibility } from './vip';

describe('§6 VIP visibility by tier: given a product for VIP 3 to 6', () => {
  it.each([
    [0, 'upgrade'],
    [2, 'upgrade'],
    [3, 'eligible'],
    [6, 'eligible'],
    [7, 'view-benefits'],
  ] as const)('tier %i sees %s', (tier, visibility) => {
    expect(vipVisibility(tier, { minTier: 3, maxTier: 6 })).toBe(visibility);
  });
});

describe('§5, §6 VIP fixed products need tier 5', () => {
  it.each([
    [4, false],
    [5, true],
    [12, true],
  ])('tier %i may subscribe: %s', (tier, allowed) => {
    expect(canSubscribeVipFixed(tier)).toBe(allowed);
  });
});

describe('§1, §6 support channel: tier 8 and above get the VIP account manager', () => {
  it.each([
    [0, 'human-service'],
    [7, 'human-service'],
    [8, 'vip-manager'],
    [16, 'vip-manager'],
  ])('tier %i gets %s', (tierLevel, channel) => {
    expect(supportChannel(tierLevel)).toBe(channel);
  });
});

describe('§6 staking VIP discount matched by tier from vip_config', () => {
  const config = [
    { min_tier: 1, max_tier: 3, vip_sale: '0.9' },
    { min_tier: 4, max_tier: 16, vip_sale: '0.8' },
  ];
  it.each([
    [0, null],
    [1, '0.9'],
    [3, '0.9'],
    [4, '0.8'],
    [16, '0.8'],
    [17, null],
  ])('tier %i gets %j', (tier, sale) => {
    expect(matchVipConfig(config, tier)?.vip_sale ?? null).toBe(sale);
  });

  it.each([null, undefined, []])('no config (%j) gives no discount', (c) => {
    expect(matchVipConfig(c, 5)).toBeNull();
  });
});
