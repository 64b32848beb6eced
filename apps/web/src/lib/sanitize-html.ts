import {
  allowedAttributeNames,
  allowedUriPattern,
  type HtmlAllowList,
  RICH_TEXT_ALLOW_LIST,
} from '@yangdee/contracts/html-allow-list';
import DOMPurify from 'dompurify';

// HTML from the server (promotion details, article bodies, a shop's opening-time text) is
// sanitised again here with DOMPurify before React inserts it. What survives is the contracts'
// allow-list the server's sanitiser reads too (decision 0155).

/** DOMPurify's settings for a contracts allow-list (attributes by name, schemes as a pattern). */
function purifyConfig(list: HtmlAllowList) {
  return {
    ALLOWED_TAGS: [...list.tags],
    ALLOWED_ATTR: allowedAttributeNames(list),
    ALLOWED_URI_REGEXP: allowedUriPattern(list),
    ALLOW_DATA_ATTR: false,
  };
}

const CONFIGS = new Map<HtmlAllowList, ReturnType<typeof purifyConfig>>();

/** Untrusted HTML → what the allow-list (rich text unless told) lets through. */
export function sanitizeHtml(html: string, list: HtmlAllowList = RICH_TEXT_ALLOW_LIST): string {
  let config = CONFIGS.get(list);
  if (!config) {
    config = purifyConfig(list);
    CONFIGS.set(list, config);
  }
  return DOMPurify.sanitize(html, config);
}
