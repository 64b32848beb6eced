import { useMutation } from '@tanstack/react-query';
import type {
  FacebookLoginBody,
  LineLoginBody,
  LoginBody,
  RegisterUserPasswordBody,
  SessionResponse,
} from '@yangdee/contracts/auth';
import { api } from '../../../lib/api';

// Calls that answer a session {userToken, userDisplay} (spec 7 "User").

export function useLogin() {
  return useMutation({
    mutationFn: (body: LoginBody) =>
      api.post<SessionResponse>('/api/user/login', body, { auth: 'none' }),
  });
}

export function useLoginByLine() {
  return useMutation({
    mutationFn: (body: LineLoginBody) =>
      api.post<SessionResponse>('/api/user/login-by-line', body, { auth: 'none' }),
  });
}

export function useLoginByFacebook() {
  return useMutation({
    mutationFn: (body: FacebookLoginBody) =>
      api.post<SessionResponse>('/api/user/login-by-facebook', body, { auth: 'none' }),
  });
}

export function useRegisterUserPassword() {
  return useMutation({
    mutationFn: (body: RegisterUserPasswordBody) =>
      api.post<SessionResponse>('/api/user/register-user-password', body, { auth: 'none' }),
  });
}
