import { formatBuddhistMonth, shiftMonth } from '../features/cart/lib/buddhist-calendar';

// The head of every Buddhist-era month calendar (the cart's install date, the order filters' dates,
// the shop's holidays): previous / next month around the month's name, then the weekday row.

type YearMonth = { year: number; month: number };

const WEEKDAYS = ['อา.', 'จ.', 'อ.', 'พ.', 'พฤ.', 'ศ.', 'ส.'];
const ARROW =
  'h-10 w-10 rounded-lg border border-slate-300 bg-white text-lg hover:bg-slate-50 disabled:opacity-40';

interface MonthNavProps {
  shown: YearMonth;
  onShow: (month: YearMonth) => void;
  previousLabel: string;
  nextLabel: string;
  /** The month shown is the first that may be picked. */
  isFirstMonth?: boolean;
  testId?: string;
}

export function MonthNav({
  shown,
  onShow,
  previousLabel,
  nextLabel,
  isFirstMonth = false,
  testId,
}: MonthNavProps) {
  return (
    <div className="mb-2 flex items-center justify-between">
      <button
        type="button"
        className={ARROW}
        disabled={isFirstMonth}
        aria-label={previousLabel}
        onClick={() => onShow(shiftMonth(shown.year, shown.month, -1))}
      >
        ‹
      </button>
      <p className="font-semibold" aria-live="polite" data-testid={testId}>
        {formatBuddhistMonth(shown.year, shown.month)}
      </p>
      <button
        type="button"
        className={ARROW}
        aria-label={nextLabel}
        onClick={() => onShow(shiftMonth(shown.year, shown.month, 1))}
      >
        ›
      </button>
    </div>
  );
}

/** The weekday names over a month grid, Sunday first. */
export function WeekdayHead() {
  return (
    <thead>
      <tr>
        {WEEKDAYS.map((d) => (
          <th key={d} scope="col" className="py-1 font-medium text-slate-600">
            {d}
          </th>
        ))}
      </tr>
    </thead>
  );
}
