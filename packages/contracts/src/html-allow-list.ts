// HTML written outside this codebase (promotion details, article bodies, a shop's opening-time
// text) is untrusted (ARCHITECTURE "HTML from the server"). It is sanitised twice: by the server
// with sanitize-html before it is sent, and by the web app with DOMPurify before React inserts
// it, so one slip on either side is not enough. Both read the allow-lists below (decision 0155):
// what may survive is written once.

/** Which tags, attributes (per tag) and URL schemes survive; everything else is dropped. */
export interface HtmlAllowList {
  readonly tags: readonly string[];
  /** Attributes allowed on a tag; a tag not listed keeps none. */
  readonly attributes: Readonly<Record<string, readonly string[]>>;
  /** URL schemes a link or picture may use (relative URLs are always allowed). */
  readonly schemes: readonly string[];
  /** Narrower schemes for one tag (a picture loads over https only). */
  readonly schemesByTag: Readonly<Record<string, readonly string[]>>;
}

/**
 * Promotion details and article bodies: text formatting, lists, tables, links and pictures;
 * never scripts, event handlers, styles, iframes or forms. `rel`/`target` on links are the
 * server's own (it adds them to external links).
 */
export const RICH_TEXT_ALLOW_LIST: HtmlAllowList = {
  tags: [
    'p',
    'br',
    'hr',
    'h2',
    'h3',
    'h4',
    'strong',
    'b',
    'em',
    'i',
    'u',
    's',
    'small',
    'sup',
    'sub',
    'span',
    'blockquote',
    'ul',
    'ol',
    'li',
    'dl',
    'dt',
    'dd',
    'a',
    'img',
    'figure',
    'figcaption',
    'table',
    'thead',
    'tbody',
    'tfoot',
    'tr',
    'th',
    'td',
    'caption',
  ],
  attributes: {
    a: ['href', 'title', 'rel', 'target'],
    img: ['src', 'alt', 'width', 'height'],
    th: ['colspan', 'rowspan', 'scope'],
    td: ['colspan', 'rowspan'],
  },
  schemes: ['https', 'http', 'mailto', 'tel'],
  schemesByTag: { img: ['https'] },
};

/** A shop's opening-time text: simple formatting only, no attributes at all (so no links). */
export const OPEN_TIME_ALLOW_LIST: HtmlAllowList = {
  tags: ['p', 'br', 'strong', 'b', 'em', 'i', 'u', 'span', 'ul', 'ol', 'li', 'small'],
  attributes: {},
  schemes: [],
  schemesByTag: {},
};

/** Every attribute name any tag of `list` may keep (DOMPurify allows attributes by name only). */
export function allowedAttributeNames(list: HtmlAllowList): string[] {
  return [...new Set(Object.values(list.attributes).flat())];
}

/**
 * A URL the list allows, as DOMPurify's ALLOWED_URI_REGEXP: one of its schemes, or a relative
 * URL (no scheme). Same shape as DOMPurify's own default, with the schemes narrowed to the list.
 */
export function allowedUriPattern(list: HtmlAllowList): RegExp {
  const schemes = list.schemes.map((s) => s.replace(/[^a-z0-9+.-]/gi, '')).join('|');
  const scheme = schemes ? `(?:${schemes}):|` : '';
  return new RegExp(`^(?:${scheme}[^a-z]|[a-z+.\\-]+(?:[^a-z+.\\-:]|$))`, 'i');
}
