import { useState } from 'react';
import { MonthNav, WeekdayHead } from '../../../components/month-nav';
import { useTranslation } from '../../../lib/use-translation';
import { formatBuddhistDate, monthGrid, yearMonthOf } from '../lib/holiday-calendar';

// An inline Buddhist-era month calendar: days before `minDate` and the store's holidays
// cannot be picked (a holiday is marked in its button's name).

export function HolidayCalendar({
  value,
  minDate,
  holidays,
  labelledBy,
  onChange,
}: {
  value: string;
  minDate: string;
  holidays: ReadonlySet<string>;
  labelledBy: string;
  onChange: (ymd: string) => void;
}) {
  const { t } = useTranslation();
  const [shown, setShown] = useState(() => yearMonthOf(value || minDate));
  const first = yearMonthOf(minDate);
  const isFirstMonth = shown.year === first.year && shown.month === first.month;
  return (
    <fieldset
      aria-labelledby={labelledBy}
      className="w-full max-w-sm rounded-xl border border-slate-200 bg-white p-3"
    >
      <MonthNav
        shown={shown}
        onShow={setShown}
        previousLabel={t('sellerStore.holiday.previousMonth')}
        nextLabel={t('sellerStore.holiday.nextMonth')}
        isFirstMonth={isFirstMonth}
        testId="holiday-month"
      />
      <table className="w-full text-center text-sm">
        <WeekdayHead />
        <tbody>
          {monthGrid(shown.year, shown.month).map((week) => (
            <tr key={week.find(Boolean)?.ymd}>
              {week.map((cell, i) => {
                if (!cell) {
                  // biome-ignore lint/suspicious/noArrayIndexKey: blank cells have no identity
                  return <td key={`blank-${i}`} />;
                }
                const isHoliday = holidays.has(cell.ymd);
                const isSelected = cell.ymd === value;
                const text = formatBuddhistDate(cell.ymd);
                return (
                  <td key={cell.ymd} className="p-0.5">
                    <button
                      type="button"
                      aria-label={
                        isHoliday ? t('sellerStore.holiday.isHoliday', { date: text }) : text
                      }
                      aria-pressed={isSelected}
                      disabled={cell.ymd < minDate || isHoliday}
                      onClick={() => onChange(cell.ymd)}
                      className={`h-10 w-10 rounded-full ${
                        isSelected
                          ? 'bg-emerald-800 font-bold text-white'
                          : isHoliday
                            ? 'bg-red-50 font-semibold text-red-700 line-through'
                            : 'hover:bg-emerald-100 disabled:text-slate-400 disabled:hover:bg-transparent'
                      }`}
                    >
                      {cell.day}
                    </button>
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </fieldset>
  );
}
