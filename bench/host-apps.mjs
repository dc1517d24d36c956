// What a host's app ships on first load with one widget, side by side with the floor, in one run:
// packs wealthkit (`npm pack`), unpacks the tarball into a fresh app's node_modules as npm would
// (its dependencies linked from this checkout's, the same versions the lockfile installs), and
// builds five production Vite apps (vite's JS API, React plugin, default settings):
//
//   floor            react-dom + a Radix dialog with overlay + Radix tabs + jotai + ky + bignumber.js,
//                    each used, as a host would build the subscribe modal without us
//   SubscribeModal   WealthProvider + SubscribeModal, open
//   StakeDialog      WealthProvider + StakeDialog, open
//   DualPurchaseDialog, LendingsTable   likewise
//
// "Initial JS" is the gzip size (zlib default level) of the entry chunk and every chunk it imports
// statically, from Vite's manifest: what loads before anything lazy (the chart, zh-CN words).
// kB = 1000 bytes. Prints numbers and the ratio to the floor; asserts nothing.
// Run: npm run build && node bench/host-apps.mjs
import { execFileSync } from 'node:child_process';
import {
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { build } from 'vite';

const root = path.resolve(import.meta.dirname, '..');

const provider = `
import { createRoot } from 'react-dom/client';
import { WealthProvider } from 'wealthkit';
import 'wealthkit/styles.css';
export function mount(widget) {
  createRoot(document.getElementById('root')).render(
    <WealthProvider
      baseUrl="https://www.exchange.example"
      user={{ isLogin: true, tierLevel: 0, kycLevel: 1, verified: true }}
      onNavigate={(href) => window.location.assign(href)}
      onLoginRequired={() => window.location.assign('/login')}
    >
      {widget}
    </WealthProvider>,
  );
}
`;

const apps = {
  floor: `
import * as Dialog from '@radix-ui/react-dialog';
import * as Tabs from '@radix-ui/react-tabs';
import BigNumber from 'bignumber.js';
import { atom, Provider, useAtom } from 'jotai';
import ky from 'ky';
import { useEffect } from 'react';
import { createRoot } from 'react-dom/client';

const amountAtom = atom('');
const api = ky.create({ prefixUrl: 'https://www.exchange.example', retry: 2 });

function Form() {
  const [amount, setAmount] = useAtom(amountAtom);
  useEffect(() => {
    api.get('api/balance').json().catch(() => undefined);
  }, []);
  const daily = /^\\d+(\\.\\d+)?$/.test(amount) ? new BigNumber(amount).times('0.05').div(365).toFixed(8, 1) : '--';
  return (
    <Dialog.Root defaultOpen>
      <Dialog.Trigger>Subscribe</Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay />
        <Dialog.Content aria-describedby={undefined}>
          <Dialog.Title>Subscribe USDT</Dialog.Title>
          <Tabs.Root defaultValue="subscribe">
            <Tabs.List aria-label="Subscribe">
              <Tabs.Trigger value="subscribe">Subscribe</Tabs.Trigger>
              <Tabs.Trigger value="rules">Rules</Tabs.Trigger>
            </Tabs.List>
            <Tabs.Content value="subscribe">
              <label>
                Amount <input value={amount} onChange={(event) => setAmount(event.target.value)} />
              </label>
              <p>Estimated daily interest: {daily}</p>
            </Tabs.Content>
            <Tabs.Content value="rules">Rules</Tabs.Content>
          </Tabs.Root>
          <Dialog.Close>Close</Dialog.Close>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

createRoot(document.getElementById('root')).render(
  <Provider>
    <Form />
  </Provider>,
);
`,
  SubscribeModal: `import { SubscribeModal } from 'wealthkit';\nimport { mount } from './provider';\nmount(<SubscribeModal coin="USDT" defaultOpen />);`,
  StakeDialog: `import { StakeDialog } from 'wealthkit';\nimport { mount } from './provider';\nmount(<StakeDialog coin="GT" defaultOpen />);`,
  DualPurchaseDialog: `import { DualPurchaseDialog } from 'wealthkit';\nimport { mount } from './provider';\nmount(<DualPurchaseDialog coin="BTC" type="call" defaultOpen />);`,
  LendingsTable: `import { LendingsTable } from 'wealthkit';\nimport { mount } from './provider';\nmount(<LendingsTable />);`,
};

/** gzip bytes of the entry's chunk and every chunk it imports statically. */
function initialGzip(outDir, manifest, key, seen = new Set()) {
  if (seen.has(key)) return 0;
  seen.add(key);
  const chunk = manifest[key];
  const own = gzipSync(readFileSync(path.join(outDir, chunk.file))).length;
  return own + (chunk.imports ?? []).reduce((sum, k) => sum + initialGzip(outDir, manifest, k, seen), 0);
}

const work = mkdtempSync(path.join(tmpdir(), 'wealthkit-host-apps-'));
try {
  const tarball = execFileSync('npm', ['pack', '--silent', '--pack-destination', work], { cwd: root })
    .toString()
    .trim()
    .split('\n')
    .at(-1);
  const modules = path.join(work, 'node_modules');
  mkdirSync(path.join(modules, 'wealthkit'), { recursive: true });
  execFileSync('tar', [
    '-xzf',
    path.join(work, tarball),
    '-C',
    path.join(modules, 'wealthkit'),
    '--strip-components=1',
  ]);
  for (const name of readdirSync(path.join(root, 'node_modules'))) {
    if (name !== 'wealthkit' && !name.startsWith('.'))
      symlinkSync(path.join(root, 'node_modules', name), path.join(modules, name));
  }
  writeFileSync(path.join(work, 'provider.jsx'), provider);

  const results = [];
  for (const [name, source] of Object.entries(apps)) {
    const app = path.join(work, name);
    mkdirSync(app);
    writeFileSync(path.join(app, 'main.jsx'), source.replace("'./provider'", "'../provider.jsx'"));
    writeFileSync(
      path.join(app, 'index.html'),
      `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${name}</title></head><body><div id="root"></div><script type="module" src="./main.jsx"></script></body></html>`,
    );
    const outDir = path.join(app, 'dist');
    await build({
      root: app,
      configFile: false,
      logLevel: 'silent',
      plugins: [react()],
      build: { outDir, manifest: true, reportCompressedSize: false },
    });
    const manifest = JSON.parse(readFileSync(path.join(outDir, '.vite/manifest.json'), 'utf8'));
    results.push([name, initialGzip(outDir, manifest, 'index.html')]);
  }

  const floor = results[0][1];
  console.log(`host apps from the packed tarball (${tarball}), production Vite builds, initial JS gzip`);
  console.log(`${'app'.padEnd(22)}${'kB'.padStart(9)}${'x floor'.padStart(10)}`);
  for (const [name, bytes] of results) {
    console.log(
      `${name.padEnd(22)}${(bytes / 1000).toFixed(2).padStart(9)}${(bytes / floor).toFixed(3).padStart(10)}`,
    );
  }
} finally {
  rmSync(work, { recursive: true, force: true });
}
