import { buildHref } from './links';

describe('§2 links: given a route and a platform', () => {
  it.each([
    ['/simple-earn', {}, 'web', '/simple-earn'],
    ['/vip', { upTo: 5 }, 'web', '/vip?upTo=5'],
    ['/vip', { upTo: 5 }, 'app', '/vip?upTo=5&needNavBar=0'],
    ['/staking/ETH', { pid: 3, skip: undefined }, 'web', '/staking/ETH?pid=3'],
    [
      '/groupchat/call_service_bot?chatType=human',
      { questionType: 'vip' },
      'app',
      '/groupchat/call_service_bot?chatType=human&questionType=vip&needNavBar=0',
    ],
    ['/myaccount/myfunds/spot', { asset: 'A&B' }, 'web', '/myaccount/myfunds/spot?asset=A%26B'],
  ] as const)('%s %j on %s → %s', (path, query, platform, expected) => {
    expect(buildHref(path, query, platform)).toBe(expected);
  });
});
