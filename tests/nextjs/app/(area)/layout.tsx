import type { ReactNode } from 'react';
import { SandboxProvider } from '../SandboxProvider';

// The provider sits above the area's routes, so it and its exchange stay as the customer moves
// between pages: Next.js keeps a layout across navigations and remounts the page.
export default function AreaLayout({ children }: { children: ReactNode }) {
  return <SandboxProvider>{children}</SandboxProvider>;
}
