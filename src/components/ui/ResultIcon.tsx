/** What a result view reports: an executed action, or an application still being processed (§4 213). */
export type ResultStatus = 'success' | 'submitted';

/**
 * The mark of a result view: a check for a success, a clock for an application being processed.
 * Decorative (the title says what happened), so hidden from assistive technology.
 */
export function ResultIcon({ status }: { status: ResultStatus }) {
  return (
    <svg
      className="wk-result-icon"
      data-state={status}
      viewBox="0 0 48 48"
      width="48"
      height="48"
      aria-hidden="true"
      focusable="false"
    >
      <circle cx="24" cy="24" r="22" className="wk-result-icon__disc" />
      {status === 'success' ? (
        <path d="M14 24.5l7 7 13-14" className="wk-result-icon__mark" />
      ) : (
        <path d="M24 13v11l7 5" className="wk-result-icon__mark" />
      )}
    </svg>
  );
}
