import * as Dialog from '@radix-ui/react-dialog';
import type { ReactNode } from 'react';
import { useTranslation } from '../lib/use-translation';
import { useReturnFocus } from './use-return-focus';

/**
 * A modal for one form (stock, staff, warranty, service…): a sheet from the bottom on a phone,
 * centred on a wide screen. The title stays put and the body scrolls inside the dialog, so a form
 * whose button row is `FORM_DIALOG_FOOTER` keeps its buttons in sight on a short screen
 * (1366 × 768) however long the form grows.
 */
export function FormDialog({
  isOpen,
  title,
  onClose,
  children,
}: {
  isOpen: boolean;
  title: string;
  onClose: () => void;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const returnFocus = useReturnFocus();
  return (
    <Dialog.Root open={isOpen} onOpenChange={(open) => !open && onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-black/40" />
        <Dialog.Content
          {...returnFocus}
          aria-describedby={undefined}
          className="fixed inset-x-0 bottom-0 z-50 flex max-h-[92dvh] flex-col rounded-t-2xl bg-white shadow-xl md:top-1/2 md:bottom-auto md:left-1/2 md:w-[min(92vw,44rem)] md:-translate-x-1/2 md:-translate-y-1/2 md:rounded-2xl"
        >
          <div className="flex shrink-0 items-start justify-between gap-3 px-5 pt-5 pb-4">
            <Dialog.Title className="text-lg font-bold text-slate-900">{title}</Dialog.Title>
            <Dialog.Close
              className="rounded-lg px-3 py-1 text-slate-600 hover:bg-slate-100"
              aria-label={t('common.close')}
            >
              ✕
            </Dialog.Close>
          </div>
          <div className="min-h-0 flex-1 overflow-y-auto px-5 pb-5" data-testid="form-dialog-body">
            {children}
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

/** The button row of a form in a FormDialog: pinned to the bottom of the scrolling body. */
export const FORM_DIALOG_FOOTER =
  'sticky bottom-0 z-10 -mb-5 flex flex-wrap justify-end gap-3 border-t border-slate-100 bg-white pt-4 pb-5';
