import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { fontPreload } from './build/font-preload';
import { precompress } from './build/precompress';
import { routePreloads } from './build/route-preloads';

export default defineConfig({
  plugins: [
    react(),
    tailwindcss(),
    fontPreload(),
    routePreloads(fileURLToPath(new URL('./src/app/route-modules.ts', import.meta.url))),
    precompress(),
  ],
  server: {
    proxy: { '/api': 'http://localhost:3000' },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // dist/.vite/manifest.json: e2e/wire-budget.spec.ts tells the map and seller chunks by it.
    manifest: true,
  },
});
