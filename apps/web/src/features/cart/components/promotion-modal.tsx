import '../../../lib/cart-texts';
import { ModalClose, ModalShell } from '../../../components/modal-shell';
import { useTranslation } from '../../../lib/use-translation';
import { RichText } from '../../content/components/rich-text';
import type { PromotionData } from '../api/cart-types';

// Spec 2.9: the promotion's info modal with its HTML, sanitised by the shared RichText (DOMPurify:
// the promotion may carry links, pictures and tables). A chunk of its own, fetched when the modal
// first opens (decision 0175).

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
  return (
    <ModalShell
      kind="modal-lg"
      isOpen={isOpen && promotion !== null}
      onClose={onClose}
      title={promotion?.imageTitle || t('cart.promotion.title')}
      description={<p className="sr-only">{t('cart.promotion.title')}</p>}
    >
      {promotion?.detail ? <RichText html={promotion.detail} className="mt-3" /> : null}
      <div className="mt-4 text-right">
        <ModalClose className="rounded-lg bg-emerald-800 px-5 py-2 font-semibold text-white">
          {t('common.close')}
        </ModalClose>
      </div>
    </ModalShell>
  );
}
