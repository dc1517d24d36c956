import { type CSSProperties, useEffect, useRef } from 'react';
import {
  type FrameParams,
  type MountWealthFrameOptions,
  mountWealthFrame,
  type WealthFrameHandle,
} from './host';
import type { FrameTheme, FrameUser, FrameWidget, GuestEvent, LoginReason } from './protocol';

/** Props of {@link WealthFrame}. */
export interface WealthFrameProps {
  /** The guest app's index.html, absolute or relative to this page. */
  src: string;
  /** Which widget the frame shows; a change mounts a new frame. Give this or `page`. @default none */
  widget?: FrameWidget;
  /**
   * Or the page of the wealth area (§2) the frame opens on, with its query ('/simple-earn',
   * '/staking/GT?pid=3'); the frame then moves between the area's pages itself. A change mounts a
   * new frame on that page. Give this or `widget`.
   * @default none
   */
  page?: string;
  /** The widget's parameters; a change of any of them mounts a new frame. @default {} */
  params?: FrameParams;
  /** The guest's exact origin. @default the origin of `src` */
  allowedOrigin?: string;
  /**
   * Every valid message from the guest. The latest function is called; changing it does not remount.
   * @default none
   */
  onEvent?: (event: GuestEvent) => void;
  /**
   * The customer must log in (reason 'logged_out' or 'session_expired'): log them in, then pass
   * `user={{ ...traits, isLogin: true }}`; the frame goes on where it was. The latest function is called.
   * @default none
   */
  onLoginRequired?: (reason: LoginReason) => void;
  /**
   * A frame on a page of the area moved to another of its pages (see mountWealthFrame): keep it in
   * your URL to mount the frame there again. The latest function is called. @default none
   */
  onPageChange?: (page: string) => void;
  /**
   * The frame did not become ready within `readyTimeoutMs` (see mountWealthFrame). The latest function is called.
   * @default none
   */
  onLoadError?: (error: { reason: 'not_loaded' | 'not_ready' }) => void;
  /** How long to wait for the frame's `ready` before `onLoadError`, in ms. @default 15000 */
  readyTimeoutMs?: number;
  /** Language; a change is sent to the guest as `update`, without remounting. @default params.lang */
  locale?: string;
  /** Theme; a change is sent to the guest as `update`, without remounting. @default params.theme */
  theme?: FrameTheme;
  /**
   * The signed-in customer's traits (tier, KYC level, verified); a change of their values is sent
   * as `update`, without remounting. @default none: the guest assumes tier 0, KYC 0, not verified
   */
  user?: FrameUser;
  /**
   * The exchange's device token for this browser (the launch pool frames' orders carry it, §7); a
   * change is sent as `update`, without remounting. @default none
   */
  deviceToken?: string;
  /** The iframe's accessible name. @default 'wealthkit' */
  title?: string;
  /** Class of the element the iframe is mounted in. @default none */
  className?: string;
  /** Style of the element the iframe is mounted in. @default none */
  style?: CSSProperties;
}

/**
 * `<WealthFrame>`: {@link mountWealthFrame} as a React component. It mounts on mount, destroys on
 * unmount, and sends locale and theme changes as `update` messages.
 */
export function WealthFrame(props: WealthFrameProps) {
  const {
    src,
    widget,
    page,
    params,
    allowedOrigin,
    title,
    locale,
    theme,
    user,
    deviceToken,
    readyTimeoutMs,
  } = props;
  const container = useRef<HTMLDivElement>(null);
  const handle = useRef<WealthFrameHandle | null>(null);
  // The latest props, for the callbacks and for the first init (a later change goes as update).
  const latest = useRef(props);
  latest.current = props;
  // Params and user are usually inline object literals: key on their content, not identity.
  const paramsKey = JSON.stringify(params ?? {});
  const userKey = user ? JSON.stringify(user) : '';

  useEffect(() => {
    const element = container.current;
    if (!element) return;
    const frameParams: FrameParams = JSON.parse(paramsKey);
    const { locale: lang, theme: look, user: traits, deviceToken: token } = latest.current;
    const options: MountWealthFrameOptions = {
      src,
      ...(widget ? { widget } : {}),
      ...(page ? { page } : {}),
      params: { ...frameParams, ...(lang ? { lang } : {}), ...(look ? { theme: look } : {}) },
      onEvent: (event) => latest.current.onEvent?.(event),
      onLoginRequired: (reason) => latest.current.onLoginRequired?.(reason),
      onPageChange: (to) => latest.current.onPageChange?.(to),
      onLoadError: (error) => latest.current.onLoadError?.(error),
      ...(readyTimeoutMs === undefined ? {} : { readyTimeoutMs }),
      ...(allowedOrigin ? { allowedOrigin } : {}),
      ...(title ? { title } : {}),
      ...(traits ? { user: traits } : {}),
      ...(token ? { deviceToken: token } : {}),
    };
    const mounted = mountWealthFrame(element, options);
    handle.current = mounted;
    return () => {
      mounted.destroy();
      handle.current = null;
    };
  }, [src, widget, page, paramsKey, allowedOrigin, title, readyTimeoutMs]);

  useEffect(() => {
    if (locale || theme) {
      handle.current?.update({ ...(locale ? { locale } : {}), ...(theme ? { theme } : {}) });
    }
  }, [locale, theme]);

  useEffect(() => {
    // The mount effect above already put the first value into init; this sends later changes.
    if (userKey) handle.current?.update({ user: JSON.parse(userKey) });
  }, [userKey]);

  useEffect(() => {
    if (deviceToken) handle.current?.update({ deviceToken });
  }, [deviceToken]);

  return <div ref={container} className={props.className} style={props.style} />;
}
