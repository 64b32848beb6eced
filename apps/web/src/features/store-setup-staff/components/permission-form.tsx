import { zodResolver } from '@hookform/resolvers/zod';
import type { SellerAcl } from '@yangdee/contracts/seller-acl';
import {
  type AclInput,
  type ChangeStaffPermissionBody,
  ChangeStaffPermissionBodySchema,
  type StaffMember,
} from '@yangdee/contracts/store-staff';
import { useForm } from 'react-hook-form';
import { useTranslation } from '../../../lib/use-translation';
import { useChangeStaffPermission } from '../api/staff';
import { primaryButton, ServerError } from './form-bits';
import { PermissionFields } from './permission-fields';

type Values = { sellerUserId: number; acl: AclInput };

/** change-staff-permission: the member's flags, grouped by menu. */
export function PermissionForm({ member, onDone }: { member: StaffMember; onDone: () => void }) {
  const { t } = useTranslation();
  const change = useChangeStaffPermission();
  const form = useForm<Values, unknown, ChangeStaffPermissionBody>({
    resolver: zodResolver(ChangeStaffPermissionBodySchema),
    defaultValues: { sellerUserId: member.sellerUserId, acl: member.acl },
  });
  const acl = form.watch('acl') as SellerAcl;
  const onSubmit = form.handleSubmit((body) => change.mutate(body, { onSuccess: onDone }));
  return (
    <form noValidate className="space-y-4" data-testid="permission-form" onSubmit={onSubmit}>
      <PermissionFields value={acl} onChange={(next) => form.setValue('acl', next)} />
      <ServerError error={change.error} />
      <button type="submit" className={primaryButton} disabled={change.isPending}>
        {t('common.save')}
      </button>
    </form>
  );
}
