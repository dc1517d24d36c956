/**
 * Where a provider's dialogs and toasts are mounted:
 * - `'page'`: at the end of the page's body (or of the shadow root the provider renders in), out of
 *   every host element. A host column that is a containing block for fixed elements (a
 *   `transform`, a `filter` or `backdrop-filter`, as a glass card has) or a stacking context under
 *   the host's sticky header would otherwise hold the dialog: centred on the column and cut off
 *   at the top, or under the header with its title and close button.
 * - `'inline'`: inside the provider's own box, where the host put it.
 * - `'auto'`: `'inline'` when the provider is inside a host's own dialog (its focus trap and its
 *   outside-click check count only what is inside its element, so ours must be there), else `'page'`.
 * - an element: there.
 */
export type PortalContainer = 'auto' | 'page' | 'inline' | Element;

/** A host dialog the provider may sit in (a `<dialog>`, an ARIA dialog, a modal by its attribute). */
const HOST_DIALOG = 'dialog, [role="dialog"], [role="alertdialog"], [aria-modal="true"]';

/**
 * The node to mount the portal layer in, for a provider whose box is `box`; `null`: in the box.
 * @param box the provider's own `.wk-root` element, mounted
 */
export function portalTarget(box: Element, choice: PortalContainer): Element | ShadowRoot | null {
  if (typeof choice !== 'string') return choice;
  if (choice === 'inline') return null;
  if (choice === 'auto' && box.parentElement?.closest(HOST_DIALOG)) return null;
  const root = box.getRootNode();
  // Not `instanceof ShadowRoot`: a provider rendered into another window's document (a popup, a
  // same-origin iframe) has that window's ShadowRoot.
  if (root.nodeType === Node.DOCUMENT_FRAGMENT_NODE && 'host' in root) return root as ShadowRoot;
  return box.ownerDocument.body;
}
