import type { ReactNode } from 'react';
import 'wealthkit/styles.css';
import 'wealthkit/pages.css';

export const metadata = { title: 'wealthkit on Next.js' };

export default function RootLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="en">
      <body>{children}</body>
    </html>
  );
}
