import { zodResolver } from '@hookform/resolvers/zod';
import { emptyAcl, type SellerAcl } from '@yangdee/contracts/seller-acl';
import {
  type AddStaffBody,
  AddStaffBodySchema,
  type AddStaffForm as AddStaffValues,
  STAFF_NAME_MAX,
} from '@yangdee/contracts/store-staff';
import { useId } from 'react';
import { type FieldPath, useForm } from 'react-hook-form';
import { useTranslation } from '../../../lib/use-translation';
import { useAddStaff } from '../api/staff';
import { Field, fieldErrorsOf, inputClass, primaryButton, ServerError } from './form-bits';
import { PermissionFields } from './permission-fields';

/**
 * add-staff (decision 0131): an invitation by SMS to the person's mobile, with the first flags.
 * The person accepts with a code to that phone and chooses their own password.
 */
export function AddStaffForm({ onDone }: { onDone: (tel: string) => void }) {
  const { t } = useTranslation();
  const id = useId();
  const add = useAddStaff();
  const form = useForm<AddStaffValues, unknown, AddStaffBody>({
    resolver: zodResolver(AddStaffBodySchema),
    defaultValues: { name: '', tel: '', acl: emptyAcl() },
  });
  const { errors } = form.formState;
  const acl = form.watch('acl') as SellerAcl;
  const server = fieldErrorsOf(add.error);
  const message = (field: 'name' | 'tel') => errors[field]?.message || server[field];

  const onSubmit = form.handleSubmit(async (body) => {
    try {
      await add.mutateAsync(body);
      onDone(body.tel);
    } catch (error) {
      for (const [key, text] of Object.entries(fieldErrorsOf(error))) {
        form.setError(key as FieldPath<AddStaffValues>, { message: text });
      }
    }
  });
  const errorId = (field: 'name' | 'tel') => (message(field) ? `${id}-${field}-error` : undefined);

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-4" data-testid="add-staff-form">
      <p className="text-sm text-slate-700">{t('sellerPeople.staff.inviteIntro')}</p>
      <div className="grid gap-4 sm:grid-cols-2">
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
        <Field id={`${id}-tel`} label={t('sellerPeople.staff.mobile')} error={message('tel')}>
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
      </div>
      <div>
        <h3 className="mb-2 font-semibold text-slate-900">{t('sellerStore.staff.permissions')}</h3>
        <PermissionFields value={acl} onChange={(next) => form.setValue('acl', next)} />
      </div>
      <ServerError error={add.error} shown={['name', 'tel']} />
      <button type="submit" className={primaryButton} disabled={add.isPending}>
        {t('sellerPeople.staff.sendInvite')}
      </button>
    </form>
  );
}
