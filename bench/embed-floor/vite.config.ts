import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// The embed bench's floor guest (bench/embed-tti.mjs builds it next to the real guest).
export default defineConfig({
  root: import.meta.dirname,
  base: './',
  plugins: [react()],
  logLevel: 'warn',
  build: { emptyOutDir: true, reportCompressedSize: false },
});
