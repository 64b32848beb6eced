import { useEffect } from 'react';
import { useTranslation } from './use-translation';

export interface PageMeta {
  /** The page's own title, without the site name, e.g. "ยาง Michelin Primacy 4 205/55R16". */
  title: string;
  /** Optional meta description; when absent the description of the first load stays. */
  description?: string;
}

const SEPARATOR = ' | ';

/**
 * "{title} | ยางดี" — the same rule the server uses for the first HTML (modules/seo/seo-head.ts):
 * a title that already starts or ends with the site name is kept as it is.
 */
export function formatDocumentTitle(title: string, siteName: string): string {
  const trimmed = title.trim();
  if (!trimmed || trimmed === siteName) return siteName;
  if (trimmed.startsWith(`${siteName} `) || trimmed.endsWith(`${SEPARATOR}${siteName}`)) {
    return trimmed;
  }
  return `${trimmed}${SEPARATOR}${siteName}`;
}

function setMetaContent(selector: string, content: string) {
  const element = document.head.querySelector<HTMLMetaElement>(selector);
  if (element) element.content = content;
}

/**
 * Keeps document.title and the description meta in step with the screen during client
 * navigation. The first load already carries the server-rendered head (title, description,
 * canonical, Open Graph, JSON-LD); this hook only takes over when the user moves between pages
 * in the browser. It writes the existing elements instead of adding a second <title>, because
 * document.title reads the first <title> in the document, which is the server's.
 */
export function usePageMeta({ title, description }: PageMeta) {
  const { t } = useTranslation();
  const siteName = t('brand.name');
  const fullTitle = formatDocumentTitle(title, siteName);

  useEffect(() => {
    document.title = fullTitle;
    setMetaContent('meta[property="og:title"]', fullTitle);
  }, [fullTitle]);

  useEffect(() => {
    if (!description) return;
    setMetaContent('meta[name="description"]', description);
    setMetaContent('meta[property="og:description"]', description);
  }, [description]);
}
