import { type ReactNode, useContext, useEffect, useState } from 'react';
import { WealthContext } from '../../hooks/context';

/**
 * How long a read may load before its loading state says so. A read that fails is tried again up to
 * ten times (§8, §9), 16 s of pauses with the default backoff, before the customer sees the failure
 * and Retry; until then a bare "Loading" cannot be told from a frozen widget.
 */
export const SLOW_LOADING_MS = 4_000;

/** True once `ms` have passed since the caller mounted. */
export function useElapsed(ms: number): boolean {
  const [elapsed, setElapsed] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setElapsed(true), ms);
    return () => clearTimeout(timer);
  }, [ms]);
  return elapsed;
}

export interface SlowLoadingNoteProps {
  /** What the note says. @default the catalogue's 'ui.loadingSlow' */
  text?: string;
}

/**
 * Nothing at first; after {@link SLOW_LOADING_MS} of loading, a line saying the wait is longer than
 * usual and is still going on. Put it inside the loading state's live region, which then reads it.
 */
export function SlowLoadingNote({ text }: SlowLoadingNoteProps) {
  const wealth = useContext(WealthContext);
  const slow = useElapsed(SLOW_LOADING_MS);
  if (!slow) return null;
  // The space keeps the two sentences apart in the text a screen reader reads; the line break is CSS.
  return (
    <>
      {' '}
      <span className="wk-read-loading__slow">
        {text ?? wealth?.t('ui.loadingSlow') ?? 'This is taking longer than usual. Still trying…'}
      </span>
    </>
  );
}

/**
 * The slow note for a figure that loads inside a form that is already shown (the balance beside an
 * amount field): a polite live region from the start, empty until the note appears, so that it is
 * read out then. Mount it only while the figure is being read.
 */
export function SlowLoadingLive() {
  return (
    <span role="status">
      <SlowLoadingNote />
    </span>
  );
}

export interface LoadingStatusProps {
  /** What loading says. @default the catalogue's 'ui.loading' */
  children?: ReactNode;
  /** @default 'wk-read-loading' */
  className?: string;
}

/** A read's loading state: a polite live region saying "Loading", and later that it is slow. */
export function LoadingStatus({ children, className = 'wk-read-loading' }: LoadingStatusProps) {
  const wealth = useContext(WealthContext);
  return (
    <p className={className} role="status">
      {children ?? wealth?.t('ui.loading') ?? 'Loading'}
      <SlowLoadingNote />
    </p>
  );
}
