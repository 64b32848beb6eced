import { lazy, Suspense } from 'react';
import type { PictureViewerProps } from './picture-viewer-dialog';
import { useHasOpened } from './use-has-opened';

export interface Picture {
  src: string;
  alt: string;
}

/** Previous and next wrap around (spec 2.13). */
export function wrapIndex(index: number, length: number): number {
  if (length <= 0) return 0;
  return ((index % length) + length) % length;
}

const PictureViewerDialog = lazy(() => import('./picture-viewer-dialog'));

/** Spec 2.13 full-screen picture viewer: arrows and keys move, wrapping; Escape closes. */
export function PictureViewer(props: PictureViewerProps) {
  if (!useHasOpened(props.index !== null && props.pictures.length > 0)) return null;
  return (
    <Suspense fallback={null}>
      <PictureViewerDialog {...props} />
    </Suspense>
  );
}
