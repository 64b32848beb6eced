import { zodResolver } from '@hookform/resolvers/zod';
import { emptyAcl, type SellerAcl } from '@yangdee/contracts/seller-acl';
import {
  type AddStaffBody,
  AddStaffBodySchema,
  type AddStaffForm as AddStaffValues,
  STAFF_NAME_MAX,
  STAFF_USERNAME_MAX,
} from '@yangdee/contracts/store-staff';
import { useId } from 'react';
import { type FieldPath, useForm } from 'react-hook-form';
import { useTranslation } from '../../../lib/use-translation';
import { useAddStaff } from '../api/staff';
import { Field, fieldErrorsOf, inputClass, primaryButton, ServerError } from './form-bits';
import { PermissionFields } from './permission-fields';

/** add-staff: username, password (every failed rule listed), name, tel and the first flags. */
export function AddStaffForm({ onDone }: { onDone: (name: string) => void }) {
  const { t } = useTranslation();
  const id = useId();
  const add = useAddStaff();
  const form = useForm<AddStaffValues, unknown, AddStaffBody>({
    resolver: zodResolver(AddStaffBodySchema),
    criteriaMode: 'all',
    defaultValues: { username: '', password: '', name: '', tel: '', acl: emptyAcl() },
  });
  const { errors } = form.formState;
  const acl = form.watch('acl') as SellerAcl;
  const server = fieldErrorsOf(add.error);
  const message = (field: 'username' | 'password' | 'name' | 'tel') => {
    const error = errors[field];
    const all = error?.types ? Object.values(error.types).flat().filter(Boolean) : [];
    return (all.length > 0 ? all.join('\n') : error?.message) || server[field];
  };

  const onSubmit = form.handleSubmit(async (body) => {
    try {
      await add.mutateAsync(body);
      onDone(body.name);
    } catch (error) {
      for (const [key, text] of Object.entries(fieldErrorsOf(error))) {
        form.setError(key as FieldPath<AddStaffValues>, { message: text });
      }
    }
  });

  const describedBy = (name: string, hint = false) =>
    [hint ? `${id}-${name}-hint` : '', message(name as 'name') ? `${id}-${name}-error` : '']
      .filter(Boolean)
      .join(' ') || undefined;

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-4" data-testid="add-staff-form">
      <div className="grid gap-4 sm:grid-cols-2">
        <Field
          id={`${id}-username`}
          label={t('sellerStore.staff.username')}
          hint={t('sellerStore.staff.usernameHint')}
          error={message('username')}
        >
          <input
            id={`${id}-username`}
            className={inputClass}
            autoComplete="off"
            maxLength={STAFF_USERNAME_MAX}
            aria-invalid={Boolean(message('username'))}
            aria-describedby={describedBy('username', true)}
            {...form.register('username')}
          />
        </Field>
        <Field
          id={`${id}-password`}
          label={t('sellerStore.staff.password')}
          hint={t('sellerStore.staff.passwordHint')}
          error={message('password')}
        >
          <input
            id={`${id}-password`}
            type="password"
            className={inputClass}
            autoComplete="new-password"
            aria-invalid={Boolean(message('password'))}
            aria-describedby={describedBy('password', true)}
            {...form.register('password')}
          />
        </Field>
        <Field id={`${id}-name`} label={t('sellerStore.staff.name')} error={message('name')}>
          <input
            id={`${id}-name`}
            className={inputClass}
            maxLength={STAFF_NAME_MAX}
            aria-invalid={Boolean(message('name'))}
            aria-describedby={describedBy('name')}
            {...form.register('name')}
          />
        </Field>
        <Field id={`${id}-tel`} label={t('sellerStore.staff.tel')} error={message('tel')}>
          <input
            id={`${id}-tel`}
            type="tel"
            inputMode="numeric"
            maxLength={10}
            className={inputClass}
            aria-invalid={Boolean(message('tel'))}
            aria-describedby={describedBy('tel')}
            {...form.register('tel')}
          />
        </Field>
      </div>
      <div>
        <h3 className="mb-2 font-semibold text-slate-900">{t('sellerStore.staff.permissions')}</h3>
        <PermissionFields value={acl} onChange={(next) => form.setValue('acl', next)} />
      </div>
      <ServerError error={add.error} shown={['username', 'password', 'name', 'tel']} />
      <button type="submit" className={primaryButton} disabled={add.isPending}>
        {t('sellerStore.staff.add')}
      </button>
    </form>
  );
}
