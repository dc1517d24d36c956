import { type ReactNode, useId } from 'react';

export interface CheckboxProps {
  /** The visible label; clicking it toggles the box. */
  label: ReactNode;
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
  /** A line under the label that says what the choice does, tied to the box by aria-describedby. */
  hint?: ReactNode;
  /** @default undefined */
  className?: string;
}

/** A native checkbox with its label (and optional hint): keyboard and screen readers for free. */
export function Checkbox({ label, checked, onCheckedChange, hint, className }: CheckboxProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  return (
    <div className={className ? `wk-check ${className}` : 'wk-check'}>
      <input
        id={id}
        type="checkbox"
        checked={checked}
        aria-describedby={hint === undefined ? undefined : hintId}
        onChange={(event) => onCheckedChange(event.currentTarget.checked)}
      />
      <label htmlFor={id}>{label}</label>
      {hint !== undefined && (
        <p id={hintId} className="wk-check__hint">
          {hint}
        </p>
      )}
    </div>
  );
}
