import type { Plugin } from 'vite';

// Issue 13 §2 (decision 0079): the Sarabun file the first screen needs most — Thai, regular — is
// preloaded from the page's head, so it arrives with the entry script instead of after the first
// render. With font-display: optional (src/fonts.css) a face that is there at the first render is
// used and one that is not is never swapped in: no layout shift. Preloading all six Thai/Latin
// files of 400/600/700 made the tyre page's LCP ~0.5 s later in Lighthouse's slow-4G simulation
// (they share the line with the entry script); the other faces load when text needs them.
const PRELOADED = /^sarabun-thai-400-normal\.woff2$/;

/**
 * The faces a signed-in seller page draws first (decision 0173): the frame's brand and the
 * screens' headings and buttons are bold or semibold Thai. They are preloaded on those pages only
 * (from the route's preload list, build/route-preloads.ts), not on the shopper's.
 */
export const SELLER_PRELOADED = /^sarabun-thai-(?:600|700)-normal\.woff2$/;

type BundleFile = { type: string; fileName: string; originalFileNames?: string[] };

/** The built file names of the fonts whose source file name matches `pattern`. */
export function fontFilesOf(bundle: Record<string, BundleFile>, pattern: RegExp): string[] {
  return Object.values(bundle)
    .filter(
      (file) =>
        file.type === 'asset' &&
        (file.originalFileNames ?? []).some((name) => pattern.test(name.split('/').at(-1) ?? '')),
    )
    .map((file) => file.fileName)
    .sort();
}

export function fontPreload(): Plugin {
  return {
    name: 'yangdee-font-preload',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, ctx) {
        return fontFilesOf(ctx.bundle ?? {}, PRELOADED).map((file) => ({
          tag: 'link',
          attrs: {
            rel: 'preload',
            href: `/${file}`,
            as: 'font',
            type: 'font/woff2',
            crossorigin: '',
          },
          injectTo: 'head' as const,
        }));
      },
    },
  };
}
