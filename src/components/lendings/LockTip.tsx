import { type ReactNode, useId } from 'react';

export interface LockTipProps {
  /** Why the control is disabled (translated), or null when it is not. */
  reason: string | null;
  /** The control; give it `aria-describedby={describedBy}` so the reason is its description. */
  children: (describedBy: string | undefined) => ReactNode;
}

/**
 * The per-order tooltip of §4: a disabled control keeps its reason next to it, shown on hover or
 * focus and always announced as the control's description (a title attribute would be neither
 * keyboard- nor touch-reachable).
 */
export function LockTip({ reason, children }: LockTipProps) {
  const id = `wk-lendings-tip-${useId()}`;
  if (reason === null) return <>{children(undefined)}</>;
  return (
    <span className="wk-lendings-lock">
      {children(id)}
      <span role="tooltip" id={id} className="wk-lendings-lock__tip">
        {reason}
      </span>
    </span>
  );
}
