import type { AppConfig } from '../../config';
import {
  type CaptchaProvider,
  createCaptchaProvider,
} from '../../providers/captcha/captcha-provider';
import { createSmsProvider, type SmsProvider } from '../../providers/sms/sms-provider';
import {
  createSocialProviders,
  type SocialProviders,
} from '../../providers/social/social-provider';

// The outside-world adapters the account calls use, chosen by configuration once at build time.

export type AccountProviders = {
  sms: SmsProvider;
  captcha: CaptchaProvider;
  social: SocialProviders;
};

export function createAccountProviders(config: AppConfig): AccountProviders {
  return {
    sms: createSmsProvider(config),
    captcha: createCaptchaProvider(config),
    social: createSocialProviders(config),
  };
}
