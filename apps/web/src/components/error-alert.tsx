import { useTranslation } from '../lib/use-translation';
import { ModalClose, ModalShell } from './modal-shell';

interface ErrorAlertProps {
  isOpen: boolean;
  title: string;
  message: string;
  onClose: () => void;
}

/** A modal error alert with the caller's title and message (spec 8 "Shared"). */
export function ErrorAlert({ isOpen, title, message, onClose }: ErrorAlertProps) {
  const { t } = useTranslation();
  return (
    <ModalShell
      kind="alert"
      isOpen={isOpen}
      onClose={onClose}
      title={title}
      titleTone="danger"
      description={<p className="mt-2 whitespace-pre-line text-slate-700">{message}</p>}
    >
      <ModalClose className="mt-5 rounded-lg bg-emerald-800 px-6 py-2 font-semibold text-white hover:bg-emerald-900">
        {t('common.ok')}
      </ModalClose>
    </ModalShell>
  );
}
