import type { SellerLoginResponse } from '@yangdee/contracts/seller-session';
import { Link, useSearchParams } from 'react-router';
import { PageHeading } from '../../components/page-heading';
import { PasswordLoginForm } from '../../features/auth/components/password-login-form';
import { PhoneOtpForm } from '../../features/auth/components/phone-otp-form';
import { storeSellerSession, useSellerLogin } from '../../features/seller-auth/api/session';
import { sellerLandingPath } from '../../features/seller-auth/lib/landing';
import { useTranslation } from '../../lib/use-translation';

// /seller/login (spec 2.3, 7 "Seller", issue 14 §1): username + password, or phone + OTP. The
// session is stored (sellerTokenV2, shopInfo, shopAcl) and the page is reloaded into the back
// office so the seller layout reads it fresh.

const cardClass = 'rounded-2xl border border-slate-200 bg-white p-5 shadow-sm';

export function Component() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const login = useSellerLogin();

  const finish = (session: SellerLoginResponse) => {
    storeSellerSession(session);
    window.location.assign(sellerLandingPath(session, params.get('redirect')));
  };

  return (
    <div className="mx-auto max-w-4xl">
      <PageHeading titleKey="pages.sellerLogin" />
      <div className="grid gap-6 md:grid-cols-2">
        <section aria-labelledby="seller-login-password" className={cardClass}>
          <h2 id="seller-login-password" className="mb-4 text-lg font-bold text-slate-900">
            {t('auth.byUsername')}
          </h2>
          <PasswordLoginForm login={login} onSignedIn={finish} />
          <p className="mt-4 flex flex-wrap justify-between gap-2 text-sm">
            <Link to="/seller/forget-password" className="text-emerald-800 underline">
              {t('auth.forgotPassword')}
            </Link>
            <Link to="/seller/register" className="text-emerald-800 underline">
              {t('sellerAuth.registerShop')}
            </Link>
          </p>
        </section>
        <section aria-labelledby="seller-login-phone" className={cardClass}>
          <h2 id="seller-login-phone" className="mb-4 text-lg font-bold text-slate-900">
            {t('auth.byPhone')}
          </h2>
          <PhoneOtpForm
            type="login"
            audience="seller"
            onVerified={(result) => finish(result as SellerLoginResponse)}
          />
        </section>
      </div>
    </div>
  );
}
