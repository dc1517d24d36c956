import { type ReactNode, useId } from 'react';
import { useControllableState } from '../../hooks/useControllableState';

export interface ChipOption {
  /** The value selected by this chip, e.g. a fixed product id. */
  value: string;
  /** What the chip shows, e.g. "30 days". */
  label: ReactNode;
  /** Whether the chip can be chosen (e.g. a sold-out term, §4). @default false */
  disabled?: boolean;
}

export interface ChipsProps {
  /** Names the group, e.g. "Term". */
  'aria-label': string;
  /** The choices, in order. */
  options: ChipOption[];
  /** The chosen value (controlled). */
  value?: string;
  /** The value chosen first when uncontrolled. @default '' (nothing chosen) */
  defaultValue?: string;
  /** Called when the customer chooses another chip. */
  onValueChange?: (value: string) => void;
  /** The radios' form name. @default a generated name */
  name?: string;
  /** Extra class on the group. */
  className?: string;
}

/**
 * Single-choice chips, e.g. the term chips of the subscribe modal (§2). They choose a form value,
 * not a panel, so they are native radio buttons drawn as pills: one tab stop, arrow keys move and
 * choose, disabled chips are skipped, and forms see the value. Each chip exposes
 * `data-state="checked|unchecked"`.
 */
export function Chips({
  'aria-label': ariaLabel,
  options,
  value,
  defaultValue = '',
  onValueChange,
  name,
  className,
}: ChipsProps) {
  const [current, setCurrent] = useControllableState({ value, defaultValue, onChange: onValueChange });
  const generatedName = useId();
  const groupName = name ?? `wk-chips-${generatedName}`;
  return (
    <div
      role="radiogroup"
      aria-label={ariaLabel}
      className={className ? `wk-box wk-chips ${className}` : 'wk-box wk-chips'}
    >
      {options.map((option) => {
        const checked = option.value === current;
        return (
          <label
            key={option.value}
            className="wk-chip"
            data-state={checked ? 'checked' : 'unchecked'}
            data-disabled={option.disabled ? '' : undefined}
          >
            <input
              type="radio"
              className="wk-chip__input"
              name={groupName}
              value={option.value}
              checked={checked}
              disabled={option.disabled}
              onChange={() => setCurrent(option.value)}
            />
            {option.label}
          </label>
        );
      })}
    </div>
  );
}
