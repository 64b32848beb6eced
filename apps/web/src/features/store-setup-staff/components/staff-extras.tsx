import { zodResolver } from '@hookform/resolvers/zod';
import {
  type HandOverOwnerBody,
  type HandOverOwnerForm,
  HandOverOwnerFormSchema,
  type StaffInvitation,
  type StaffMember,
} from '@yangdee/contracts/store-staff';
import { useForm } from 'react-hook-form';
import { TextField } from '../../../components/form-field';
import { ApiError } from '../../../lib/api';
import { formatThaiDateTime } from '../../../lib/format-thai-date';
import { useTranslation } from '../../../lib/use-translation';
import { useCancelInvitation, useHandOverOwner } from '../api/staff';
import { primaryButton } from './form-bits';

// Invitations waiting for their phone's owner, and the owner's handover (decision 0131).

export function InvitationList({
  invitations,
  onNotice,
}: {
  invitations: StaffInvitation[];
  onNotice: (text: string) => void;
}) {
  const { t } = useTranslation();
  const cancel = useCancelInvitation();
  if (invitations.length === 0) return null;
  return (
    <section aria-labelledby="staff-invitations" className="space-y-2">
      <h2 id="staff-invitations" className="font-semibold text-slate-900">
        {t('sellerPeople.staff.pending')}
      </h2>
      <ul className="grid gap-3 md:grid-cols-2 xl:grid-cols-3">
        {invitations.map((inv) => (
          <li
            key={inv.invitationId}
            data-testid="staff-invitation"
            className="flex flex-col gap-2 rounded-xl border border-dashed border-amber-400 bg-amber-50 p-4"
          >
            <p className="font-semibold text-slate-900">{inv.name}</p>
            <p className="text-sm text-slate-700">{inv.tel}</p>
            <p className="text-xs text-slate-700">
              {t('sellerPeople.staff.waiting', { when: formatThaiDateTime(inv.expiresAt) })}
            </p>
            <button
              type="button"
              disabled={cancel.isPending}
              onClick={() => {
                if (!window.confirm(t('sellerPeople.staff.cancelConfirm', { tel: inv.tel })))
                  return;
                cancel.mutate(
                  { invitationId: inv.invitationId },
                  {
                    onSuccess: () => onNotice(t('sellerPeople.staff.cancelled', { tel: inv.tel })),
                  },
                );
              }}
              className="self-start rounded-lg border border-slate-300 bg-white px-3 py-1.5 text-sm hover:bg-slate-50"
            >
              {t('sellerPeople.staff.cancel')}
            </button>
          </li>
        ))}
      </ul>
      {cancel.error instanceof ApiError ? (
        <p role="alert" className="text-sm text-red-700">
          {cancel.error.message}
        </p>
      ) : null}
    </section>
  );
}

/** The owner hands the shop over: an explanation, the owner's password and a confirmation. */
export function HandOverForm({ member, onDone }: { member: StaffMember; onDone: () => void }) {
  const { t } = useTranslation();
  const handOver = useHandOverOwner();
  const form = useForm<HandOverOwnerForm, unknown, HandOverOwnerBody>({
    resolver: zodResolver(HandOverOwnerFormSchema),
    defaultValues: { sellerUserId: member.sellerUserId, password: '', isSure: false },
  });
  const [password, isSure] = form.watch(['password', 'isSure']);
  const name = member.name || member.username;
  const onSubmit = form.handleSubmit((body) => handOver.mutate(body, { onSuccess: onDone }));
  return (
    <form noValidate onSubmit={onSubmit} className="space-y-4" data-testid="hand-over-form">
      <p className="rounded-lg bg-amber-50 p-3 text-sm text-amber-950">
        {t('sellerPeople.handOver.warning', { name })}
      </p>
      <TextField
        label={t('sellerPeople.handOver.password')}
        type="password"
        autoComplete="current-password"
        error={form.formState.errors.password?.message}
        registration={form.register('password')}
      />
      <label className="flex items-start gap-2 text-slate-900">
        <input
          type="checkbox"
          className="mt-1 h-5 w-5 accent-emerald-700"
          {...form.register('isSure')}
        />
        <span>{t('sellerPeople.handOver.confirm', { name })}</span>
      </label>
      {handOver.error ? (
        <p role="alert" className="text-sm text-red-700">
          {handOver.error instanceof ApiError ? handOver.error.message : t('error.tryAgain')}
        </p>
      ) : null}
      <button
        type="submit"
        className={primaryButton}
        disabled={!isSure || password === '' || handOver.isPending}
      >
        {t('sellerPeople.handOver.submit')}
      </button>
    </form>
  );
}
