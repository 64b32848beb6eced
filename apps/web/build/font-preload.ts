import type { Plugin } from 'vite';

// Issue 13 §2 (decision 0079): the Sarabun file the first screen needs most — Thai, regular — is
// preloaded from the page's head, so it arrives with the entry script instead of after the first
// render. With font-display: optional (src/fonts.css) a face that is there at the first render is
// used and one that is not is never swapped in: no layout shift. Preloading all six Thai/Latin
// files of 400/600/700 made the tyre page's LCP ~0.5 s later in Lighthouse's slow-4G simulation
// (they share the line with the entry script); the other faces load when text needs them.
const PRELOADED = /^sarabun-thai-400-normal\.woff2$/;

export function fontPreload(): Plugin {
  return {
    name: 'yangdee-font-preload',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, ctx) {
        const files = Object.values(ctx.bundle ?? {})
          .filter(
            (chunk) =>
              chunk.type === 'asset' &&
              chunk.originalFileNames.some((name) => PRELOADED.test(name.split('/').at(-1) ?? '')),
          )
          .map((chunk) => chunk.fileName)
          .sort();
        return files.map((file) => ({
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
