import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// Builds the bench page only (never into dist/); bench/keystrokes.mjs sets the output folder.
export default defineConfig({
  root: import.meta.dirname,
  base: './',
  plugins: [react()],
  logLevel: 'warn',
  // React's production build never calls <Profiler onRender>; its profiling build is the production
  // build with that one hook kept, so the counts come from code as fast as a host ships.
  resolve: { alias: [{ find: /^react-dom\/client$/, replacement: 'react-dom/profiling' }] },
  // One unsplit bench bundle is expected; the size warning says nothing here.
  build: { emptyOutDir: true, reportCompressedSize: false, chunkSizeWarningLimit: 10_000 },
});
