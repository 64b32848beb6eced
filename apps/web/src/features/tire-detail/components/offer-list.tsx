import type { Offer, OfferSort } from '@yangdee/contracts/product-detail';
import { useTranslation } from '../../../lib/use-translation';
import type { CardPricing } from './card-total';
import { OfferCard, type OfferItem } from './offer-card';

interface OfferListProps {
  /** The offers shown so far, in the list's order. */
  offers: readonly Offer[];
  /** How many offers the tyre has in all (the list shows a page at a time, decision 0113). */
  offerCount?: number;
  /** Asks for the next offers; absent when every offer is shown. */
  onShowMore?: () => void;
  isLoadingMore?: boolean;
  moreFailed?: boolean;
  sort: OfferSort;
  hasLocation: boolean;
  onSortChange: (sort: OfferSort) => void;
  /** The tyre, for the add-to-cart analytics event. */
  item?: OfferItem;
  /** Each card's cart total for the page's choice (decision 0166). */
  pricingOf?: (sellerProductId: number) => CardPricing;
}

/**
 * The shops' offers, sortable by the price per tyre or (with a location) by distance, a page at a
 * time with 'ดูร้านค้าเพิ่มเติม' for the next. Each card shows the cart's total (decision 0166).
 */
export function OfferList({
  offers,
  offerCount = offers.length,
  onShowMore,
  isLoadingMore = false,
  moreFailed = false,
  sort,
  hasLocation,
  onSortChange,
  item,
  pricingOf,
}: OfferListProps) {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="offers-heading">
      <div className="mb-3 flex flex-wrap items-end justify-between gap-3">
        <h2 id="offers-heading" className="text-xl font-bold text-slate-900">
          {t('tireDetail.offers.heading')}{' '}
          <span className="text-base font-normal text-slate-600">
            ({t('tireDetail.offers.count', { count: offerCount })})
          </span>
        </h2>
        {hasLocation ? (
          <label className="flex items-center gap-2 text-sm">
            <span>{t('tireDetail.offers.sort')}</span>
            <select
              value={sort}
              onChange={(e) => onSortChange(e.target.value as OfferSort)}
              className="rounded-lg border border-slate-300 bg-white px-3 py-2"
            >
              <option value="price">{t('tireDetail.offers.sortPrice')}</option>
              <option value="distance">{t('tireDetail.offers.sortDistance')}</option>
            </select>
          </label>
        ) : (
          <p className="text-sm text-slate-600">
            {t('tireDetail.offers.sort')} {t('tireDetail.offers.sortPrice')}
          </p>
        )}
      </div>
      {!hasLocation ? (
        <p className="mb-3 text-xs text-slate-600">{t('tireDetail.offers.noLocation')}</p>
      ) : null}
      {offers.length === 0 ? (
        <p className="rounded-xl border border-dashed border-slate-300 bg-white p-6 text-center text-slate-600">
          {t('tireDetail.offers.empty')}
        </p>
      ) : (
        <ol className="space-y-3">
          {offers.map((offer) => (
            <li key={offer.sellerProductId}>
              <OfferCard offer={offer} item={item} pricing={pricingOf?.(offer.sellerProductId)} />
            </li>
          ))}
        </ol>
      )}
      {onShowMore ? (
        <div className="mt-4 flex flex-col items-center gap-2">
          <p className="text-sm text-slate-600">
            {t('tireDetail.offers.shown', { shown: offers.length, count: offerCount })}
          </p>
          {moreFailed ? (
            <p role="alert" className="text-sm text-red-700">
              {t('tireDetail.offers.moreFailed')}
            </p>
          ) : null}
          <button
            type="button"
            onClick={onShowMore}
            disabled={isLoadingMore}
            className="w-full rounded-xl border border-emerald-700 bg-white px-4 py-3 font-semibold text-emerald-800 hover:bg-emerald-50 disabled:opacity-60 sm:w-auto"
          >
            {isLoadingMore ? t('tireDetail.offers.moreLoading') : t('tireDetail.offers.more')}
          </button>
        </div>
      ) : null}
    </section>
  );
}
