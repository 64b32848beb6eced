import { safeRedirectPath } from '@yangdee/contracts/auth';
import { useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { PageHeading } from '../../components/page-heading';
import { useRegisterUserPassword } from '../../features/auth/api/sign-in';
import { PhoneOtpForm } from '../../features/auth/components/phone-otp-form';
import { SetPasswordForm } from '../../features/auth/components/set-password-form';
import { storeSession } from '../../features/auth/lib/session';
import { useTranslation } from '../../lib/use-translation';

// /register (spec 2.1, issue 4/6): phone → captcha → OTP → username and password → signed in.

export function Component() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const [key, setKey] = useState<string | null>(null);
  const register = useRegisterUserPassword();

  return (
    <div className="mx-auto max-w-md">
      <PageHeading titleKey="pages.register" />
      <section
        aria-label={key ? t('auth.stepAccount') : t('auth.stepPhone')}
        className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm"
      >
        <p className="mb-4 text-sm font-medium text-emerald-900">
          {key ? t('auth.stepAccount') : t('auth.stepPhone')}
        </p>
        {key ? (
          <SetPasswordForm
            withUsername
            submitLabel={t('auth.register')}
            isPending={register.isPending}
            error={register.error}
            onSubmit={(values) =>
              register.mutate(
                { key, ...values },
                {
                  onSuccess: (session) => {
                    storeSession(session);
                    navigate(safeRedirectPath(params.get('redirect')), { replace: true });
                  },
                },
              )
            }
          />
        ) : (
          <PhoneOtpForm type="register" onVerified={(res) => res.key && setKey(res.key)} />
        )}
      </section>
      <p className="mt-4 text-center text-sm">
        <Link to="/login" className="text-emerald-800 underline">
          {t('auth.haveAccountLogin')}
        </Link>
      </p>
    </div>
  );
}
