import sanitizeHtml from 'sanitize-html';

// A shop's opening-time text is HTML typed in the seller back office: untrusted (ARCHITECTURE
// "HTML from the server"). Only simple formatting survives — no attributes at all (so no on*
// handlers, no style, no links), no script/style/iframe. The web app sanitises again with
// DOMPurify before it renders.

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: ['p', 'br', 'strong', 'b', 'em', 'i', 'u', 'span', 'ul', 'ol', 'li', 'small'],
  allowedAttributes: {},
  disallowedTagsMode: 'discard',
};

export function sanitizeOpenTimeHtml(html: string): string {
  return sanitizeHtml(html, OPTIONS).trim();
}
