import { useId } from 'react';
import { buddhistYear, THAI_MONTHS_LONG } from '../../../lib/bangkok-date';
import { monthKey, yearsUpTo } from '../lib/admin-months';

// A month of the console's money screens: the Thai month's name and the Buddhist-era year, two
// selects under one legend; the value is 'YYYY-MM' (Gregorian), as the API takes it.

interface MonthFieldProps {
  legend: string;
  monthLabel: string;
  yearLabel: string;
  value: string;
  /** The last month offered (its year is the last year). */
  latest: string;
  onChange: (value: string) => void;
}

const selectClass = 'mt-1 w-full rounded-lg border border-slate-300 bg-white px-3 py-2';

export function MonthField({
  legend,
  monthLabel,
  yearLabel,
  value,
  latest,
  onChange,
}: MonthFieldProps) {
  const id = useId();
  const year = Number(value.slice(0, 4));
  const month = Number(value.slice(5, 7));
  const years = yearsUpTo(latest);
  if (!years.includes(year)) years.unshift(year);
  return (
    <fieldset className="min-w-0">
      <legend className="text-sm font-medium text-slate-800">{legend}</legend>
      <div className="grid grid-cols-[3fr_2fr] gap-2">
        <label htmlFor={`${id}-month`} className="sr-only">
          {monthLabel}
        </label>
        <select
          id={`${id}-month`}
          className={selectClass}
          value={month}
          onChange={(e) => onChange(monthKey(year, Number(e.target.value)))}
        >
          {THAI_MONTHS_LONG.map((name, i) => (
            <option key={name} value={i + 1}>
              {name}
            </option>
          ))}
        </select>
        <label htmlFor={`${id}-year`} className="sr-only">
          {yearLabel}
        </label>
        <select
          id={`${id}-year`}
          className={selectClass}
          value={year}
          onChange={(e) => onChange(monthKey(Number(e.target.value), month))}
        >
          {years.map((y) => (
            <option key={y} value={y}>
              {buddhistYear(y)}
            </option>
          ))}
        </select>
      </div>
    </fieldset>
  );
}
