import type { SellerLoginResponse } from '@yangdee/contracts/seller-session';
import { useState } from 'react';
import { Link } from 'react-router';
import { PageHeading } from '../../components/page-heading';
import { PhoneOtpForm } from '../../features/auth/components/phone-otp-form';
import { SetPasswordForm } from '../../features/auth/components/set-password-form';
import { useRegisterPassword } from '../../features/seller-auth/api/registration';
import { storeSellerSession } from '../../features/seller-auth/api/session';
import { useTranslation } from '../../lib/use-translation';

// /seller/register (spec 1 "Tyre shops", 7 "Seller", issue 14 §2): the phone by OTP, then a
// password; the username is the phone. Then the store form (/seller/form).

const cardClass = 'rounded-2xl border border-slate-200 bg-white p-5 shadow-sm';

export function Component() {
  const { t } = useTranslation();
  const [key, setKey] = useState<string | null>(null);
  const [tel, setTel] = useState('');
  const register = useRegisterPassword();

  return (
    <div className="mx-auto max-w-lg">
      <PageHeading titleKey="pages.sellerRegister" />
      <p className="mb-4 text-slate-700">{t('sellerAuth.registerIntro')}</p>
      <section aria-labelledby="seller-register-step" className={cardClass}>
        <h2 id="seller-register-step" className="mb-4 text-lg font-bold text-slate-900">
          {key ? t('sellerAuth.stepPassword') : t('auth.stepPhone')}
        </h2>
        {key ? (
          <>
            <p className="mb-4 text-sm text-slate-700">{t('sellerAuth.usernameIsTel', { tel })}</p>
            <SetPasswordForm
              withUsername={false}
              submitLabel={t('sellerAuth.createAccount')}
              isPending={register.isPending}
              error={register.error}
              onSubmit={({ password }) =>
                register.mutate(
                  { key, password },
                  {
                    onSuccess: (session: SellerLoginResponse) => {
                      storeSellerSession(session);
                      window.location.assign('/seller/form');
                    },
                  },
                )
              }
            />
          </>
        ) : (
          <PhoneOtpForm
            type="register"
            audience="seller"
            onVerified={(result, verifiedTel) => {
              const found = result as { key?: string } | SellerLoginResponse;
              if ('key' in found && found.key) {
                setKey(found.key);
                setTel(verifiedTel);
              } else if ('token' in found) {
                // The phone already has an account that works in other shops (decision 0131):
                // signed in, it goes on to its own shop's form.
                storeSellerSession(found);
                window.location.assign('/seller/form');
              }
            }}
          />
        )}
      </section>
      <p className="mt-4 text-sm">
        <Link to="/seller/login" className="text-emerald-800 underline">
          {t('auth.haveAccountLogin')}
        </Link>
      </p>
    </div>
  );
}
