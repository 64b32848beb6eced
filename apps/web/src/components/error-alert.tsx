import { lazy, Suspense } from 'react';
import type { ErrorAlertProps } from './error-alert-dialog';
import { useHasOpened } from './use-has-opened';

const ErrorAlertDialog = lazy(() => import('./error-alert-dialog'));

/** A modal error alert with the caller's title and message (spec 8 "Shared"). */
export function ErrorAlert(props: ErrorAlertProps) {
  if (!useHasOpened(props.isOpen)) return null;
  return (
    <Suspense fallback={null}>
      <ErrorAlertDialog {...props} />
    </Suspense>
  );
}
