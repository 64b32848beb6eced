import type { UseMutationResult } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { FormError, messageOf, primaryButtonClass, TextField } from './form-parts';

type Credentials = { username: string; password: string };

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
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');

  const submit = (event: FormEvent) => {
    event.preventDefault();
    login.mutate({ username, password }, { onSuccess: onSignedIn });
  };

  return (
    <form onSubmit={submit} className="space-y-4" noValidate>
      <TextField
        label={t('auth.username')}
        autoComplete="username"
        maxLength={60}
        value={username}
        onChange={(e) => setUsername(e.target.value)}
      />
      <TextField
        label={t('auth.password')}
        type="password"
        autoComplete="current-password"
        maxLength={200}
        value={password}
        onChange={(e) => setPassword(e.target.value)}
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
