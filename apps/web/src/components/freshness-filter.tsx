import {
  FRESHNESS_MONTHS,
  type FreshnessMonths,
  freshnessOf,
} from '@yangdee/contracts/production-year';
import { useTranslation } from '../lib/use-translation';

interface FreshnessFilterProps {
  /** The choice in force: 12 or 24 months, undefined for every offer. */
  value: FreshnessMonths | undefined;
  onChange: (value: FreshnessMonths | undefined) => void;
  /** `stack`: one choice a line (the listing's filter panel); `row`: chips (the tyre page). */
  layout?: 'stack' | 'row';
}

/**
 * "ปีผลิต: ทั้งหมด / ผลิตไม่เกิน 12 เดือน / ผลิตไม่เกิน 24 เดือน" (issue 36 item 5, decision 0164):
 * the same choice on the listing and on a tyre page's shops.
 */
export function FreshnessFilter({ value, onChange, layout = 'stack' }: FreshnessFilterProps) {
  const { t } = useTranslation();
  const choices = [
    { value: '', label: t('freshness.any') },
    ...FRESHNESS_MONTHS.map((months) => ({
      value: String(months),
      label: t('freshness.within', { months }),
    })),
  ];
  const current = value ? String(value) : '';
  const row = layout === 'row';
  return (
    <fieldset>
      <legend
        className={
          row ? 'mb-2 text-sm font-semibold text-slate-800' : 'mb-1 font-semibold text-slate-900'
        }
      >
        {t('freshness.legend')}
      </legend>
      <div className={row ? 'flex flex-wrap gap-2' : undefined}>
        {choices.map((c) =>
          row ? (
            <label
              key={c.value || 'any'}
              className={`cursor-pointer rounded-full border px-3 py-1.5 text-sm has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-emerald-600 ${
                current === c.value
                  ? 'border-emerald-800 bg-emerald-800 text-white'
                  : 'border-slate-300 bg-white text-slate-800 hover:border-emerald-700'
              }`}
            >
              <input
                type="radio"
                name="fresh"
                value={c.value}
                checked={current === c.value}
                onChange={() => onChange(freshnessOf(c.value))}
                className="sr-only"
              />
              {c.label}
            </label>
          ) : (
            <label key={c.value || 'any'} className="flex items-center gap-2 py-0.5 text-slate-800">
              <input
                type="radio"
                name="fresh"
                value={c.value}
                checked={current === c.value}
                onChange={() => onChange(freshnessOf(c.value))}
                className="h-4 w-4 accent-emerald-800"
              />
              {c.label}
            </label>
          ),
        )}
      </div>
    </fieldset>
  );
}
