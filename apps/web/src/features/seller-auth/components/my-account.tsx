import { useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useId, useState } from 'react';
import { ApiError, api } from '../../../lib/api';
import { useTranslation } from '../../../lib/use-translation';
import { CaptchaField } from '../../auth/components/captcha-field';
import { myAccountQueryOptions, useChangeOwnPassword, useChangeOwnTel } from '../api/people';

// "บัญชีของฉัน" (decision 0131): only the person changes their password or phone, proving the
// current password; a new phone is proven by a code sent to it. Other sessions then end.

const inputClass = 'mt-1 w-full rounded-lg border border-slate-300 bg-white px-3 py-2';
const primary =
  'rounded-lg bg-emerald-800 px-5 py-2 font-semibold text-white hover:bg-emerald-900 disabled:opacity-60';
const card = 'space-y-4 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm';

const errorText = (error: unknown) => {
  if (!(error instanceof ApiError)) return error ? String(error) : '';
  const fields = Object.values(error.fieldErrors ?? {}).flat();
  return fields.length > 0 ? fields.join('\n') : error.message;
};

function Input(props: {
  label: string;
  type?: string;
  value: string;
  onChange: (v: string) => void;
}) {
  const id = useId();
  return (
    <label htmlFor={id} className="block font-medium text-slate-900">
      {props.label}
      <input
        id={id}
        type={props.type ?? 'text'}
        className={inputClass}
        value={props.value}
        onChange={(e) => props.onChange(e.target.value)}
      />
    </label>
  );
}

function PasswordCard() {
  const { t } = useTranslation();
  const change = useChangeOwnPassword();
  const [current, setCurrent] = useState('');
  const [next, setNext] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    change.mutate({ currentPassword: current, newPassword: next });
  };
  return (
    <form noValidate onSubmit={submit} className={card} aria-labelledby="own-password">
      <h2 id="own-password" className="text-lg font-bold text-slate-900">
        {t('sellerPeople.account.passwordTitle')}
      </h2>
      <Input
        label={t('sellerPeople.account.current')}
        type="password"
        value={current}
        onChange={setCurrent}
      />
      <Input
        label={t('sellerPeople.account.newPassword')}
        type="password"
        value={next}
        onChange={setNext}
      />
      <p className="text-sm text-slate-600">{t('sellerStore.staff.passwordHint')}</p>
      {change.error ? (
        <p role="alert" className="whitespace-pre-line text-sm text-red-700">
          {errorText(change.error)}
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
  const [current, setCurrent] = useState('');
  const [newTel, setNewTel] = useState('');
  const [captcha, setCaptcha] = useState('');
  const [otpToken, setOtpToken] = useState('');
  const [otp, setOtp] = useState('');
  const [sendError, setSendError] = useState<unknown>(null);
  const send = async () => {
    setSendError(null);
    try {
      const res = await api.post<{ token: string }>(
        '/api/seller/request-otp',
        { tel: newTel, recaptcha: captcha, type: 'register' },
        { auth: 'none' },
      );
      setOtpToken(res.token);
    } catch (error) {
      setSendError(error);
    }
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    change.mutate(
      { currentPassword: current, tel: newTel, otp, otpToken },
      {
        onSuccess: () =>
          queryClient.invalidateQueries({ queryKey: myAccountQueryOptions().queryKey }),
      },
    );
  };
  return (
    <form noValidate onSubmit={submit} className={card} aria-labelledby="own-tel">
      <h2 id="own-tel" className="text-lg font-bold text-slate-900">
        {t('sellerPeople.account.telTitle')}
      </h2>
      <p className="text-slate-700">{t('sellerPeople.account.telNow', { tel: tel || '—' })}</p>
      <Input
        label={t('sellerPeople.account.current')}
        type="password"
        value={current}
        onChange={setCurrent}
      />
      <Input
        label={t('sellerPeople.account.newTel')}
        type="tel"
        value={newTel}
        onChange={setNewTel}
      />
      {otpToken ? (
        <Input label={t('auth.otp')} value={otp} onChange={(v) => setOtp(v.replace(/\D/g, ''))} />
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
      {sendError || change.error ? (
        <p role="alert" className="whitespace-pre-line text-sm text-red-700">
          {errorText(change.error ?? sendError)}
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
    </div>
  );
}
