import '../../lib/my-texts';
import { formatPasswordWarning } from '@yangdee/contracts/validation';
import { type FormEvent, useState } from 'react';
import { PageHeading } from '../../components/page-heading';
import { useChangePassword } from '../../features/account/api/profile';
import { ApiError } from '../../lib/api';
import { useTranslation } from '../../lib/use-translation';

// /my/password: current password required; the four rules of spec 5 shown together in one
// warning; after the change every other session is signed out (this one stays).

const input = 'mt-1 w-full rounded-lg border border-slate-300 bg-white px-3 py-2';

export function Component() {
  const { t } = useTranslation();
  const [current, setCurrent] = useState('');
  const [next, setNext] = useState('');
  const [confirm, setConfirm] = useState('');
  const [warning, setWarning] = useState('');
  const change = useChangePassword();

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    change.reset();
    if (!current) return setWarning(t('my.password.currentRequired'));
    const rules = formatPasswordWarning(next);
    if (rules) return setWarning(rules);
    if (next !== confirm) return setWarning(t('my.password.mismatch'));
    setWarning('');
    change.mutate(
      { currentPassword: current, newPassword: next },
      {
        onSuccess: () => {
          setCurrent('');
          setNext('');
          setConfirm('');
        },
        onError: (error) => {
          const fields = error instanceof ApiError ? error.fieldErrors : undefined;
          const first = fields ? Object.values(fields).flat()[0] : undefined;
          setWarning(first ?? (error.message || t('my.common.tryAgain')));
        },
      },
    );
  };

  return (
    <section>
      <PageHeading titleKey="pages.myPassword" />
      <form
        onSubmit={onSubmit}
        noValidate
        className="grid max-w-md gap-4 rounded-xl border border-slate-200 bg-white p-5"
      >
        <label className="block text-sm font-medium text-slate-800">
          {t('my.password.current')}
          <input
            className={input}
            type="password"
            name="currentPassword"
            autoComplete="current-password"
            value={current}
            onChange={(e) => setCurrent(e.target.value)}
          />
        </label>
        <label className="block text-sm font-medium text-slate-800">
          {t('my.password.new')}
          <input
            className={input}
            type="password"
            name="newPassword"
            autoComplete="new-password"
            value={next}
            onChange={(e) => setNext(e.target.value)}
          />
        </label>
        <label className="block text-sm font-medium text-slate-800">
          {t('my.password.confirm')}
          <input
            className={input}
            type="password"
            name="confirmPassword"
            autoComplete="new-password"
            value={confirm}
            onChange={(e) => setConfirm(e.target.value)}
          />
        </label>
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
