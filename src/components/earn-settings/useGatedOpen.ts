import { useCallback, useEffect, useRef } from 'react';
import { useWealth } from '../../hooks/context';
import { useControllableState } from '../../hooks/useControllableState';
import type { SettingsDialogProps } from './settingsDialogProps';

export interface GatedOpenOptions
  extends Pick<SettingsDialogProps, 'open' | 'defaultOpen' | 'onOpenChange' | 'onClose'> {
  /** Whether only signed-in customers may open it. @default true */
  requiresLogin?: boolean;
}

/**
 * Radix-style `open` / `defaultOpen` / `onOpenChange` for a modal that only signed-in customers may
 * open (§1, §4 "Logged-out users get the registration modal"): a logged-out visitor's attempt asks
 * the host to log in (`onLoginRequired`) instead of opening. `onClose` fires on every close.
 */
export function useGatedOpen({
  open,
  defaultOpen = false,
  onOpenChange,
  onClose,
  requiresLogin = true,
}: GatedOpenOptions): [boolean, (open: boolean) => void] {
  const wealth = useWealth();
  const [requested, setRequested] = useControllableState({
    value: open,
    defaultValue: defaultOpen,
    onChange: onOpenChange,
  });
  const latest = useRef({ onClose, wealth, setRequested, requiresLogin });
  latest.current = { onClose, wealth, setRequested, requiresLogin };
  const isLogin = wealth.user.isLogin || !requiresLogin;

  const setOpen = useCallback((next: boolean) => {
    const { wealth: w, onClose: close, setRequested: set, requiresLogin: gated } = latest.current;
    if (next && gated && !w.requireLogin()) return;
    set(next);
    if (!next) close?.();
  }, []);

  // A host that opens it (open or defaultOpen) for a logged-out visitor gets the login request too,
  // once per opening: StrictMode runs this effect a second time before the close lands, and the
  // host's login (a navigation, a modal) ran twice.
  const asked = useRef(false);
  useEffect(() => {
    if (!requested || isLogin) {
      asked.current = false;
      return;
    }
    if (!asked.current) latest.current.wealth.requireLogin();
    asked.current = true;
    latest.current.setRequested(false);
  }, [requested, isLogin]);

  return [requested && isLogin, setOpen];
}
