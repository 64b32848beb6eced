import { zodResolver } from '@hookform/resolvers/zod';
import {
  type EditStaffBody,
  EditStaffBodySchema,
  type EditStaffForm as EditStaffValues,
  STAFF_NAME_MAX,
  type StaffMember,
} from '@yangdee/contracts/store-staff';
import { useId } from 'react';
import { type FieldPath, useForm } from 'react-hook-form';
import { useTranslation } from '../../../lib/use-translation';
import { useEditStaff } from '../api/staff';
import { Field, fieldErrorsOf, inputClass, primaryButton, ServerError } from './form-bits';

/** edit-staff: name, tel and, when filled in, a new password (on/off is the card's switch). */
export function EditStaffForm({
  member,
  onDone,
}: {
  member: StaffMember;
  onDone: (name: string) => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const edit = useEditStaff();
  const form = useForm<EditStaffValues, unknown, EditStaffBody>({
    resolver: zodResolver(EditStaffBodySchema),
    criteriaMode: 'all',
    defaultValues: {
      sellerUserId: member.sellerUserId,
      name: member.name,
      tel: member.tel,
      isActive: member.isActive,
      password: '',
    },
  });
  const { errors } = form.formState;
  const message = (field: 'name' | 'tel' | 'password') => {
    const error = errors[field];
    const all = error?.types ? Object.values(error.types).flat().filter(Boolean) : [];
    return (all.length > 0 ? all.join('\n') : error?.message) || undefined;
  };
  const onSubmit = form.handleSubmit(async (body) => {
    try {
      await edit.mutateAsync(body);
      onDone(body.name);
    } catch (error) {
      for (const [key, text] of Object.entries(fieldErrorsOf(error))) {
        form.setError(key as FieldPath<EditStaffValues>, { message: text });
      }
    }
  });
  const errorId = (field: 'name' | 'tel' | 'password') =>
    message(field) ? `${id}-${field}-error` : undefined;
  return (
    <form noValidate onSubmit={onSubmit} className="space-y-4" data-testid="edit-staff-form">
      <p className="text-sm text-slate-600">
        {t('sellerStore.staff.username')}: <span className="font-semibold">{member.username}</span>
      </p>
      <Field id={`${id}-name`} label={t('sellerStore.staff.name')} error={message('name')}>
        <input
          id={`${id}-name`}
          className={inputClass}
          maxLength={STAFF_NAME_MAX}
          aria-invalid={Boolean(message('name'))}
          aria-describedby={errorId('name')}
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
          aria-describedby={errorId('tel')}
          {...form.register('tel')}
        />
      </Field>
      <Field
        id={`${id}-password`}
        label={t('sellerStore.staff.newPassword')}
        hint={t('sellerStore.staff.passwordHint')}
        error={message('password')}
      >
        <input
          id={`${id}-password`}
          type="password"
          autoComplete="new-password"
          className={inputClass}
          aria-invalid={Boolean(message('password'))}
          aria-describedby={[`${id}-password-hint`, errorId('password')].filter(Boolean).join(' ')}
          {...form.register('password')}
        />
      </Field>
      <ServerError error={edit.error} shown={['name', 'tel', 'password']} />
      <button type="submit" className={primaryButton} disabled={edit.isPending}>
        {t('common.save')}
      </button>
    </form>
  );
}
