import type { RestoreDeps } from './resendIntent';

export type { RestoreDeps } from './resendIntent';

/** Resends every intent a previous page left unfinished; dialogs of their scopes show them pending. */
export function restoreIntents(deps: RestoreDeps): void {
  for (const record of deps.ledger.claimStored()) {
    // Loaded only when there is something to resend: the whole route table and the failure words
    // stay out of the first load of every page that has nothing pending (nearly all of them).
    deps.ledger.track(
      record.scope,
      import('./resendIntent').then(({ resend }) => resend(record, deps)),
      record.summary,
    );
  }
}
