import { Link } from 'react-router';
import { useTranslation } from '../lib/use-translation';

export interface Crumb {
  label: string;
  to?: string;
}

/** Breadcrumb trail (home → … → this page); the last crumb is the current page. */
export function Breadcrumbs({ items }: { items: Crumb[] }) {
  const { t } = useTranslation();
  const all: Crumb[] = [{ label: t('content.breadcrumb.home'), to: '/' }, ...items];
  return (
    <nav aria-label={t('content.breadcrumb.label')} className="mb-4 text-sm text-slate-600">
      <ol className="flex flex-wrap items-center gap-1">
        {all.map((crumb, i) => (
          <li key={`${crumb.to ?? ''}|${crumb.label}`} className="flex items-center gap-1">
            {i > 0 ? <span aria-hidden="true">›</span> : null}
            {crumb.to && i < all.length - 1 ? (
              <Link to={crumb.to} className="hover:text-emerald-800 hover:underline">
                {crumb.label}
              </Link>
            ) : (
              <span
                aria-current={i === all.length - 1 ? 'page' : undefined}
                className="text-slate-800"
              >
                {crumb.label}
              </span>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}
