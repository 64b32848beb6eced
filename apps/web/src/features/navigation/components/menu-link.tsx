import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useTranslation } from '../../../lib/use-translation';

export function MenuLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Link
      to={to}
      className="block rounded-md px-3 py-2 text-slate-700 hover:bg-emerald-50 hover:text-emerald-900 focus-visible:outline-2 focus-visible:outline-emerald-700"
    >
      {children}
    </Link>
  );
}

export function MenuStatus({ isLoading, isError }: { isLoading: boolean; isError: boolean }) {
  const { t } = useTranslation();
  if (!isLoading && !isError) return null;
  return (
    <p className="px-3 py-2 text-sm text-slate-500">
      {isError ? t('header.menuError') : t('common.loading')}
    </p>
  );
}
