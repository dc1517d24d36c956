import {
  canSubscribeVipFixed,
  matchVipConfig,
  supportChannel,
  supportRoute,
  vipUpgradePath,
  vipVisibility,
} from './vip';

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

  it.each([
    [undefined, '/vip?upTo=5'],
    [7, '/vip?upTo=7'],
  ])('§2 the upgrade link with upTo %j is %s', (upTo, path) => {
    expect(vipUpgradePath(upTo)).toBe(path);
  });
});

describe('§1, §6 support channel and §2 mobile routes', () => {
  it.each([
    [0, false, 'human-service', '/groupchat/call_service'],
    [0, true, 'human-service', '/groupchat/call_service?needNavBar=0'],
    [3, false, 'human-service', '/groupchat/call_service_bot?chatType=human&questionType=vip'],
    [7, true, 'human-service', '/groupchat/call_service_bot?chatType=human&questionType=vip&needNavBar=0'],
    [8, false, 'vip-manager', '/groupchat/call_vip_account_manager'],
    [9, true, 'vip-manager', '/groupchat/call_vip_account_manager?needNavBar=0'],
  ])('tier %i (in app %s) gets %s at %s', (tierLevel, inApp, channel, route) => {
    expect(supportChannel(tierLevel)).toBe(channel);
    expect(supportRoute({ tierLevel, inApp })).toBe(route);
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
