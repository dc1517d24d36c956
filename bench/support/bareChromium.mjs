// Debian's chromium driven over --remote-debugging-pipe with nothing of DevTools in the pages but
// what a bench asks for. Playwright enables DevTools' Network domain in every page it drives, and
// that domain records the JavaScript stack of each request a script starts: V8 then re-parses the
// starting script for its source positions, on the page's main thread. A frame's start under
// Playwright spent 54 ms in V8.CollectSourcePositions (two whole-script parses of 22 and 3 ms
// among them) against 1.8 ms with no page session (a trace of each, browser-level tracing), work a
// customer's browser, with no DevTools open, never does. A page here gets one session that adds a
// script for every new document, evaluates, and sends the input or reads the metrics a bench asks
// for (no Network, Debugger or Runtime.enable). Playwright also launches headless chromium with
// --hide-scrollbars; here the scrollbars are a Windows or Linux customer's, whose layout costs
// differ (src/components/ui/dialog.css: a dialog's scrolling body).
import { spawn } from 'node:child_process';
import { chromiumLaunch } from './page.mjs';

/**
 * Launches headless chromium as every bench does (`chromiumLaunch`), plus `extraArgs`.
 * @param {{ extraArgs?: string[] }} [options]
 */
export function launchBareChromium({ extraArgs = [] } = {}) {
  const { executablePath, args } = chromiumLaunch();
  const child = spawn(
    executablePath,
    [...args, '--headless', '--remote-debugging-pipe', ...extraArgs, 'about:blank'],
    { stdio: ['ignore', 'ignore', 'ignore', 'pipe', 'pipe'] },
  );
  const [, , , toBrowser, fromBrowser] = child.stdio;
  let lastId = 0;
  const pending = new Map();
  const waiters = [];
  let buffer = '';
  fromBrowser.on('data', (chunk) => {
    buffer += chunk.toString();
    for (let end = buffer.indexOf('\0'); end !== -1; end = buffer.indexOf('\0')) {
      const message = JSON.parse(buffer.slice(0, end));
      buffer = buffer.slice(end + 1);
      const call = pending.get(message.id);
      if (call) {
        pending.delete(message.id);
        if (message.error) call.reject(new Error(`${call.method}: ${message.error.message}`));
        else call.resolve(message.result);
      } else {
        for (const waiter of waiters.filter((w) => w.matches(message))) {
          waiters.splice(waiters.indexOf(waiter), 1);
          waiter.resolve(message.params);
        }
      }
    }
  });
  const exited = new Promise((resolve) => {
    child.once('exit', resolve);
    child.once('error', resolve);
  });
  // A browser that dies (or never starts) fails every command still waiting, not a silent hang.
  let gone;
  const fail = (reason) => {
    gone ??= reason;
    for (const call of pending.values()) call.reject(new Error(`${call.method}: chromium ${reason}`));
    pending.clear();
  };
  child.once('exit', (code, signal) => fail(`exited (${signal ?? code})`));
  child.once('error', (error) => fail(`did not start: ${error.message}`));
  toBrowser.on('error', (error) => fail(`closed its pipe: ${error.message}`));

  /** Sends a DevTools protocol command (to a page's session when `sessionId` is given). */
  function send(method, params = {}, sessionId) {
    if (gone) return Promise.reject(new Error(`${method}: chromium ${gone}`));
    const id = ++lastId;
    const reply = new Promise((resolve, reject) => pending.set(id, { method, resolve, reject }));
    toBrowser.write(`${JSON.stringify({ id, method, params, ...(sessionId ? { sessionId } : {}) })}\0`);
    return reply;
  }

  /** Resolves with the params of the next `method` event (of `sessionId`'s page, when given). */
  function next(method, sessionId) {
    return new Promise((resolve) =>
      waiters.push({
        matches: (m) => m.method === method && (sessionId === undefined || m.sessionId === sessionId),
        resolve,
      }),
    );
  }

  /**
   * A page whose every document runs `initScript` first, `viewport` wide and high when given (CSS
   * px, scale 1), in a fresh browser context (nothing cached: a first visit), or in `context` (from
   * `newContext`), whose cache earlier pages filled: a repeat visit. Resolves to the page's session
   * and a close() for the page (with its context when that was fresh).
   * @param {string} initScript
   * @param {{ viewport?: { width: number, height: number }, context?: string }} [options]
   */
  async function newPage(initScript, { viewport, context } = {}) {
    const browserContextId = context ?? (await send('Target.createBrowserContext')).browserContextId;
    const { targetId } = await send('Target.createTarget', { url: 'about:blank', browserContextId });
    const { sessionId } = await send('Target.attachToTarget', { targetId, flatten: true });
    await send('Page.enable', {}, sessionId);
    await send('Page.addScriptToEvaluateOnNewDocument', { source: initScript }, sessionId);
    if (viewport)
      await send(
        'Emulation.setDeviceMetricsOverride',
        { ...viewport, deviceScaleFactor: 1, mobile: false },
        sessionId,
      );
    /** Evaluates `expression` in the page, awaiting a promise, and returns its value. */
    async function evaluate(expression) {
      const { result, exceptionDetails } = await send(
        'Runtime.evaluate',
        { expression, awaitPromise: true, returnByValue: true },
        sessionId,
      );
      if (exceptionDetails) throw new Error(exceptionDetails.exception?.description ?? exceptionDetails.text);
      return result.value;
    }
    return {
      /** Sends a DevTools protocol command to this page. */
      send: (method, params) => send(method, params, sessionId),
      /** Navigates and resolves once the page's load event has fired. */
      async goto(url) {
        const loaded = next('Page.loadEventFired', sessionId);
        await send('Page.navigate', { url }, sessionId);
        await loaded;
      },
      evaluate,
      /**
       * Clicks the element `element` (a page expression) at its centre as a mouse does (moves,
       * presses, releases), scrolled into view first.
       */
      async click(element) {
        const { x, y } = await evaluate(`new Promise((resolve) => {
          const target = ${element};
          target.scrollIntoView({ block: 'center' });
          requestAnimationFrame(() => {
            const box = target.getBoundingClientRect();
            resolve({ x: box.x + box.width / 2, y: box.y + box.height / 2 });
          });
        })`);
        await send('Input.dispatchMouseEvent', { type: 'mouseMoved', x, y }, sessionId);
        for (const type of ['mousePressed', 'mouseReleased'])
          await send('Input.dispatchMouseEvent', { type, x, y, button: 'left', clickCount: 1 }, sessionId);
      },
      close: () =>
        context === undefined
          ? send('Target.disposeBrowserContext', { browserContextId })
          : send('Target.closeTarget', { targetId }),
    };
  }

  /** A browser context for several pages, which share its HTTP cache: a repeat visit. */
  async function newContext() {
    const { browserContextId } = await send('Target.createBrowserContext');
    return {
      id: browserContextId,
      close: () => send('Target.disposeBrowserContext', { browserContextId }),
    };
  }

  return {
    send,
    next,
    newPage,
    newContext,
    async close() {
      await send('Browser.close').catch(() => undefined);
      await exited;
    },
  };
}

/**
 * A page expression that resolves once `test` (an expression) holds, checked every `everyMs`, and
 * rejects with "never saw `what`" after `maxMs`: the waits of a bench driven bare, which poll on a
 * timer rather than on every animation frame.
 */
export function until(test, what, { everyMs = 20, maxMs = 30_000 } = {}) {
  return `new Promise((resolve, reject) => {
    const start = performance.now();
    const check = () => {
      if (${test}) resolve(true);
      else if (performance.now() - start > ${maxMs}) reject(new Error(${JSON.stringify(`never saw ${what}`)}));
      else setTimeout(check, ${everyMs});
    };
    check();
  })`;
}
