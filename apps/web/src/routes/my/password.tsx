import '../../lib/my-texts';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  type ChangePasswordBody,
  type ChangePasswordFormInput,
  ChangePasswordFormSchema,
} from '@yangdee/contracts/user-profile';
import { useForm } from 'react-hook-form';
import { fieldErrorsOf, TextField } from '../../components/form-field';
import { PageHeading } from '../../components/page-heading';
import { useChangePassword } from '../../features/account/api/profile';
import { useTranslation } from '../../lib/use-translation';

// /my/password: current password required; the four rules of spec 5 shown together in one
// warning; after the change every other session is signed out (this one stays). The form is
// react-hook-form with the contracts' form schema (the body plus the confirmation).

const EMPTY = { currentPassword: '', newPassword: '', confirmPassword: '' };

export function Component() {
  const { t } = useTranslation();
  const form = useForm<ChangePasswordFormInput, unknown, ChangePasswordBody>({
    resolver: zodResolver(ChangePasswordFormSchema),
    defaultValues: EMPTY,
    // The one warning is the form's as it was sent, not as it is being typed.
    reValidateMode: 'onSubmit',
  });
  const change = useChangePassword();
  const { errors } = form.formState;

  const onSubmit = (event: React.FormEvent) => {
    change.reset();
    void form.handleSubmit((body) => change.mutate(body, { onSuccess: () => form.reset(EMPTY) }))(
      event,
    );
  };

  const serverWarning = change.error
    ? (Object.values(fieldErrorsOf(change.error))[0]?.split('\n')[0] ??
      (change.error.message || t('my.common.tryAgain')))
    : '';
  const warning =
    errors.currentPassword?.message ??
    errors.newPassword?.message ??
    errors.confirmPassword?.message ??
    serverWarning;

  return (
    <section>
      <PageHeading titleKey="pages.myPassword" />
      <form
        onSubmit={onSubmit}
        noValidate
        className="grid max-w-md gap-4 rounded-xl border border-slate-200 bg-white p-5"
      >
        <TextField
          label={t('my.password.current')}
          type="password"
          autoComplete="current-password"
          registration={form.register('currentPassword')}
        />
        <TextField
          label={t('my.password.new')}
          type="password"
          autoComplete="new-password"
          registration={form.register('newPassword')}
        />
        <TextField
          label={t('my.password.confirm')}
          type="password"
          autoComplete="new-password"
          registration={form.register('confirmPassword')}
        />
        <p className="text-sm text-slate-600">{t('my.password.rules')}</p>
        {warning ? (
          <p role="alert" className="whitespace-pre-line rounded-lg bg-amber-50 p-3 text-amber-900">
            {warning}
          </p>
        ) : null}
        {change.isSuccess ? (
          <p role="status" className="rounded-lg bg-emerald-50 p-3 text-emerald-800">
            {t('my.password.changed')}
          </p>
        ) : null}
        <button
          type="submit"
          disabled={change.isPending}
          className="rounded-lg bg-emerald-800 px-5 py-2 font-semibold text-white hover:bg-emerald-900 disabled:opacity-60"
        >
          {t('my.password.submit')}
        </button>
      </form>
    </section>
  );
}
