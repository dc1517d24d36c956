// A Chromium trace (DevTools' Tracing domain) of the whole browser, for the benches that say where
// the main thread's time went (bench/keystroke-trace.mjs, bench/embed-tti.mjs).

/** Starts tracing `categories` in every process of `browser` (bench/support/bareChromium.mjs). */
export async function startTrace(browser, categories) {
  await browser.send('Tracing.start', {
    transferMode: 'ReturnAsStream',
    traceConfig: { includedCategories: categories },
  });
}

/** Ends the trace; resolves to the events recorded since `startTrace`. */
export async function endTrace(browser) {
  const complete = browser.next('Tracing.tracingComplete');
  await browser.send('Tracing.end');
  const { stream } = await complete;
  let text = '';
  for (;;) {
    const chunk = await browser.send('IO.read', { handle: stream, size: 1 << 20 });
    text += chunk.base64Encoded ? Buffer.from(chunk.data, 'base64').toString() : chunk.data;
    if (chunk.eof) break;
  }
  await browser.send('IO.close', { handle: stream });
  return JSON.parse(text).traceEvents;
}

/** Complete events not inside another of the same name (an input event dispatched within a keypress). */
export function outermost(events) {
  const sorted = [...events].sort((a, b) => a.ts - b.ts || b.dur - a.dur);
  const kept = [];
  let end = Number.NEGATIVE_INFINITY;
  for (const event of sorted) {
    if (event.ts >= end) {
      kept.push(event);
      end = event.ts + event.dur;
    }
  }
  return kept;
}

/**
 * Each complete event of one thread with its self time in ms: its duration less that of the events
 * directly inside it, so that the self times of a task's events add up to the task.
 */
export function withSelfTimes(threadEvents) {
  const sorted = [...threadEvents].sort((a, b) => a.ts - b.ts || b.dur - a.dur);
  const timed = sorted.map((event) => ({ event, selfMs: event.dur / 1000 }));
  const open = [];
  for (const entry of timed) {
    while (open.length > 0 && open.at(-1).end <= entry.event.ts) open.pop();
    const parent = open.at(-1);
    if (parent && entry.event.ts + entry.event.dur <= parent.end)
      parent.entry.selfMs -= entry.event.dur / 1000;
    open.push({ entry, end: entry.event.ts + entry.event.dur });
  }
  return timed;
}
