import type { SessionResponse } from '@yangdee/contracts/auth';
import { type FormEvent, useState } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { useLogin } from '../api/sign-in';
import { FormError, messageOf, primaryButtonClass, TextField } from './form-parts';

export function PasswordLoginForm({ onSignedIn }: { onSignedIn: (s: SessionResponse) => void }) {
  const { t } = useTranslation();
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const login = useLogin();

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
