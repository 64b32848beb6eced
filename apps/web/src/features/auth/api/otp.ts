import { useMutation } from '@tanstack/react-query';
import type {
  OtpType,
  RequestOtpResponse,
  SubmitOtpBody,
  SubmitOtpResponse,
} from '@yangdee/contracts/auth';
import { api } from '../../../lib/api';

// Phone OTP calls (spec 7 "User"): request a code (with the captcha token), then submit it.

export function requestOtp(input: { tel: string; recaptcha: string; type: OtpType }) {
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

export function useSubmitOtp() {
  return useMutation({ mutationFn: submitOtp });
}
