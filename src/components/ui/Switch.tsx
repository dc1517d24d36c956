import { type ReactNode, useId } from 'react';
import { useControllableState } from '../../hooks/useControllableState';

export interface SwitchProps {
  /** Whether the switch is on (controlled). */
  checked?: boolean;
  /** Whether the switch starts on when uncontrolled. @default false */
  defaultChecked?: boolean;
  /**
   * Called with the requested state. To confirm first (auto earn asks in a dialog, §4), control
   * `checked` and only change it once confirmed.
   */
  onCheckedChange?: (checked: boolean) => void;
  /** A visible label next to the switch. Without it, pass `aria-label` or `aria-labelledby`. */
  label?: ReactNode;
  /** The accessible name when there is no visible label, e.g. "Auto earn USDT". */
  'aria-label'?: string;
  /** The id of an element that names the switch. */
  'aria-labelledby'?: string;
  /** The id of an element that describes the switch. */
  'aria-describedby'?: string;
  /** Whether the switch can be toggled. @default false */
  disabled?: boolean;
  /**
   * A change is being saved: the switch sets `aria-busy` and `aria-disabled` and ignores presses,
   * but keeps focus (a disabled button would drop it to the page).
   * @default false
   */
  loading?: boolean;
  /** The button's id. @default a generated id */
  id?: string;
  /** Extra class on the wrapper. */
  className?: string;
}

/**
 * An on/off switch (`<button role="switch">`): Space or Enter toggles it, or a click on it or its
 * label. Exposes `data-state="checked|unchecked"`.
 */
export function Switch({
  checked,
  defaultChecked = false,
  onCheckedChange,
  label,
  disabled = false,
  loading = false,
  id,
  className,
  ...aria
}: SwitchProps) {
  const [on, setOn] = useControllableState({
    value: checked,
    defaultValue: defaultChecked,
    onChange: onCheckedChange,
  });
  const generatedId = useId();
  const switchId = id ?? `wk-switch-${generatedId}`;
  const state = on ? 'checked' : 'unchecked';
  return (
    <span className={className ? `wk-box wk-switch ${className}` : 'wk-box wk-switch'} data-state={state}>
      <button
        {...aria}
        type="button"
        role="switch"
        id={switchId}
        aria-checked={on}
        aria-busy={loading || undefined}
        data-state={state}
        data-loading={loading ? '' : undefined}
        aria-disabled={loading || undefined}
        disabled={disabled}
        className="wk-switch__control"
        onClick={() => {
          if (!loading) setOn(!on);
        }}
      >
        <span className="wk-switch__thumb" data-state={state} />
      </button>
      {label !== undefined && (
        <label className="wk-switch__label" htmlFor={switchId}>
          {label}
        </label>
      )}
    </span>
  );
}
