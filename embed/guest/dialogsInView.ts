const DIALOG = '[role="dialog"], [role="alertdialog"]';

/**
 * In a frame sized to its content, a dialog opens where the frame's stylesheet puts it (in the
 * flow, after the page), which can be far below what the host page shows: the customer would see
 * nothing happen. Each dialog that opens once the customer has used the frame is scrolled into
 * view; Chromium and Firefox scroll the host page too, even across origins. A dialog that opens
 * by itself as the frame loads (a widget frame's form) leaves the host page where it is.
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
        if (dialog) win?.requestAnimationFrame(() => dialog.scrollIntoView({ block: 'nearest' }));
      }
    }
  });
  observer.observe(doc.body, { childList: true, subtree: true });
  return () => observer.disconnect();
}
