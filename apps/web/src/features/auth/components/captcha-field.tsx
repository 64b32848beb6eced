import { SANDBOX_CAPTCHA_TOKEN } from '@yangdee/contracts/auth';
import { useEffect, useId, useRef } from 'react';
import { getSignInConfig } from '../../../lib/app-config';
import { useTranslation } from '../../../lib/use-translation';

// The captcha before an OTP is sent (SMS costs money). With CAPTCHA_PROVIDER=sandbox it is a
// checkbox that yields the sandbox token; with recaptcha, Google's widget (its script is allowed
// by the CSP only in that mode).

interface CaptchaFieldProps {
  onToken: (token: string) => void;
}

export function CaptchaField({ onToken }: CaptchaFieldProps) {
  const config = getSignInConfig();
  return config.captchaProvider === 'recaptcha' ? (
    <Recaptcha siteKey={config.recaptchaSiteKey} onToken={onToken} />
  ) : (
    <SandboxCaptcha onToken={onToken} />
  );
}

function SandboxCaptcha({ onToken }: CaptchaFieldProps) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <div className="flex items-center gap-3 rounded-lg border border-slate-300 bg-slate-50 px-4 py-3">
      <input
        id={id}
        type="checkbox"
        className="h-5 w-5 accent-emerald-700"
        onChange={(e) => onToken(e.target.checked ? SANDBOX_CAPTCHA_TOKEN : '')}
      />
      <label htmlFor={id} className="text-slate-800">
        {t('auth.captchaSandbox')}
      </label>
    </div>
  );
}

type Grecaptcha = {
  render: (el: HTMLElement, options: Record<string, unknown>) => number;
};
declare global {
  interface Window {
    grecaptcha?: Grecaptcha;
  }
}

let scriptLoading: Promise<void> | undefined;

function loadRecaptcha(): Promise<void> {
  scriptLoading ??= new Promise((resolve, reject) => {
    const script = document.createElement('script');
    script.src = 'https://www.google.com/recaptcha/api.js?render=explicit';
    script.async = true;
    script.onload = () => resolve();
    script.onerror = () => reject(new Error('recaptcha'));
    document.head.appendChild(script);
  });
  return scriptLoading;
}

function Recaptcha({ siteKey, onToken }: CaptchaFieldProps & { siteKey: string }) {
  const box = useRef<HTMLDivElement>(null);
  const latestOnToken = useRef(onToken);
  latestOnToken.current = onToken;
  useEffect(() => {
    let isCancelled = false;
    // Loading a third-party widget, not data: the script's global appears after load.
    void loadRecaptcha().then(function waitForApi() {
      if (isCancelled || !box.current) return;
      if (!window.grecaptcha?.render) {
        window.setTimeout(waitForApi, 100);
        return;
      }
      window.grecaptcha.render(box.current, {
        sitekey: siteKey,
        callback: (token: string) => latestOnToken.current(token),
        'expired-callback': () => latestOnToken.current(''),
      });
    });
    return () => {
      isCancelled = true;
    };
  }, [siteKey]);
  return <div ref={box} />;
}
