import { isAllowedOrigin } from '../protocol';

/**
 * The guest's deploy-time configuration, served beside index.html as `config.json` (never read
 * from the query string: a link must not be able to pick the API or the trusted parents).
 */
export interface GuestConfig {
  /** The exchange's API origin for the client. '' is the guest's own origin. */
  apiBaseUrl: string;
  /**
   * The exact parent origins that may frame this guest and exchange messages with it. `"self"`
   * stands for the guest's own origin (development servers, where host and guest share one).
   */
  allowedParentOrigins: string[];
  /** Whether `sandbox=1` may switch this deployment to the sandbox exchange (demos, tests). */
  allowSandbox: boolean;
}

/** A config that trusts nobody: what the guest runs with when config.json is missing or wrong. */
export const CLOSED_CONFIG: GuestConfig = { apiBaseUrl: '', allowedParentOrigins: [], allowSandbox: false };

/** Validates a parsed config.json; `null` when anything is off. */
export function parseGuestConfig(data: unknown, selfOrigin: string): GuestConfig | null {
  if (typeof data !== 'object' || data === null || Array.isArray(data)) return null;
  const { apiBaseUrl = '', allowedParentOrigins, allowSandbox = false } = data as Record<string, unknown>;
  if (typeof apiBaseUrl !== 'string' || typeof allowSandbox !== 'boolean') return null;
  if (apiBaseUrl !== '' && !(/^https?:\/\/[^/?#]+(\/[^?#]*)?$/.test(apiBaseUrl) && isUrl(apiBaseUrl)))
    return null;
  if (!Array.isArray(allowedParentOrigins)) return null;
  const origins = allowedParentOrigins.map((o) => (o === 'self' ? selfOrigin : o));
  if (!origins.every((o) => typeof o === 'string' && isAllowedOrigin(o, [o]))) return null;
  return { apiBaseUrl, allowedParentOrigins: origins as string[], allowSandbox };
}

/**
 * The fetch `credentials` of the guest's API client. The frame is signed in by the exchange's own
 * session cookie (the host never hands it a secret), which a fetch sends to another origin only
 * with 'include': an API at another origin than the guest (say the guest at
 * wealth.example.com, the API at www.example.com) then has to allow the guest's exact origin with
 * `Access-Control-Allow-Credentials: true`. An API on the guest's own origin ('' or its URL) keeps
 * fetch's default, 'same-origin', and needs no CORS.
 */
export function apiCredentials(apiBaseUrl: string, guestOrigin: string): RequestCredentials {
  return apiBaseUrl === '' || new URL(apiBaseUrl).origin === guestOrigin ? 'same-origin' : 'include';
}

function isUrl(text: string): boolean {
  try {
    new URL(text);
    return true;
  } catch {
    return false;
  }
}

/** Fetches and validates `config.json` beside the page; {@link CLOSED_CONFIG} on any failure. */
export async function loadGuestConfig(url: URL, fetcher: typeof fetch = fetch): Promise<GuestConfig> {
  try {
    const response = await fetcher(url, { credentials: 'same-origin', cache: 'no-cache' });
    if (!response.ok) return CLOSED_CONFIG;
    return parseGuestConfig(await response.json(), url.origin) ?? CLOSED_CONFIG;
  } catch {
    return CLOSED_CONFIG;
  }
}
