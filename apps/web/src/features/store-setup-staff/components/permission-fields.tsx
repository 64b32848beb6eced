import type { AclFlag, SellerAcl } from '@yangdee/contracts/seller-acl';
import { STAFF_PERMISSION_GROUPS } from '@yangdee/contracts/store-staff';
import { useTranslation } from '../../../lib/use-translation';

// Permission checkboxes grouped by the menu they open (spec 6, Reading B flags).

export function PermissionFields({
  value,
  disabled,
  onChange,
}: {
  value: SellerAcl;
  disabled?: boolean;
  onChange: (acl: SellerAcl) => void;
}) {
  const { t } = useTranslation();
  const toggle = (flag: AclFlag, on: boolean) => onChange({ ...value, [flag]: on });
  return (
    <div className="grid gap-3 sm:grid-cols-2">
      {STAFF_PERMISSION_GROUPS.map((group) => (
        <fieldset key={group.menu} className="rounded-lg border border-slate-200 p-3">
          <legend className="px-1 text-sm font-semibold text-slate-800">
            {t(`sellerStore.staff.groups.${group.menu}`)}
          </legend>
          {group.flags.map((flag) => (
            <label key={flag} className="flex min-h-10 items-center gap-2 text-sm text-slate-800">
              <input
                type="checkbox"
                className="h-5 w-5 accent-emerald-800"
                checked={value[flag]}
                disabled={disabled}
                onChange={(e) => toggle(flag, e.target.checked)}
              />
              {t(`sellerStore.staff.flags.${flag}`)}
            </label>
          ))}
        </fieldset>
      ))}
    </div>
  );
}
