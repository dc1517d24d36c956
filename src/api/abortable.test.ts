import { getEventListeners } from 'node:events';
import { following, wait } from './abortable';

describe('abortable timers', () => {
  describe('given wait', () => {
    it('resolves after the time when nothing aborts', async () => {
      await expect(wait(5, new AbortController().signal)).resolves.toBeUndefined();
      await expect(wait(5, undefined)).resolves.toBeUndefined();
    });

    it('rejects with the reason at once when the signal aborts during the wait, or already had', async () => {
      const controller = new AbortController();
      const waiting = wait(60_000, controller.signal);
      controller.abort('stop');
      await expect(waiting).rejects.toBe('stop');
      await expect(wait(60_000, controller.signal)).rejects.toBe('stop');
    });
  });

  describe('given following', () => {
    it('aborts with the followed signal and its reason, and on its own without touching it', () => {
      const outer = new AbortController();
      const inner = following(outer.signal);
      expect(inner.signal.aborted).toBe(false);
      outer.abort('caller');
      expect([inner.signal.aborted, inner.signal.reason]).toEqual([true, 'caller']);

      const free = new AbortController();
      const own = following(free.signal);
      own.abort();
      expect([own.signal.aborted, free.signal.aborted]).toEqual([true, false]);
      expect(following(outer.signal).signal.reason).toBe('caller');
    });

    it('once released, leaves the followed signal without its listener, and no longer follows it', () => {
      const outer = new AbortController();
      const inner = following(outer.signal);
      expect(getEventListeners(outer.signal, 'abort')).toHaveLength(1);
      inner.release();
      expect(getEventListeners(outer.signal, 'abort')).toHaveLength(0);
      outer.abort('caller');
      expect(inner.signal.aborted).toBe(false);
      // Released with no signal, or an aborted one: nothing to unhook.
      following(undefined).release();
      following(outer.signal).release();
    });
  });

  describe('given wait over a signal that lives on', () => {
    it('takes its listener off the signal when the time is up', async () => {
      const controller = new AbortController();
      await wait(1, controller.signal);
      expect(getEventListeners(controller.signal, 'abort')).toHaveLength(0);
    });
  });
});
