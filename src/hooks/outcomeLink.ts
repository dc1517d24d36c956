import type { ErrorOutcome } from '../api';
import { PAGES } from '../domain/pages';
import type { ToastLink } from './context';

/** The page an outcome's toast points to, as a link the toast shows (§8 10010107). */
export function outcomeLink(outcome: ErrorOutcome): ToastLink | undefined {
  return outcome.link === 'fund-password-setup'
    ? { label: { key: 'ui.setFundPassword' }, path: PAGES.FUND_PASSWORD_SETUP }
    : undefined;
}
