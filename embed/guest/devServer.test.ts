import { existsSync, readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { ResolvedConfig } from 'vite';
import { embedGuestDevServer } from './devServer';

type Hook = (...args: unknown[]) => unknown;

/** Runs the plugin's build-end hooks as Vite does for a build of `command` into `root/outDir`. */
async function finish(command: 'build' | 'serve', root: string) {
  const plugin = embedGuestDevServer();
  (plugin.configResolved as Hook)({ command, root, build: { outDir: 'storybook-static' } } as ResolvedConfig);
  await (plugin.closeBundle as Hook)();
  return path.join(root, 'storybook-static/embed/guest');
}

describe('embedGuestDevServer', () => {
  let root: string;
  beforeEach(async () => {
    root = await mkdtemp(path.join(tmpdir(), 'wealthkit-storybook-'));
  });
  afterEach(() => rm(root, { recursive: true, force: true }));

  describe('given a static Storybook build', () => {
    it('puts the built guest beside iframe.html, with the development config that lets Storybook frame it', async () => {
      const guest = await finish('build', root);
      expect(readFileSync(path.join(guest, 'index.html'), 'utf8')).toMatch(
        /<script type="module"[^>]+src="\.\/assets\//,
      );
      expect(JSON.parse(readFileSync(path.join(guest, 'config.json'), 'utf8'))).toMatchObject({
        allowedParentOrigins: ['self'],
        allowSandbox: true,
      });
    }, 120_000);
  });

  describe('given the dev server', () => {
    it('builds nothing into the output: it serves the guest from a temp dir on request', async () => {
      expect(existsSync(await finish('serve', root))).toBe(false);
    });
  });
});
