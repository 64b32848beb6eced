import '../../../lib/cart-texts';
import { useId, useState } from 'react';
import { MonthNav, WeekdayHead } from '../../../components/month-nav';
import { useTranslation } from '../../../lib/use-translation';
import {
  type DateRules,
  firstSelectableDate,
  formatBuddhistDate,
  isDateSelectable,
  monthGrid,
  yearMonthOf,
} from '../lib/buddhist-calendar';

// Spec 2.9 (c) and 5 "Install date": a Thai Buddhist-era calendar (d/M/yyyy); days outside
// [startDate, startDate + 30) and the shop's closed days cannot be picked. It opens on the month of
// the chosen date, or else of the first bookable day (not of startDate, issue 37 item 11).

export function InstallDatePicker({
  value,
  rules,
  onChange,
}: {
  value: string;
  rules: DateRules;
  onChange: (ymd: string) => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const [isOpen, setIsOpen] = useState(false);
  const [shown, setShown] = useState(() => yearMonthOf(value || firstSelectableDate(rules)));
  const weeks = monthGrid(shown.year, shown.month);
  return (
    <div>
      <label htmlFor={`${id}-date`} className="block text-sm font-medium text-slate-800">
        {t('cart.store.installDate')}
      </label>
      <button
        id={`${id}-date`}
        type="button"
        aria-expanded={isOpen}
        aria-controls={`${id}-calendar`}
        onClick={() => {
          // The rules may have changed since the first render (the cart's dates arrive later).
          if (!isOpen) setShown(yearMonthOf(value || firstSelectableDate(rules)));
          setIsOpen(!isOpen);
        }}
        className="mt-1 w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-left"
        data-testid="install-date"
      >
        {value ? formatBuddhistDate(value) : t('cart.store.datePlaceholder')}
      </button>
      {isOpen ? (
        <div
          id={`${id}-calendar`}
          className="mt-2 w-full max-w-sm rounded-xl border border-slate-200 bg-white p-3 shadow"
        >
          <MonthNav
            shown={shown}
            onShow={setShown}
            previousLabel={t('cart.store.previousMonth')}
            nextLabel={t('cart.store.nextMonth')}
          />
          <table className="w-full text-center text-sm">
            <WeekdayHead />
            <tbody>
              {weeks.map((week) => (
                <tr key={week.find(Boolean)?.ymd}>
                  {week.map((cell, i) =>
                    cell ? (
                      <td key={cell.ymd} className="p-0.5">
                        <button
                          type="button"
                          aria-label={formatBuddhistDate(cell.ymd)}
                          aria-pressed={cell.ymd === value}
                          disabled={!isDateSelectable(cell.ymd, rules)}
                          onClick={() => {
                            setIsOpen(false);
                            if (cell.ymd !== value) onChange(cell.ymd);
                          }}
                          className={`h-9 w-9 rounded-full ${
                            cell.ymd === value
                              ? 'bg-emerald-800 font-bold text-white'
                              : 'hover:bg-emerald-100 disabled:text-slate-300 disabled:hover:bg-transparent'
                          }`}
                        >
                          {cell.day}
                        </button>
                      </td>
                    ) : (
                      // biome-ignore lint/suspicious/noArrayIndexKey: blank cells have no identity
                      <td key={`blank-${i}`} />
                    ),
                  )}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
    </div>
  );
}
