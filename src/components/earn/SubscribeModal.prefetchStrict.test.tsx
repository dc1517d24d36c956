import { expectSubscribeReadsTravelWithTheCode } from './testSupport';

// The same as SubscribeModal.prefetch.test.tsx under React's StrictMode, whose effects run, are
// undone and run again on mount: the reads the shell starts as it opens, the balance's included,
// still go out once. In a file of its own: a held chunk is delivered once per file.
const chunk = await vi.hoisted(async () => (await import('../../../tests/helpers/heldChunk')).holdChunk());
vi.mock('./SubscribePanel', async (importOriginal) => {
  await chunk.arrived;
  return importOriginal();
});

describe('SubscribeModal opened under StrictMode before its form’s code has arrived', () => {
  it('reads while the code loads, each once, and shows the form with its data from its first render', async () => {
    await expectSubscribeReadsTravelWithTheCode(() => chunk.deliver(() => import('./SubscribePanel')), {
      strict: true,
    });
  });
});
