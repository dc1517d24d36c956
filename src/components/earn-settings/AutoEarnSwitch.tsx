import { type ReactNode, useId, useState } from 'react';
import { AUTO_EARN_STATUS, type AutoEarnStatus } from '../../domain';
import { useWealth } from '../../hooks/context';
import { useControllableState } from '../../hooks/useControllableState';
import { useMessages } from '../../hooks/useMessages';
import { useOpenedOnce } from '../../hooks/useOpenedOnce';
import { autoEarnMessages } from '../../i18n/features/autoEarn';
import { type CoinProp, coinOf } from '../coinProp';
import { Switch } from '../ui/Switch';
import { AutoEarnConfirmDialog } from './AutoEarnConfirmDialog';

/** AutoEarnSwitch's props: `coin`, the flexible holding's coin (one switch per coin, §2; `asset` is its deprecated name), and these. */
export type AutoEarnSwitchProps = AutoEarnSwitchOptions & CoinProp;

interface AutoEarnSwitchOptions {
  /**
   * Whether auto earn is on (controlled), e.g. the holding view's `autoEarn`.
   * @default uncontrolled, from `defaultChecked`
   */
  checked?: boolean;
  /** Whether it starts on when uncontrolled. @default false */
  defaultChecked?: boolean;
  /** Called with the new state once the server accepted it (never before the confirm). @default none */
  onCheckedChange?: (checked: boolean) => void;
  /** A visible label next to the switch. @default none (the switch is named by `aria-label`) */
  label?: ReactNode;
  /** The accessible name when there is no label. @default 'Auto Earn {coin}' */
  'aria-label'?: string;
  /** Whether the switch can be used. @default false */
  disabled?: boolean;
}

/**
 * The auto-earn switch of the holdings table (§2, §4): pressing it asks in an
 * `AutoEarnConfirmDialog` and only flips once the server accepted; a failure leaves it as it was.
 * A logged-out visitor's press asks the host to log in (§4). Focus comes back to the switch when
 * the dialog closes.
 */
export function AutoEarnSwitch({
  coin,
  asset: alias,
  checked,
  defaultChecked = false,
  onCheckedChange,
  label,
  'aria-label': ariaLabel,
  disabled = false,
}: AutoEarnSwitchProps) {
  const asset = coinOf({ coin, asset: alias }, 'AutoEarnSwitch');
  useMessages(autoEarnMessages);
  const { t, requireLogin } = useWealth();
  const [on, setOn] = useControllableState({
    value: checked,
    defaultValue: defaultChecked,
    onChange: onCheckedChange,
  });
  // The status asked for; kept after closing so the dialog's words do not flip while it animates out.
  const [target, setTarget] = useState<AutoEarnStatus>(AUTO_EARN_STATUS.ON);
  const [open, setOpen] = useState(false);
  const switchId = `wk-auto-earn-${useId()}`;
  // A table shows a switch per row; each one's dialog mounts only when first asked for.
  const opened = useOpenedOnce(open);

  return (
    <>
      <Switch
        id={switchId}
        checked={on}
        onCheckedChange={(next) => {
          if (!requireLogin()) return;
          setTarget(next ? AUTO_EARN_STATUS.ON : AUTO_EARN_STATUS.OFF);
          setOpen(true);
        }}
        label={label}
        aria-label={
          label === undefined ? (ariaLabel ?? t('earnSettings.autoEarn.switch', { asset })) : undefined
        }
        disabled={disabled}
      />
      {opened && (
        <AutoEarnConfirmDialog
          coin={asset}
          status={target}
          open={open}
          onOpenChange={setOpen}
          // The Switch cannot be the dialog's Radix trigger (it is not a single element), so focus is
          // given back by hand, when the closed dialog's focus trap lets go: a timer set at close
          // could fire while the trap (or a closing animation) still holds focus, which pulls it back.
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            document.getElementById(switchId)?.focus();
          }}
          onSuccess={(status) => setOn(status === AUTO_EARN_STATUS.ON)}
        />
      )}
    </>
  );
}
