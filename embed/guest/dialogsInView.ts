const DIALOG = '[role="dialog"], [role="alertdialog"]';

/** How long after opening a dialog is kept in view while the host resizes the frame around it. */
const SETTLE_MS = 2_000;

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
 * In a frame sized to its content, a dialog opens where the frame's stylesheet puts it (in the
 * flow, after the page), which can be far below what the host page shows: the customer would see
 * nothing happen. Each dialog that opens once the customer has used the frame is scrolled into
 * view, which scrolls the host page too, across origins (Chromium does; tests/e2e/embed.test.ts
 * asserts it in a 375×667 host). A dialog that opens by itself as the frame loads (a widget
 * frame's form) leaves the host page where it is.
 */
export function keepDialogsInView(doc: Document): () => void {
  const win = doc.defaultView;
  const observer = new MutationObserver((records) => {
    // Without the User Activation API (older Safari) every new dialog counts as the customer's.
    if (win?.navigator.userActivation?.hasBeenActive === false) return;
    for (const record of records) {
      for (const node of record.addedNodes) {
        if (!(node instanceof Element)) continue;
        const dialog = node.matches(DIALOG) ? node : node.querySelector(DIALOG);
        // After layout, so the dialog has its size.
        if (dialog && win) win.requestAnimationFrame(() => bringIntoView(dialog, win));
      }
    }
  });
  observer.observe(doc.body, { childList: true, subtree: true });
  return () => observer.disconnect();
}
