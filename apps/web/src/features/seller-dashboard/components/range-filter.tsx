import { useId } from 'react';
import { BranchSelect } from '../../../components/branch-select';
import { useTranslation } from '../../../lib/use-translation';
import { DateField } from '../../seller-orders/components/date-field';
import { type DashboardRange, presetOf, presetRange, RANGE_PRESETS } from '../lib/dashboard-range';

// The dashboard's range: presets (last 7 / 30 / 90 days, this month), two Buddhist-era date
// fields, and the branch for a head office. A cleared date field keeps the date it had.

export function RangeFilter({
  range,
  stores,
  onChange,
}: {
  range: DashboardRange;
  stores: { id: number; name: string }[];
  onChange: (range: DashboardRange) => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const current = presetOf(range);
  return (
    <section
      aria-label={t('sellerDashboard.filter.label')}
      className="space-y-3 rounded-xl border border-slate-200 bg-white p-4"
    >
      <fieldset className="flex flex-wrap gap-2">
        <legend className="sr-only">{t('sellerDashboard.filter.presets')}</legend>
        {RANGE_PRESETS.map((preset) => (
          <button
            key={preset}
            type="button"
            aria-pressed={current === preset}
            data-testid={`dashboard-preset-${preset}`}
            onClick={() => onChange({ ...presetRange(preset), branchId: range.branchId })}
            className={`rounded-full border px-4 py-1.5 text-sm font-semibold ${
              current === preset
                ? 'border-emerald-800 bg-emerald-800 text-white'
                : 'border-slate-300 bg-white text-slate-800 hover:bg-emerald-50'
            }`}
          >
            {t(`sellerDashboard.filter.preset.${preset}`)}
          </button>
        ))}
      </fieldset>
      <div className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        <DateField
          label={t('sellerDashboard.filter.fromDate')}
          value={range.fromDate}
          testId="dashboard-from-date"
          onChange={(ymd) => ymd && onChange({ ...range, fromDate: ymd })}
        />
        <DateField
          label={t('sellerDashboard.filter.toDate')}
          value={range.toDate}
          testId="dashboard-to-date"
          onChange={(ymd) => ymd && onChange({ ...range, toDate: ymd })}
        />
        {stores.length > 1 ? (
          <BranchSelect
            id={`${id}-branch`}
            label={t('sellerDashboard.filter.branch')}
            allLabel={t('sellerDashboard.filter.allBranches')}
            stores={stores}
            value={range.branchId}
            onChange={(branchId) => onChange({ ...range, branchId })}
            className="col-span-2 min-w-0"
            testId="dashboard-branch"
          />
        ) : null}
      </div>
    </section>
  );
}
