import { type SessionResponse, safeRedirectPath } from '@yangdee/contracts/auth';
import { useCallback } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { PageHeading } from '../../components/page-heading';
import { useLogin } from '../../features/auth/api/sign-in';
import { PasswordLoginForm } from '../../features/auth/components/password-login-form';
import { PhoneOtpForm } from '../../features/auth/components/phone-otp-form';
import { SocialSignIn } from '../../features/auth/components/social-sign-in';
import { storeSession } from '../../features/auth/lib/session';
import { useTranslation } from '../../lib/use-translation';

// /login (spec 2.1): username + password, phone + OTP, Facebook and LINE. After sign-in the user
// returns to ?redirect= (same-origin paths only), else the home page.

const cardClass = 'rounded-2xl border border-slate-200 bg-white p-5 shadow-sm';

export function Component() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const redirect = safeRedirectPath(params.get('redirect'));
  const login = useLogin();

  const finish = useCallback(
    (session: SessionResponse, to: string = redirect) => {
      storeSession(session);
      navigate(to, { replace: true });
    },
    [navigate, redirect],
  );

  return (
    <div className="mx-auto max-w-4xl">
      <PageHeading titleKey="pages.login" />
      <div className="grid gap-6 md:grid-cols-2">
        <section aria-labelledby="login-password" className={cardClass}>
          <h2 id="login-password" className="mb-4 text-lg font-bold text-slate-900">
            {t('auth.byUsername')}
          </h2>
          <PasswordLoginForm login={login} onSignedIn={(s) => finish(s)} />
          <p className="mt-4 flex flex-wrap justify-between gap-2 text-sm">
            <Link
              to={`/forget-password?redirect=${encodeURIComponent(redirect)}`}
              className="text-emerald-800 underline"
            >
              {t('auth.forgotPassword')}
            </Link>
            <Link
              to={`/register?redirect=${encodeURIComponent(redirect)}`}
              className="text-emerald-800 underline"
            >
              {t('auth.noAccountRegister')}
            </Link>
          </p>
        </section>
        <section aria-labelledby="login-phone" className={cardClass}>
          <h2 id="login-phone" className="mb-4 text-lg font-bold text-slate-900">
            {t('auth.byPhone')}
          </h2>
          <PhoneOtpForm
            type="login"
            onVerified={(res) => {
              if (res.userToken && res.userDisplay !== undefined) {
                finish({ success: true, userToken: res.userToken, userDisplay: res.userDisplay });
              }
            }}
          />
        </section>
        <section aria-labelledby="login-social" className={`${cardClass} md:col-span-2`}>
          <h2 id="login-social" className="mb-4 text-lg font-bold text-slate-900">
            {t('auth.bySocial')}
          </h2>
          <div className="max-w-sm">
            <SocialSignIn redirect={redirect} onSignedIn={finish} />
          </div>
        </section>
      </div>
    </div>
  );
}
