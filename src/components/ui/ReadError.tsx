import { type ReactNode, useContext } from 'react';
import { WealthContext } from '../../hooks/context';
import type { ReadFailure } from '../../hooks/readFailure';
import { Button } from './Button';
import { LoadingStatus } from './LoadingStatus';

export interface ReadErrorProps {
  /** The failed reads (from a widget hook's `readError`). */
  failure: ReadFailure;
  /** The message. @default the catalogue's §8 generic error */
  message?: string;
  /** The retry button's text. @default the catalogue's 'Retry' */
  retryLabel?: string;
}

/**
 * §8 "Data fetch failure: a generic error", shown where the data would be, with Retry: distinct
 * from loading, from an empty list ('noRecord') and from a missing detail ('No Data'). A read the
 * exchange refused for a session that ended (§8 401 "login needed") says so, with Log in beside
 * Retry: the host has been asked, and Retry reads again once the customer is back.
 */
export function ReadError({ failure, message, retryLabel }: ReadErrorProps) {
  const wealth = useContext(WealthContext);
  const login = failure.loginNeeded === true && wealth !== null;
  const text =
    message ??
    (login ? wealth.t('errors.loginRequired') : wealth?.t('errors.generic')) ??
    'Something went wrong. Please try again.';
  const retry = retryLabel ?? wealth?.t('ui.retry') ?? 'Retry';
  return (
    <div className="wk-read-error" role="alert" data-state={login ? 'login' : 'error'}>
      <p className="wk-read-error__text">{text}</p>
      {login && (
        <Button size="sm" onClick={() => wealth.requestLogin()}>
          {wealth.t('ui.logIn')}
        </Button>
      )}
      <Button variant="secondary" size="sm" onClick={failure.retry}>
        {retry}
      </Button>
    </div>
  );
}

export interface ReadGateProps {
  /** The failed reads, or null. */
  failure: ReadFailure | null;
  /** The data is not there yet. */
  loading: boolean;
  /** What loading says. @default the catalogue's 'Loading' */
  loadingText?: ReactNode;
  /**
   * The data is the customer's own (§1): logged out it is never read, so the gate says to log in
   * instead of loading for ever (the widget offers the login button). @default false
   */
  forCustomer?: boolean;
  /** What shows once the data is there. */
  children: ReactNode;
}

/** A widget body's states before its data: logged out, the failed read (with Retry), loading, or the data. */
export function ReadGate({ failure, loading, loadingText, forCustomer = false, children }: ReadGateProps) {
  const wealth = useContext(WealthContext);
  if (forCustomer && wealth && !wealth.user.isLogin) return <p>{wealth.t('errors.loginRequired')}</p>;
  if (failure) return <ReadError failure={failure} />;
  if (loading) {
    return <LoadingStatus>{loadingText}</LoadingStatus>;
  }
  return <>{children}</>;
}
