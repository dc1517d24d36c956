// @vitest-environment happy-dom
import { keepDialogsInView, LAYER_ATTRIBUTE, openLayers } from './dialogsInView';

/** Adds an overlay and a dialog, as a Radix portal does, and waits for the observer and a frame. */
async function openDialog(role = 'dialog') {
  const overlay = document.createElement('div');
  overlay.className = 'wk-dialog-overlay';
  const dialog = document.createElement('div');
  dialog.setAttribute('role', role);
  dialog.scrollIntoView = vi.fn();
  document.body.append(overlay, dialog);
  // The observer, the wait for where the view is (at most 100 ms), and a frame.
  await new Promise((resolve) => setTimeout(resolve, 200));
  return dialog.scrollIntoView as ReturnType<typeof vi.fn>;
}

const dialogs = () => [...document.querySelectorAll('[role="dialog"]')];

function activation(hasBeenActive: boolean | undefined) {
  Object.defineProperty(navigator, 'userActivation', {
    configurable: true,
    value: hasBeenActive === undefined ? undefined : { hasBeenActive, isActive: hasBeenActive },
  });
}

afterEach(() => {
  document.body.replaceChildren();
  document.documentElement.style.removeProperty('--wk-layer-top');
  document.documentElement.style.removeProperty('--wk-toast-top');
  activation(undefined);
});

describe('keepDialogsInView: given a frame sized to its content', () => {
  describe('when a dialog opens after the customer has used the frame', () => {
    it.each(['dialog', 'alertdialog'])('scrolls the %s into view (nearest edge)', async (role) => {
      activation(true);
      const stop = keepDialogsInView(document);
      const scroll = await openDialog(role);
      expect(scroll).toHaveBeenCalledWith({ block: 'nearest' });
      stop();
    });
  });

  describe('when a dialog opens by itself as the frame loads', () => {
    it('leaves the host page where it is', async () => {
      activation(false);
      const stop = keepDialogsInView(document);
      expect(await openDialog()).not.toHaveBeenCalled();
      stop();
    });
  });

  describe('when the browser has no User Activation API', () => {
    it('counts every new dialog as the customer’s', async () => {
      const stop = keepDialogsInView(document);
      expect(await openDialog()).toHaveBeenCalledTimes(1);
      stop();
    });
  });

  describe('when it has been stopped', () => {
    it('scrolls nothing', async () => {
      activation(true);
      keepDialogsInView(document)();
      expect(await openDialog()).not.toHaveBeenCalled();
    });
  });
});

describe('keepDialogsInView: which dialogs are layers over the content (issue 19)', () => {
  describe('given a widget frame, when the widget opens a dialog of its own (fund password)', () => {
    it('leaves the widget in the flow, and lays the second dialog and its overlay over it at the top of the view', async () => {
      activation(true);
      const onLayout = vi.fn();
      const stop = keepDialogsInView(document, { kind: 'widget', onLayout });
      await openDialog();
      expect(dialogs()[0]?.hasAttribute(LAYER_ATTRIBUTE)).toBe(false);
      expect(openLayers(document)).toEqual([]);
      await openDialog();
      const [, nested] = dialogs();
      expect(nested?.getAttribute(LAYER_ATTRIBUTE)).toBe('');
      expect(nested?.previousElementSibling?.hasAttribute(LAYER_ATTRIBUTE)).toBe(true);
      expect(openLayers(document)).toEqual([nested]);
      // No IntersectionObserver here: the top of the frame counts as the top of the view.
      expect(document.documentElement.style.getPropertyValue('--wk-layer-top')).toBe('16px');
      expect(onLayout).toHaveBeenCalled();
      stop();
    });
  });

  describe('given a page of the area, when a dialog opens', () => {
    it('lays it over the page, and asks for the frame’s height again when it closes', async () => {
      activation(true);
      const onLayout = vi.fn();
      const stop = keepDialogsInView(document, { kind: 'page', onLayout });
      await openDialog();
      expect(openLayers(document)).toHaveLength(1);
      onLayout.mockClear();
      for (const node of [...document.body.children]) node.remove();
      await new Promise((resolve) => setTimeout(resolve, 0));
      expect(onLayout).toHaveBeenCalled();
      expect(openLayers(document)).toEqual([]);
      stop();
    });
  });
});

describe('keepDialogsInView: toasts (§8) where the host shows the frame (issue 19)', () => {
  /** The host has scrolled the frame's top `hidden` px out of its view (what an observer reports). */
  function hostScrolledBy(hidden: number) {
    class Observer {
      constructor(private readonly report: (entries: Partial<IntersectionObserverEntry>[]) => void) {}
      observe() {
        queueMicrotask(() =>
          this.report([
            {
              isIntersecting: true,
              boundingClientRect: { top: -hidden } as DOMRectReadOnly,
              intersectionRect: { top: 0 } as DOMRectReadOnly,
            },
          ]),
        );
      }
      disconnect() {}
    }
    vi.stubGlobal('IntersectionObserver', Observer);
  }

  afterEach(() => vi.unstubAllGlobals());

  it.each([
    [300, 'moves the toaster to the top of what the host shows', '316px'],
    [0, 'keeps the toaster at the top of the frame', '16px'],
  ])(
    'given the frame’s top %i px above the host’s view, as a toast appears it %s',
    async (hidden, _what, top) => {
      hostScrolledBy(hidden);
      const stop = keepDialogsInView(document);
      // The toast inside its region, as the toaster adds it.
      const region = document.createElement('div');
      const toast = document.createElement('div');
      toast.className = 'wk-toast';
      region.append(toast);
      document.body.append(region);
      await vi.waitFor(() =>
        expect(document.documentElement.style.getPropertyValue('--wk-toast-top')).toBe(top),
      );
      stop();
    },
  );
});
