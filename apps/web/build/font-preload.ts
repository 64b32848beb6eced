import type { Plugin } from 'vite';

// Issue 13 §2 (decision 0079): the Sarabun files the first screen needs are preloaded from the
// page's head, so they arrive with the entry script instead of after the first render (when the
// browser would only then discover them). With font-display: optional (src/fonts.css) a font that
// is there at the first render is used, one that is not is never swapped in: no layout shift.
// Only the Thai and Latin subsets of the three weights in use; Latin-extended is rare.
const PRELOADED = /^sarabun-(thai|latin)-(400|600|700)-normal\.woff2$/;

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
