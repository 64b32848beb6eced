import { THAI_WEEKDAYS } from '@yangdee/contracts/store-profile';
import { FieldError } from '../../../components/form-field';
import { TimePicker } from '../../../components/time-picker';
import { useTranslation } from '../../../lib/use-translation';
import { panelClass } from './form-bits';

// The opening hours of /seller/profile: one row per weekday (Monday first), open or closed, with
// opening and closing times. Customers see them on /store/:id; the cart never offers a slot that
// ends after closing (decision 0074).

const WEEK_ORDER = [1, 2, 3, 4, 5, 6, 0];
type Hours = { open: string; close: string } | null;

export function HoursFieldset({
  hours,
  errors,
  onChange: setHours,
}: {
  hours: Hours[];
  errors: Record<string, string>;
  onChange: (day: number, patch: { open?: string; close?: string } | null) => void;
}) {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="profile-hours" className={panelClass}>
      <h2 id="profile-hours" className="mb-1 text-lg font-bold text-slate-900">
        {t('sellerSetup.profile.hoursHeading')}
      </h2>
      <p className="mb-4 text-sm text-slate-600">{t('sellerSetup.profile.hoursNote')}</p>
      <FieldError message={errors.weeklyHours} />
      <ul className="divide-y divide-slate-100">
        {WEEK_ORDER.map((day) => {
          const h = hours[day];
          const dayName = THAI_WEEKDAYS[day];
          return (
            <li
              key={day}
              className="flex flex-wrap items-center gap-3 py-2"
              data-testid={`hours-${day}`}
            >
              <label className="flex w-36 items-center gap-2 font-medium text-slate-800">
                <input
                  type="checkbox"
                  className="h-5 w-5"
                  checked={h !== null}
                  onChange={(e) => setHours(day, e.target.checked ? {} : null)}
                />
                {dayName}
              </label>
              {h ? (
                <div className="flex flex-wrap items-center gap-2">
                  <span className="flex items-center gap-2">
                    <span aria-hidden="true" className="text-sm text-slate-700">
                      {t('sellerSetup.profile.open')}
                    </span>
                    <TimePicker
                      label={t('sellerSetup.profile.openOf', { day: dayName })}
                      isLabelHidden
                      value={h.open}
                      onChange={(open) => setHours(day, { open })}
                    />
                  </span>
                  <span className="flex items-center gap-2">
                    <span aria-hidden="true" className="text-sm text-slate-700">
                      {t('sellerSetup.profile.close')}
                    </span>
                    <TimePicker
                      label={t('sellerSetup.profile.closeOf', { day: dayName })}
                      isLabelHidden
                      value={h.close}
                      onChange={(close) => setHours(day, { close })}
                    />
                  </span>
                </div>
              ) : (
                <span className="text-sm text-slate-500">{t('sellerSetup.profile.closed')}</span>
              )}
              <FieldError
                message={errors[`weeklyHours.${day}.close`] ?? errors[`weeklyHours.${day}.open`]}
              />
            </li>
          );
        })}
      </ul>
    </section>
  );
}
