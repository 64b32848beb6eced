import '../../../lib/cart-texts';
import * as Dialog from '@radix-ui/react-dialog';
import { useReturnFocus } from '../../../components/use-return-focus';
import { useTranslation } from '../../../lib/use-translation';
import { RichText } from '../../content/components/rich-text';
import type { PromotionData } from '../api/cart-types';

// Spec 2.9 "Banners and notices": top and bottom promotion banners with separate desktop and
// mobile images; when the promotion has detail, clicking opens the info modal with its HTML
// (sanitised by the shared RichText before it is rendered).

export function PromotionBanner({
  promotion,
  place,
  onOpen,
}: {
  promotion: PromotionData;
  place: 'top' | 'bottom';
  onOpen: () => void;
}) {
  const desktop = place === 'top' ? promotion.topBanner : promotion.bottomBanner;
  const mobile = place === 'top' ? promotion.topBannerMobile : promotion.bottomBannerMobile;
  if (!desktop && !mobile) return null;
  // Width and height give the box its shape before the picture arrives (the banners are drawn
  // 1200×300 for desktop and 600×300 for phones): the cart below does not jump (CLS, issue 13).
  const picture = (
    <picture>
      {mobile ? (
        <source media="(max-width: 767px)" srcSet={mobile} width={600} height={300} />
      ) : null}
      <img
        src={desktop || mobile}
        width={desktop ? 1200 : 600}
        height={300}
        alt={promotion.imageTitle}
        className="h-auto w-full rounded-xl"
        data-testid={`promotion-${place}`}
      />
    </picture>
  );
  if (!promotion.detail) return <div className="my-4">{picture}</div>;
  return (
    <button type="button" className="my-4 block w-full" onClick={onOpen}>
      {picture}
    </button>
  );
}

export function PromotionModal({
  promotion,
  isOpen,
  onClose,
}: {
  promotion: PromotionData | null;
  isOpen: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const returnFocus = useReturnFocus();
  return (
    <Dialog.Root open={isOpen && promotion !== null} onOpenChange={(open) => !open && onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-black/40" />
        <Dialog.Content
          {...returnFocus}
          className="fixed top-1/2 left-1/2 z-40 max-h-[90vh] w-[min(94vw,40rem)] -translate-x-1/2 -translate-y-1/2 overflow-auto rounded-2xl bg-white p-6 shadow-xl"
        >
          <Dialog.Title className="text-lg font-bold">
            {promotion?.imageTitle || t('cart.promotion.title')}
          </Dialog.Title>
          <Dialog.Description className="sr-only">{t('cart.promotion.title')}</Dialog.Description>
          {promotion?.detail ? <RichText html={promotion.detail} className="mt-3" /> : null}
          <div className="mt-4 text-right">
            <Dialog.Close className="rounded-lg bg-emerald-800 px-5 py-2 font-semibold text-white">
              {t('common.close')}
            </Dialog.Close>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
