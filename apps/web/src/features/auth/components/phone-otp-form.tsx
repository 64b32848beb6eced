import { zodResolver } from '@hookform/resolvers/zod';
import {
  type OtpType,
  RequestOtpBodySchema,
  SubmitOtpBodySchema,
  type SubmitOtpResponse,
} from '@yangdee/contracts/auth';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { TextField } from '../../../components/form-field';
import { OtpCountdown } from '../../../components/otp-countdown';
import { useTranslation } from '../../../lib/use-translation';
import { type OtpAudience, useRequestOtp, useSubmitOtp } from '../api/otp';
import { CaptchaField } from './captcha-field';
import { FormError, messageOf, primaryButtonClass } from './form-parts';

// Phone → captcha → code, for registration, sign-in by phone and the forgotten password.
// The code's validity counts down in mm:ss; a new code only after the resend countdown. Both
// steps are react-hook-form with the request bodies' schemas (the phone and captcha, the code).

type PhoneOtpFormProps =
  | {
      type: OtpType;
      audience?: 'user';
      onVerified: (result: SubmitOtpResponse, tel: string) => void;
    }
  /** A shop (spec 7 "Seller"): the answer is a step key or a seller session. */
  | { type: OtpType; audience: 'seller'; onVerified: (result: unknown, tel: string) => void };

type Sent = { token: string; expiresIn: number; resendIn: number };

const PhoneSchema = RequestOtpBodySchema.pick({ tel: true, recaptcha: true });
const CodeSchema = SubmitOtpBodySchema.pick({ otp: true });

export function PhoneOtpForm(props: PhoneOtpFormProps) {
  const { type } = props;
  const audience: OtpAudience = props.audience ?? 'user';
  const onVerified = props.onVerified as (result: unknown, tel: string) => void;
  const { t } = useTranslation();
  const phoneForm = useForm<{ tel: string; recaptcha: string }>({
    resolver: zodResolver(PhoneSchema),
    defaultValues: { tel: '', recaptcha: '' },
  });
  const codeForm = useForm<{ otp: string }>({
    resolver: zodResolver(CodeSchema),
    defaultValues: { otp: '' },
  });
  const [tel, captcha] = phoneForm.watch(['tel', 'recaptcha']);
  const otp = codeForm.watch('otp');
  const [captchaKey, setCaptchaKey] = useState(0);
  const [sent, setSent] = useState<Sent | null>(null);
  const [canResend, setCanResend] = useState(false);
  const [isExpired, setExpired] = useState(false);
  const [error, setError] = useState('');
  const request = useRequestOtp();
  const submit = useSubmitOtp(audience);
  const onCaptcha = (token: string) => phoneForm.setValue('recaptcha', token);

  const sendCode = phoneForm.handleSubmit((values) => {
    setError('');
    request.mutate(
      { tel: values.tel, recaptcha: values.recaptcha, type, audience },
      {
        onSuccess: (res) => {
          setSent({ token: res.token, expiresIn: res.expiresIn, resendIn: res.resendIn });
          setCanResend(false);
          setExpired(false);
          codeForm.reset({ otp: '' });
        },
        onError: (e) => setError(messageOf(e, t('error.tryAgain'))),
        // A captcha answer is good for one request only.
        onSettled: () => {
          phoneForm.setValue('recaptcha', '');
          setCaptchaKey((k) => k + 1);
        },
      },
    );
  });

  const checkCode = codeForm.handleSubmit((values) => {
    if (!sent) return;
    setError('');
    submit.mutate(
      { type, tel, otp: values.otp, token: sent.token },
      {
        onSuccess: (result) => onVerified(result, tel),
        onError: (e) => setError(messageOf(e, t('error.tryAgain'))),
      },
    );
  });

  if (!sent) {
    return (
      <form onSubmit={sendCode} className="space-y-4" noValidate>
        <TextField
          label={t('auth.tel')}
          type="tel"
          isDigits
          autoComplete="tel-national"
          maxLength={10}
          registration={phoneForm.register('tel')}
          error={phoneForm.formState.errors.tel?.message}
        />
        <CaptchaField key={captchaKey} onToken={onCaptcha} />
        <FormError message={error} />
        <button
          type="submit"
          className={primaryButtonClass}
          disabled={request.isPending || tel.length !== 10 || !captcha}
        >
          {t('auth.requestOtp')}
        </button>
      </form>
    );
  }

  return (
    <div className="space-y-4">
      <form onSubmit={checkCode} className="space-y-4" noValidate>
        <p className="text-sm text-slate-700">{t('auth.otpSent', { tel })}</p>
        <TextField
          label={t('auth.otp')}
          isDigits
          autoComplete="one-time-code"
          maxLength={6}
          registration={codeForm.register('otp')}
          error={codeForm.formState.errors.otp?.message}
        />
        <p className="text-sm text-slate-600" key={`exp-${sent.token}`}>
          {isExpired ? (
            t('auth.otpExpired')
          ) : (
            <>
              {t('auth.otpExpiresIn')}{' '}
              <OtpCountdown seconds={sent.expiresIn} onExpire={() => setExpired(true)} />
            </>
          )}
        </p>
        <FormError message={error} />
        <button
          type="submit"
          className={primaryButtonClass}
          disabled={submit.isPending || otp.length !== 6}
        >
          {t('auth.confirmOtp')}
        </button>
      </form>
      {canResend ? (
        <form onSubmit={sendCode} className="space-y-3 border-t border-slate-200 pt-4">
          <CaptchaField key={captchaKey} onToken={onCaptcha} />
          <button
            type="submit"
            className="rounded-lg border border-emerald-800 px-4 py-2 font-semibold text-emerald-900 hover:bg-emerald-50 disabled:opacity-60"
            disabled={request.isPending || !captcha}
          >
            {t('auth.resendOtp')}
          </button>
        </form>
      ) : (
        <p className="text-sm text-slate-600" key={`resend-${sent.token}`}>
          {t('auth.resendIn')}{' '}
          <OtpCountdown seconds={sent.resendIn} onExpire={() => setCanResend(true)} />
        </p>
      )}
    </div>
  );
}
