import { whenIdle } from './whenIdle';

/**
 * The first text a page lays out in a font, size and weight makes the browser find that font: in
 * Chromium a synchronous call from the page to the browser process for each family, size and
 * weight (FontCache::GetFontPlatformData, traced). The first widget a customer opens paid it for
 * our whole type scale inside the click: 3.2 of the 4.4 ms that laying out My lendings' first frame
 * took, traced in bench/open-cost.mjs' page, the same in every dialog's first opening.
 *
 * So the provider's box asks for them once the page is idle, through a canvas that measures a line
 * of text in each size and weight of the scale (`--wk-font-size-*` at 400 and 600, the weights our
 * stylesheet uses), in the box's own `--wk-font`, so a host's theme warms its own font. A canvas
 * shares the page's font cache and touches neither the DOM nor its layout. Chinese text is drawn
 * from a fallback font, which the browser finds the same way, so a box in Chinese (our zh-CN
 * catalogue) measures a Chinese character too.
 */

/** The scale's sizes, as the tokens name them (tokens.css: `--wk-font-size-sm` and so on). */
const SIZE_TOKENS = ['-sm', '', '-lg', '-xl'].map((step) => `--wk-font-size${step}`);
const WEIGHTS = ['400', '600'];
/** Digits, separators and letters: what every widget shows. */
const SAMPLE = '0123456789.,%-+ Aa';

/** The latest the fonts are looked up after the box appears, when the page is never idle. */
const IDLE_TIMEOUT_MS = 2000;

/** Documents whose fonts are looked up already, or about to be: once per page, however many boxes. */
const warmed = new WeakSet<Document>();

/** Looks up the box's fonts now (see above). Does nothing where there is no 2D canvas. */
export function warmFonts(box: HTMLElement): void {
  warmed.add(box.ownerDocument);
  const view = box.ownerDocument.defaultView;
  const context = view ? box.ownerDocument.createElement('canvas').getContext('2d') : null;
  if (!view || !context) return;
  const style = view.getComputedStyle(box);
  const family = style.getPropertyValue('--wk-font').trim();
  if (family === '') return;
  const language = box.closest('[lang]')?.getAttribute('lang') ?? '';
  const sample = /^zh\b/i.test(language) ? `${SAMPLE}的` : SAMPLE;
  // The fallback font a character gets depends on the language (Chinese and Japanese differ).
  if ('lang' in context) context.lang = language;
  for (const token of SIZE_TOKENS) {
    const size = style.getPropertyValue(token).trim();
    if (size === '') continue;
    for (const weight of WEIGHTS) {
      // A value the canvas cannot read (a calc(), say) leaves its font as it was: harmless.
      context.font = `${weight} ${size} ${family}`;
      context.measureText(sample);
    }
  }
}

/**
 * Looks up the fonts of a page that has no widget yet, in a `.wk-root` of the stylesheet's own
 * tokens (in `lang`): the assets frame's, while its app's code is on its way
 * ({@link warmPageFontsWhenIdle}).
 */
export function warmPageFonts(doc: Document, lang?: string): void {
  const probe = doc.createElement('div');
  probe.className = 'wk-root';
  probe.hidden = true;
  if (lang) probe.lang = lang;
  doc.body.append(probe);
  try {
    warmFonts(probe);
  } finally {
    probe.remove();
  }
}

/**
 * Looks up the box's fonts once the page is idle (at the latest after {@link IDLE_TIMEOUT_MS}),
 * once per document. Returns what cancels it, for an unmount before then.
 */
export function warmFontsWhenIdle(box: HTMLElement): () => void {
  const doc = box.ownerDocument;
  const view = doc.defaultView;
  if (!view || warmed.has(doc)) return () => undefined;
  warmed.add(doc);
  let done = false;
  const cancel = whenIdle(
    () => {
      done = true;
      warmFonts(box);
    },
    IDLE_TIMEOUT_MS,
    view,
  );
  return () => {
    if (done) return;
    cancel();
    // Not looked up after all: the page's next box asks again.
    warmed.delete(doc);
  };
}

/**
 * {@link warmPageFonts} once the page is idle: the assets frame asks for it as its boot waits for
 * the app's code. Looked up at once, the fonts stood between the boot and that code whenever the
 * code was there already (a fast network, a repeat visit): 25-30 ms of the frame's start on
 * localhost (bench/embed-tti.mjs, the script column of the frame's main thread). In idle time they
 * are looked up while the page waits for its code, or after the first layout has looked up those it
 * draws. Once per document: the widget's box then schedules nothing more. Never cancelled (the
 * frame's page is the widget's), so, unlike {@link warmFontsWhenIdle}, it gives nothing back. Its
 * own few lines rather than one helper under both: every widget carries `warmFontsWhenIdle`, and
 * such a helper put 12-33 B on four widgets' size-limit budgets for code only the frame runs.
 */
export function warmPageFontsWhenIdle(doc: Document, lang?: string): void {
  const view = doc.defaultView;
  if (!view || warmed.has(doc)) return;
  warmed.add(doc);
  whenIdle(() => warmPageFonts(doc, lang), IDLE_TIMEOUT_MS, view);
}
