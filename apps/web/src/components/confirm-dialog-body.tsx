import { useTranslation } from '../lib/use-translation';
import { ModalClose, ModalShell } from './modal-shell';

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
  return (
    <ModalShell
      kind="confirm"
      isOpen={isOpen}
      onClose={onCancel}
      title={title}
      titleTone="dark"
      description={<p className="mt-2 whitespace-pre-line text-slate-700">{message}</p>}
    >
      <div className="mt-5 flex justify-center gap-3">
        <ModalClose className="rounded-lg border border-slate-300 px-5 py-2 text-slate-700 hover:bg-slate-50">
          {t('common.cancel')}
        </ModalClose>
        <button
          type="button"
          disabled={isBusy}
          onClick={onConfirm}
          className="rounded-lg bg-emerald-800 px-5 py-2 font-semibold text-white hover:bg-emerald-900 disabled:opacity-60"
        >
          {t('common.confirm')}
        </button>
      </div>
    </ModalShell>
  );
}
