import { parseFrameQuery } from './query';

describe('parseFrameQuery: given the guest URL query', () => {
  it('reads every parameter the host sends', () => {
    expect(
      parseFrameQuery(
        '?is_frame=1&widget=dual&instance_id=abc123&parent_origin=https%3A%2F%2Fa.example&wk_login=0&coin=btc&pid=9&type=put&lang=zh-CN&theme=vip&platform=app&sandbox=1&scenario=fund-password',
      ),
    ).toEqual({
      isFrame: true,
      widget: 'dual',
      page: undefined,
      hostVersion: 1,
      instanceId: 'abc123',
      isLogin: false,
      parentOrigin: 'https://a.example',
      coin: 'BTC',
      pid: '9',
      asset: undefined,
      type: 'put',
      rid: undefined,
      lang: 'zh-CN',
      theme: 'vip',
      platform: 'app',
      sandbox: true,
      scenario: 'fund-password',
    });
  });

  it.each([
    ['an unknown widget', '?widget=admin', 'widget'],
    ['a coin with markup', '?coin=%3Cimg%3E', 'coin'],
    ['an instance id with a dot', '?instance_id=a.b', 'instanceId'],
    ['an unknown theme', '?theme=neon', 'theme'],
    ['an unknown dual type', '?type=both', 'type'],
    ['a lang with a path', '?lang=../x', 'lang'],
    ['a scenario with a path', '?scenario=../regular', 'scenario'],
    ['a scenario in capitals', '?scenario=REGULAR', 'scenario'],
    ['a scenario too long', `?scenario=${'a'.repeat(33)}`, 'scenario'],
    ['a page outside the area', `?page=${encodeURIComponent('/vip?upTo=5')}`, 'page'],
    ['a page of another site', `?page=${encodeURIComponent('//evil.example/simple-earn')}`, 'page'],
    [
      'an area page with a field it does not take',
      `?page=${encodeURIComponent('/simple-earn/faq?x=1')}`,
      'page',
    ],
    ['an unknown area path', `?page=${encodeURIComponent('/simple-earn/admin')}`, 'page'],
    ['a login that is neither 1 nor 0', '?wk_login=true', 'isLogin'],
  ])('drops %s', (_, search, key) => {
    expect(parseFrameQuery(search)[key as keyof ReturnType<typeof parseFrameQuery>]).toBeUndefined();
  });

  it.each([
    '/simple-earn',
    '/simple-earn/faq',
    '/simple-earn/my-lendings?tab=fixed',
    '/simple-earn/history?tab=flexible&type=redeem',
    '/staking/GT?pid=3',
    '/dual-currency-investment?pid=7&type=put&coin=BTC',
    '/simple-earn/my-lendings?needNavBar=0',
  ])('reads the area page %s (§2)', (page) => {
    expect(parseFrameQuery(`?is_frame=1&page=${encodeURIComponent(page)}`).page).toBe(page);
  });

  it.each([
    ['', 1],
    ['&wk_v=1', 1],
    ['&wk_v=2', 2],
    ['&wk_v=3', 3],
    ['&wk_v=4', 4],
    ['&wk_v=9', 4],
    ['&wk_v=two', 1],
    ['&wk_v=0', 1],
  ])('speaks the lower of the host’s protocol version and ours: %s → %i', (extra, version) => {
    expect(parseFrameQuery(`?is_frame=1${extra}`).hostVersion).toBe(version);
  });

  it('is not a frame and not on the sandbox unless asked with 1', () => {
    expect(parseFrameQuery('?is_frame=true&sandbox=yes')).toMatchObject({
      isFrame: false,
      sandbox: false,
      platform: 'web',
    });
  });
});
