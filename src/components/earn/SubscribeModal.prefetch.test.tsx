import { expectSubscribeReadsTravelWithTheCode } from './testSupport';

// The form's code arrives only when the test says so: a dialog opened before its chunk is here (a
// host that opens it at once, a tap before the page was idle). In a file of its own, so no earlier
// test has fetched the chunk already. (How a prefetched read's answer or failure is taken:
// useWealthQuery.test.tsx.)
const chunk = await vi.hoisted(async () => (await import('../../../tests/helpers/heldChunk')).holdChunk());
vi.mock('./SubscribePanel', async (importOriginal) => {
  await chunk.arrived;
  return importOriginal();
});

describe('SubscribeModal opened before its form’s code has arrived', () => {
  it('reads while the code loads, each once, and shows the form with its data from its first render', async () => {
    await expectSubscribeReadsTravelWithTheCode(() => chunk.deliver(() => import('./SubscribePanel')));
  });
});
