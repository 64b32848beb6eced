import { isRouteErrorResponse, useRouteError } from 'react-router';
import { usePageMeta } from '../../lib/use-page-meta';
import { useTranslation } from '../../lib/use-translation';

export function RootErrorBoundary() {
  const error = useRouteError();
  const { t } = useTranslation();
  const isNotFound = isRouteErrorResponse(error) && error.status === 404;
  usePageMeta({ title: isNotFound ? t('notFound.title') : t('error.title') });
  return (
    <main id="main" className="mx-auto flex min-h-screen max-w-xl flex-col justify-center px-6">
      <h1 className="text-2xl font-bold text-slate-900">
        {isNotFound ? t('notFound.title') : t('error.title')}
      </h1>
      <p className="mt-3 text-slate-600">{t('error.connection')}</p>
      <div className="mt-6 flex gap-3">
        <button
          type="button"
          onClick={() => window.location.reload()}
          className="rounded-lg bg-emerald-800 px-4 py-2 font-semibold text-white hover:bg-emerald-900"
        >
          {t('error.reload')}
        </button>
        <a href="/" className="rounded-lg border border-slate-300 px-4 py-2 font-semibold">
          {t('notFound.home')}
        </a>
      </div>
    </main>
  );
}
