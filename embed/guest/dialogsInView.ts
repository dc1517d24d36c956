const DIALOG = '[role="dialog"], [role="alertdialog"]';

/** How long after opening a dialog is kept in view while the host resizes the frame around it. */
const SETTLE_MS = 2_000;

/** Space between a layered dialog and the top of what the host shows of the frame, and below it. */
export const LAYER_MARGIN_PX = 16;

/** The longest a dialog waits to learn where the host's view is. */
const VISIBLE_TOP_WAIT_MS = 100;

/** A toast (components/ui/Toast.tsx): shown at the top of the part of the frame the host shows. */
const TOAST = '.wk-toast';

/** Marks a dialog (and its overlay) that opens over the frame's content; frame.css places it. */
export const LAYER_ATTRIBUTE = 'data-wk-layer';

/** What the guest is: one widget (its dialog is the page) or a page of the area. */
export type FrameKind = 'widget' | 'page';

/**
 * Scrolls the dialog into view, and again each time the host resizes the iframe in the moments
 * after (the height the dialog added reaches the host as a resize message; until the host applies
 * it, the dialog is cut off by the iframe's old height, and scrolling can only reach that edge).
 * The host's new height is a resize of this window.
 */
function bringIntoView(dialog: Element, win: Window): void {
  const scroll = () => {
    if (dialog.isConnected) dialog.scrollIntoView({ block: 'nearest' });
  };
  scroll();
  win.addEventListener('resize', scroll);
  win.setTimeout(() => win.removeEventListener('resize', scroll), SETTLE_MS);
}

/**
 * The top of the part of the frame the host shows, in the frame's own coordinates (0 when the
 * frame's top edge is in view, or when nothing of it is). Across origins only an
 * IntersectionObserver can tell it: its implicit root is the host's viewport.
 */
function visibleTop(doc: Document): Promise<number> {
  const win = doc.defaultView;
  if (!win || typeof win.IntersectionObserver !== 'function') return Promise.resolve(0);
  return new Promise((resolve) => {
    const done = (top: number) => {
      observer.disconnect();
      win.clearTimeout(timer);
      resolve(top);
    };
    const observer = new win.IntersectionObserver(([entry]) =>
      done(
        entry?.isIntersecting ? Math.max(0, entry.intersectionRect.top - entry.boundingClientRect.top) : 0,
      ),
    );
    // An observer owes its first answer by the next frame; a frame the browser does not render
    // (hidden) may never give it, and the dialog must still show.
    const timer = win.setTimeout(() => done(0), VISIBLE_TOP_WAIT_MS);
    observer.observe(doc.documentElement);
  });
}

const isOrHas = (node: Node, selector: string) =>
  node instanceof Element && (node.matches(selector) || node.querySelector(selector) !== null);

/**
 * Whether a dialog opens over the frame's content: on a page of the area every dialog does; in a
 * widget frame the first dialog is the widget itself (in the flow: the frame is sized to it), and
 * a dialog it opens (fund password, APR trend, reinvest) does.
 */
function isLayer(dialog: Element, doc: Document, kind: FrameKind): boolean {
  if (kind === 'page') return true;
  return [...doc.querySelectorAll(DIALOG)].some(
    (other) =>
      other !== dialog && (other.compareDocumentPosition(dialog) & Node.DOCUMENT_POSITION_FOLLOWING) !== 0,
  );
}

/** The layered dialogs open now: what the frame's height must make room for. */
export function openLayers(doc: Document): Element[] {
  return [...doc.querySelectorAll(`[${LAYER_ATTRIBUTE}]:is(${DIALOG})`)];
}

/**
 * A dialog that opens over the frame's content (a widget's nested dialog, any dialog on a page of
 * the area) is a layer over the part of the frame the host shows: it is placed at the top of that
 * part (`--wk-layer-top`, read by frame.css), the frame asks the host for the height it needs while
 * it is open (`onLayout`, which the guest's resize report calls) and gives it back when it closes.
 * Only when the host shows too little of the frame for the dialog is it scrolled into view, which
 * scrolls the host page too, across origins (Chromium does; tests/e2e/embed.test.ts asserts both in
 * a 375×667 host). A dialog that opens by itself as the frame loads (a widget frame's form) leaves
 * the host page where it is (User Activation API). A toast is shown at the top of that part too.
 */
export function keepDialogsInView(
  doc: Document,
  { kind = 'widget', onLayout = () => undefined }: { kind?: FrameKind; onLayout?: () => void } = {},
): () => void {
  const win = doc.defaultView;
  const resized = win && typeof win.ResizeObserver === 'function' ? new win.ResizeObserver(onLayout) : null;
  const place = async (dialog: Element) => {
    const overlay = dialog.previousElementSibling;
    dialog.setAttribute(LAYER_ATTRIBUTE, 'placing');
    if (overlay?.classList.contains('wk-dialog-overlay')) overlay.setAttribute(LAYER_ATTRIBUTE, '');
    const top = await visibleTop(doc);
    doc.documentElement.style.setProperty('--wk-layer-top', `${top + LAYER_MARGIN_PX}px`);
    dialog.setAttribute(LAYER_ATTRIBUTE, '');
    resized?.observe(dialog);
    onLayout();
  };
  // A toast in the toaster's fixed place, the top of the frame, is out of sight when the host has
  // scrolled that top away (a tall frame mid-page on a phone): §8's failures would be silent. The
  // toaster moves to the top of what the host shows (`--wk-toast-top`, read by frame.css) as a
  // toast appears.
  const placeToasts = async () => {
    const top = await visibleTop(doc);
    doc.documentElement.style.setProperty('--wk-toast-top', `${top + LAYER_MARGIN_PX}px`);
  };
  const observer = new MutationObserver((records) => {
    if (records.some((record) => [...record.addedNodes].some((node) => isOrHas(node, TOAST)))) {
      void placeToasts();
    }
    for (const record of records) {
      for (const node of record.removedNodes) {
        if (isOrHas(node, DIALOG)) onLayout();
      }
      // Without the User Activation API (older Safari) every new dialog counts as the customer's.
      const byCustomer = win?.navigator.userActivation?.hasBeenActive !== false;
      for (const node of record.addedNodes) {
        if (!(node instanceof Element)) continue;
        const dialog = node.matches(DIALOG) ? node : node.querySelector(DIALOG);
        if (!dialog || !win) continue;
        const layer = isLayer(dialog, doc, kind);
        // After layout, so the dialog has its size.
        const show = () => {
          if (byCustomer) win.requestAnimationFrame(() => bringIntoView(dialog, win));
        };
        if (layer) void place(dialog).then(show);
        else show();
      }
    }
  });
  observer.observe(doc.body, { childList: true, subtree: true });
  return () => {
    observer.disconnect();
    resized?.disconnect();
  };
}
