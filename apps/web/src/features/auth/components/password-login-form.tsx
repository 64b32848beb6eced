import { zodResolver } from '@hookform/resolvers/zod';
import type { UseMutationResult } from '@tanstack/react-query';
import { type LoginBody, LoginBodySchema } from '@yangdee/contracts/auth';
import { useForm } from 'react-hook-form';
import { TextField } from '../../../components/form-field';
import { useTranslation } from '../../../lib/use-translation';
import { FormError, messageOf, primaryButtonClass } from './form-parts';

type Credentials = LoginBody;

/**
 * Username + password sign-in, for customers (/login, useLogin) and shop staff (/seller/login,
 * useSellerLogin): the caller gives the sign-in mutation and what to do with its session.
 */
export function PasswordLoginForm<Session>({
  login,
  onSignedIn,
}: {
  login: UseMutationResult<Session, unknown, Credentials>;
  onSignedIn: (session: Session) => void;
}) {
  const { t } = useTranslation();
  const form = useForm<LoginBody>({
    resolver: zodResolver(LoginBodySchema),
    defaultValues: { username: '', password: '' },
  });
  // Sign-in stays unavailable until both are typed, so the schema's messages are a safety net.
  const [username, password] = form.watch(['username', 'password']);
  const submit = form.handleSubmit((body) => login.mutate(body, { onSuccess: onSignedIn }));

  return (
    <form onSubmit={submit} className="space-y-4" noValidate>
      <TextField
        label={t('auth.username')}
        autoComplete="username"
        maxLength={60}
        registration={form.register('username')}
        error={form.formState.errors.username?.message}
      />
      <TextField
        label={t('auth.password')}
        type="password"
        autoComplete="current-password"
        maxLength={200}
        registration={form.register('password')}
        error={form.formState.errors.password?.message}
      />
      <FormError message={login.error ? messageOf(login.error, t('error.tryAgain')) : ''} />
      <button
        type="submit"
        className={primaryButtonClass}
        disabled={login.isPending || !username.trim() || !password}
      >
        {t('common.login')}
      </button>
    </form>
  );
}
