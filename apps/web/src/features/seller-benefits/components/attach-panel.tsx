import { useTranslation } from '../../../lib/use-translation';
import { OfferAttachList } from '../../seller-offer-attach/components/offer-attach-list';
import { attachCallsOf, type BenefitKind } from '../api/benefits';
import { quietButton } from './form-bits';

/** "สินค้าที่ใช้": which of the shop's offers carry one warranty or service (the shared list). */
export function AttachPanel({
  kind,
  itemId,
  title,
  onBack,
}: {
  kind: BenefitKind;
  itemId: number;
  title: string;
  onBack: () => void;
}) {
  const { t } = useTranslation();
  return (
    <section className="space-y-3" data-testid="benefit-attach">
      <div className="flex flex-wrap items-center gap-3">
        <button type="button" className={quietButton} onClick={onBack}>
          ← {t('sellerBenefits.common.back')}
        </button>
        <h2 className="min-w-0 text-lg font-bold break-words text-slate-900">
          {t('sellerBenefits.common.offersOf', { title })}
        </h2>
      </div>
      <p className="text-sm text-slate-600">{t(`sellerBenefits.${kind}.attachIntro`)}</p>
      <OfferAttachList {...attachCallsOf(kind, itemId)} />
    </section>
  );
}
