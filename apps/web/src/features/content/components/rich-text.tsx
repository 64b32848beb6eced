import { useMemo } from 'react';
import { sanitizeHtml } from '../../../lib/sanitize-html';
import { useHydrated } from '../../../lib/use-hydrated';
import { proseClass } from './prose-class';

// Promotion details and article bodies arrive sanitised by the server; they are sanitised again
// here before React inserts them (lib/sanitize-html, the contracts' allow-list, decision 0155), so a
// slip on one side is not enough for a script to run.

/** Rich text from the server, sanitised with DOMPurify, styled for reading. */
export function RichText({ html, className = '' }: { html: string; className?: string }) {
  const hydrated = useHydrated();
  const clean = useMemo(() => (hydrated ? sanitizeHtml(html) : ''), [hydrated, html]);
  return (
    <div
      className={`${proseClass} ${className}`}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised with DOMPurify just above
      dangerouslySetInnerHTML={{ __html: clean }}
    />
  );
}
