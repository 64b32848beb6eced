import * as Dialog from '@radix-ui/react-dialog';
import { useTranslation } from '../lib/use-translation';
import { useReturnFocus } from './use-return-focus';

interface ErrorAlertProps {
  isOpen: boolean;
  title: string;
  message: string;
  onClose: () => void;
}

/** A modal error alert with the caller's title and message (spec 8 "Shared"). */
export function ErrorAlert({ isOpen, title, message, onClose }: ErrorAlertProps) {
  const { t } = useTranslation();
  const returnFocus = useReturnFocus();
  return (
    <Dialog.Root open={isOpen} onOpenChange={(open) => !open && onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-black/40" />
        <Dialog.Content
          role="alertdialog"
          {...returnFocus}
          className="fixed top-1/2 left-1/2 z-50 w-[min(92vw,24rem)] -translate-x-1/2 -translate-y-1/2 rounded-2xl bg-white p-6 text-center shadow-xl"
        >
          <Dialog.Title className="text-lg font-bold text-red-700">{title}</Dialog.Title>
          <Dialog.Description className="mt-2 whitespace-pre-line text-slate-700">
            {message}
          </Dialog.Description>
          <Dialog.Close className="mt-5 rounded-lg bg-emerald-800 px-6 py-2 font-semibold text-white hover:bg-emerald-900">
            {t('common.ok')}
          </Dialog.Close>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
