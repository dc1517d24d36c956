import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// Builds the bench page only (never into dist/); bench/history-mobile.mjs sets the output folder.
export default defineConfig({
  root: import.meta.dirname,
  base: './',
  plugins: [react()],
  logLevel: 'warn',
  build: { emptyOutDir: true, reportCompressedSize: false },
});
