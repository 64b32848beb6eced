import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery } from '@tanstack/react-query';
import { ACL_FLAGS } from '@yangdee/contracts/seller-acl';
import {
  type AcceptInvitationBody,
  AcceptInvitationBodySchema,
  AcceptInvitationNewAccountBodySchema,
  type InvitationView,
  type RequestInvitationOtpBody,
  RequestInvitationOtpBodySchema,
} from '@yangdee/contracts/seller-invitations';
import { keepDigits } from '@yangdee/contracts/validation';
import { useId, useState } from 'react';
import { type FieldError, useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { Field, fieldErrorsOf } from '../../../components/form-field';
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

/** Every message of a field (each password rule it breaks, one a line). */
const allMessages = (error: FieldError | undefined) =>
  error?.types ? Object.values(error.types).flat().join('\n') : error?.message;

export function InvitationAccept({ token }: { token: string }) {
  const { t } = useTranslation();
  const invitation = useQuery(invitationQueryOptions(token));
  const [otpToken, setOtpToken] = useState('');

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
          <AcceptForm token={token} otpToken={otpToken} view={view} />
        ) : (
          <SendCodeForm token={token} onSent={setOtpToken} />
        )}
        <p className="text-sm text-slate-600">{t('sellerPeople.invite.notYou')}</p>
      </section>
    </div>
  );
}

/** The captcha, then a code by SMS to the invited phone. */
function SendCodeForm({ token, onSent }: { token: string; onSent: (otpToken: string) => void }) {
  const { t } = useTranslation();
  const requestCode = useRequestInvitationOtp();
  const [captchaKey, setCaptchaKey] = useState(0);
  const form = useForm<RequestInvitationOtpBody>({
    resolver: zodResolver(RequestInvitationOtpBodySchema),
    defaultValues: { token, recaptcha: '' },
  });
  const captcha = form.watch('recaptcha');
  const send = form.handleSubmit((body) =>
    requestCode.mutate(body, {
      onSuccess: (res) => onSent(res.token),
      onSettled: () => {
        form.setValue('recaptcha', '');
        setCaptchaKey((k) => k + 1);
      },
    }),
  );
  return (
    <form noValidate onSubmit={send} className="space-y-4">
      <CaptchaField key={captchaKey} onToken={(value) => form.setValue('recaptcha', value)} />
      {requestCode.error ? (
        <p role="alert" className="text-sm text-red-700">
          {messageOf(requestCode.error, t('error.tryAgain'))}
        </p>
      ) : null}
      <button type="submit" className={primary} disabled={!captcha || requestCode.isPending}>
        {t('sellerPeople.invite.sendCode')}
      </button>
    </form>
  );
}

type AcceptValues = { token: string; otp: string; otpToken: string; password: string };

/** The code, and a password for a phone without an account. */
function AcceptForm({
  token,
  otpToken,
  view,
}: {
  token: string;
  otpToken: string;
  view: InvitationView;
}) {
  const { t } = useTranslation();
  const id = useId();
  const accept = useAcceptInvitation();
  const form = useForm<AcceptValues, unknown, AcceptInvitationBody>({
    resolver: zodResolver(
      view.hasAccount ? AcceptInvitationBodySchema : AcceptInvitationNewAccountBodySchema,
    ) as never,
    criteriaMode: 'all',
    defaultValues: { token, otp: '', otpToken, password: '' },
  });
  const otp = form.watch('otp');
  const submit = form.handleSubmit((body) =>
    accept.mutate(
      { ...body, password: view.hasAccount ? undefined : body.password },
      {
        onSuccess: (session) => {
          storeSellerSession(session);
          window.location.assign(sellerLandingPath(session, null));
        },
      },
    ),
  );
  const passwordError =
    allMessages(form.formState.errors.password) || fieldErrorsOf(accept.error).password;
  // A refusal the password field does not show (a wrong code, an expired invitation).
  const otherError =
    accept.error && !fieldErrorsOf(accept.error).password
      ? messageOf(accept.error, t('error.tryAgain'))
      : '';
  const otpField = form.register('otp');

  return (
    <form noValidate onSubmit={submit} className="space-y-4" data-testid="accept-invitation">
      <Field id={`${id}-otp`} label={t('auth.otp')}>
        <input
          id={`${id}-otp`}
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={6}
          className={inputClass}
          {...otpField}
          onChange={(e) => {
            e.target.value = keepDigits(e.target.value);
            void otpField.onChange(e);
          }}
        />
      </Field>
      {view.hasAccount ? (
        <p className="text-sm text-slate-700">{t('sellerPeople.invite.hasAccount')}</p>
      ) : (
        <Field
          id={`${id}-password`}
          label={t('sellerPeople.invite.password')}
          hint={t('sellerStore.staff.passwordHint')}
          error={passwordError}
        >
          <input
            id={`${id}-password`}
            type="password"
            autoComplete="new-password"
            className={inputClass}
            aria-invalid={Boolean(passwordError)}
            aria-describedby={`${id}-password-hint${passwordError ? ` ${id}-password-error` : ''}`}
            {...form.register('password')}
          />
        </Field>
      )}
      {otherError ? (
        <p role="alert" className="whitespace-pre-line text-sm text-red-700">
          {otherError}
        </p>
      ) : null}
      <button type="submit" className={primary} disabled={accept.isPending || otp.length !== 6}>
        {t('sellerPeople.invite.accept')}
      </button>
    </form>
  );
}
