import type { ReactNode } from 'react';
import { Spinner } from '../../../components/spinner';
import { useTranslation } from '../../../lib/use-translation';

export function LoadingBlock() {
  return (
    <div className="flex justify-center py-12">
      <Spinner />
    </div>
  );
}

export function LoadErrorBlock({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <div role="alert" className="rounded-xl border border-red-200 bg-red-50 p-4 text-red-800">
      <p>{t('error.connection')}</p>
      <button type="button" onClick={onRetry} className="mt-2 font-semibold underline">
        {t('error.retry')}
      </button>
    </div>
  );
}

export function EmptyBlock({ children }: { children: ReactNode }) {
  return (
    <p className="rounded-xl border border-dashed border-slate-300 bg-white p-8 text-center text-slate-600">
      {children}
    </p>
  );
}
