import { useQuery } from '@tanstack/react-query';
import { ACL_FLAGS } from '@yangdee/contracts/seller-acl';
import type { StaffMember } from '@yangdee/contracts/store-staff';
import { useState } from 'react';
import { FormDialog } from '../../../components/form-dialog';
import { ApiError } from '../../../lib/api';
import { formatThaiDateTime } from '../../../lib/format-thai-date';
import { useTranslation } from '../../../lib/use-translation';
import { staffListQueryOptions, useEditStaff } from '../api/staff';
import { AddStaffForm } from './add-staff-form';
import { EditStaffForm } from './edit-staff-form';
import { primaryButton } from './form-bits';
import { PermissionForm } from './permission-form';
import { HandOverForm, InvitationList } from './staff-extras';

// /seller/staff (spec 2.3, 6): the members of the active store as cards, an on/off switch,
// permission dialogs, "add staff" (an invitation by SMS) and the invitations still open; one's
// own name on one's own card; the owner's handover (decision 0131).

type Open =
  | { kind: 'add' }
  | { kind: 'edit' | 'permission' | 'handOver'; member: StaffMember }
  | null;

function StaffCard({
  member,
  onEdit,
  onPermissions,
  onHandOver,
  onNotice,
}: {
  member: StaffMember;
  onEdit: () => void;
  onPermissions: () => void;
  /** Only when the one asking is the owner and this member may take the shop over. */
  onHandOver?: () => void;
  onNotice: (text: string) => void;
}) {
  const { t } = useTranslation();
  const edit = useEditStaff();
  const flags = ACL_FLAGS.filter((flag) => member.acl[flag]);
  const isLocked = member.isOwner || member.isSelf;
  const toggle = () =>
    edit.mutate(
      {
        sellerUserId: member.sellerUserId,
        name: member.name,
        isActive: !member.isActive,
      },
      {
        onSuccess: () =>
          onNotice(
            t(member.isActive ? 'sellerStore.staff.switchedOff' : 'sellerStore.staff.switchedOn', {
              name: member.name,
            }),
          ),
      },
    );
  return (
    <li
      className="flex flex-col gap-3 rounded-xl border border-slate-200 bg-white p-4"
      data-testid="staff-card"
      data-username={member.username}
    >
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <p className="font-semibold text-slate-900">{member.name || member.username}</p>
          <p className="text-sm break-all text-slate-600">{member.username}</p>
          {member.tel ? <p className="text-sm text-slate-600">{member.tel}</p> : null}
          <p className="mt-1 flex flex-wrap gap-1 text-xs">
            {member.isOwner ? (
              <span className="rounded-full bg-emerald-100 px-2 py-0.5 text-emerald-900">
                {t('sellerStore.staff.owner')}
              </span>
            ) : null}
            {member.isSelf ? (
              <span className="rounded-full bg-slate-100 px-2 py-0.5 text-slate-800">
                {t('sellerStore.staff.you')}
              </span>
            ) : null}
          </p>
        </div>
        <div className="flex shrink-0 flex-col items-end gap-1">
          <button
            type="button"
            role="switch"
            aria-checked={member.isActive}
            aria-label={t('sellerStore.staff.activeSwitch', {
              name: member.name || member.username,
            })}
            disabled={isLocked || edit.isPending}
            onClick={toggle}
            className={`relative h-7 w-12 rounded-full transition-colors disabled:opacity-50 ${
              member.isActive ? 'bg-emerald-700' : 'bg-slate-400'
            }`}
          >
            <span
              aria-hidden="true"
              className={`absolute top-1 h-5 w-5 rounded-full bg-white transition-all ${
                member.isActive ? 'left-6' : 'left-1'
              }`}
            />
          </button>
          <span className="text-xs text-slate-700">
            {member.isActive ? t('sellerStore.staff.active') : t('sellerStore.staff.inactive')}
          </span>
        </div>
      </div>
      <p className="text-xs text-slate-600">
        {member.lastSignInAt
          ? t('sellerStore.staff.lastSignIn', { when: formatThaiDateTime(member.lastSignInAt) })
          : t('sellerStore.staff.neverSignedIn')}
      </p>
      <p className="text-sm text-slate-700">
        {member.isOwner
          ? t('sellerStore.staff.ownerLocked')
          : flags.map((flag) => t(`sellerStore.staff.flags.${flag}`)).join(' · ') || '—'}
      </p>
      {edit.error instanceof ApiError ? (
        <p role="alert" className="text-sm text-red-700">
          {edit.error.message}
        </p>
      ) : null}
      <div className="mt-auto flex flex-wrap gap-2">
        {member.isSelf ? (
          <button
            type="button"
            onClick={onEdit}
            className="rounded-lg border border-slate-300 px-3 py-1.5 text-sm hover:bg-slate-50"
          >
            {t('sellerStore.common.edit')}
          </button>
        ) : null}
        {onHandOver ? (
          <button
            type="button"
            onClick={onHandOver}
            className="rounded-lg border border-amber-400 px-3 py-1.5 text-sm text-amber-950 hover:bg-amber-50"
          >
            {t('sellerPeople.handOver.open')}
          </button>
        ) : null}
        {member.isOwner ? null : (
          <button
            type="button"
            onClick={onPermissions}
            className="rounded-lg border border-slate-300 px-3 py-1.5 text-sm hover:bg-slate-50"
          >
            {t('sellerStore.staff.editPermissions')}
          </button>
        )}
      </div>
    </li>
  );
}

export function StaffScreen() {
  const { t } = useTranslation();
  const staff = useQuery(staffListQueryOptions());
  const [open, setOpen] = useState<Open>(null);
  const [notice, setNotice] = useState('');
  const close = () => setOpen(null);
  const done = (text: string) => {
    setNotice(text);
    setOpen(null);
  };
  const list = staff.data?.staffList ?? [];
  const isOwner = list.some((m) => m.isSelf && m.isOwner);
  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-slate-600">{t('sellerStore.staff.intro')}</p>
        <button type="button" className={primaryButton} onClick={() => setOpen({ kind: 'add' })}>
          {t('sellerStore.staff.add')}
        </button>
      </div>
      <p role="status" className="min-h-6 text-sm text-emerald-800">
        {notice}
      </p>
      {staff.isError ? (
        <p role="alert" className="text-red-700">
          {staff.error instanceof ApiError && staff.error.status === 403
            ? staff.error.message
            : t('sellerStore.common.loadFailed')}
        </p>
      ) : list.length === 0 && !staff.isPending ? (
        <p className="text-slate-600">{t('sellerStore.staff.empty')}</p>
      ) : (
        <ul
          className="grid gap-3 md:grid-cols-2 xl:grid-cols-3"
          aria-label={t('pages.sellerStaff')}
        >
          {list.map((member) => (
            <StaffCard
              key={member.sellerUserId}
              member={member}
              onNotice={setNotice}
              onEdit={() => setOpen({ kind: 'edit', member })}
              onPermissions={() => setOpen({ kind: 'permission', member })}
              onHandOver={
                isOwner && !member.isOwner && member.isActive
                  ? () => setOpen({ kind: 'handOver', member })
                  : undefined
              }
            />
          ))}
        </ul>
      )}
      <InvitationList invitations={staff.data?.invitations ?? []} onNotice={setNotice} />
      <FormDialog
        isOpen={open?.kind === 'handOver'}
        title={t('sellerPeople.handOver.title')}
        onClose={close}
      >
        {open?.kind === 'handOver' ? (
          <HandOverForm
            member={open.member}
            onDone={() =>
              done(
                t('sellerPeople.handOver.done', { name: open.member.name || open.member.username }),
              )
            }
          />
        ) : null}
      </FormDialog>
      <FormDialog
        isOpen={open?.kind === 'add'}
        title={t('sellerStore.staff.addTitle')}
        onClose={close}
      >
        <AddStaffForm onDone={(tel) => done(t('sellerPeople.staff.invited', { tel }))} />
      </FormDialog>
      <FormDialog
        isOpen={open?.kind === 'edit'}
        title={t('sellerStore.staff.editTitle')}
        onClose={close}
      >
        {open?.kind === 'edit' ? (
          <EditStaffForm member={open.member} onDone={() => done(t('sellerStore.staff.updated'))} />
        ) : null}
      </FormDialog>
      <FormDialog
        isOpen={open?.kind === 'permission'}
        title={
          open?.kind === 'permission'
            ? t('sellerStore.staff.permissionTitle', {
                name: open.member.name || open.member.username,
              })
            : ''
        }
        onClose={close}
      >
        {open?.kind === 'permission' ? (
          <PermissionForm
            member={open.member}
            onDone={() => done(t('sellerStore.staff.permissionSaved'))}
          />
        ) : null}
      </FormDialog>
    </div>
  );
}
