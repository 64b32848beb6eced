import '../../../lib/my-texts';
import type { WarrantyRegistration } from '@yangdee/contracts/warranty';
import { formatNumber } from '../../../lib/format-baht';
import { formatThaiDate } from '../../../lib/format-thai-date';
import { type Translate, useTranslation } from '../../../lib/use-translation';

// A registration's facts as rows: the tyre, its DOT week and year, the fitting, the shop and the
// warranty terms frozen at the fitting. Shared by the list, the certificate and the claim form.

export function dotText(t: Translate, r: WarrantyRegistration) {
  return r.dotWeek && r.dotYear
    ? t('my.warranty.dotValue', { week: r.dotWeek, year: r.dotYear, code: r.dotCode })
    : t('my.warranty.dotUnknown');
}

export function termsText(t: Translate, r: Pick<WarrantyRegistration, 'months' | 'kilometres'>) {
  const parts = [
    r.months ? t('my.warranty.monthsValue', { n: r.months }) : '',
    r.kilometres ? t('my.warranty.kmValue', { n: formatNumber(r.kilometres) }) : '',
  ].filter(Boolean);
  return parts.length ? parts.join(t('my.warranty.or')) : t('my.warranty.noLimit');
}

/** `isTyreShown` false where a heading above already names the tyre (the list). */
export function RegistrationFacts({
  r,
  isTyreShown = true,
}: {
  r: WarrantyRegistration;
  isTyreShown?: boolean;
}) {
  const { t } = useTranslation();
  const rows: [string, string][] = [
    [
      t('my.warranty.tyre'),
      isTyreShown
        ? `${r.tyreTitle} (${t('my.warranty.tyreNo', { n: r.tyreNo, total: r.tyreCount })})`
        : t('my.warranty.tyreNo', { n: r.tyreNo, total: r.tyreCount }),
    ],
    [t('my.warranty.dot'), dotText(t, r)],
    [t('my.warranty.fittedOn'), formatThaiDate(r.fittedOn)],
    [t('my.warranty.shop'), r.shopTel ? `${r.shopName} · ${r.shopTel}` : r.shopName],
    [t('my.warranty.orderNo'), r.orderNo],
  ];
  if (r.hasWarranty) {
    rows.push([
      t('my.warranty.terms'),
      `${r.warrantyTitle ? `${r.warrantyTitle} · ` : ''}${termsText(t, r)}`,
    ]);
    rows.push([
      t('my.warranty.endsOn'),
      [
        r.endsOn ? formatThaiDate(r.endsOn) : '',
        r.kilometres ? t('my.warranty.orKm', { n: formatNumber(r.kilometres) }) : '',
      ]
        .filter(Boolean)
        .join(' ') || t('my.warranty.noLimit'),
    ]);
    if (r.coverage) rows.push([t('my.warranty.coverage'), r.coverage]);
    if (r.remark) rows.push([t('my.warranty.remark'), r.remark]);
  } else {
    rows.push([t('my.warranty.terms'), t('my.warranty.noWarranty')]);
  }
  return (
    <dl className="grid grid-cols-[minmax(6rem,auto)_1fr] gap-x-3 gap-y-1 text-sm">
      {rows.map(([label, value]) => (
        <div key={label} className="contents">
          <dt className="text-slate-500">{label}</dt>
          <dd className="whitespace-pre-line break-words text-slate-900">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

export function WarrantyBadge({ r }: { r: WarrantyRegistration }) {
  const { t } = useTranslation();
  const isOn = r.isUnderWarranty;
  return (
    <span
      className={`inline-block rounded-full px-2.5 py-0.5 text-xs font-semibold ${
        isOn ? 'bg-emerald-100 text-emerald-900' : 'bg-slate-200 text-slate-700'
      }`}
    >
      {isOn ? t('my.warranty.active') : t('my.warranty.expired')}
    </span>
  );
}
