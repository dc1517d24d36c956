import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// Builds the bench page only (never into dist/), with React's production build as a host ships it;
// bench/support/page.mjs sets the output folder.
export default defineConfig({
  root: import.meta.dirname,
  base: './',
  plugins: [react()],
  logLevel: 'warn',
  // One unsplit bench bundle is expected; the size warning says nothing here.
  build: { emptyOutDir: true, reportCompressedSize: false, chunkSizeWarningLimit: 10_000 },
});
