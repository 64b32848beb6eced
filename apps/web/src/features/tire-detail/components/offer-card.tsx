import type { Offer } from '@yangdee/contracts/product-detail';
import { formatProductionYear } from '@yangdee/contracts/production-year';
import { Link } from 'react-router';
import { useLeadTimeText } from '../../../components/lead-time-note';
import { formatBaht } from '../../../lib/format-baht';
import { useTranslation } from '../../../lib/use-translation';
import { AddToCart } from '../../cart/components/add-to-cart';
import { type CardPricing, CardTotal } from './card-total';

export type OfferItem = { id: string; name: string; brand: string; variant: string };

const chip = 'rounded-full px-2.5 py-0.5 text-xs font-semibold';

/**
 * One shop's offer: price per tyre, the cart's total for the page's choice (the page's one total,
 * decision 0166), stock and year.
 */
export function OfferCard({
  offer,
  item,
  pricing,
}: {
  offer: Offer;
  item?: OfferItem;
  pricing?: CardPricing;
}) {
  const { t } = useTranslation();
  const { store } = offer;
  const baht = (value: number) => t('tireDetail.price', { price: formatBaht(value) });
  // Made to order (decision 0068): the wait is part of the status chip.
  const leadTime = useLeadTimeText(offer.stockStatus.code, offer.prepareDays);
  return (
    <article
      className="render-near-screen grid gap-4 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm md:grid-cols-[1fr_auto]"
      data-testid="offer"
      data-offer-id={offer.sellerProductId}
      aria-labelledby={`offer-${offer.sellerProductId}`}
    >
      <div className="flex gap-3">
        <img
          src={store.picture}
          alt=""
          width={64}
          height={64}
          loading="lazy"
          className="h-16 w-16 shrink-0 rounded-lg bg-slate-100 object-cover"
        />
        <div className="min-w-0">
          <h3 id={`offer-${offer.sellerProductId}`} className="font-bold text-slate-900">
            <Link to={`/store/${encodeURIComponent(store.param)}`} className="hover:underline">
              {store.name}
              {store.branchName ? ` (${store.branchName})` : ''}
            </Link>
          </h3>
          <p className="text-sm text-slate-600">
            {[store.district, store.province].filter(Boolean).join(' ')}
            {offer.distanceKm !== null ? (
              <span className="ml-2 font-semibold text-slate-800">
                {t('tireDetail.offers.distance', { km: offer.distanceKm })}
              </span>
            ) : null}
          </p>
          <p className="text-sm text-slate-600">
            {store.ratingCount > 0
              ? t('tireDetail.offers.rating', {
                  rating: store.rating.toFixed(1),
                  count: store.ratingCount,
                })
              : t('tireDetail.offers.noRating')}
          </p>
          <ul className="mt-2 flex flex-wrap gap-1.5">
            <li
              className={`${chip} ${offer.stockStatus.code === 1 ? 'bg-emerald-100 text-emerald-900' : 'bg-amber-100 text-amber-900'}`}
            >
              {leadTime ?? offer.stockStatus.label}
            </li>
            {!offer.isEnoughForSet ? (
              <li className={`${chip} bg-red-100 text-red-900`}>
                {t('tireDetail.offers.notEnough')}
              </li>
            ) : null}
            <li className={`${chip} bg-slate-100 text-slate-800`}>
              {offer.productionWeek
                ? t('freshness.yearWeek', {
                    week: offer.productionWeek,
                    year: formatProductionYear(offer.productionYear),
                  })
                : t('freshness.year', { year: formatProductionYear(offer.productionYear) })}
            </li>
            {offer.isFresh ? (
              <li className={`${chip} bg-sky-100 text-sky-900`}>{t('tireDetail.offers.fresh')}</li>
            ) : null}
            {offer.isServiceAvailable ? (
              <li className={`${chip} border border-emerald-700 text-emerald-800`}>
                {t('tireDetail.offers.service')}
              </li>
            ) : null}
            {offer.isDeliveryAvailable ? (
              <li className={`${chip} border border-indigo-700 text-indigo-800`}>
                {t('tireDetail.offers.delivery')}
              </li>
            ) : null}
          </ul>
          {offer.promotions.length > 0 ? (
            <p className="mt-2 text-sm text-red-700">
              <span className="font-semibold">{t('tireDetail.offers.promotions')}: </span>
              {offer.promotions.map((p) => p.title).join(' · ')}
            </p>
          ) : null}
          <p className="mt-1 text-xs text-slate-600">
            {offer.deliveryFeePerTyre === null
              ? null
              : offer.deliveryFeePerTyre === 0
                ? t('tireDetail.offers.deliveryFree')
                : t('tireDetail.offers.deliveryFee', {
                    price: formatBaht(offer.deliveryFeePerTyre),
                  })}
            {offer.deliveryFeePerTyre !== null ? ' · ' : ''}
            {offer.prepareDays > 0
              ? t('tireDetail.offers.prepare', { count: offer.prepareDays })
              : t('tireDetail.offers.ready')}
          </p>
        </div>
      </div>
      <div className="flex flex-col items-start gap-1 md:items-end md:text-right">
        <p className="text-sm text-slate-600">
          {t('tireDetail.offers.pricePerTyre')}{' '}
          <span className="font-semibold text-slate-900" data-testid="unit-price">
            {baht(offer.price)}
          </span>
        </p>
        {pricing ? <CardTotal pricing={pricing} /> : null}
        <Link
          to={offer.link}
          aria-label={t('tireDetail.offers.chooseLabel', { store: store.name })}
          className="mt-2 rounded-lg bg-emerald-800 px-5 py-2.5 font-semibold text-white hover:bg-emerald-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-emerald-700"
        >
          {t('tireDetail.offers.choose')}
        </Link>
        <AddToCart
          sellerProductId={offer.sellerProductId}
          isServiceAvailable={offer.isServiceAvailable}
          isDeliveryAvailable={offer.isDeliveryAvailable}
          // With a total on the card, the button adds exactly what it prices.
          fixed={
            pricing?.quote ? { quantity: pricing.qty, orderType: pricing.orderType } : undefined
          }
          item={{ id: '', name: '', brand: '', variant: '', ...item, price: offer.price }}
        />
      </div>
    </article>
  );
}
