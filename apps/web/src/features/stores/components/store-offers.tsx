import { useQuery } from '@tanstack/react-query';
import { isMadeToOrder } from '@yangdee/contracts/offer-orderability';
import type { StoreOffer } from '@yangdee/contracts/stores';
import { useState } from 'react';
import { Link } from 'react-router';
import { LeadTimeNote } from '../../../components/lead-time-note';
import { Pager } from '../../../components/pager';
import { formatBaht } from '../../../lib/format-baht';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { useTranslation } from '../../../lib/use-translation';
import { AddToCart } from '../../cart/components/add-to-cart';
import { storeProductsQueryOptions } from '../api/store-queries';

function OfferRow({
  offer,
  storeId,
  isFocus,
}: {
  offer: StoreOffer;
  storeId: string;
  isFocus?: boolean;
}) {
  const { t } = useTranslation();
  const p = offer.product;
  return (
    <article
      id={isFocus ? 'focus-offer' : undefined}
      data-testid="store-offer"
      className={`render-near-screen flex flex-col gap-3 rounded-xl border bg-white p-3 sm:flex-row ${isFocus ? 'border-emerald-700 ring-2 ring-emerald-600' : 'border-slate-200'}`}
    >
      {/* On a phone the price and the cart controls go under the tyre, full width (issue 13). */}
      <div className="flex min-w-0 flex-1 gap-3">
        <img
          src={p.picture}
          alt=""
          width={80}
          height={80}
          loading="lazy"
          className="h-16 w-16 shrink-0 object-contain sm:h-20 sm:w-20"
        />
        <div className="min-w-0 flex-1">
          <h3 className="font-semibold">
            <Link to={`/store/${storeId}/${offer.sellerProductId}`} className="hover:underline">
              {p.brand} {p.model}
            </Link>
          </h3>
          <p className="text-sm">
            {p.size} {p.loadIndex}
            {p.speedRating} · {t('stores.offer.year', { year: offer.productionYear })}
          </p>
          {isMadeToOrder(offer.stockStatus) ? (
            <LeadTimeNote status={offer.stockStatus} days={offer.leadDays} />
          ) : (
            <p className="text-sm text-slate-600">{t(`stores.offer.stock${offer.stockStatus}`)}</p>
          )}
          <p className="text-sm text-slate-600">
            {[
              offer.isServiceAvailable ? t('stores.orderType.SERVICE') : '',
              offer.isDeliveryAvailable ? t('stores.orderType.DELIVERY') : '',
            ]
              .filter(Boolean)
              .join(' · ')}
          </p>
          {offer.isDeliveryAvailable && offer.priceDelivery !== null ? (
            <p className="text-sm text-slate-700" data-testid="store-offer-delivery-price">
              {t('shops.deliveryPrice', { price: formatBaht(offer.priceDelivery) })}
            </p>
          ) : null}
        </div>
      </div>
      <div className="border-t border-slate-100 pt-2 sm:flex sm:w-60 sm:shrink-0 sm:flex-col sm:items-end sm:border-0 sm:pt-0 sm:text-right">
        <div className="flex flex-wrap items-baseline justify-between gap-x-3 sm:block">
          <p className="text-lg font-bold text-emerald-800" data-testid="store-offer-price">
            {t('stores.offer.price', { price: formatBaht(offer.price) })}
          </p>
          <Link to={`/tire/${p.param}`} className="text-sm text-emerald-800 underline">
            {t('stores.offer.detail')}
          </Link>
        </div>
        <AddToCart
          sellerProductId={offer.sellerProductId}
          isServiceAvailable={offer.isServiceAvailable}
          isDeliveryAvailable={offer.isDeliveryAvailable}
          item={{
            id: String(p.id),
            name: `${p.brand} ${p.model} ${p.size}`,
            brand: p.brand,
            variant: p.size,
            price: offer.price,
          }}
          backLink={`/tire/${p.param}`}
        />
      </div>
    </article>
  );
}

/** The shop's tyres with its own prices: searchable, paged; /store/:id/:spid highlights one. */
export function StoreOffers({
  storeId,
  focusSellerProductId,
}: {
  storeId: string;
  focusSellerProductId?: number;
}) {
  const { t } = useTranslation();
  const [keyword, setKeyword] = useState('');
  const [page, setPage] = useState(1);
  const k = useDebouncedValue(keyword.trim(), 300);
  const { data } = useQuery(
    storeProductsQueryOptions({
      id: storeId,
      k: k || undefined,
      page,
      pageSize: 10,
      focusSellerProductId,
    }),
  );
  return (
    <section aria-labelledby="store-offers" className="mt-8">
      <h2 id="store-offers" className="mb-3 text-xl font-bold">
        {t('stores.offersHeading')}
      </h2>
      {data?.focus ? (
        <div className="mb-4" ref={(el) => el?.scrollIntoView({ block: 'center' })}>
          <OfferRow offer={data.focus} storeId={storeId} isFocus />
        </div>
      ) : null}
      <label className="mb-3 block text-sm font-medium">
        {t('stores.offersSearch')}
        <input
          type="search"
          value={keyword}
          onChange={(e) => {
            setKeyword(e.target.value);
            setPage(1);
          }}
          className="mt-1 w-full rounded-lg border border-slate-300 px-3 py-2"
        />
      </label>
      {data && data.items.length === 0 ? <p>{t('stores.noOffers')}</p> : null}
      {/* One column of the list's own width: a row skipped off screen (render-near-screen) keeps
          the width it had on a wider screen, and an auto-sized column would take it. */}
      <ul className="grid grid-cols-1 gap-3">
        {data?.items.map((o) => (
          <li key={o.sellerProductId}>
            <OfferRow offer={o} storeId={storeId} />
          </li>
        ))}
      </ul>
      {data ? <Pager page={data.page} totalPages={data.totalPage} onPageChange={setPage} /> : null}
    </section>
  );
}
