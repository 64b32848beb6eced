import type { ProductCard as ProductCardData } from '@yangdee/contracts/catalog';
import { Link } from 'react-router';
import { formatBaht } from '../lib/format-baht';
import { useTranslation } from '../lib/use-translation';

interface ProductCardProps {
  product: ProductCardData;
  /** Heading level of the tyre name inside the card (lists under an h2 use h3). */
  headingLevel?: 'h2' | 'h3' | 'h4';
  /** The first cards of a listing, on the first screen: their picture loads at once. */
  isFirstScreen?: boolean;
}

/**
 * One tyre in a list (listing, home lists, related products, favourites): picture, brand, model,
 * size, year, the lowest price across shops, on the listing the lowest total of 4 fitted (decision
 * 0165), the number of shops, and the badges.
 */
export function ProductCard({
  product,
  headingLevel: Heading = 'h3',
  isFirstScreen = false,
}: ProductCardProps) {
  const { t } = useTranslation();
  const href = `/tire/${product.param}`;
  const hasEu = product.euRollingResistance || product.euWetGrip || product.euNoiseDb !== null;
  return (
    <article
      className="render-near-screen relative flex h-full flex-col rounded-xl border border-slate-200 bg-white p-3 shadow-sm transition focus-within:border-emerald-600 hover:border-emerald-600 hover:shadow-md"
      data-testid="product-card"
    >
      <div className="relative mb-3 flex aspect-square items-center justify-center overflow-hidden rounded-lg bg-slate-50">
        <img
          src={product.picture}
          alt={t('catalog.card.pictureAlt', { brand: product.brand, model: product.model })}
          loading={isFirstScreen ? 'eager' : 'lazy'}
          width={240}
          height={240}
          className="h-full w-full object-contain"
        />
        <ul
          className="absolute top-2 left-2 flex flex-col gap-1"
          aria-label={t('catalog.card.badges')}
        >
          {product.hasPromotion && (
            <li className="rounded bg-red-600 px-2 py-0.5 text-xs font-semibold text-white">
              {t('catalog.card.promotion')}
            </li>
          )}
          {product.hasWarranty && (
            <li className="rounded bg-emerald-800 px-2 py-0.5 text-xs font-semibold text-white">
              {t('catalog.card.warranty')}
            </li>
          )}
        </ul>
      </div>
      <div className="flex items-center gap-2 text-sm text-slate-600">
        <img
          src={product.brandLogo}
          alt=""
          width={48}
          height={16}
          loading="lazy"
          className="h-4 w-auto"
        />
        <span>{product.brand}</span>
      </div>
      <Heading className="mt-1 font-semibold text-slate-900">
        <Link
          to={href}
          className="after:absolute after:inset-0 after:content-[''] focus-visible:outline-none"
        >
          {product.model}
        </Link>
      </Heading>
      <p className="text-sm text-slate-700">
        <span data-testid="product-card-size" className="font-semibold">
          {product.size}
        </span>{' '}
        {product.loadIndex}
        {product.speedRating}
        <span className="text-slate-500">
          {' · '}
          <span className="whitespace-nowrap">
            {t('catalog.card.year', { year: product.year })}
          </span>
        </span>
      </p>
      {hasEu && (
        <p className="mt-1 text-xs text-slate-600">
          {t('catalog.card.euLabel', {
            rolling: product.euRollingResistance ?? '-',
            wet: product.euWetGrip ?? '-',
            noise: product.euNoiseDb ?? '-',
          })}
        </p>
      )}
      <div className="mt-auto pt-3">
        {product.shopCount > 0 ? (
          <>
            <p className="text-xs text-slate-500">{t('catalog.card.priceFrom')}</p>
            <p className="text-lg font-bold text-emerald-800">
              {t('catalog.card.price', { price: formatBaht(product.minPrice) })}
            </p>
            {product.setTotal4 != null && (
              <p className="mt-1 text-xs text-slate-700" data-testid="product-card-set-total">
                {t('catalog.card.setTotal')}{' '}
                <span className="font-semibold whitespace-nowrap text-slate-900">
                  {t('catalog.card.setTotalPrice', { price: formatBaht(product.setTotal4) })}
                </span>
              </p>
            )}
            <p className="text-xs text-slate-600">
              {t('catalog.card.shopCount', { count: product.shopCount })}
            </p>
          </>
        ) : (
          <p className="text-sm text-slate-500">{t('catalog.card.noOffer')}</p>
        )}
      </div>
    </article>
  );
}
