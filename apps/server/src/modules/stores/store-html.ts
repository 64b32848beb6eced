import { OPEN_TIME_ALLOW_LIST } from '@yangdee/contracts/html-allow-list';
import sanitizeHtml from 'sanitize-html';
import { allowListOptions } from '../content/content-html';

// A shop's opening-time text is HTML typed in the seller back office: untrusted (ARCHITECTURE
// "HTML from the server"). Only the contracts' allow-list survives (decision 0155): simple
// formatting, no attributes at all (so no on* handlers, no style, no links), no
// script/style/iframe. The web app sanitises again with DOMPurify, reading the same list.

const OPTIONS = allowListOptions(OPEN_TIME_ALLOW_LIST);

export function sanitizeOpenTimeHtml(html: string): string {
  return sanitizeHtml(html, OPTIONS).trim();
}
