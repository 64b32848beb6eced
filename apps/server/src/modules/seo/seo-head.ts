import { SITE_NAME, TITLE_SEPARATOR } from './seo-static';

// The <head> a crawler without JavaScript sees (issue [2/6] §7): title, description, canonical,
// Open Graph and JSON-LD. Every value is escaped; JSON-LD goes through JSON.stringify with '<'
// written as \u003c so no text can close the <script> element.

export type JsonLd = Record<string, unknown>;

/** The site picture for pages without one of their own (served by seo.routes.ts). */
export const DEFAULT_OG_IMAGE = '/og-image.svg';

export type PageHead = {
  status: 200 | 404;
  /** The page's own title; the site name is appended unless the title is the home title. */
  title: string;
  description: string;
  /** Site-relative path (with the query parameters that define the page), or null for none. */
  canonicalPath: string | null;
  ogType: 'website' | 'article' | 'product' | 'profile' | 'business.business';
  /** Site-relative or absolute image URL. */
  image?: string;
  isNoIndex?: boolean;
  jsonLd: JsonLd[];
};

export type Crumb = { name: string; path: string };

export function escapeHtml(value: string): string {
  return value
    .replaceAll('&', '&amp;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;');
}

/** JSON for a <script type="application/ld+json">: '<', '>' and '&' escaped as \u sequences. */
export function jsonForScript(value: unknown): string {
  return JSON.stringify(value)
    .replaceAll('<', '\\u003c')
    .replaceAll('>', '\\u003e')
    .replaceAll('&', '\\u0026')
    .replaceAll('\u2028', '\\u2028')
    .replaceAll('\u2029', '\\u2029');
}

export function fullTitle(title: string): string {
  return title === SITE_NAME || title.startsWith(`${SITE_NAME} `)
    ? title
    : `${title}${TITLE_SEPARATOR}${SITE_NAME}`;
}

export function absoluteUrl(baseUrl: string, pathOrUrl: string): string {
  if (/^https?:\/\//.test(pathOrUrl)) return pathOrUrl;
  return `${baseUrl.replace(/\/+$/, '')}${pathOrUrl.startsWith('/') ? '' : '/'}${pathOrUrl}`;
}

/** Plain text of at most `max` characters, cut at a space when possible (meta descriptions). */
export function summarise(text: string, max = 160): string {
  const plain = text
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  if (plain.length <= max) return plain;
  const cut = plain.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > max * 0.6 ? cut.slice(0, space) : cut).trimEnd()}…`;
}

export function breadcrumbJsonLd(baseUrl: string, crumbs: Crumb[]): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.name,
      item: absoluteUrl(baseUrl, crumb.path),
    })),
  };
}

/** The tags injected into index.html's <head>. */
export function renderHead(head: PageHead, baseUrl: string): string {
  const title = fullTitle(head.title);
  const lines = [
    `<title>${escapeHtml(title)}</title>`,
    `<meta name="description" content="${escapeHtml(head.description)}">`,
  ];
  if (head.isNoIndex) lines.push('<meta name="robots" content="noindex, follow">');
  const canonical = head.canonicalPath ? absoluteUrl(baseUrl, head.canonicalPath) : null;
  if (canonical) lines.push(`<link rel="canonical" href="${escapeHtml(canonical)}">`);
  const og: Array<[string, string]> = [
    ['og:site_name', SITE_NAME],
    ['og:locale', 'th_TH'],
    ['og:type', head.ogType],
    ['og:title', title],
    ['og:description', head.description],
  ];
  if (canonical) og.push(['og:url', canonical]);
  og.push(['og:image', absoluteUrl(baseUrl, head.image ?? DEFAULT_OG_IMAGE)]);
  for (const [property, content] of og) {
    lines.push(`<meta property="${property}" content="${escapeHtml(content)}">`);
  }
  lines.push('<meta name="twitter:card" content="summary_large_image">');
  for (const item of head.jsonLd) {
    lines.push(`<script type="application/ld+json">${jsonForScript(item)}</script>`);
  }
  return lines.join('\n    ');
}

const TEMPLATE_TITLE = /<title>[\s\S]*?<\/title>\s*/i;
const TEMPLATE_DESCRIPTION = /<meta\s+name="description"[^>]*>\s*/i;

/** index.html without the tags the head replaces; `{{head}}` marks where they go. */
export function prepareTemplate(template: string): string {
  const stripped = template.replace(TEMPLATE_TITLE, '').replace(TEMPLATE_DESCRIPTION, '');
  const at = stripped.search(/<\/head>/i);
  if (at < 0) return stripped;
  return `${stripped.slice(0, at)}  {{head}}\n  ${stripped.slice(at)}`;
}

export function fillTemplate(prepared: string, headHtml: string): string {
  // A function replacement: '$' in the head is never read as a replacement pattern.
  return prepared.replace('{{head}}', () => headHtml);
}
