import { render, screen, within } from '@testing-library/react';
import { GuestApp } from '../../embed/guest/GuestApp';
import { parseFrameQuery } from '../../embed/guest/query';
import { createSettingsStore } from '../../embed/guest/settings';
import { loadContent } from '../../embed/guest/widgets';
import { createMemoryStorage, createSandboxExchange } from '../../src/sandbox';
import { sandboxClient } from '../helpers/renderOnSandbox';

// Each form's code is held back until the test lets it go. In a file of its own, so nothing
// earlier has fetched the chunks.
const chunks = await vi.hoisted(async () => {
  const { holdChunk } = await import('../helpers/heldChunk');
  return { subscribe: holdChunk(), redeem: holdChunk() };
});
vi.mock('../../src/components/earn/SubscribePanel', async (importOriginal) => {
  await chunks.subscribe.arrived;
  return importOriginal();
});
vi.mock('../../src/components/earn/RedeemPanel', async (importOriginal) => {
  await chunks.redeem.arrived;
  return importOriginal();
});

const cases = [
  {
    widget: 'subscribe',
    title: 'Subscribe USDT',
    chunk: chunks.subscribe,
    shell: () => import('../../src/components/earn/SubscribeModal'),
    form: () => import('../../src/components/earn/SubscribePanel'),
  },
  {
    widget: 'redeem',
    title: 'Redeem USDT',
    chunk: chunks.redeem,
    shell: () => import('../../src/components/earn/RedeemModal'),
    form: () => import('../../src/components/earn/RedeemPanel'),
  },
] as const;

describe('a subscribe or redeem frame (issue 19: a frame that starts as fast as React allows)', () => {
  describe.each(cases)('given a $widget frame', ({ widget, title, chunk, shell, form }) => {
    it('fetches the form’s code with the dialog’s and renders only once it is in, with the form', async () => {
      // The dialog's own code is here already: what the frame waits for is the form's.
      await shell();
      const query = parseFrameQuery(`?is_frame=1&widget=${widget}&asset=USDT&instance_id=f1`);
      let content: Awaited<ReturnType<typeof loadContent>> | 'pending' = 'pending';
      const loading = loadContent(query).then((loaded) => {
        content = loaded;
      });
      // The dialog's code alone is not enough to render: its form would come one round trip later.
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(content).toBe('pending');
      await chunk.deliver(form);
      await loading;
      if (content === 'pending' || content === undefined) throw new Error('the frame has no widget');

      const exchange = createSandboxExchange({ storage: createMemoryStorage() });
      render(
        <GuestApp
          query={query}
          settings={createSettingsStore({})}
          makeClient={(theme) => sandboxClient(exchange, theme)}
          baseUrl="https://sandbox.test"
          credentials="omit"
          now={exchange.clock.now}
          user={{ isLogin: true, verified: true, id: 'u1' }}
          bridge={{ post: () => true, destroy: () => undefined }}
          content={content}
        />,
      );
      const dialog = await screen.findByRole('dialog', { name: title });
      expect(await within(dialog).findByRole('textbox', { name: 'Amount' })).toBeInTheDocument();
    });
  });
});
