import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';

const root = fileURLToPath(new URL('.', import.meta.url));
const bff = 'http://127.0.0.1:8080';

export default defineConfig({
  root,
  plugins: [react()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    assetsDir: 'assets',
  },
  server: {
    // The dev server forwards API and file calls to a running BFF (`npm run dev:server`).
    proxy: { '/cms': bff, '/healthz': bff },
  },
});
