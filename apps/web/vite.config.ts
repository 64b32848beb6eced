import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { fontPreload } from './build/font-preload';
import { precompress } from './build/precompress';
import { routePreloads } from './build/route-preloads';

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [
    react(),
    tailwindcss(),
    // The server-render bundle (decision 0120) needs none of the browser build's outputs.
    ...(isSsrBuild
      ? []
      : [
          fontPreload(),
          routePreloads(fileURLToPath(new URL('./src/app/route-modules.ts', import.meta.url))),
          precompress(),
        ]),
  ],
  resolve: {
    // `zod` is lib/zod.ts: zod with its messages in Thai, set as it loads (issue 37 item 7).
    alias: [
      { find: /^zod$/, replacement: fileURLToPath(new URL('./src/lib/zod.ts', import.meta.url)) },
    ],
  },
  server: {
    proxy: { '/api': 'http://localhost:3000' },
  },
  // The server bundle carries its own React (production build) and libraries: the API server
  // loads it as one file without resolving the web app's packages.
  ssr: { noExternal: true },
  // …and React's production build in it, whatever NODE_ENV the server runs with.
  define: isSsrBuild ? { 'process.env.NODE_ENV': JSON.stringify('production') } : undefined,
  build: isSsrBuild
    ? { outDir: 'dist-ssr', emptyOutDir: true, target: 'node20', copyPublicDir: false }
    : {
        outDir: 'dist',
        emptyOutDir: true,
        // dist/.vite/manifest.json: e2e/wire-budget.spec.ts tells the map and seller chunks by it.
        manifest: true,
        rollupOptions: {
          // The entry lists every lazy chunk's file name for its preloads: seven hash characters
          // instead of eight keep ~190 names short on every first visit (issue 13 §2 budget).
          output: { chunkFileNames: 'assets/[name]-[hash:7].js' },
        },
      },
}));
