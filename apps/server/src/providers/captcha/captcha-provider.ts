import { SANDBOX_CAPTCHA_TOKEN } from '@yangdee/contracts/auth';
import type { AppConfig } from '../../config';

// Captcha adapter for OTP requests: Google reCAPTCHA v2 (siteverify with RECAPTCHA_SECRET) or
// a sandbox that accepts the token its own checkbox widget hands out.

export interface CaptchaProvider {
  verify(token: string, remoteIp: string): Promise<boolean>;
}

const SITEVERIFY = 'https://www.google.com/recaptcha/api/siteverify';

export function createRecaptcha(secret: string, fetchImpl: typeof fetch = fetch): CaptchaProvider {
  return {
    async verify(token, remoteIp) {
      try {
        const response = await fetchImpl(SITEVERIFY, {
          method: 'POST',
          headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
          body: new URLSearchParams({ secret, response: token, remoteip: remoteIp }),
          signal: AbortSignal.timeout(8000),
        });
        if (!response.ok) return false;
        const body = (await response.json()) as { success?: unknown };
        return body.success === true;
      } catch {
        return false;
      }
    },
  };
}

export const sandboxCaptcha: CaptchaProvider = {
  async verify(token) {
    return token === SANDBOX_CAPTCHA_TOKEN;
  },
};

export function createCaptchaProvider(config: AppConfig): CaptchaProvider {
  return config.captcha.provider === 'recaptcha'
    ? createRecaptcha(config.captcha.secret ?? '')
    : sandboxCaptcha;
}
