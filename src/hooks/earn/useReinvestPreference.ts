import { useState } from 'react';
import {
  REDEEM_ACCOUNT_TYPE,
  REINVEST_STATUS,
  type RedeemAccountType,
  redeemAccountForReinvest,
} from '../../domain';
import { useWealth } from '../context';

/**
 * The fixed-order defaults a customer keeps between subscriptions (§3 preferences): auto-reinvest
 * and where a redemption goes. §4: enabling reinvest sets redeem account 0, disabling 1; both are
 * remembered as the default.
 */
export function useReinvestPreference() {
  const { preferences } = useWealth();
  const [reinvestStatus, setReinvestStatus] = useState(
    () => preferences.get('reinvestStatus') ?? REINVEST_STATUS.OFF,
  );
  const [redeemAccountType, setRedeemAccountTypeState] = useState<RedeemAccountType>(
    () => preferences.get('redeemAccountType') ?? REDEEM_ACCOUNT_TYPE.SIMPLE_EARN_FLEXIBLE,
  );
  return {
    reinvest: reinvestStatus === REINVEST_STATUS.ON,
    redeemAccountType,
    setReinvest(on: boolean) {
      const status = on ? REINVEST_STATUS.ON : REINVEST_STATUS.OFF;
      const account = redeemAccountForReinvest(on);
      setReinvestStatus(status);
      setRedeemAccountTypeState(account);
      preferences.set('reinvestStatus', status);
      preferences.set('redeemAccountType', account);
    },
    setRedeemAccountType(type: RedeemAccountType) {
      setRedeemAccountTypeState(type);
      preferences.set('redeemAccountType', type);
    },
  };
}
