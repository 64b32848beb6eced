import '../../lib/admin-texts';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  type ChangeOperatorRoleBody,
  ChangeOperatorRoleBodySchema,
  type CreateOperatorBody,
  CreateOperatorBodySchema,
  OPERATOR_ROLES,
  type OperatorAccount,
  type OperatorAccountResponse,
  type OperatorListResponse,
  type ResetOperatorPasswordBody,
  ResetOperatorPasswordBodySchema,
  ROLE_LABELS_TH,
} from '@yangdee/contracts/operators';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Field, fieldErrorsOf, TextField } from '../../components/form-field';
import { adminApi } from '../../features/admin/api/admin-api';
import { useOperator } from '../../features/admin/api/operator-session';
import { PasswordPair, passwordPairError } from '../../features/admin/components/password-pair';
import { FormError } from '../../features/auth/components/form-parts';
import { ApiError } from '../../lib/api';
import { formatThaiDateTime } from '../../lib/format-thai-date';
import { usePageMeta } from '../../lib/use-page-meta';
import { useTranslation } from '../../lib/use-translation';

// /admin/operators (permission `operators`, owners; issue 32 item 4, decision 0144): the team's
// accounts as cards — role in Thai, switched on or off, last sign-in — and, per card, change the
// role, switch off or on, set a new password. Above them the form that adds an operator with a
// first password typed twice. The server refuses changing one's own role or switching oneself
// off, and leaving no active owner; its Thai message shows under the card.

const KEY = ['admin', 'operators'] as const;
const button =
  'rounded-lg bg-emerald-800 px-4 py-2 font-semibold text-white hover:bg-emerald-900 disabled:opacity-60';
const secondary =
  'rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm font-medium text-slate-800 hover:bg-slate-50 disabled:opacity-60';
const selectClass = 'mt-1 w-full rounded-lg border border-slate-300 bg-white px-3 py-2';
const EMPTY_PAIR = { password: '', confirmPassword: '' };
// No role is chosen at first (the select's empty option); the schema asks for one when sent.
const EMPTY_OPERATOR: CreateOperatorBody = {
  username: '',
  name: '',
  role: '' as never,
  ...EMPTY_PAIR,
};

function errorMessage(error: unknown, fallback: string): string {
  if (!error) return '';
  if (error instanceof ApiError && error.fieldErrors) return '';
  return error instanceof Error && error.message ? error.message : fallback;
}

function AddOperatorForm({ onAdded }: { onAdded: (name: string) => void }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const roleId = useId();
  const form = useForm<CreateOperatorBody>({
    resolver: zodResolver(CreateOperatorBodySchema),
    defaultValues: EMPTY_OPERATOR,
  });
  const add = useMutation({
    mutationFn: (body: CreateOperatorBody) =>
      adminApi.post<OperatorAccountResponse>('/api/admin/operators', body),
    onSuccess: ({ operator }) => {
      form.reset(EMPTY_OPERATOR);
      onAdded(operator.name);
      return queryClient.invalidateQueries({ queryKey: KEY });
    },
  });
  const { errors } = form.formState;
  const server = fieldErrorsOf(add.error);
  const message = (field: keyof CreateOperatorBody) => errors[field]?.message || server[field];
  const submit = form.handleSubmit((body) => add.mutate(body));
  const pair = { password: form.watch('password'), confirmPassword: form.watch('confirmPassword') };
  return (
    <section
      aria-labelledby="add-operator"
      className="mt-4 rounded-xl border border-slate-200 bg-white p-4"
    >
      <h2 id="add-operator" className="text-lg font-semibold text-slate-900">
        {t('adminOperators.addTitle')}
      </h2>
      <form onSubmit={submit} noValidate className="mt-3 grid gap-3 md:grid-cols-2">
        <div className="space-y-3">
          <TextField
            label={t('adminOperators.username')}
            hint={t('adminOperators.usernameHint')}
            autoComplete="off"
            maxLength={60}
            error={message('username')}
            registration={form.register('username')}
          />
          <TextField
            label={t('adminOperators.name')}
            maxLength={120}
            error={message('name')}
            registration={form.register('name')}
          />
          <Field id={roleId} label={t('adminOperators.role')} error={message('role')}>
            <select
              id={roleId}
              className={selectClass}
              aria-invalid={message('role') ? true : undefined}
              aria-describedby={message('role') ? `${roleId}-error` : undefined}
              {...form.register('role')}
            >
              <option value="">{t('adminOperators.chooseRole')}</option>
              {OPERATOR_ROLES.map((role) => (
                <option key={role} value={role}>
                  {ROLE_LABELS_TH[role]}
                </option>
              ))}
            </select>
          </Field>
        </div>
        <div className="space-y-3">
          <PasswordPair
            password={pair.password}
            registration={{
              password: form.register('password'),
              confirmPassword: form.register('confirmPassword'),
            }}
            labels={{
              password: t('adminOperators.password'),
              confirmPassword: t('adminOperators.confirmPassword'),
            }}
            errors={passwordPairError(
              pair,
              { password: message('password'), confirmPassword: message('confirmPassword') },
              t('adminOperators.mismatch'),
            )}
          />
        </div>
        <div className="md:col-span-2">
          <FormError message={errorMessage(add.error, t('admin.loadFailed'))} />
          <button
            type="submit"
            className={`${button} mt-2 w-full sm:w-auto`}
            disabled={add.isPending}
          >
            {add.isPending ? t('adminOperators.adding') : t('adminOperators.add')}
          </button>
        </div>
      </form>
    </section>
  );
}

function OperatorCard({ account, isSelf }: { account: OperatorAccount; isSelf: boolean }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const roleId = useId();
  const panelId = useId();
  const [isOpen, setOpen] = useState(false);
  const roleForm = useForm<ChangeOperatorRoleBody>({
    resolver: zodResolver(ChangeOperatorRoleBodySchema),
    defaultValues: { role: account.role },
  });
  const passwordForm = useForm<ResetOperatorPasswordBody>({
    resolver: zodResolver(ResetOperatorPasswordBodySchema),
    defaultValues: EMPTY_PAIR,
  });
  const role = roleForm.watch('role');
  const [done, setDone] = useState('');
  const change = useMutation({
    mutationFn: (action: {
      path: string;
      body?: object;
      message: (a: OperatorAccount) => string;
    }) =>
      adminApi
        .post<OperatorAccountResponse>(
          `/api/admin/operators/${account.operatorId}/${action.path}`,
          action.body ?? {},
        )
        .then((response) => action.message(response.operator)),
    onMutate: () => setDone(''),
    onSuccess: (message) => {
      setDone(message);
      passwordForm.reset(EMPTY_PAIR);
      return queryClient.invalidateQueries({ queryKey: KEY });
    },
  });
  const server = fieldErrorsOf(change.error);
  const passwordErrors = passwordForm.formState.errors;
  const pair = {
    password: passwordForm.watch('password'),
    confirmPassword: passwordForm.watch('confirmPassword'),
  };
  const name = account.name || account.username;
  const savePassword = passwordForm.handleSubmit((body) =>
    change.mutate({
      path: 'password',
      body,
      message: () => t('adminOperators.passwordSaved', { name }),
    }),
  );
  const saveRole = roleForm.handleSubmit((body) =>
    change.mutate({
      path: 'role',
      body,
      message: (a) => t('adminOperators.roleSaved', { name, role: ROLE_LABELS_TH[a.role] }),
    }),
  );

  return (
    <li
      className="rounded-xl border border-slate-200 bg-white p-4"
      data-testid="operator-card"
      aria-labelledby={`${panelId}-name`}
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <h3 id={`${panelId}-name`} className="font-semibold text-slate-900 break-words">
            {name}
          </h3>
          <p className="text-sm text-slate-700 break-all">{account.username}</p>
        </div>
        <span
          className={`rounded-full px-2.5 py-0.5 text-sm font-medium ${
            account.isActive ? 'bg-emerald-100 text-emerald-900' : 'bg-slate-200 text-slate-800'
          }`}
        >
          {account.isActive ? t('adminOperators.active') : t('adminOperators.inactive')}
        </span>
      </div>
      <p className="mt-2 text-sm text-slate-800">
        {t('adminOperators.role')}: <strong>{ROLE_LABELS_TH[account.role]}</strong>
        {isSelf ? <span className="ml-2 text-slate-600">({t('adminOperators.you')})</span> : null}
      </p>
      <p className="text-sm text-slate-700">
        {account.lastSignInAt
          ? t('adminOperators.lastSignIn', { at: formatThaiDateTime(account.lastSignInAt) })
          : t('adminOperators.neverSignedIn')}
      </p>
      <button
        type="button"
        className={`${secondary} mt-3`}
        aria-expanded={isOpen}
        aria-controls={panelId}
        onClick={() => setOpen(!isOpen)}
      >
        {isOpen ? t('adminOperators.closeManage') : t('adminOperators.manage')}
      </button>
      {done ? (
        <p role="status" className="mt-2 text-sm text-emerald-800">
          {done}
        </p>
      ) : null}
      <FormError message={errorMessage(change.error, t('admin.loadFailed'))} />
      {isOpen ? (
        <div id={panelId} className="mt-3 space-y-4 border-t border-slate-200 pt-3">
          {isSelf ? (
            <p className="text-sm text-slate-700">{t('adminOperators.selfNote')}</p>
          ) : (
            <>
              <form className="flex flex-wrap items-end gap-2" noValidate onSubmit={saveRole}>
                <div className="min-w-0 flex-1">
                  <Field
                    id={roleId}
                    label={t('adminOperators.changeRole')}
                    error={roleForm.formState.errors.role?.message}
                  >
                    <select id={roleId} className={selectClass} {...roleForm.register('role')}>
                      {OPERATOR_ROLES.map((r) => (
                        <option key={r} value={r}>
                          {ROLE_LABELS_TH[r]}
                        </option>
                      ))}
                    </select>
                  </Field>
                </div>
                <button
                  type="submit"
                  className={secondary}
                  disabled={change.isPending || role === account.role}
                >
                  {t('adminOperators.saveRole')}
                </button>
              </form>
              <div>
                {account.isActive ? (
                  <p className="mb-2 text-sm text-slate-700">{t('adminOperators.disableHint')}</p>
                ) : null}
                <button
                  type="button"
                  className={
                    account.isActive
                      ? 'rounded-lg border border-red-300 bg-white px-3 py-2 text-sm font-semibold text-red-800 hover:bg-red-50 disabled:opacity-60'
                      : secondary
                  }
                  disabled={change.isPending}
                  onClick={() =>
                    change.mutate(
                      account.isActive
                        ? {
                            path: 'disable',
                            message: () => t('adminOperators.disabled', { name }),
                          }
                        : { path: 'enable', message: () => t('adminOperators.enabled', { name }) },
                    )
                  }
                >
                  {account.isActive ? t('adminOperators.disable') : t('adminOperators.enable')}
                </button>
              </div>
            </>
          )}
          <form onSubmit={savePassword} noValidate className="space-y-3">
            <h4 className="font-medium text-slate-900">{t('adminOperators.resetTitle')}</h4>
            <PasswordPair
              password={pair.password}
              registration={{
                password: passwordForm.register('password'),
                confirmPassword: passwordForm.register('confirmPassword'),
              }}
              labels={{
                password: t('adminOperators.newPassword'),
                confirmPassword: t('adminOperators.confirmNewPassword'),
              }}
              errors={passwordPairError(
                pair,
                {
                  password: passwordErrors.password?.message || server.password,
                  confirmPassword:
                    passwordErrors.confirmPassword?.message || server.confirmPassword,
                },
                t('adminOperators.mismatch'),
              )}
            />
            <button type="submit" className={secondary} disabled={change.isPending}>
              {t('adminOperators.savePassword')}
            </button>
          </form>
        </div>
      ) : null}
    </li>
  );
}

export function Component() {
  const { t } = useTranslation();
  usePageMeta({ title: t('adminOperators.title') });
  const me = useOperator();
  const [added, setAdded] = useState('');
  const list = useQuery({
    queryKey: KEY,
    queryFn: ({ signal }) => adminApi.get<OperatorListResponse>('/api/admin/operators', { signal }),
  });
  return (
    <div>
      <h1 className="text-2xl font-bold text-slate-900">{t('adminOperators.title')}</h1>
      <p className="mt-1 text-slate-700">{t('adminOperators.intro')}</p>
      <AddOperatorForm onAdded={(name) => setAdded(t('adminOperators.added', { name }))} />
      {added ? (
        <p role="status" className="mt-3 rounded-lg bg-emerald-50 px-3 py-2 text-emerald-900">
          {added}
        </p>
      ) : null}
      <h2 className="mt-6 text-lg font-semibold text-slate-900">
        {t('adminOperators.listTitle')}
        {list.data ? (
          <span className="ml-2 text-sm font-normal text-slate-700">
            {t('adminOperators.count', { count: list.data.operators.length })}
          </span>
        ) : null}
      </h2>
      {list.isPending ? <p className="mt-2 text-slate-700">{t('admin.loading')}</p> : null}
      {list.isError ? (
        <p role="alert" className="mt-2 text-red-800">
          {list.error.message || t('admin.loadFailed')}
        </p>
      ) : null}
      {list.data ? (
        <ul className="mt-2 grid gap-3 lg:grid-cols-2">
          {list.data.operators.map((account) => (
            <OperatorCard
              key={account.operatorId}
              account={account}
              isSelf={account.operatorId === me.data?.operatorId}
            />
          ))}
        </ul>
      ) : null}
    </div>
  );
}
