import { Link } from 'react-router';
import { useTranslation } from '../../../lib/use-translation';
import { dismissToast, useToasts } from '../lib/toasts';

const tones = {
  info: 'border-emerald-300 bg-white text-slate-900',
  success: 'border-emerald-400 bg-emerald-50 text-emerald-950',
  error: 'border-red-300 bg-red-50 text-red-900',
} as const;

export function ToastRegion() {
  const { t } = useTranslation();
  const list = useToasts();
  return (
    <div
      aria-live="polite"
      className="pointer-events-none fixed inset-x-3 bottom-3 z-50 flex flex-col items-end gap-2 sm:left-auto sm:w-96"
      data-testid="seller-toasts"
    >
      {list.map((toast) => (
        <div
          key={toast.id}
          role={toast.tone === 'error' ? 'alert' : 'status'}
          className={`pointer-events-auto flex w-full items-start gap-3 rounded-xl border p-3 shadow-lg ${tones[toast.tone]}`}
        >
          <div className="min-w-0 flex-1">
            <p className="font-semibold break-words">{toast.text}</p>
            {toast.link ? (
              <Link
                to={toast.link.to}
                onClick={() => dismissToast(toast.id)}
                className="text-emerald-800 underline"
              >
                {toast.link.label}
              </Link>
            ) : null}
          </div>
          <button
            type="button"
            onClick={() => dismissToast(toast.id)}
            aria-label={t('sellerOrderWork.toast.close')}
            className="shrink-0 rounded px-2 text-lg leading-none text-slate-600 hover:bg-slate-100"
          >
            ×
          </button>
        </div>
      ))}
    </div>
  );
}
