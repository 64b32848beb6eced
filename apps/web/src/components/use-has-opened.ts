import { useState } from 'react';

/**
 * True from the first time a dialog opens. The confirm dialog and the picture viewer use it; the
 * error alert does not (several can open at once, and their order must not depend on loading).
 * Dialogs load their code (Radix Dialog, focus trap,
 * scroll lock: ~12 KB compressed) then, not with the page (issue 13 §2: script budgets of the
 * tyre page and the listing), and stay mounted afterwards so closing behaves as before.
 */
export function useHasOpened(isOpen: boolean): boolean {
  const [hasOpened, setHasOpened] = useState(isOpen);
  if (isOpen && !hasOpened) setHasOpened(true);
  return hasOpened || isOpen;
}
