import { Link } from 'react-router';
import { usePageMeta } from '../../lib/use-page-meta';
import { useTranslation } from '../../lib/use-translation';

/** Spec 2.1: /404 and any unknown path (the server answers those with HTTP 404). */
export function Component() {
  const { t } = useTranslation();
  // The server already sends the not-found title on a first load; this covers client navigation.
  usePageMeta({ title: t('notFound.title') });
  return (
    <div className="mx-auto max-w-xl py-16 text-center">
      <p aria-hidden="true" className="text-6xl font-bold text-emerald-800">
        404
      </p>
      <h1 className="mt-4 text-2xl font-bold text-slate-900">{t('notFound.title')}</h1>
      <p className="mt-2 text-slate-600">{t('notFound.message')}</p>
      <Link
        to="/"
        className="mt-6 inline-block rounded-lg bg-emerald-800 px-5 py-2.5 font-semibold text-white hover:bg-emerald-900"
      >
        {t('notFound.home')}
      </Link>
    </div>
  );
}
