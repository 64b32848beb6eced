import { type ReactNode, Suspense } from 'react';
import { useHasOpened } from './use-has-opened';

/**
 * Renders a lazy dialog from the first time it opens: its code (and Radix Dialog with it, ~12 KB
 * compressed) is fetched then, not with the page, and it stays mounted afterwards so closing
 * behaves as before (useHasOpened). Until then nothing is rendered, as a closed Radix dialog
 * renders nothing either. Decision 0175: the cart's first visit.
 */
export function WhenOpened({ isOpen, children }: { isOpen: boolean; children: ReactNode }) {
  if (!useHasOpened(isOpen)) return null;
  return <Suspense fallback={null}>{children}</Suspense>;
}
