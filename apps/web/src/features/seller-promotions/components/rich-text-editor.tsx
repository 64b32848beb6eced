import { useEffect, useRef } from 'react';
import { useTranslation } from '../../../lib/use-translation';

// The promotion detail editor: a contenteditable box with bold, italic and a bullet list. What it
// writes is untrusted like any HTML: the server sanitises it on save (content-html.ts) and the
// cart sanitises again before it renders.

type Props = { id: string; value: string; onChange: (html: string) => void; labelId: string };

export function RichTextEditor({ id, value, onChange, labelId }: Props) {
  const { t } = useTranslation();
  const box = useRef<HTMLDivElement>(null);
  // Set the starting HTML once; afterwards the box owns its content (no caret jumps).
  const initial = useRef(value);
  useEffect(() => {
    if (box.current) box.current.innerHTML = initial.current;
  }, []);
  const run = (command: 'bold' | 'italic' | 'insertUnorderedList') => {
    box.current?.focus();
    document.execCommand(command);
    onChange(box.current?.innerHTML ?? '');
  };
  const button =
    'min-w-10 rounded-md border border-slate-300 bg-white px-2 py-1 text-sm hover:bg-slate-50';
  return (
    <div className="mt-1 rounded-lg border border-slate-300 bg-white">
      <div className="flex gap-1 border-b border-slate-200 p-1">
        <button type="button" className={`${button} font-bold`} onClick={() => run('bold')}>
          {t('sellerPromotion.form.bold')}
        </button>
        <button type="button" className={`${button} italic`} onClick={() => run('italic')}>
          {t('sellerPromotion.form.italic')}
        </button>
        <button type="button" className={button} onClick={() => run('insertUnorderedList')}>
          {t('sellerPromotion.form.list')}
        </button>
      </div>
      {/* biome-ignore lint/a11y/useSemanticElements: a rich text box has no native element */}
      <div
        id={id}
        ref={box}
        role="textbox"
        aria-multiline="true"
        aria-labelledby={labelId}
        tabIndex={0}
        contentEditable
        suppressContentEditableWarning
        data-testid="promotion-detail-editor"
        onInput={(e) => onChange(e.currentTarget.innerHTML)}
        className="prose min-h-28 max-w-none px-3 py-2 focus:outline-2 focus:outline-emerald-700"
      />
    </div>
  );
}
