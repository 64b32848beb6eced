import { useRef } from 'react';

/**
 * Radix returns focus only to a Dialog.Trigger. Dialogs opened from state (viewer, alerts) use
 * this to send focus back to whatever had it when they opened.
 */
export function useReturnFocus() {
  const previous = useRef<HTMLElement | null>(null);
  return {
    onOpenAutoFocus: () => {
      previous.current =
        document.activeElement instanceof HTMLElement ? document.activeElement : null;
    },
    onCloseAutoFocus: (event: Event) => {
      if (previous.current?.isConnected) {
        event.preventDefault();
        previous.current.focus();
      }
    },
  };
}
