import { zodResolver } from '@hookform/resolvers/zod';
import { RegisterUserPasswordBodySchema } from '@yangdee/contracts/auth';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { fieldErrorsOf, TextField } from '../../../components/form-field';
import { ApiError } from '../../../lib/api';
import { useTranslation } from '../../../lib/use-translation';
import { FormError, messageOf, primaryButtonClass } from './form-parts';
import { PasswordRules, PasswordWarning } from './password-rules';

// The last step of registration (username + password) and of the forgotten password (new
// password). react-hook-form with the registration body's schema (the password alone for a new
// password); the server re-validates and its Thai field messages are shown as they come.

interface SetPasswordFormProps {
  withUsername: boolean;
  submitLabel: string;
  isPending: boolean;
  error: unknown;
  onSubmit: (values: { username: string; password: string }) => void;
}

type Values = { username: string; password: string };

const WithUsernameSchema = RegisterUserPasswordBodySchema.pick({ username: true, password: true });
const PasswordOnlySchema = RegisterUserPasswordBodySchema.pick({ password: true });

export function SetPasswordForm(props: SetPasswordFormProps) {
  const { t } = useTranslation();
  const form = useForm<Values>({
    resolver: zodResolver(props.withUsername ? WithUsernameSchema : PasswordOnlySchema) as never,
    defaultValues: { username: '', password: '' },
  });
  const password = form.watch('password');
  // The rules' one warning is for the password as it was when the form was last sent.
  const [checkedPassword, setCheckedPassword] = useState<string | null>(null);

  const submit = (event: React.FormEvent) => {
    setCheckedPassword(form.getValues('password'));
    void form.handleSubmit((values) =>
      props.onSubmit({ username: (values.username ?? '').trim(), password: values.password }),
    )(event);
  };

  const serverUsernameError = fieldErrorsOf(props.error).username?.replaceAll('\n', ' ');
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
          registration={form.register('username')}
          error={form.formState.errors.username?.message || serverUsernameError || undefined}
        />
      ) : null}
      <TextField
        label={props.withUsername ? t('auth.password') : t('auth.newPassword')}
        type="password"
        autoComplete="new-password"
        maxLength={200}
        registration={form.register('password')}
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
