import { useQuery } from '@tanstack/react-query';
import { ACL_FLAGS } from '@yangdee/contracts/seller-acl';
import { type FormEvent, useId, useState } from 'react';
import { Link } from 'react-router';
import { Spinner } from '../../../components/spinner';
import { ApiError } from '../../../lib/api';
import { useTranslation } from '../../../lib/use-translation';
import { CaptchaField } from '../../auth/components/captcha-field';
import {
  invitationQueryOptions,
  useAcceptInvitation,
  useRequestInvitationOtp,
} from '../api/people';
import { storeSellerSession } from '../api/session';
import { sellerLandingPath } from '../lib/landing';

// /seller/invite/<token> (decision 0131): the shop and the role offered, a code sent to the
// invited phone (shown masked), and "accept" with it; a phone without an account chooses its
// own password here. Nothing joins the shop until the code is right.

const inputClass = 'mt-1 w-full rounded-lg border border-slate-300 bg-white px-3 py-2';
const primary =
  'w-full rounded-lg bg-emerald-800 px-5 py-2.5 font-semibold text-white hover:bg-emerald-900 disabled:opacity-60';

const messageOf = (error: unknown, fallback: string) =>
  error instanceof ApiError ? error.message : error ? fallback : '';

export function InvitationAccept({ token }: { token: string }) {
  const { t } = useTranslation();
  const id = useId();
  const invitation = useQuery(invitationQueryOptions(token));
  const requestCode = useRequestInvitationOtp();
  const accept = useAcceptInvitation();
  const [captcha, setCaptcha] = useState('');
  const [captchaKey, setCaptchaKey] = useState(0);
  const [otpToken, setOtpToken] = useState('');
  const [otp, setOtp] = useState('');
  const [password, setPassword] = useState('');

  if (invitation.isPending) return <Spinner />;
  if (invitation.isError) {
    return (
      <section
        role="alert"
        className="rounded-2xl border border-red-300 bg-red-50 p-5 text-red-900"
      >
        <p>{messageOf(invitation.error, t('error.tryAgain'))}</p>
        <Link to="/seller/login" className="mt-3 inline-block text-emerald-800 underline">
          {t('seller.login')}
        </Link>
      </section>
    );
  }
  const view = invitation.data;
  const flags = ACL_FLAGS.filter((flag) => view.acl[flag]);
  const shop = [view.shopName, view.branchName].filter(Boolean).join(' ');

  const send = (event: FormEvent) => {
    event.preventDefault();
    requestCode.mutate(
      { token, recaptcha: captcha },
      {
        onSuccess: (res) => setOtpToken(res.token),
        onSettled: () => {
          setCaptcha('');
          setCaptchaKey((k) => k + 1);
        },
      },
    );
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    accept.mutate(
      { token, otp, otpToken, password: view.hasAccount ? undefined : password },
      {
        onSuccess: (session) => {
          storeSellerSession(session);
          window.location.assign(sellerLandingPath(session, null));
        },
      },
    );
  };
  const fieldErrors = accept.error instanceof ApiError ? accept.error.fieldErrors : undefined;
  const passwordError = fieldErrors?.password;

  return (
    <div className="space-y-4">
      <section className="rounded-2xl border border-emerald-200 bg-emerald-50 p-5 text-emerald-950">
        <h2 className="text-lg font-bold">{t('sellerPeople.invite.title', { shop })}</h2>
        <p className="mt-2">{t('sellerPeople.invite.as', { name: view.name })}</p>
        <p className="mt-2 text-sm">
          {flags.map((flag) => t(`sellerStore.staff.flags.${flag}`)).join(' · ') || '—'}
        </p>
      </section>
      <section className="space-y-4 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
        <p className="text-slate-800">{t('sellerPeople.invite.codeTo', { tel: view.telMasked })}</p>
        {otpToken ? (
          <form noValidate onSubmit={submit} className="space-y-4" data-testid="accept-invitation">
            <label htmlFor={`${id}-otp`} className="block font-medium text-slate-900">
              {t('auth.otp')}
              <input
                id={`${id}-otp`}
                inputMode="numeric"
                autoComplete="one-time-code"
                maxLength={6}
                className={inputClass}
                value={otp}
                onChange={(e) => setOtp(e.target.value.replace(/\D/g, ''))}
              />
            </label>
            {view.hasAccount ? (
              <p className="text-sm text-slate-700">{t('sellerPeople.invite.hasAccount')}</p>
            ) : (
              <label htmlFor={`${id}-password`} className="block font-medium text-slate-900">
                {t('sellerPeople.invite.password')}
                <input
                  id={`${id}-password`}
                  type="password"
                  autoComplete="new-password"
                  className={inputClass}
                  value={password}
                  aria-invalid={Boolean(passwordError)}
                  onChange={(e) => setPassword(e.target.value)}
                />
                <span className="mt-1 block text-sm font-normal text-slate-600">
                  {t('sellerStore.staff.passwordHint')}
                </span>
              </label>
            )}
            {accept.error ? (
              <p role="alert" className="whitespace-pre-line text-sm text-red-700">
                {passwordError
                  ? ([] as string[]).concat(passwordError).join('\n')
                  : messageOf(accept.error, t('error.tryAgain'))}
              </p>
            ) : null}
            <button
              type="submit"
              className={primary}
              disabled={accept.isPending || otp.length !== 6}
            >
              {t('sellerPeople.invite.accept')}
            </button>
          </form>
        ) : (
          <form noValidate onSubmit={send} className="space-y-4">
            <CaptchaField key={captchaKey} onToken={setCaptcha} />
            {requestCode.error ? (
              <p role="alert" className="text-sm text-red-700">
                {messageOf(requestCode.error, t('error.tryAgain'))}
              </p>
            ) : null}
            <button type="submit" className={primary} disabled={!captcha || requestCode.isPending}>
              {t('sellerPeople.invite.sendCode')}
            </button>
          </form>
        )}
        <p className="text-sm text-slate-600">{t('sellerPeople.invite.notYou')}</p>
      </section>
    </div>
  );
}
