import { STOCK_IMPORT_MAX_BYTES } from '@yangdee/contracts/stock-import';
import { type DragEvent, useRef, useState } from 'react';
import { useTranslation } from '../../../lib/use-translation';

// Choose or drop the edited .xlsx. The size is checked here too, so a 12 MB file is refused
// before it is sent; the server checks everything again (decision 0093).

export function UploadBox({ busy, onFile }: { busy: boolean; onFile: (file: File) => void }) {
  const { t } = useTranslation();
  const input = useRef<HTMLInputElement>(null);
  const [over, setOver] = useState(false);
  const [error, setError] = useState('');
  const take = (file: File | undefined) => {
    if (!file) return;
    if (file.size > STOCK_IMPORT_MAX_BYTES) {
      setError(t('sellerStockImport.upload.tooBig'));
      return;
    }
    setError('');
    onFile(file);
  };
  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setOver(false);
    take(event.dataTransfer.files[0]);
  };
  return (
    // A drop target for a dragged file; the file input inside is the keyboard's way in.
    // biome-ignore lint/a11y/noStaticElementInteractions: drag-and-drop only, the input is the control
    <div
      onDragOver={(e) => {
        e.preventDefault();
        setOver(true);
      }}
      onDragLeave={() => setOver(false)}
      onDrop={onDrop}
      className={`rounded-xl border-2 border-dashed p-4 text-center ${over ? 'border-emerald-700 bg-emerald-50' : 'border-slate-300 bg-white'}`}
    >
      <p className="text-slate-700">{t('sellerStockImport.upload.drop')}</p>
      <label className="mt-2 inline-block cursor-pointer rounded-lg bg-emerald-800 px-4 py-2 font-semibold text-white hover:bg-emerald-900">
        {busy ? t('sellerStockImport.upload.working') : t('sellerStockImport.upload.choose')}
        <input
          ref={input}
          type="file"
          accept=".xlsx,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
          className="sr-only"
          disabled={busy}
          data-testid="stock-file"
          onChange={(e) => {
            take(e.target.files?.[0]);
            if (input.current) input.current.value = '';
          }}
        />
      </label>
      <p className="mt-2 text-sm text-slate-600">{t('sellerStockImport.upload.hint')}</p>
      {error ? (
        <p role="alert" className="mt-2 text-sm text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}
