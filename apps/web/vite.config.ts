import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { fontPreload } from './build/font-preload';
import { precompress } from './build/precompress';
import { routePreloads } from './build/route-preloads';

const src = (file: string) => fileURLToPath(new URL(`./src/${file}`, import.meta.url));

// Issue 38 item 3 (decision 0167): the browser build runs on Preact's React layer, ~50 KB less on
// every first visit; `react` itself is lib/react-browser.ts (preact/compat with our useId). The
// server render and the unit tests keep React (the server's HTML is React's, hydrated by Preact);
// so does the dev server, whose fast refresh is React's.
const PREACT_IN_THE_BROWSER = [
  { find: /^react$/, replacement: src('lib/react-browser.ts') },
  { find: /^react\/jsx-runtime$/, replacement: 'preact/compat/jsx-runtime' },
  { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/compat/jsx-dev-runtime' },
  { find: /^react-dom$/, replacement: 'preact/compat' },
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
];

export default defineConfig(({ command, isSsrBuild }) => ({
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
      { find: /^zod$/, replacement: src('lib/zod.ts') },
      // WEB_BUILD_REACT=1 builds the browser bundle on React, to measure one against the other
      // (decision 0178).
      ...(command === 'build' && !isSsrBuild && !process.env.VITEST && !process.env.WEB_BUILD_REACT
        ? PREACT_IN_THE_BROWSER
        : []),
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
