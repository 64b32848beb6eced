import { type HtmlAllowList, RICH_TEXT_ALLOW_LIST } from '@yangdee/contracts/html-allow-list';
import sanitizeHtml from 'sanitize-html';

// Promotion details and article bodies are HTML written outside this codebase (editors, shops):
// they are untrusted (ARCHITECTURE "HTML from the server"). What survives is the contracts'
// allow-list (decision 0155): text formatting, lists, tables, links and images; scripts, event
// handlers, styles, iframes and forms never do. The web app sanitises again with DOMPurify,
// reading the same list, before it renders, so one slip on either side is not enough.

/** A contracts allow-list as sanitize-html options: other tags are dropped, their text kept. */
export function allowListOptions(list: HtmlAllowList): sanitizeHtml.IOptions {
  const copy = (byTag: Readonly<Record<string, readonly string[]>>) =>
    Object.fromEntries(Object.entries(byTag).map(([tag, names]) => [tag, [...names]]));
  return {
    allowedTags: [...list.tags],
    allowedAttributes: copy(list.attributes),
    allowedSchemes: [...list.schemes],
    allowedSchemesByTag: copy(list.schemesByTag),
    allowProtocolRelative: false,
    disallowedTagsMode: 'discard',
  };
}

const OPTIONS: sanitizeHtml.IOptions = {
  ...allowListOptions(RICH_TEXT_ALLOW_LIST),
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
};

/** Untrusted rich text → HTML that is safe to insert into a page. */
export function sanitizeRichText(html: string): string {
  return sanitizeHtml(html, OPTIONS).trim();
}
