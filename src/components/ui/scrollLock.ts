/**
 * The page's scroll, locked while a modal dialog of ours is open (issue 15: opening a dialog).
 *
 * Radix's overlay locked it with react-remove-scroll, which adds a style element that sets
 * `--removed-body-scroll-bar-size` on the body. A custom property inherits, so that one change
 * restyled every element of the page under the body, our whole dialog included; with the style
 * element itself and the library's code and listeners, it was 6 ms of SubscribeModal's 66 ms opening
 * (bench/open-cost.mjs). Here the body's inline style does it: `overflow` and `padding` do not
 * inherit, so only the body restyles, and a Content-Security-Policy without `'unsafe-inline'` allows
 * styles set through the DOM, so no nonce is needed.
 *
 * What it does, as react-remove-scroll-bar did: the body's overflow is hidden (through the body, not
 * the root, so a page whose body is its scroller is locked too, and a body of `height: 100%` is not
 * clipped at a scrolled position), overscroll stays in the page, and the scrollbar that goes away
 * is made up for by the body's right padding, so the page's content does not move sideways (an
 * element fixed to the window's right edge still moves by the scrollbar's width, as under Radix's
 * lock; a stable scrollbar gutter would hold it but left a strip of the page undimmed). Touch: iOS
 * Safari honours a hidden overflow on the body since 16, and the overlay itself takes no pan gesture
 * (`touch-action: none` in dialog.css).
 */

interface Lock {
  /** How many dialogs hold it: a nested prompt opens over a dialog that already locked. */
  holders: number;
  /** Puts the body's inline style back as it was before the first holder. */
  release: () => void;
}

const locks = new WeakMap<Document, Lock>();

/** Locks `doc`'s page; call what it returns to let go (the last holder restores the page). */
export function lockScroll(doc: Document): () => void {
  const held = locks.get(doc);
  const lock = held ?? { holders: 0, release: apply(doc) };
  lock.holders += 1;
  locks.set(doc, lock);
  let released = false;
  return () => {
    if (released) return;
    released = true;
    lock.holders -= 1;
    if (lock.holders > 0) return;
    locks.delete(doc);
    lock.release();
  };
}

/** Locks the page now; returns what puts the body's inline style back. */
function apply(doc: Document): () => void {
  const { body, documentElement: root, defaultView: view } = doc;
  // Read before writing, so the page lays out once: the scrollbar's width is what the viewport
  // loses to it (0 with overlay scrollbars, on a phone, or on a page too short to scroll).
  const scrollbar = view ? Math.max(0, view.innerWidth - root.clientWidth) : 0;
  const padding = scrollbar > 0 ? view?.getComputedStyle(body).paddingRight : undefined;
  const { style } = body;
  // Longhand by longhand, so each of the host's own inline values is put back as it was.
  const locked: Array<[string, string]> = [
    ['overflow-x', 'hidden'],
    ['overflow-y', 'hidden'],
    ['overscroll-behavior-x', 'contain'],
    ['overscroll-behavior-y', 'contain'],
  ];
  if (padding !== undefined) locked.push(['padding-right', `calc(${padding} + ${scrollbar}px)`]);
  const before = locked.map(([name]): [string, string, string] => [
    name,
    style.getPropertyValue(name),
    style.getPropertyPriority(name),
  ]);
  // Important, as react-remove-scroll-bar's were: a host sheet's `body { overflow-y: scroll
  // !important }` (a page that always shows its scrollbar) would otherwise win and leave it scrolling.
  for (const [name, value] of locked) style.setProperty(name, value, 'important');
  return () => {
    for (const [name, value, priority] of before) style.setProperty(name, value, priority);
  };
}
