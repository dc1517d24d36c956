import { useCallback } from 'react';
import { simpleEarnApi } from '../api/endpoints/simpleEarn';
import { AUTO_EARN_STATUS, type AutoEarnStatus } from '../domain';
import { TOPICS } from '../state/topics';
import { type SettingActionState, useSettingAction } from './useSettingAction';

export interface UseAutoEarnToggleOptions {
  /** The flexible asset whose auto earn is switched (§4: per asset). */
  asset: string;
  /** Called with the status the server accepted. */
  onSuccess?: (status: AutoEarnStatus) => void;
}

export interface AutoEarnToggle {
  /**
   * Sends §7 autoivest `{assets, status}`: '1' enables, '0' disables (§4). Success toasts
   * 'autoEarn.enabled' / 'autoEarn.disabled'; a failure toasts the server's message (or
   * 'Networkerr') and its outcome carries `closeDialog` (§8 "Auto earn failure: the dialog closes").
   * Logged out, it asks the host to log in and resolves null.
   */
  setStatus: (status: AutoEarnStatus) => Promise<SettingActionState<unknown> | null>;
  pending: boolean;
  state: SettingActionState<unknown>;
  reset: () => void;
}

/** Auto earn of one asset, switched on or off after the customer confirmed (§4). */
export function useAutoEarnToggle({ asset, onSuccess }: UseAutoEarnToggleOptions): AutoEarnToggle {
  const action = useSettingAction<AutoEarnStatus, unknown>({
    context: 'auto-earn',
    send: (client, status) => simpleEarnApi(client).setAutoInvest({ assets: asset, status }),
    successMessage: (status) => ({
      key: status === AUTO_EARN_STATUS.ON ? 'autoEarn.enabled' : 'autoEarn.disabled',
    }),
    invalidates: [TOPICS.earnHoldings],
    onSuccess: (_result, status) => onSuccess?.(status),
  });
  const { run } = action;
  const setStatus = useCallback((status: AutoEarnStatus) => run(status), [run]);
  return { setStatus, pending: action.pending, state: action.state, reset: action.reset };
}
