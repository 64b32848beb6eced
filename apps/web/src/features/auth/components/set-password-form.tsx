import { getPasswordFailures, USERNAME_PATTERN } from '@yangdee/contracts/validation';
import { type FormEvent, useState } from 'react';
import { TextField } from '../../../components/form-field';
import { ApiError } from '../../../lib/api';
import { useTranslation } from '../../../lib/use-translation';
import { FormError, messageOf, primaryButtonClass } from './form-parts';
import { PasswordRules, PasswordWarning } from './password-rules';

// The last step of registration (username + password) and of the forgotten password (new
// password). The server re-validates; its Thai field messages are shown as they come.

interface SetPasswordFormProps {
  withUsername: boolean;
  submitLabel: string;
  isPending: boolean;
  error: unknown;
  onSubmit: (values: { username: string; password: string }) => void;
}

export function SetPasswordForm(props: SetPasswordFormProps) {
  const { t } = useTranslation();
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [checkedPassword, setCheckedPassword] = useState<string | null>(null);
  const [usernameError, setUsernameError] = useState('');

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setCheckedPassword(password);
    const badUsername =
      props.withUsername && !USERNAME_PATTERN.test(username.trim())
        ? username.trim()
          ? t('auth.usernameRule')
          : t('auth.usernameRequired')
        : '';
    setUsernameError(badUsername);
    if (badUsername || getPasswordFailures(password).length > 0) return;
    props.onSubmit({ username: username.trim(), password });
  };

  const serverUsernameError =
    props.error instanceof ApiError ? props.error.fieldErrors?.username : undefined;
  const serverMessage =
    props.error && !(props.error instanceof ApiError && props.error.fieldErrors)
      ? messageOf(props.error, t('error.tryAgain'))
      : '';

  return (
    <form onSubmit={submit} className="space-y-4" noValidate>
      {props.withUsername ? (
        <TextField
          label={t('auth.username')}
          autoComplete="username"
          maxLength={60}
          value={username}
          onChange={setUsername}
          error={usernameError || [serverUsernameError ?? []].flat().join(' ') || undefined}
        />
      ) : null}
      <TextField
        label={props.withUsername ? t('auth.password') : t('auth.newPassword')}
        type="password"
        autoComplete="new-password"
        maxLength={200}
        value={password}
        onChange={setPassword}
      />
      <PasswordRules password={password} />
      {checkedPassword !== null ? <PasswordWarning password={checkedPassword} /> : null}
      <FormError message={serverMessage} />
      <button type="submit" className={primaryButtonClass} disabled={props.isPending}>
        {props.submitLabel}
      </button>
    </form>
  );
}
