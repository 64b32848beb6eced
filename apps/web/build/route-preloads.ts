import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { OutputBundle, OutputChunk } from 'rollup';
import type { Plugin } from 'vite';
import {
  SELLER_OPEN_ROUTES,
  SELLER_PRINTABLE_ROUTES,
  SELLER_ROUTES,
} from '../../../packages/contracts/src/routes';
import { fontFilesOf, SELLER_PRELOADED } from './font-preload';

// Issue 13 §2 (decision 0079): every screen is a lazy chunk, which the browser discovers only
// once the entry script has run — one more round trip on a slow phone line before the first
// render. The build writes, for each path of the route table, the screen's chunk and the chunks
// it imports (less those of the entry, already in the page); the server puts them in the page's
// head as <link rel="modulepreload"> (apps/server/src/plugins/web-app.ts), so they download with
// the entry script. A signed-in seller page also gets its layout's chunks and its bold fonts
// (decision 0173). A route with a lazy layout lists those of the layout's chunks that its screen
// does not import itself apart, under `later`: the server asks for them at low priority where the
// server's frame is the first screen (decision 0176).

export const ROUTE_PRELOADS_FILE = '.vite/route-preloads.json';

/**
 * A route's entry in the file: its files, or (a route with a lazy layout) the screen's closure and
 * fonts in `files` and the layout's other chunks in `later` (decision 0176).
 */
export type RoutePreloadEntry = string[] | { files: string[]; later: string[] };

const SELLER_LAYOUT = './layouts/seller-layout';

/**
 * The lazy layout each route renders in (app/route-tree.tsx), relative to the route table: its
 * chunks are preloaded with the screen's, not discovered after the entry ran (decision 0173).
 */
export function layoutModuleOf(route: string): string | undefined {
  const is = (list: readonly string[]) => list.includes(route);
  if (is(SELLER_OPEN_ROUTES)) return './layouts/seller-open-layout';
  if (is(SELLER_PRINTABLE_ROUTES)) return './layouts/blank-layout';
  if (is(SELLER_ROUTES)) return SELLER_LAYOUT;
  return undefined;
}

/** '/tire/:id' → '../routes/public/tire-detail' from the ROUTE_MODULES table. */
export function routeModulesOf(source: string): [string, string][] {
  return [...source.matchAll(/'([^']+)':\s*\(\)\s*=>\s*import\('([^']+)'\)/g)].map((m) => [
    m[1],
    m[2],
  ]);
}

function chunksOf(bundle: OutputBundle): OutputChunk[] {
  return Object.values(bundle).filter((c): c is OutputChunk => c.type === 'chunk');
}

/** The chunk's file and every chunk it imports statically, transitively. */
function closure(chunk: OutputChunk, byFile: Map<string, OutputChunk>): string[] {
  const seen = new Set<string>();
  const visit = (c: OutputChunk) => {
    if (seen.has(c.fileName)) return;
    seen.add(c.fileName);
    for (const file of c.imports) {
      const next = byFile.get(file);
      if (next) visit(next);
    }
  };
  visit(chunk);
  return [...seen];
}

export function routePreloads(routeModulesPath: string): Plugin {
  return {
    name: 'yangdee-route-preloads',
    apply: 'build',
    generateBundle(_options, bundle) {
      const chunks = chunksOf(bundle);
      const byFile = new Map(chunks.map((c) => [c.fileName, c]));
      const byModule = new Map(
        chunks
          .filter((c) => c.facadeModuleId)
          .map((c) => [(c.facadeModuleId ?? '').replace(/\.[jt]sx?$/, ''), c]),
      );
      const entry = chunks.find((c) => c.isEntry);
      const inEntry = new Set(entry ? closure(entry, byFile) : []);
      const sellerFonts = fontFilesOf(bundle, SELLER_PRELOADED);
      const dir = path.dirname(routeModulesPath);
      const preloads: Record<string, RoutePreloadEntry> = {};
      for (const [route, specifier] of routeModulesOf(readFileSync(routeModulesPath, 'utf8'))) {
        const chunk = byModule.get(path.resolve(dir, specifier));
        if (!chunk) continue;
        const layoutModule = layoutModuleOf(route);
        const layout = layoutModule ? byModule.get(path.resolve(dir, layoutModule)) : undefined;
        const screen = closure(chunk, byFile).filter((file) => !inEntry.has(file));
        const fonts = layoutModule === SELLER_LAYOUT ? sellerFonts : [];
        if (!layout) {
          preloads[route] = [...screen, ...fonts];
          continue;
        }
        const later = closure(layout, byFile).filter(
          (file) => !inEntry.has(file) && !screen.includes(file),
        );
        preloads[route] = { files: [...screen, ...fonts], later };
      }
      if (Object.keys(preloads).length === 0) this.error('no route chunk found for route-preloads');
      this.emitFile({
        type: 'asset',
        fileName: ROUTE_PRELOADS_FILE,
        source: JSON.stringify(preloads),
      });
    },
  };
}
