import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { ApiError } from '../../../lib/api';
import { formatThaiDate } from '../../../lib/format-thai-date';
import { useTranslation } from '../../../lib/use-translation';
import { OfferAttachList } from '../../seller-offer-attach/components/offer-attach-list';
import {
  loadPromotionOffers,
  promotionOffersKey,
  promotionsQueryOptions,
  toggleMatchingProductPromotion,
  toggleProductPromotion,
} from '../api/seller-promotions';
import { amountText } from './promotion-card-head';
import { PromotionFormDialog } from './promotion-form-dialog';
import { PromotionStateBadge } from './promotion-state-badge';

// /seller/product/promotion/v2/:id (spec 2.3; decision 0097): one promotion — what it gives, when,
// its banner — and the shop's offers with a checkbox each (the shared attach list).

export function PromotionDetailScreen({ id }: { id: number }) {
  const { t } = useTranslation();
  const list = useQuery(promotionsQueryOptions());
  const [isEditing, setEditing] = useState(false);
  const promotion = list.data?.promotionList.find((p) => p.sellerPromotionId === id) ?? null;

  if (list.error instanceof ApiError) {
    return (
      <p role="alert" className="rounded-lg border border-red-300 bg-red-50 p-3 text-red-800">
        {list.error.message}
      </p>
    );
  }
  if (!list.data) return <p className="text-slate-600">{t('common.loading')}</p>;
  if (!promotion) {
    return (
      <div className="space-y-3 rounded-xl border border-slate-200 bg-white p-6 text-center">
        <p>{t('sellerPromotion.detail.notFound')}</p>
        <Link
          to="/seller/product/promotion/v2"
          className="font-semibold text-emerald-800 underline"
        >
          {t('sellerPromotion.detail.back')}
        </Link>
      </div>
    );
  }
  return (
    <div className="space-y-5">
      <Link
        to="/seller/product/promotion/v2"
        className="text-sm font-semibold text-emerald-800 underline"
      >
        {t('sellerPromotion.detail.back')}
      </Link>
      <section className="space-y-2 rounded-xl border border-slate-200 bg-white p-4">
        <div className="flex flex-wrap items-start justify-between gap-2">
          <h2 className="min-w-0 text-lg font-bold break-words" data-testid="promotion-title">
            {promotion.title}
          </h2>
          <PromotionStateBadge state={promotion.state} text={promotion.stateText} />
        </div>
        <p className="text-slate-700">
          {promotion.typeText} ·{' '}
          <span className="font-semibold text-red-700">{amountText(promotion)}</span>
          {promotion.minQty > 1
            ? ` · ${t('sellerPromotion.detail.minQty', { count: promotion.minQty })}`
            : ''}
        </p>
        <p className="text-sm text-slate-600">
          {formatThaiDate(promotion.startDate)} – {formatThaiDate(promotion.endDate)}
          {promotion.isTogglable ? ` · ${t('sellerPromotion.detail.togglable')}` : ''}
        </p>
        {promotion.remark ? <p className="text-sm text-slate-600">{promotion.remark}</p> : null}
        {promotion.topBanner ? (
          <img
            src={promotion.topBanner}
            alt={promotion.imageTitle || promotion.title}
            className="aspect-[3/1] w-full max-w-xl rounded-lg object-cover"
          />
        ) : null}
        <button
          type="button"
          onClick={() => setEditing(true)}
          className="rounded-lg border border-slate-300 px-4 py-2 text-sm font-semibold hover:bg-slate-50"
        >
          {t('sellerPromotion.list.edit')}
        </button>
      </section>
      <h2 className="text-lg font-bold">{t('sellerPromotion.detail.offersHeading')}</h2>
      <OfferAttachList
        attachedKey={promotionOffersKey(id)}
        loadAttached={() => loadPromotionOffers(id)}
        toggleOne={(offerId, isSelect) => toggleProductPromotion(id, offerId, isSelect)}
        toggleMatching={(filter, isSelect) => toggleMatchingProductPromotion(id, filter, isSelect)}
      />
      <PromotionFormDialog
        isOpen={isEditing}
        promotion={promotion}
        onClose={() => setEditing(false)}
        onSaved={() => setEditing(false)}
      />
    </div>
  );
}
