import * as Dialog from '@radix-ui/react-dialog';
import type { KeyboardEvent } from 'react';
import { useTranslation } from '../lib/use-translation';
import { type Picture, wrapIndex } from './picture-viewer';
import { useReturnFocus } from './use-return-focus';

export interface PictureViewerProps {
  pictures: readonly Picture[];
  /** Index shown; null when the viewer is closed. */
  index: number | null;
  onIndexChange: (index: number) => void;
  onClose: () => void;
}

/** Spec 2.13 full-screen picture viewer: arrows and keys move, wrapping; Escape closes. */
export default function PictureViewerDialog({
  pictures,
  index,
  onIndexChange,
  onClose,
}: PictureViewerProps) {
  const { t } = useTranslation();
  const returnFocus = useReturnFocus();
  const isOpen = index !== null && pictures.length > 0;
  const current = isOpen ? wrapIndex(index, pictures.length) : 0;
  const picture = pictures[current];
  const move = (step: number) => onIndexChange(wrapIndex(current + step, pictures.length));

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowLeft') move(-1);
    else if (event.key === 'ArrowRight') move(1);
  };

  const navButton =
    'absolute top-1/2 -translate-y-1/2 rounded-full bg-white/15 p-3 text-white hover:bg-white/30 focus-visible:outline-2 focus-visible:outline-white';

  return (
    <Dialog.Root open={isOpen} onOpenChange={(open) => !open && onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-black/90" />
        <Dialog.Content
          onKeyDown={onKeyDown}
          {...returnFocus}
          className="fixed inset-0 z-50 flex items-center justify-center p-4 outline-none"
        >
          <Dialog.Title className="sr-only">{t('widgets.viewer.title')}</Dialog.Title>
          <Dialog.Description className="sr-only">
            {t('widgets.viewer.position', { current: current + 1, total: pictures.length })}
          </Dialog.Description>
          {picture ? (
            <img
              src={picture.src}
              alt={picture.alt}
              className="max-h-full max-w-full object-contain"
            />
          ) : null}
          {pictures.length > 1 ? (
            <>
              <button type="button" onClick={() => move(-1)} className={`${navButton} left-4`}>
                <span aria-hidden="true">‹</span>
                <span className="sr-only">{t('widgets.viewer.previous')}</span>
              </button>
              <button type="button" onClick={() => move(1)} className={`${navButton} right-4`}>
                <span aria-hidden="true">›</span>
                <span className="sr-only">{t('widgets.viewer.next')}</span>
              </button>
            </>
          ) : null}
          <p
            aria-hidden="true"
            className="absolute bottom-4 left-1/2 -translate-x-1/2 text-sm text-white"
          >
            {current + 1} / {pictures.length}
          </p>
          <Dialog.Close className="absolute top-4 right-4 rounded-full bg-white/15 px-3 py-1 text-2xl text-white hover:bg-white/30">
            <span aria-hidden="true">×</span>
            <span className="sr-only">{t('common.close')}</span>
          </Dialog.Close>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
