import { apiCredentials, CLOSED_CONFIG, loadGuestConfig, parseGuestConfig } from './config';

const SELF = 'https://wealth.example';

describe('guest config (deploy-time, config.json): given its JSON', () => {
  it('accepts exact origins and turns "self" into the guest origin', () => {
    expect(
      parseGuestConfig(
        {
          apiBaseUrl: 'https://api.example',
          allowedParentOrigins: ['https://assets.example', 'self'],
          allowSandbox: true,
        },
        SELF,
      ),
    ).toEqual({
      apiBaseUrl: 'https://api.example',
      allowedParentOrigins: ['https://assets.example', SELF],
      allowSandbox: true,
    });
  });

  it.each([
    ['a wildcard parent', { allowedParentOrigins: ['*'] }],
    ['a "null" parent', { allowedParentOrigins: ['null'] }],
    ['a parent with a path', { allowedParentOrigins: ['https://assets.example/'] }],
    ['a suffix pattern', { allowedParentOrigins: ['*.example.com'] }],
    ['no parent list', {}],
    ['a non-boolean sandbox flag', { allowedParentOrigins: [], allowSandbox: 'yes' }],
    ['a javascript: API', { allowedParentOrigins: [], apiBaseUrl: 'javascript:alert(1)' }],
    ['an API URL no browser can parse', { allowedParentOrigins: [], apiBaseUrl: 'https://[' }],
    ['an array', []],
    ['null', null],
  ])('refuses %s', (_, data) => {
    expect(parseGuestConfig(data, SELF)).toBeNull();
  });

  it('a missing or broken config.json gives the closed config (nobody allowed, no sandbox)', async () => {
    const url = new URL(`${SELF}/embed/config.json`);
    expect(await loadGuestConfig(url, async () => new Response('nope', { status: 404 }))).toEqual(
      CLOSED_CONFIG,
    );
    expect(await loadGuestConfig(url, async () => new Response('{oops'))).toEqual(CLOSED_CONFIG);
    expect(await loadGuestConfig(url, async () => Promise.reject(new TypeError('offline')))).toEqual(
      CLOSED_CONFIG,
    );
    expect(CLOSED_CONFIG).toEqual({ apiBaseUrl: '', allowedParentOrigins: [], allowSandbox: false });
  });
});

describe('the guest API client’s credentials: given where the config puts the API', () => {
  it.each([
    ['the guest’s own origin (no base URL)', '', 'same-origin'],
    ['the guest’s own origin, spelled out', `${SELF}/`, 'same-origin'],
    ['a path on the guest’s own origin', `${SELF}/apiw-proxy`, 'same-origin'],
    [
      'another host of the same site: the session cookie must go with it',
      'https://www.wealth.example',
      'include',
    ],
    ['another port of the guest’s host', 'https://wealth.example:8443', 'include'],
    ['another scheme', 'http://wealth.example', 'include'],
  ])('%s: %s', (_case, apiBaseUrl, credentials) => {
    expect(apiCredentials(apiBaseUrl, SELF)).toBe(credentials);
  });
});
