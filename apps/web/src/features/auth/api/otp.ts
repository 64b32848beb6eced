import { useMutation } from '@tanstack/react-query';
import type {
  OtpType,
  RequestOtpResponse,
  SubmitOtpBody,
  SubmitOtpResponse,
} from '@yangdee/contracts/auth';
import { api } from '../../../lib/api';

// Phone OTP calls (spec 7 "User"): request a code (with the captcha token), then submit it.

/** Customers ('user') or shops ('seller', spec 7 "Seller": the same steps, their own codes). */
export type OtpAudience = 'user' | 'seller';

export function requestOtp(input: {
  tel: string;
  recaptcha: string;
  type: OtpType;
  audience?: OtpAudience;
}) {
  if (input.audience === 'seller') {
    const { tel, recaptcha, type } = input;
    return api.post<RequestOtpResponse>(
      '/api/seller/request-otp',
      { tel, recaptcha, type },
      {
        auth: 'none',
      },
    );
  }
  const path = input.type === 'reset' ? '/api/user/reset-password' : '/api/user/request-otp';
  const body = input.type === 'reset' ? { tel: input.tel, recaptcha: input.recaptcha } : input;
  return api.post<RequestOtpResponse>(path, body, { auth: 'none' });
}

export function useRequestOtp() {
  return useMutation({ mutationFn: requestOtp });
}

export function submitOtp(body: SubmitOtpBody) {
  return api.post<SubmitOtpResponse>('/api/user/submit-otp', body, { auth: 'none' });
}

/** The seller's submit-otp names the request token otpToken (spec 7); its answer differs. */
export function submitSellerOtp(body: SubmitOtpBody) {
  const { token, ...rest } = body;
  return api.post<unknown>(
    '/api/seller/submit-otp',
    { ...rest, otpToken: token },
    {
      auth: 'none',
    },
  );
}

export function useSubmitOtp(audience: OtpAudience = 'user') {
  return useMutation<unknown, Error, SubmitOtpBody>({
    mutationFn: audience === 'seller' ? submitSellerOtp : submitOtp,
  });
}
