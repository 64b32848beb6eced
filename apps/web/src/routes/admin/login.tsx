import '../../lib/admin-texts';
import type { OperatorLoginResponse } from '@yangdee/contracts/operators';
import { Link, useSearchParams } from 'react-router';
import { storeOperatorToken } from '../../features/admin/api/admin-api';
import { useOperatorLogin } from '../../features/admin/api/operator-session';
import { PasswordLoginForm } from '../../features/auth/components/password-login-form';
import { usePageMeta } from '../../lib/use-page-meta';
import { useTranslation } from '../../lib/use-translation';

// /admin/login (issue 32 item 4, decision 0142): the console's own sign-in, not a shop's. The
// token is kept apart from the shop's and the shopper's; the page reloads into the console so
// its layout starts fresh.

/** Only a console page is a place to return to after signing in. */
export function afterSignIn(wanted: string | null): string {
  return wanted?.startsWith('/admin') && !wanted.startsWith('/admin/login') ? wanted : '/admin';
}

export function Component() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const login = useOperatorLogin();
  usePageMeta({ title: t('admin.login.title') });

  const finish = (session: OperatorLoginResponse) => {
    storeOperatorToken(session.token);
    window.location.assign(afterSignIn(params.get('redirect')));
  };

  return (
    <section
      aria-labelledby="admin-login-title"
      className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm"
    >
      <h1 id="admin-login-title" className="text-2xl font-bold text-slate-900">
        {t('admin.login.title')}
      </h1>
      <p className="mt-2 mb-4 text-sm text-slate-700">{t('admin.login.intro')}</p>
      <PasswordLoginForm login={login} onSignedIn={finish} />
      <p className="mt-4 text-sm">
        <Link to="/seller/login" className="text-slate-800 underline">
          {t('admin.login.sellerLink')}
        </Link>
      </p>
    </section>
  );
}
