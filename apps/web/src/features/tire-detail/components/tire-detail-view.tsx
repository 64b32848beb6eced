import type { OfferSort, ProductDetailResponse } from '@yangdee/contracts/product-detail';
import type { FreshnessMonths } from '@yangdee/contracts/production-year';
import { useEffect } from 'react';
import { Link } from 'react-router';
import { FreshnessFilter } from '../../../components/freshness-filter';
import { trackViewItem } from '../../../lib/analytics';
import { formatBaht } from '../../../lib/format-baht';
import { usePageMeta } from '../../../lib/use-page-meta';
import { useTranslation } from '../../../lib/use-translation';
import { useOffersShown } from '../api/get-product-detail';
import { useCardQuotes } from '../api/get-quotes';
import { useQuoteChoices } from '../lib/quote-choices';
import { DocumentButton } from './document-button';
import { EuLabel } from './eu-label';
import { FavouriteButton } from './favourite-button';
import { OfferList } from './offer-list';
import { ProductGallery } from './product-gallery';
import { RelatedContents, RelatedProducts } from './related-sections';
import { ShopTotals } from './shop-totals';
import { SpecTable } from './spec-table';
import { WarrantyBenefits } from './warranty-benefits';

interface TireDetailViewProps {
  detail: ProductDetailResponse;
  onSortChange: (sort: OfferSort) => void;
  /** The freshness choice in force on the shops' offers (decision 0164), and its change. */
  fresh?: FreshnessMonths;
  onFreshChange?: (fresh: FreshnessMonths | undefined) => void;
}

/** /tire/:id: gallery, price summary, offers of every shop, spec, EU label, warranty, related. */
export function TireDetailView({
  detail,
  onSortChange,
  fresh,
  onFreshChange,
}: TireDetailViewProps) {
  const { t } = useTranslation();
  const { product, offerCount } = detail;
  const { offers, hasMore, showMore } = useOffersShown(detail, fresh);
  // One choice for the page: the shops' panel and every card show the cart's total for it.
  const choices = useQuoteChoices();
  const { qty, orderType, province } = choices;
  const card = useCardQuotes(
    { productId: detail.product.id, qty, orderType, province },
    offers.map((o) => o.sellerProductId),
  );
  const name = `${product.brand} ${product.model} ${product.size}`;
  usePageMeta({
    title: t('tireDetail.metaTitle', {
      brand: product.brand,
      model: product.model,
      size: product.size,
    }),
    description: t('tireDetail.metaDescription', {
      brand: product.brand,
      model: product.model,
      size: product.size,
      count: offerCount,
    }),
  });

  // Analytics 'view_item' with quantity 4 (spec 1), once per tyre shown.
  const { id, brandEn, model, size, minPrice } = product;
  useEffect(() => {
    trackViewItem({
      item_id: String(id),
      item_name: `${brandEn} ${model} ${size}`,
      item_brand: brandEn,
      item_variant: size,
      price: minPrice ?? 0,
    });
  }, [id, brandEn, model, size, minPrice]);

  return (
    <>
      <nav aria-label={t('tireDetail.breadcrumb')} className="mb-4 text-sm text-slate-600">
        <ol className="flex flex-wrap gap-1">
          <li>
            <Link to="/" className="hover:underline">
              {t('tireDetail.home')}
            </Link>
            <span aria-hidden="true"> › </span>
          </li>
          <li>
            <Link
              to={`/brand/${encodeURIComponent(product.brandParam)}`}
              className="hover:underline"
            >
              {product.brand}
            </Link>
            <span aria-hidden="true"> › </span>
          </li>
          <li aria-current="page">{name}</li>
        </ol>
      </nav>
      <div className="grid gap-8 md:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
        <ProductGallery pictures={detail.pictures} />
        <div>
          <img
            src={product.brandLogo}
            alt={product.brand}
            width={120}
            height={40}
            className="mb-2 h-10 w-auto"
          />
          <h1 className="text-2xl leading-snug font-bold text-slate-900 md:text-3xl">
            {name} {product.loadIndex}
            {product.speedRating}
          </h1>
          <ul className="mt-2 flex flex-wrap gap-1.5">
            {product.types.map((type) => (
              <li
                key={type.code}
                className="rounded-full bg-slate-100 px-2.5 py-0.5 text-xs font-semibold text-slate-800"
              >
                {type.name}
              </li>
            ))}
          </ul>
          <div className="mt-4 rounded-2xl bg-emerald-50 p-4">
            {product.minPrice === null ? (
              <p className="font-semibold text-slate-800">{t('tireDetail.noOffer')}</p>
            ) : (
              <>
                <p className="text-sm text-slate-700">{t('tireDetail.priceFrom')}</p>
                <p className="text-3xl font-bold text-emerald-800">
                  {t('tireDetail.price', { price: formatBaht(product.minPrice) })}
                </p>
                <p className="text-sm text-slate-700">
                  {t('tireDetail.shopCount', { count: offerCount })}
                </p>
              </>
            )}
          </div>
          <div className="mt-4 flex flex-wrap gap-3">
            <FavouriteButton productId={product.id} />
            <DocumentButton param={product.param} />
          </div>
          {product.description ? (
            <section aria-labelledby="description-heading" className="mt-6">
              <h2 id="description-heading" className="mb-2 text-lg font-bold text-slate-900">
                {t('tireDetail.description')}
              </h2>
              <p className="leading-relaxed text-slate-700">{product.description}</p>
            </section>
          ) : null}
        </div>
      </div>
      <div className="mt-10 space-y-8">
        <ShopTotals
          productId={product.id}
          choices={choices}
          fresh={fresh}
          offerCount={offerCount}
          item={{
            id: String(id),
            name: `${brandEn} ${model} ${size}`,
            brand: brandEn,
            variant: size,
          }}
        />
        {onFreshChange ? (
          <div className="rounded-xl border border-slate-200 bg-white p-3 sm:w-fit">
            <FreshnessFilter value={fresh} onChange={onFreshChange} layout="row" />
            {fresh && offerCount === 0 ? (
              <p className="mt-2 text-sm text-slate-700">
                {t('freshness.noOffers', { months: fresh })}
              </p>
            ) : null}
          </div>
        ) : null}
        <OfferList
          offers={offers}
          offerCount={offerCount}
          onShowMore={hasMore ? () => showMore.mutate() : undefined}
          isLoadingMore={showMore.isPending}
          moreFailed={showMore.isError}
          sort={detail.sort}
          hasLocation={detail.hasLocation}
          onSortChange={onSortChange}
          pricingOf={(offerId) => ({
            qty,
            orderType,
            province,
            quote: card.quotes.get(offerId),
            ready: card.ready,
          })}
          item={{
            id: String(id),
            name: `${brandEn} ${model} ${size}`,
            brand: brandEn,
            variant: size,
          }}
        />
        <div className="grid gap-6 lg:grid-cols-2">
          <SpecTable product={product} />
          <div className="space-y-6">
            <EuLabel label={product.euLabel} />
            <WarrantyBenefits
              benefits={detail.benefits}
              warrantyYears={product.warrantyYears}
              warrantyKm={product.warrantyKm}
            />
          </div>
        </div>
        <RelatedProducts productId={product.id} />
        <RelatedContents productId={product.id} />
      </div>
    </>
  );
}
