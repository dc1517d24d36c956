import { type ReactNode, useId } from 'react';

export interface LockTipProps {
  /** Why the control is disabled (translated), or null when it is not. */
  reason: string | null;
  /** The control; give it `aria-describedby={describedBy}` so the reason is its description. */
  children: (describedBy: string | undefined) => ReactNode;
  /**
   * Which edge of the control the tip lines up with: `end` for a control at the end of its row,
   * so the tip opens toward the row rather than past the page's edge. @default 'start'
   */
  align?: 'start' | 'end';
}

/**
 * The per-order tooltip of §4: a disabled control keeps its reason next to it, shown on hover or
 * focus and always announced as the control's description (a title attribute would be neither
 * keyboard- nor touch-reachable).
 */
export function LockTip({ reason, children, align = 'start' }: LockTipProps) {
  const id = `wk-lendings-tip-${useId()}`;
  if (reason === null) return <>{children(undefined)}</>;
  return (
    <span className="wk-lendings-lock" data-align={align}>
      {children(id)}
      <span role="tooltip" id={id} className="wk-lendings-lock__tip">
        {reason}
      </span>
    </span>
  );
}
