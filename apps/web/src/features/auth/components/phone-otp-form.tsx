import type { OtpType, SubmitOtpResponse } from '@yangdee/contracts/auth';
import { keepDigits } from '@yangdee/contracts/validation';
import { type FormEvent, useState } from 'react';
import { TextField } from '../../../components/form-field';
import { OtpCountdown } from '../../../components/otp-countdown';
import { useTranslation } from '../../../lib/use-translation';
import { type OtpAudience, useRequestOtp, useSubmitOtp } from '../api/otp';
import { CaptchaField } from './captcha-field';
import { FormError, messageOf, primaryButtonClass } from './form-parts';

// Phone → captcha → code, for registration, sign-in by phone and the forgotten password.
// The code's validity counts down in mm:ss; a new code only after the resend countdown.

type PhoneOtpFormProps =
  | {
      type: OtpType;
      audience?: 'user';
      onVerified: (result: SubmitOtpResponse, tel: string) => void;
    }
  /** A shop (spec 7 "Seller"): the answer is a step key or a seller session. */
  | { type: OtpType; audience: 'seller'; onVerified: (result: unknown, tel: string) => void };

type Sent = { token: string; expiresIn: number; resendIn: number };

export function PhoneOtpForm(props: PhoneOtpFormProps) {
  const { type } = props;
  const audience: OtpAudience = props.audience ?? 'user';
  const onVerified = props.onVerified as (result: unknown, tel: string) => void;
  const { t } = useTranslation();
  const [tel, setTel] = useState('');
  const [captcha, setCaptcha] = useState('');
  const [captchaKey, setCaptchaKey] = useState(0);
  const [sent, setSent] = useState<Sent | null>(null);
  const [canResend, setCanResend] = useState(false);
  const [isExpired, setExpired] = useState(false);
  const [otp, setOtp] = useState('');
  const [error, setError] = useState('');
  const request = useRequestOtp();
  const submit = useSubmitOtp(audience);

  const sendCode = (event: FormEvent) => {
    event.preventDefault();
    setError('');
    request.mutate(
      { tel, recaptcha: captcha, type, audience },
      {
        onSuccess: (res) => {
          setSent({ token: res.token, expiresIn: res.expiresIn, resendIn: res.resendIn });
          setCanResend(false);
          setExpired(false);
          setOtp('');
        },
        onError: (e) => setError(messageOf(e, t('error.tryAgain'))),
        // A captcha answer is good for one request only.
        onSettled: () => {
          setCaptcha('');
          setCaptchaKey((k) => k + 1);
        },
      },
    );
  };

  const checkCode = (event: FormEvent) => {
    event.preventDefault();
    if (!sent) return;
    setError('');
    submit.mutate(
      { type, tel, otp, token: sent.token },
      {
        onSuccess: (result) => onVerified(result, tel),
        onError: (e) => setError(messageOf(e, t('error.tryAgain'))),
      },
    );
  };

  if (!sent) {
    return (
      <form onSubmit={sendCode} className="space-y-4" noValidate>
        <TextField
          label={t('auth.tel')}
          type="tel"
          inputMode="numeric"
          autoComplete="tel-national"
          maxLength={10}
          value={tel}
          onChange={(text) => setTel(keepDigits(text))}
        />
        <CaptchaField key={captchaKey} onToken={setCaptcha} />
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
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={6}
          value={otp}
          onChange={(text) => setOtp(keepDigits(text))}
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
          <CaptchaField key={captchaKey} onToken={setCaptcha} />
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
