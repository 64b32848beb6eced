import * as Dialog from '@radix-ui/react-dialog';
import type { ReactElement, ReactNode } from 'react';
import { useReturnFocus } from './use-return-focus';

// The one shell of the centred modals and alerts (Radix Dialog: Root, Portal, Overlay, Content,
// Title, Description), with focus sent back to where it was when the dialog opened. Each dialog
// keeps its own body and buttons (`ModalClose` closes). Its users are loaded when first opened
// (components/when-opened.tsx, decision 0175), so Radix Dialog stays off the cart's first visit:
// import this only from such lazy modules.

/** How each kind of dialog sits on the page: literal classes, as Tailwind reads them. */
const KINDS = {
  /** Payment and car modals. */
  'modal-sm': {
    content:
      'fixed top-1/2 left-1/2 z-40 max-h-[92vh] w-[min(94vw,28rem)] -translate-x-1/2 -translate-y-1/2 overflow-auto rounded-2xl bg-white p-6 shadow-xl',
    isAlert: false,
  },
  /** The add-size modal's table. */
  'modal-md': {
    content:
      'fixed top-1/2 left-1/2 z-40 max-h-[90vh] w-[min(94vw,36rem)] -translate-x-1/2 -translate-y-1/2 overflow-auto rounded-2xl bg-white p-6 shadow-xl',
    isAlert: false,
  },
  /** The promotion's rich text. */
  'modal-lg': {
    content:
      'fixed top-1/2 left-1/2 z-40 max-h-[90vh] w-[min(94vw,40rem)] -translate-x-1/2 -translate-y-1/2 overflow-auto rounded-2xl bg-white p-6 shadow-xl',
    isAlert: false,
  },
  /** The error alert: above the modals (an alert can open from one). */
  alert: {
    content:
      'fixed top-1/2 left-1/2 z-50 w-[min(92vw,24rem)] -translate-x-1/2 -translate-y-1/2 rounded-2xl bg-white p-6 text-center shadow-xl',
    isAlert: true,
  },
  /** The confirm alert (two buttons). */
  confirm: {
    content:
      'fixed top-1/2 left-1/2 z-50 w-[min(92vw,26rem)] -translate-x-1/2 -translate-y-1/2 rounded-2xl bg-white p-6 text-center shadow-xl',
    isAlert: true,
  },
} as const;

/** The dimmed page behind: alerts sit above the modals (an alert can open from one). */
const OVERLAYS = {
  modal: 'fixed inset-0 z-40 bg-black/40',
  alert: 'fixed inset-0 z-50 bg-black/40',
} as const;

const TITLE_TONES = {
  plain: 'text-lg font-bold',
  dark: 'text-lg font-bold text-slate-900',
  danger: 'text-lg font-bold text-red-700',
} as const;

export type ModalKind = keyof typeof KINDS;

export function ModalShell({
  kind,
  isOpen,
  onClose,
  title,
  titleTone = 'plain',
  description,
  testId,
  children,
}: {
  kind: ModalKind;
  isOpen: boolean;
  /** Called when the dialog asks to close (Escape, outside click, a `ModalClose`). */
  onClose: () => void;
  title: ReactNode;
  titleTone?: keyof typeof TITLE_TONES;
  /** The dialog's description: one element, which becomes Radix's Description (its id). */
  description?: ReactElement;
  testId?: string;
  children?: ReactNode;
}) {
  const returnFocus = useReturnFocus();
  const { content, isAlert } = KINDS[kind];
  const overlay = OVERLAYS[isAlert ? 'alert' : 'modal'];
  // Radix gives Content role="dialog"; a `role` key (even undefined) would replace it.
  const role = isAlert ? { role: 'alertdialog' } : {};
  return (
    <Dialog.Root open={isOpen} onOpenChange={(open) => !open && onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className={overlay} />
        <Dialog.Content {...role} {...returnFocus} data-testid={testId} className={content}>
          <Dialog.Title className={TITLE_TONES[titleTone]}>{title}</Dialog.Title>
          {description ? <Dialog.Description asChild>{description}</Dialog.Description> : null}
          {children}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

/** A button that closes the ModalShell it is in. */
export const ModalClose = Dialog.Close;
