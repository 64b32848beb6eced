import '../../../../lib/admin-texts';
import { zodResolver } from '@hookform/resolvers/zod';
import * as Dialog from '@radix-ui/react-dialog';
import {
  type ShopReasonBody,
  ShopReasonBodySchema,
  SUSPENSION_REASON_MAX,
} from '@yangdee/contracts/admin-shops';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { Field, ServerError } from '../../../../components/form-field';
import { useReturnFocus } from '../../../../components/use-return-focus';
import { ApiError } from '../../../../lib/api';
import { useTranslation } from '../../../../lib/use-translation';
import type { ShopAction } from '../api/shops';

// The dialog of a shop's change (decision 0143): approve asks to confirm; reject, suspend and
// reactivate ask for a reason (5–500 characters: react-hook-form with the server's own schema).

export function ShopActionDialog({
  action,
  shopName,
  isBusy,
  error,
  onConfirm,
  onClose,
}: {
  action: ShopAction;
  shopName: string;
  isBusy: boolean;
  error: unknown;
  onConfirm: (reason: string) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const returnFocus = useReturnFocus();
  const needsReason = action !== 'approve';
  const form = useForm<{ reason: string }, unknown, ShopReasonBody>({
    // Approving asks for no reason: nothing to check.
    resolver: needsReason ? zodResolver(ShopReasonBodySchema) : undefined,
    defaultValues: { reason: '' },
  });
  const reasonId = useId();
  const reason = form.watch('reason');
  const serverError =
    error instanceof ApiError
      ? (Object.values(error.fieldErrors ?? {})[0]?.[0] ?? error.message)
      : '';
  const shownError = form.formState.errors.reason?.message || serverError;
  const submit = form.handleSubmit((body) => onConfirm(needsReason ? body.reason : ''));
  const danger = action === 'reject' || action === 'suspend';
  return (
    <Dialog.Root open onOpenChange={(open) => !open && onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-black/40" />
        <Dialog.Content
          {...returnFocus}
          role={needsReason ? 'dialog' : 'alertdialog'}
          className="fixed inset-x-0 bottom-0 z-50 max-h-[92dvh] overflow-y-auto rounded-t-2xl bg-white p-5 shadow-xl md:top-1/2 md:bottom-auto md:left-1/2 md:w-[min(92vw,32rem)] md:-translate-x-1/2 md:-translate-y-1/2 md:rounded-2xl"
        >
          <form onSubmit={submit} noValidate>
            <Dialog.Title className="text-lg font-bold text-slate-900">
              {t(`adminShops.dialog.${action}Title`, { name: shopName })}
            </Dialog.Title>
            <Dialog.Description className="mt-2 text-slate-700">
              {t(`adminShops.dialog.${action}Body`)}
            </Dialog.Description>
            {needsReason ? (
              <div className="mt-4">
                <Field
                  id={reasonId}
                  label={t('adminShops.dialog.reason')}
                  hint={`${t('adminShops.dialog.reasonHint')} (${reason.trim().length}/${SUSPENSION_REASON_MAX})`}
                  error={shownError}
                >
                  <textarea
                    id={reasonId}
                    rows={4}
                    maxLength={SUSPENSION_REASON_MAX}
                    aria-describedby={
                      shownError ? `${reasonId}-hint ${reasonId}-error` : `${reasonId}-hint`
                    }
                    aria-invalid={shownError ? true : undefined}
                    className={`mt-1 w-full rounded-lg border px-3 py-2 ${shownError ? 'border-red-600' : 'border-slate-300'}`}
                    {...form.register('reason')}
                  />
                </Field>
              </div>
            ) : (
              <div className="mt-2">
                <ServerError error={error} />
              </div>
            )}
            <div className="mt-5 flex flex-wrap justify-end gap-3">
              <Dialog.Close className="rounded-lg border border-slate-300 px-5 py-2 text-slate-700 hover:bg-slate-50">
                {t('adminShops.dialog.cancel')}
              </Dialog.Close>
              <button
                type="submit"
                disabled={isBusy}
                className={`rounded-lg px-5 py-2 font-semibold text-white disabled:opacity-60 ${danger ? 'bg-red-700 hover:bg-red-800' : 'bg-emerald-800 hover:bg-emerald-900'}`}
              >
                {isBusy ? t('adminShops.dialog.saving') : t('adminShops.dialog.confirm')}
              </button>
            </div>
          </form>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
