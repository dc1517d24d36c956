import type { WealthClient } from './client';
import { clientOver } from './families';
import type { WealthClientOptions } from './options';
import { createTransport } from './transport';

/**
 * The provider's own client when the host gives none: every family is there, made on first use
 * from the code the widgets brought in (see `familyAccessor`). `createWealthClient` makes
 * every family up front, for hosts that call the API themselves.
 */
export function createWidgetClient(options: WealthClientOptions = {}): WealthClient {
  return clientOver(createTransport(options));
}
