import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import {
  type ChangeOwnPasswordBody,
  ChangeOwnPasswordBodySchema,
  type ChangeOwnTelBody,
  ChangeOwnTelBodySchema,
} from '@yangdee/contracts/seller-credentials';
import { useState } from 'react';
import { type FieldError, useForm } from 'react-hook-form';
import { fieldErrorsOf, TextField } from '../../../components/form-field';
import { ApiError, api } from '../../../lib/api';
import { useTranslation } from '../../../lib/use-translation';
import { CaptchaField } from '../../auth/components/captcha-field';
import { myAccountQueryOptions, useChangeOwnPassword, useChangeOwnTel } from '../api/people';
import { LineLinkCard } from './line-link-card';

// "บัญชีของฉัน" (decision 0131): only the person changes their password or phone, proving the
// current password; a new phone is proven by a code sent to it. Other sessions then end.

const primary =
  'rounded-lg bg-emerald-800 px-5 py-2 font-semibold text-white hover:bg-emerald-900 disabled:opacity-60';
const card = 'space-y-4 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm';

const errorText = (error: unknown) => {
  if (!(error instanceof ApiError)) return error ? String(error) : '';
  const fields = Object.values(error.fieldErrors ?? {}).flat();
  return fields.length > 0 ? fields.join('\n') : error.message;
};

/** Every message of a field (each password rule it breaks, one a line). */
const allMessages = (error: FieldError | undefined) =>
  error?.types ? Object.values(error.types).flat().join('\n') : error?.message;

/** A refusal that none of the form's fields shows. */
const otherError = (error: unknown, shown: readonly string[]) => {
  const fields = Object.keys(fieldErrorsOf(error));
  return fields.length > 0 && fields.every((key) => shown.includes(key)) ? '' : errorText(error);
};

function PasswordCard() {
  const { t } = useTranslation();
  const change = useChangeOwnPassword();
  const form = useForm<ChangeOwnPasswordBody>({
    resolver: zodResolver(ChangeOwnPasswordBodySchema),
    criteriaMode: 'all',
    defaultValues: { currentPassword: '', newPassword: '' },
  });
  const { errors } = form.formState;
  const server = fieldErrorsOf(change.error);
  const submit = form.handleSubmit((body) => change.mutate(body));
  const failure = otherError(change.error, ['currentPassword', 'newPassword']);
  return (
    <form noValidate onSubmit={submit} className={card} aria-labelledby="own-password">
      <h2 id="own-password" className="text-lg font-bold text-slate-900">
        {t('sellerPeople.account.passwordTitle')}
      </h2>
      <TextField
        label={t('sellerPeople.account.current')}
        type="password"
        autoComplete="current-password"
        registration={form.register('currentPassword')}
        error={allMessages(errors.currentPassword) || server.currentPassword}
      />
      <TextField
        label={t('sellerPeople.account.newPassword')}
        type="password"
        autoComplete="new-password"
        hint={t('sellerStore.staff.passwordHint')}
        registration={form.register('newPassword')}
        error={allMessages(errors.newPassword) || server.newPassword}
      />
      {failure ? (
        <p role="alert" className="whitespace-pre-line text-sm text-red-700">
          {failure}
        </p>
      ) : null}
      {change.isSuccess ? (
        <p role="status" className="text-sm text-emerald-800">
          {t('sellerPeople.account.passwordDone')}
        </p>
      ) : null}
      <button type="submit" className={primary} disabled={change.isPending}>
        {t('common.save')}
      </button>
    </form>
  );
}

function TelCard({ tel }: { tel: string }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const change = useChangeOwnTel();
  const form = useForm<ChangeOwnTelBody>({
    resolver: zodResolver(ChangeOwnTelBodySchema),
    defaultValues: { currentPassword: '', tel: '', otp: '', otpToken: '' },
  });
  const { errors } = form.formState;
  const server = fieldErrorsOf(change.error);
  const [newTel, otpToken] = form.watch(['tel', 'otpToken']);
  // The captcha belongs to sending the code (request-otp), not to the change itself.
  const [captcha, setCaptcha] = useState('');
  const [sendError, setSendError] = useState<unknown>(null);
  const send = async () => {
    setSendError(null);
    try {
      const res = await api.post<{ token: string }>(
        '/api/seller/request-otp',
        { tel: newTel, recaptcha: captcha, type: 'register' },
        { auth: 'none' },
      );
      form.setValue('otpToken', res.token);
    } catch (error) {
      setSendError(error);
    }
  };
  const submit = form.handleSubmit((body) =>
    change.mutate(body, {
      onSuccess: () =>
        queryClient.invalidateQueries({ queryKey: myAccountQueryOptions().queryKey }),
    }),
  );
  const failure = change.error
    ? otherError(change.error, ['currentPassword', 'tel', 'otp'])
    : errorText(sendError);
  return (
    <form noValidate onSubmit={submit} className={card} aria-labelledby="own-tel">
      <h2 id="own-tel" className="text-lg font-bold text-slate-900">
        {t('sellerPeople.account.telTitle')}
      </h2>
      <p className="text-slate-700">{t('sellerPeople.account.telNow', { tel: tel || '—' })}</p>
      <TextField
        label={t('sellerPeople.account.current')}
        type="password"
        autoComplete="current-password"
        registration={form.register('currentPassword')}
        error={errors.currentPassword?.message || server.currentPassword}
      />
      <TextField
        label={t('sellerPeople.account.newTel')}
        type="tel"
        registration={form.register('tel')}
        error={errors.tel?.message || server.tel}
      />
      {otpToken ? (
        <TextField
          label={t('auth.otp')}
          isDigits
          registration={form.register('otp')}
          error={errors.otp?.message || server.otp}
        />
      ) : (
        <>
          <CaptchaField onToken={setCaptcha} />
          <button
            type="button"
            className="rounded-lg border border-slate-300 px-4 py-2 hover:bg-slate-50 disabled:opacity-60"
            disabled={!captcha || newTel.length !== 10}
            onClick={send}
          >
            {t('sellerPeople.account.sendCode')}
          </button>
        </>
      )}
      {failure ? (
        <p role="alert" className="whitespace-pre-line text-sm text-red-700">
          {failure}
        </p>
      ) : null}
      {change.isSuccess ? (
        <p role="status" className="text-sm text-emerald-800">
          {t('sellerPeople.account.telDone')}
        </p>
      ) : null}
      <button type="submit" className={primary} disabled={!otpToken || change.isPending}>
        {t('common.save')}
      </button>
    </form>
  );
}

export function MyAccount() {
  const { t } = useTranslation();
  const account = useQuery(myAccountQueryOptions());
  if (account.isPending) return null;
  if (account.isError) {
    return (
      <p role="alert" className="text-red-700">
        {errorText(account.error) || t('error.tryAgain')}
      </p>
    );
  }
  return (
    <div className="space-y-4">
      <p className="text-slate-700">
        {t('sellerStore.staff.username')}:{' '}
        <span className="font-semibold">{account.data.username}</span>
      </p>
      <PasswordCard />
      <TelCard tel={account.data.tel} />
      <LineLinkCard isLinked={account.data.lineLinked} />
    </div>
  );
}
