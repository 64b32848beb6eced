import type { SellerAcl } from '@yangdee/contracts/seller-acl';
import type { StaffMember } from '@yangdee/contracts/store-staff';
import { useState } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { useChangeStaffPermission } from '../api/staff';
import { primaryButton, ServerError } from './form-bits';
import { PermissionFields } from './permission-fields';

/** change-staff-permission: the member's flags, grouped by menu. */
export function PermissionForm({ member, onDone }: { member: StaffMember; onDone: () => void }) {
  const { t } = useTranslation();
  const change = useChangeStaffPermission();
  const [acl, setAcl] = useState<SellerAcl>(member.acl);
  return (
    <form
      noValidate
      className="space-y-4"
      data-testid="permission-form"
      onSubmit={(e) => {
        e.preventDefault();
        change.mutate({ sellerUserId: member.sellerUserId, acl }, { onSuccess: onDone });
      }}
    >
      <PermissionFields value={acl} onChange={setAcl} />
      <ServerError error={change.error} />
      <button type="submit" className={primaryButton} disabled={change.isPending}>
        {t('common.save')}
      </button>
    </form>
  );
}
