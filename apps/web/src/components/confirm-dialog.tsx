import { lazy, Suspense } from 'react';
import type { ConfirmDialogProps } from './confirm-dialog-body';
import { useHasOpened } from './use-has-opened';

const ConfirmDialogBody = lazy(() => import('./confirm-dialog-body'));

/** Confirm / Cancel alert (spec 8 buttons ยืนยัน and ยกเลิก). */
export function ConfirmDialog(props: ConfirmDialogProps) {
  if (!useHasOpened(props.isOpen)) return null;
  return (
    <Suspense fallback={null}>
      <ConfirmDialogBody {...props} />
    </Suspense>
  );
}
