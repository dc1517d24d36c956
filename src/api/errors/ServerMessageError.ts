import { isWealthErrorOfKind, WealthError, type WealthErrorOptions } from './WealthError';

/** Options of {@link ServerMessageError}. */
export interface ServerMessageErrorOptions extends WealthErrorOptions {
  /** The envelope's `message` or `msg`, as the server wrote it (§7). @default '' */
  serverMessage?: string;
}

/**
 * §8 "Code -1" and every other non-success code without a row of its own: the server refused and
 * (usually) said why. `serverMessage` is shown to the user as is, so it is kept apart from `message`.
 */
export class ServerMessageError extends WealthError {
  /** The server's own words, possibly empty. */
  readonly serverMessage: string;

  constructor({ serverMessage = '', ...options }: ServerMessageErrorOptions = {}) {
    // `message` is for logs; the customer is shown `serverMessage` (§8), or the code when it is empty.
    super(
      'server-message',
      serverMessage || `Server refused with code ${options.code ?? 'unknown'}`,
      options,
    );
    this.serverMessage = serverMessage;
    this.name = 'ServerMessageError';
  }
}

/** True when `error` is a {@link ServerMessageError} from any copy of wealthkit. */
export function isServerMessageError(error: unknown): error is ServerMessageError {
  return isWealthErrorOfKind(error, 'server-message');
}
