import type { SellerLoginResponse } from '@yangdee/contracts/seller-session';
import { useState } from 'react';
import { Link } from 'react-router';
import { PageHeading } from '../../components/page-heading';
import { PhoneOtpForm } from '../../features/auth/components/phone-otp-form';
import { SetPasswordForm } from '../../features/auth/components/set-password-form';
import { useResetSellerPassword } from '../../features/seller-auth/api/registration';
import { storeSellerSession } from '../../features/seller-auth/api/session';
import { sellerLandingPath } from '../../features/seller-auth/lib/landing';
import { useTranslation } from '../../lib/use-translation';

// /seller/forget-password (spec 2.3, issue 14 §1): phone → OTP → new password. Every other
// session of the account is signed out; this one continues into the back office.

const cardClass = 'rounded-2xl border border-slate-200 bg-white p-5 shadow-sm';

export function Component() {
  const { t } = useTranslation();
  const [key, setKey] = useState<string | null>(null);
  const reset = useResetSellerPassword();

  return (
    <div className="mx-auto max-w-lg">
      <PageHeading titleKey="pages.sellerForgetPassword" />
      <section aria-labelledby="seller-reset-step" className={cardClass}>
        <h2 id="seller-reset-step" className="mb-4 text-lg font-bold text-slate-900">
          {key ? t('auth.newPassword') : t('auth.stepPhone')}
        </h2>
        {key ? (
          <SetPasswordForm
            withUsername={false}
            submitLabel={t('auth.saveNewPassword')}
            isPending={reset.isPending}
            error={reset.error}
            onSubmit={({ password }) =>
              reset.mutate(
                { key, password },
                {
                  onSuccess: (session: SellerLoginResponse) => {
                    storeSellerSession(session);
                    window.location.assign(sellerLandingPath(session, null));
                  },
                },
              )
            }
          />
        ) : (
          <>
            <p className="mb-4 text-sm text-slate-700">{t('sellerAuth.resetIntro')}</p>
            <PhoneOtpForm
              type="reset"
              audience="seller"
              onVerified={(result) => {
                const found = result as { key?: string };
                if (found.key) setKey(found.key);
              }}
            />
          </>
        )}
      </section>
      <p className="mt-4 text-sm">
        <Link to="/seller/login" className="text-emerald-800 underline">
          {t('auth.backToLogin')}
        </Link>
      </p>
    </div>
  );
}
