import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api';

export interface DevLoginResult {
  isValid: boolean;
}

export function submitDevLogin(devPassword: string): Promise<DevLoginResult> {
  return api.post<DevLoginResult>('/api/home/submit-dev-login', { devPassword }, { auth: 'none' });
}

export function useSubmitDevLogin() {
  return useMutation({ mutationFn: submitDevLogin });
}
