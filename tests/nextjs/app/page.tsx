// A server component: it imports wealthkit's widgets directly. They reach the client because the
// package's entry starts with 'use client'; without it `next build` fails (createContext).
import { LendingsTable, SubscribeModal } from 'wealthkit';
import { SandboxProvider } from './SandboxProvider';

export default function Page() {
  return (
    <main>
      <h1>Earn</h1>
      <SandboxProvider>
        <SubscribeModal coin="USDT" trigger={<button type="button">Subscribe USDT</button>} />
        <LendingsTable layout="table" />
      </SandboxProvider>
    </main>
  );
}
