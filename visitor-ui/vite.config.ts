import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';

// Paths resolve from this folder, so `vite build --config visitor-ui/vite.config.ts` works from the repo root.
export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  base: '/',
  plugins: [react()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    target: 'es2022',
    // Every browser we target supports modulepreload: the polyfill would only add bytes.
    modulePreload: { polyfill: false },
  },
});
