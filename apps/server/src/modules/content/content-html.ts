import sanitizeHtml from 'sanitize-html';

// Promotion details and article bodies are HTML written outside this codebase (editors, shops):
// they are untrusted (ARCHITECTURE "HTML from the server"). Only text formatting, lists, tables,
// links and images survive; scripts, event handlers, styles, iframes and forms never do. The web
// app sanitises again with DOMPurify before it renders, so one slip on either side is not enough.

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
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
  allowedAttributes: {
    a: ['href', 'title'],
    img: ['src', 'alt', 'width', 'height'],
    th: ['colspan', 'rowspan', 'scope'],
    td: ['colspan', 'rowspan'],
  },
  allowedSchemes: ['https', 'http', 'mailto', 'tel'],
  allowedSchemesByTag: { img: ['https'] },
  allowProtocolRelative: false,
  // h1 is the page's own title; a body heading one level down keeps the outline right.
  transformTags: {
    h1: 'h2',
    a: (tagName, attribs) => {
      const href = attribs.href ?? '';
      const isExternal = /^https?:\/\//i.test(href);
      return {
        tagName,
        attribs: isExternal
          ? { ...attribs, rel: 'noopener noreferrer nofollow', target: '_blank' }
          : attribs,
      };
    },
  },
  disallowedTagsMode: 'discard',
};
// rel/target are added by the transform above; let them through for links only.
OPTIONS.allowedAttributes = {
  ...(OPTIONS.allowedAttributes as Record<string, string[]>),
  a: ['href', 'title', 'rel', 'target'],
};

/** Untrusted rich text → HTML that is safe to insert into a page. */
export function sanitizeRichText(html: string): string {
  return sanitizeHtml(html, OPTIONS).trim();
}
