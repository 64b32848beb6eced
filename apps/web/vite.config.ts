import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { fontPreload } from './build/font-preload';
import { precompress } from './build/precompress';

export default defineConfig({
  plugins: [react(), tailwindcss(), fontPreload(), precompress()],
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
