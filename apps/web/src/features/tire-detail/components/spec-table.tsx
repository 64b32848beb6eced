import type { ProductSpec } from '@yangdee/contracts/product-detail';
import { loadIndexKg, speedRatingKmh } from '@yangdee/contracts/tyre-ratings';
import { Link } from 'react-router';
import { formatNumber } from '../../../lib/format-baht';
import { useTranslation } from '../../../lib/use-translation';

/** Specification of the tyre: size, load and speed, year, country, type, TSI (มอก.). */
export function SpecTable({ product }: { product: ProductSpec }) {
  const { t } = useTranslation();
  const kg = loadIndexKg(product.loadIndex);
  const kmh = speedRatingKmh(product.speedRating);
  const rows: [string, string][] = [
    [t('tireDetail.spec.brand'), product.brand],
    [t('tireDetail.spec.model'), product.model],
    [t('tireDetail.spec.size'), product.size],
    [
      t('tireDetail.spec.loadIndex'),
      kg
        ? t('tireDetail.spec.loadValue', { index: product.loadIndex, kg: formatNumber(kg) })
        : String(product.loadIndex),
    ],
    [
      t('tireDetail.spec.speedRating'),
      kmh
        ? t(
            product.speedRating === 'Z'
              ? 'tireDetail.spec.speedValueOver'
              : 'tireDetail.spec.speedValue',
            {
              rating: product.speedRating,
              kmh,
            },
          )
        : product.speedRating,
    ],
    [t('tireDetail.spec.year'), String(product.productionYear)],
    [t('tireDetail.spec.country'), product.countryOfOrigin || t('tireDetail.spec.unknown')],
    [
      t('tireDetail.spec.types'),
      product.types.map((x) => x.name).join(', ') || t('tireDetail.spec.unknown'),
    ],
    [
      t('tireDetail.spec.runflat'),
      product.isRunflat ? t('tireDetail.spec.yes') : t('tireDetail.spec.no'),
    ],
    [t('tireDetail.spec.sku'), product.sku],
  ];
  return (
    <section
      aria-labelledby="spec-heading"
      className="rounded-2xl border border-slate-200 bg-white p-5"
    >
      <h2 id="spec-heading" className="mb-3 text-lg font-bold text-slate-900">
        {t('tireDetail.spec.heading')}
      </h2>
      <dl className="divide-y divide-slate-100">
        {rows.map(([label, value]) => (
          <div key={label} className="grid grid-cols-[10rem_1fr] gap-3 py-2 text-sm">
            <dt className="text-slate-600">{label}</dt>
            <dd className="font-semibold text-slate-900">{value}</dd>
          </div>
        ))}
        <div className="grid grid-cols-[10rem_1fr] gap-3 py-2 text-sm">
          <dt className="text-slate-600">{t('tireDetail.spec.tsi')}</dt>
          <dd className="font-semibold text-slate-900">
            {product.tsiStandard ?? t('tireDetail.spec.tsiNone')}{' '}
            <Link to="/help/info-tsi" className="ml-1 font-normal text-emerald-800 underline">
              {t('tireDetail.spec.tsiInfo')}
            </Link>
          </dd>
        </div>
      </dl>
    </section>
  );
}
