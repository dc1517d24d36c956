'use client';
// The one client module a host writes: WealthProvider takes functions (fetch, callbacks), which a
// server component cannot pass. Here the exchange is wealthkit's sandbox; a real host passes baseUrl.
import { type ReactNode, useState } from 'react';
import { WealthProvider } from 'wealthkit';
import { createSandboxExchange } from 'wealthkit/sandbox';

export function SandboxProvider({ children }: { children: ReactNode }) {
  const [exchange] = useState(() => createSandboxExchange({ scenario: 'regular' }));
  return (
    <WealthProvider
      baseUrl="https://sandbox.wealthkit.test"
      fetch={exchange.fetch}
      now={exchange.clock.now}
      timeZone="UTC"
      user={{ ...exchange.state.data.user, verified: true, id: 'sandbox-user' }}
    >
      {children}
    </WealthProvider>
  );
}
