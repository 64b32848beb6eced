import { useMemo } from 'react';
import { sanitizeHtml } from '../../../lib/sanitize-html';
import { useHydrated } from '../../../lib/use-hydrated';

// Promotion details and article bodies arrive sanitised by the server; they are sanitised again
// here before React inserts them (lib/sanitize-html, the contracts' allow-list, decision 0155), so a
// slip on one side is not enough for a script to run.

const proseClass = [
  'text-slate-800 leading-relaxed',
  '[&_p]:my-3 [&_h2]:mt-8 [&_h2]:mb-3 [&_h2]:text-xl [&_h2]:font-bold [&_h2]:text-slate-900',
  '[&_h3]:mt-6 [&_h3]:mb-2 [&_h3]:text-lg [&_h3]:font-semibold [&_h3]:text-slate-900',
  '[&_h4]:mt-4 [&_h4]:font-semibold',
  '[&_ul]:my-3 [&_ul]:list-disc [&_ul]:pl-6 [&_ol]:my-3 [&_ol]:list-decimal [&_ol]:pl-6 [&_li]:my-1',
  '[&_a]:text-emerald-800 [&_a]:underline',
  '[&_table]:my-4 [&_table]:w-full [&_table]:border-collapse [&_table]:text-sm',
  '[&_th]:border [&_th]:border-slate-300 [&_th]:bg-slate-100 [&_th]:p-2 [&_th]:text-left',
  '[&_td]:border [&_td]:border-slate-300 [&_td]:p-2',
  '[&_blockquote]:border-l-4 [&_blockquote]:border-emerald-700 [&_blockquote]:pl-4 [&_blockquote]:italic',
  '[&_img]:my-4 [&_img]:h-auto [&_img]:max-w-full [&_img]:rounded-lg',
].join(' ');

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
