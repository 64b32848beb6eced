// HTML from the server that may keep some tags and no attributes at all (a shop's opening-time
// text, contracts' OPEN_TIME_ALLOW_LIST), sanitised again in the browser without DOMPurify
// (decision 0167: ~8 KB less on the store page's first visit). The server sanitises it first
// with the same allow-list; this is the second guard. The HTML is parsed into an inert document
// (nothing in it runs or loads) and written out anew: allowed tags bare, text escaped, every
// attribute dropped, other elements unwrapped (their text kept) or, for those whose content is
// code or markup of its own, dropped whole.

const DROPPED_WITH_CONTENT = new Set([
  'script',
  'style',
  'template',
  'noscript',
  'iframe',
  'object',
  'embed',
  'svg',
  'math',
  'textarea',
  'title',
  'xmp',
  'noembed',
  'noframes',
  'select',
  'head',
]);
const VOID = new Set(['br']);

function escapeText(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

function write(node: Node, allowed: ReadonlySet<string>): string {
  if (node.nodeType === Node.TEXT_NODE) return escapeText(node.textContent ?? '');
  if (node.nodeType !== Node.ELEMENT_NODE) return '';
  const tag = (node as Element).localName;
  if (DROPPED_WITH_CONTENT.has(tag)) return '';
  const inner = Array.from(node.childNodes, (child) => write(child, allowed)).join('');
  if (!allowed.has(tag)) return inner;
  return VOID.has(tag) ? `<${tag}>` : `<${tag}>${inner}</${tag}>`;
}

/** Untrusted HTML → only the given tags, without attributes, and text. */
export function sanitizeTagsOnly(html: string, tags: readonly string[]): string {
  const body = new DOMParser().parseFromString(html, 'text/html').body;
  const allowed = new Set(tags);
  return Array.from(body.childNodes, (child) => write(child, allowed)).join('');
}
