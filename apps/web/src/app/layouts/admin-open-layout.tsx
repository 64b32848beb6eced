import '../../lib/admin-texts';
import { Outlet } from 'react-router';
import { useTranslation } from '../../lib/use-translation';
import { SkipLink } from './skip-link';

/** The console's pages without an operator token (the sign-in), issue 32 item 4. */
export function Component() {
  const { t } = useTranslation();
  return (
    <div className="flex min-h-screen flex-col bg-slate-100">
      <SkipLink />
      <header className="bg-slate-900 text-white">
        <div className="mx-auto flex max-w-7xl items-center gap-2 px-4 py-3 font-bold">
          <span
            aria-hidden="true"
            className="flex h-8 w-8 items-center justify-center rounded-full bg-white text-slate-900"
          >
            {t('brand.initial')}
          </span>
          <span>{t('admin.brand')}</span>
        </div>
      </header>
      <main
        id="main"
        tabIndex={-1}
        className="mx-auto w-full max-w-md flex-1 px-4 py-8 outline-none"
      >
        <Outlet />
      </main>
    </div>
  );
}
