import type { ProductDetailResponse } from '@yangdee/contracts/product-detail';
import { Link } from 'react-router';
import { formatNumber } from '../../../lib/format-baht';
import { useTranslation } from '../../../lib/use-translation';

type Props = Pick<ProductDetailResponse, 'benefits'> & {
  warrantyYears: number;
  warrantyKm: number;
};

/** The maker's warranty and the benefits the shops attach (warranty, free gifts). */
export function WarrantyBenefits({ benefits, warrantyYears, warrantyKm }: Props) {
  const { t } = useTranslation();
  const years = warrantyYears ? t('tireDetail.warranty.years', { count: warrantyYears }) : '';
  const km = warrantyKm ? t('tireDetail.warranty.km', { km: formatNumber(warrantyKm) }) : '';
  const maker =
    years && km
      ? t('tireDetail.warranty.both', { years, km })
      : years || km || t('tireDetail.warranty.none');
  return (
    <section
      aria-labelledby="warranty-heading"
      className="rounded-2xl border border-slate-200 bg-white p-5"
    >
      <h2 id="warranty-heading" className="mb-3 text-lg font-bold text-slate-900">
        {t('tireDetail.warranty.heading')}
      </h2>
      <ul className="space-y-2 text-sm">
        <li>
          <span className="font-semibold text-slate-900">{t('tireDetail.warranty.maker')}: </span>
          {maker}
        </li>
        {benefits.map((b) => (
          <li key={`${b.type}|${b.title}`}>
            <span className="mr-2 rounded bg-emerald-50 px-2 py-0.5 text-xs font-semibold text-emerald-800">
              {t(`tireDetail.warranty.types.${b.type}`, {
                defaultValue: t('tireDetail.warranty.types.warranty'),
              })}
            </span>
            <span className="font-semibold text-slate-900">{b.title}</span>
            {b.remark ? <span className="block text-slate-600">{b.remark}</span> : null}
          </li>
        ))}
      </ul>
      <Link
        to="/help/term-warranty"
        className="mt-4 inline-block text-sm font-semibold text-emerald-800 underline"
      >
        {t('tireDetail.warranty.terms')}
      </Link>
    </section>
  );
}
