import { useQuery } from '@tanstack/react-query';
import { safeRedirectPath } from '@yangdee/contracts/auth';
import { useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { PageHeading } from '../../components/page-heading';
import { Spinner } from '../../components/spinner';
import {
  resetPasswordDataQueryOptions,
  useResetUserPassword,
} from '../../features/auth/api/reset-password';
import { PhoneOtpForm } from '../../features/auth/components/phone-otp-form';
import { SetPasswordForm } from '../../features/auth/components/set-password-form';
import { storeSession } from '../../features/auth/lib/session';
import { useTranslation } from '../../lib/use-translation';

// /forget-password (spec 2.1): phone OTP → new password → signed in; every other session of
// the account is signed out by the server. Like /login, it returns to ?redirect= (same-origin).

export function Component() {
  const { t } = useTranslation();
  const [key, setKey] = useState<string | null>(null);
  const [params] = useSearchParams();
  const redirect = safeRedirectPath(params.get('redirect'));
  return (
    <div className="mx-auto max-w-md">
      <PageHeading titleKey="pages.forgetPassword" />
      <section className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
        {key ? (
          <NewPasswordStep stepKey={key} redirect={redirect} />
        ) : (
          <>
            <p className="mb-4 text-sm text-slate-700">{t('auth.resetIntro')}</p>
            <PhoneOtpForm type="reset" onVerified={(res) => res.key && setKey(res.key)} />
          </>
        )}
      </section>
      <p className="mt-4 text-center text-sm">
        <Link
          to={`/login?redirect=${encodeURIComponent(redirect)}`}
          className="text-emerald-800 underline"
        >
          {t('auth.backToLogin')}
        </Link>
      </p>
    </div>
  );
}

function NewPasswordStep({ stepKey, redirect }: { stepKey: string; redirect: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const account = useQuery(resetPasswordDataQueryOptions(stepKey));
  const reset = useResetUserPassword();
  if (account.isPending) return <Spinner />;
  if (account.isError) {
    return (
      <p role="alert" className="text-red-800">
        {account.error.message || t('error.tryAgain')}
      </p>
    );
  }
  return (
    <>
      <dl className="mb-4 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
        <dt className="text-slate-600">{t('auth.username')}</dt>
        <dd className="font-semibold" data-testid="reset-username">
          {account.data.username || '-'}
        </dd>
        <dt className="text-slate-600">{t('auth.tel')}</dt>
        <dd className="font-semibold">{account.data.tel}</dd>
      </dl>
      <SetPasswordForm
        withUsername={false}
        submitLabel={t('auth.saveNewPassword')}
        isPending={reset.isPending}
        error={reset.error}
        onSubmit={({ password }) =>
          reset.mutate(
            { key: stepKey, password },
            {
              onSuccess: (session) => {
                storeSession(session);
                navigate(redirect, { replace: true });
              },
            },
          )
        }
      />
    </>
  );
}
