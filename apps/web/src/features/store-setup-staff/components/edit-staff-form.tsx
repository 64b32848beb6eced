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
import { Link } from 'react-router';
import { useTranslation } from '../../../lib/use-translation';
import { useEditStaff } from '../api/staff';
import { Field, fieldErrorsOf, inputClass, primaryButton, ServerError } from './form-bits';

/**
 * edit-staff for one's own card: the name. A phone or password is changed by its person only,
 * on "บัญชีของฉัน" after proving the current one (decision 0131).
 */
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
    defaultValues: {
      sellerUserId: member.sellerUserId,
      name: member.name,
      isActive: member.isActive,
    },
  });
  const message = form.formState.errors.name?.message;
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
  return (
    <form noValidate onSubmit={onSubmit} className="space-y-4" data-testid="edit-staff-form">
      <p className="text-sm text-slate-600">
        {t('sellerStore.staff.username')}: <span className="font-semibold">{member.username}</span>
      </p>
      <Field id={`${id}-name`} label={t('sellerStore.staff.name')} error={message}>
        <input
          id={`${id}-name`}
          className={inputClass}
          maxLength={STAFF_NAME_MAX}
          aria-invalid={Boolean(message)}
          aria-describedby={message ? `${id}-name-error` : undefined}
          {...form.register('name')}
        />
      </Field>
      <p className="text-sm text-slate-700">
        {t('sellerPeople.staff.credentialsOwn')}{' '}
        <Link to="/seller/account" className="text-emerald-800 underline">
          {t('pages.sellerAccount')}
        </Link>
      </p>
      <ServerError error={edit.error} shown={['name']} />
      <button type="submit" className={primaryButton} disabled={edit.isPending}>
        {t('common.save')}
      </button>
    </form>
  );
}
