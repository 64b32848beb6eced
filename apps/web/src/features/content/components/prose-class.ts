// How rich text from the server is styled for reading: RichText (DOMPurify) and the cart's shop
// opening hours (sanitizeTagsOnly, decision 0175) look the same.

export const proseClass = [
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
