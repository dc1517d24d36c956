import {
  FRAME_QUERY,
  type FrameTheme,
  type FrameWidget,
  isFrameAreaHref,
  isFrameWidget,
  isInstanceId,
  PROTOCOL_MIN_VERSION,
  PROTOCOL_VERSION,
  type ProtocolVersion,
} from '../protocol';

/** What the guest reads from its URL. Every value is checked; anything odd is left out. */
export interface FrameQuery {
  /** `is_frame=1`: the widget talks to its parent instead of navigating (§2). */
  isFrame: boolean;
  widget: FrameWidget | undefined;
  /** Or the page of the wealth area it shows (`page=/simple-earn/my-lendings?tab=fixed`). */
  page: string | undefined;
  /** The protocol version the host speaks (`wk_v`), capped at ours; 1 when the host names none. */
  hostVersion: ProtocolVersion;
  /** The id the host minted for this frame; every message carries it. */
  instanceId: string | undefined;
  /** `wk_login`: whether the host's customer is signed in as the frame opens; undefined when it does not say. */
  isLogin: boolean | undefined;
  /** The origin the host says it has; used only if the deploy config allows it. */
  parentOrigin: string | undefined;
  coin: string | undefined;
  pid: string | undefined;
  asset: string | undefined;
  type: 'call' | 'put' | undefined;
  rid: string | undefined;
  lang: string | undefined;
  theme: FrameTheme | undefined;
  platform: 'web' | 'app';
  /** `sandbox=1`: asks for the sandbox exchange; the deploy config decides. */
  sandbox: boolean;
  /** The sandbox scenario's name (lower-case letters, digits, dashes); read only on the sandbox. */
  scenario: string | undefined;
}

const COIN = /^[A-Za-z0-9]{1,16}$/;
const ID = /^-?[A-Za-z0-9_]{1,32}$/;
const SCENARIO = /^[a-z0-9-]{1,32}$/;
const LANG = /^[A-Za-z]{2,3}(-[A-Za-z0-9]{2,8})*$/;

function pick(params: URLSearchParams, name: string, pattern: RegExp): string | undefined {
  const value = params.get(name);
  return value !== null && pattern.test(value) ? value : undefined;
}

/** A host newer than us is spoken to in our version; a number that is not one is an old host's 1. */
function hostVersion(value: string | null): ProtocolVersion {
  const v = value !== null && /^[1-9][0-9]{0,3}$/.test(value) ? Number(value) : PROTOCOL_MIN_VERSION;
  return Math.min(v, PROTOCOL_VERSION) as ProtocolVersion;
}

/** Reads the guest's query string (`location.search`). Never throws. */
export function parseFrameQuery(search: string): FrameQuery {
  const params = new URLSearchParams(search);
  const widget = params.get(FRAME_QUERY.widget);
  const instanceId = params.get(FRAME_QUERY.instanceId);
  const page = params.get(FRAME_QUERY.page);
  const type = params.get('type');
  const theme = params.get('theme');
  const login = params.get(FRAME_QUERY.login);
  return {
    isFrame: params.get(FRAME_QUERY.isFrame) === '1',
    widget: isFrameWidget(widget) ? widget : undefined,
    page: isFrameAreaHref(page) ? page : undefined,
    hostVersion: hostVersion(params.get(FRAME_QUERY.version)),
    instanceId: isInstanceId(instanceId) ? instanceId : undefined,
    isLogin: login === '1' ? true : login === '0' ? false : undefined,
    parentOrigin: params.get(FRAME_QUERY.parentOrigin) ?? undefined,
    coin: pick(params, 'coin', COIN)?.toUpperCase(),
    pid: pick(params, 'pid', ID),
    asset: pick(params, 'asset', COIN)?.toUpperCase(),
    type: type === 'call' || type === 'put' ? type : undefined,
    rid: pick(params, 'rid', ID),
    lang: pick(params, 'lang', LANG),
    theme: theme === 'light' || theme === 'dark' || theme === 'vip' ? theme : undefined,
    platform: params.get('platform') === 'app' ? 'app' : 'web',
    sandbox: params.get('sandbox') === '1',
    scenario: pick(params, 'scenario', SCENARIO),
  };
}
