import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from '../../../lib/use-translation';

// A short message at the bottom of the stock page (a change saved, or why it was refused). The
// page keeps one at a time; it goes after a while or when closed.

export type Notice = { tone: 'success' | 'error'; text: string };

export function useNotice(ms = 6000) {
  const [notice, setNotice] = useState<(Notice & { at: number }) | null>(null);
  useEffect(() => {
    if (!notice) return;
    const timer = window.setTimeout(() => setNotice(null), ms);
    return () => window.clearTimeout(timer);
  }, [notice, ms]);
  const show = useCallback((next: Notice) => setNotice({ ...next, at: Date.now() }), []);
  return { notice, show, clear: () => setNotice(null) };
}

export function StockNotice({ notice, onClose }: { notice: Notice | null; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <div
      aria-live="polite"
      className="pointer-events-none fixed inset-x-3 bottom-3 z-40 flex justify-end sm:left-auto sm:w-96"
    >
      {notice ? (
        <div
          role={notice.tone === 'error' ? 'alert' : 'status'}
          data-testid="stock-notice"
          className={`pointer-events-auto flex w-full items-start gap-3 rounded-xl border p-3 shadow-lg ${
            notice.tone === 'error'
              ? 'border-red-300 bg-red-50 text-red-900'
              : 'border-emerald-400 bg-emerald-50 text-emerald-950'
          }`}
        >
          <p className="min-w-0 flex-1 font-semibold break-words">{notice.text}</p>
          <button
            type="button"
            onClick={onClose}
            aria-label={t('sellerStock.notice.close')}
            className="shrink-0 rounded px-2 text-lg leading-none text-slate-600 hover:bg-white/60"
          >
            ×
          </button>
        </div>
      ) : null}
    </div>
  );
}
