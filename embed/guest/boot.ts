import { warmPageFontsWhenIdle } from '../../src/components/ui/warmFonts';
import { openBrowserStorage } from '../../src/state/storage';
import { resolveParentOrigin } from './bridge';
import { apiCredentials, type GuestConfig, loadGuestConfig } from './config';
import { createEarlyReads, type EarlyReads, openReads } from './earlyReads';
import { sayLoading, showUnavailable } from './frameNotes';
import { type FrameQuery, parseFrameQuery } from './query';
import { markStart, START_MARKS } from './startMarks';
import { type AnyWidget, loadContent, widgetProps } from './widgets';

/** What the boot started, handed to the app once its code has run (`startGuest`). */
export interface BootedGuest {
  win: Window;
  query: FrameQuery;
  config: GuestConfig;
  /** The frame's parent, when it is one this deployment allows (`resolveParentOrigin`). */
  parentOrigin: string | undefined;
  /** The widget's (or the area's) component, loading. */
  content: Promise<AnyWidget | undefined>;
  /** The sandbox exchange's module, loading, when the frame asked for it and the config allows it. */
  sandbox: Promise<typeof import('./sandbox')> | null;
  /** The widget's first reads, already sent, when it reads a real exchange. */
  early: EarlyReads | undefined;
}

/**
 * The guest's first module: small, so it runs as soon as it arrives, while the app's code (React,
 * the provider, the widget) still downloads and compiles. It starts everything that waits on the
 * network at once: config.json, the widget's chunk, the sandbox's, and, once the config names the
 * exchange, the widget's first reads (issue 19: the reads leave with the JS, not after it). Before,
 * config.json was asked for only after the whole app had been evaluated, ~80 ms into a frame's
 * start on localhost, and each read a round trip after that.
 */
export async function bootGuest(win: Window = window): Promise<void> {
  markStart(START_MARKS.boot, win.performance);
  const query = parseFrameQuery(win.location.search);
  sayLoading(win.document, query.lang);
  // A URL made by hand (the host SDK refuses these) naming no widget, or one without what it needs:
  // the customer reads that it cannot be shown instead of a blank box; the host, which hears no
  // `ready`, gets its onLoadError.
  if (query.page === undefined && widgetProps(query) === null) {
    showUnavailable(win.document, query.lang);
    return;
  }
  // Undefined when the app's code does not arrive (network, a broken deploy).
  const app = import('./start').then(
    (module) => module.startGuest,
    () => undefined,
  );
  const content = loadContent(query);
  const sandboxAsked = query.sandbox ? import('./sandbox') : null;
  // Awaited only when the config allows the sandbox; a failed fetch otherwise goes unremarked.
  sandboxAsked?.catch(() => undefined);
  const config = await loadGuestConfig(new URL('config.json', win.location.href));
  markStart(START_MARKS.config, win.performance);
  const parentOrigin = resolveParentOrigin(query, config, win);
  // Framed, we talk only to an allowed parent with an instance id; otherwise we show no widget, so
  // an unlisted page cannot put our buttons under its own (CSP frame-ancestors is the first wall),
  // only a line of text saying so, instead of a blank box (the host hears onLoadError).
  if (win.parent !== win && (parentOrigin === undefined || query.instanceId === undefined)) {
    showUnavailable(win.document, query.lang);
    return;
  }
  const sandbox = sandboxAsked && config.allowSandbox ? sandboxAsked : null;
  let early: EarlyReads | undefined;
  // Not on the sandbox (its exchange is in the frame), nor for a visitor the host says is signed
  // out (the reads would answer 401).
  const reads = sandbox || query.isLogin === false ? undefined : openReads(query);
  if (reads) {
    early = createEarlyReads();
    void early.prime(reads, {
      baseUrl: config.apiBaseUrl,
      vip: query.theme === 'vip',
      credentials: apiCredentials(config.apiBaseUrl, win.location.origin),
    });
  }
  // The provider reads the customer's preferences and pending intents as it first renders: their
  // storage is opened now, in the wait for the app's code, not in that render (`openBrowserStorage`).
  openBrowserStorage(win);
  // The page waits for its app's code here: the fonts the widget's first layout draws in are looked
  // up meanwhile, in idle time (`warmFonts.ts`), so that app code already here does not wait on them.
  warmPageFontsWhenIdle(win.document, query.lang);
  const startGuest = await app;
  if (!startGuest) {
    showUnavailable(win.document, query.lang);
    return;
  }
  markStart(START_MARKS.app, win.performance);
  await startGuest({ win, query, config, parentOrigin, content, sandbox, early });
}
