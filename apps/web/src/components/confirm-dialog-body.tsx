import * as Dialog from '@radix-ui/react-dialog';
import { useTranslation } from '../lib/use-translation';
import { useReturnFocus } from './use-return-focus';

export interface ConfirmDialogProps {
  isOpen: boolean;
  title: string;
  message: string;
  isBusy?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/** Confirm / Cancel alert (spec 8 buttons ยืนยัน and ยกเลิก). */
export default function ConfirmDialogBody({
  isOpen,
  title,
  message,
  isBusy,
  onConfirm,
  onCancel,
}: ConfirmDialogProps) {
  const { t } = useTranslation();
  const returnFocus = useReturnFocus();
  return (
    <Dialog.Root open={isOpen} onOpenChange={(open) => !open && onCancel()}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-black/40" />
        <Dialog.Content
          role="alertdialog"
          {...returnFocus}
          className="fixed top-1/2 left-1/2 z-50 w-[min(92vw,26rem)] -translate-x-1/2 -translate-y-1/2 rounded-2xl bg-white p-6 text-center shadow-xl"
        >
          <Dialog.Title className="text-lg font-bold text-slate-900">{title}</Dialog.Title>
          <Dialog.Description className="mt-2 whitespace-pre-line text-slate-700">
            {message}
          </Dialog.Description>
          <div className="mt-5 flex justify-center gap-3">
            <Dialog.Close className="rounded-lg border border-slate-300 px-5 py-2 text-slate-700 hover:bg-slate-50">
              {t('common.cancel')}
            </Dialog.Close>
            <button
              type="button"
              disabled={isBusy}
              onClick={onConfirm}
              className="rounded-lg bg-emerald-800 px-5 py-2 font-semibold text-white hover:bg-emerald-900 disabled:opacity-60"
            >
              {t('common.confirm')}
            </button>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
