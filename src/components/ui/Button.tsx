import { type ButtonHTMLAttributes, forwardRef } from 'react';

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  /**
   * The look: 'primary' for the one main action (Confirm, Subscribe), 'secondary' for the others,
   * 'ghost' for low-emphasis actions inside content, 'danger' for destructive ones (Redeem early).
   * @default 'primary'
   */
  variant?: 'primary' | 'secondary' | 'ghost' | 'danger';
  /** The height and padding. @default 'md' */
  size?: 'sm' | 'md' | 'lg';
  /**
   * A request is running: the button sets `aria-busy` and `aria-disabled`, ignores presses and
   * shows a spinner next to its label (the label stays, so the button keeps its name and width).
   * It is not made natively `disabled`, because that would drop keyboard focus to the page.
   * @default false
   */
  loading?: boolean;
  /** Stretch to the width of the container (mobile sheets, form footers). @default false */
  fullWidth?: boolean;
  /**
   * End the label at the container's end edge, as a link's words would, for a button that ends a
   * row above a field (a field's Transfer, the voucher's Choose): the padding and border, where
   * hover and focus show, reach past the edge instead of pushing the words in. Exposes
   * `data-flush-end`. @default false
   */
  flushEnd?: boolean;
  /** The button type; not 'submit' unless asked, so a button never submits a host form by accident. @default 'button' */
  type?: 'button' | 'submit' | 'reset';
}

/**
 * A button with the wealthkit look. Exposes `data-variant`, `data-size` and `data-loading`. Its ref
 * is the underlying button element; forwardRef, so a Radix `asChild` trigger gets it in React 18
 * too (focus returns to it when a dialog closes).
 */
export const Button = forwardRef<HTMLButtonElement, ButtonProps>(function Button(
  {
    variant = 'primary',
    size = 'md',
    loading = false,
    fullWidth = false,
    flushEnd = false,
    type = 'button',
    disabled,
    className,
    children,
    onClick,
    ...rest
  },
  ref,
) {
  return (
    <button
      {...rest}
      ref={ref}
      type={type}
      className={className ? `wk-box wk-button ${className}` : 'wk-box wk-button'}
      data-variant={variant}
      data-size={size}
      data-loading={loading ? '' : undefined}
      data-full-width={fullWidth ? '' : undefined}
      data-flush-end={flushEnd ? '' : undefined}
      disabled={disabled}
      aria-disabled={loading || rest['aria-disabled'] || undefined}
      aria-busy={loading || rest['aria-busy'] || undefined}
      onClick={(event) => {
        if (loading) {
          event.preventDefault();
          return;
        }
        onClick?.(event);
      }}
    >
      {loading && <span className="wk-spinner" aria-hidden="true" />}
      {children}
    </button>
  );
});
