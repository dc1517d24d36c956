// @vitest-environment happy-dom
import { keepDialogsInView } from './dialogsInView';

/** Adds an element holding a dialog, as a Radix portal does, and waits for the observer and a frame. */
async function openDialog(role = 'dialog') {
  const portal = document.createElement('div');
  const dialog = document.createElement('div');
  dialog.setAttribute('role', role);
  dialog.scrollIntoView = vi.fn();
  portal.append(dialog);
  document.body.append(portal);
  await new Promise((resolve) => setTimeout(resolve, 50));
  return dialog.scrollIntoView as ReturnType<typeof vi.fn>;
}

function activation(hasBeenActive: boolean | undefined) {
  Object.defineProperty(navigator, 'userActivation', {
    configurable: true,
    value: hasBeenActive === undefined ? undefined : { hasBeenActive, isActive: hasBeenActive },
  });
}

afterEach(() => {
  document.body.replaceChildren();
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
