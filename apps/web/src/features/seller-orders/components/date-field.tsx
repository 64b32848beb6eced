import * as Dialog from '@radix-ui/react-dialog';
import { useState } from 'react';
import { MonthNav, WeekdayHead } from '../../../components/month-nav';
import { useReturnFocus } from '../../../components/use-return-focus';
import { useTranslation } from '../../../lib/use-translation';
import {
  bangkokToday,
  formatBuddhistDate,
  monthGrid,
  yearMonthOf,
} from '../../store-setup-holiday/lib/holiday-calendar';

// The back office's date input, shown d/M/yyyy in the Buddhist era: a button that opens a month
// calendar in a small dialog (phone friendly), with a clear button. Value 'YYYY-MM-DD' or ''.
// Every date a seller gives goes through it (filters, promotion dates): never a native Gregorian
// picker (issue 37 item 12).

export function DateField({
  label,
  value,
  onChange,
  testId,
  emptyText,
  errorId,
  labelHidden = false,
  clearable = true,
  texts,
}: {
  label: string;
  value: string;
  onChange: (ymd: string) => void;
  testId: string;
  /** Shown when no date is chosen (a filter says "any date"). */
  emptyText?: string;
  /** The id of the field's error message, when it has one. */
  errorId?: string;
  /** The label is read by screen readers only (the day board's row of day buttons). */
  labelHidden?: boolean;
  /** A field that always holds a date (the day board's day) offers no clear button. */
  clearable?: boolean;
  /**
   * The dialog's own words, for a screen outside the back office whose texts are not loaded
   * (the operator console); the seller's texts otherwise.
   */
  texts?: { previousMonth: string; nextMonth: string; clearDate: string; close: string };
}) {
  const { t } = useTranslation();
  const [isOpen, setIsOpen] = useState(false);
  const [shown, setShown] = useState(() => yearMonthOf(value || bangkokToday()));
  const returnFocus = useReturnFocus();
  const open = () => {
    setShown(yearMonthOf(value || bangkokToday()));
    setIsOpen(true);
  };
  const empty = emptyText ?? t('sellerOrders.filter.anyDate');
  const words = texts ?? {
    previousMonth: t('sellerOrders.filter.previousMonth'),
    nextMonth: t('sellerOrders.filter.nextMonth'),
    clearDate: t('sellerOrders.filter.clearDate'),
    close: t('sellerOrders.filter.close'),
  };
  const pick = (ymd: string) => {
    onChange(ymd);
    setIsOpen(false);
  };
  return (
    <div className="min-w-0">
      <span className={labelHidden ? 'sr-only' : 'block text-sm font-medium text-slate-800'}>
        {label}
      </span>
      <button
        type="button"
        data-testid={testId}
        onClick={open}
        aria-label={`${label}: ${value ? formatBuddhistDate(value) : empty}`}
        aria-invalid={errorId ? true : undefined}
        aria-describedby={errorId}
        className={`${labelHidden ? '' : 'mt-1 '}flex w-full items-center justify-between gap-2 rounded-lg border bg-white px-3 py-2 text-left whitespace-nowrap ${
          errorId ? 'border-red-600' : 'border-slate-300'
        }`}
      >
        <span className={value ? 'text-slate-900' : 'text-slate-500'}>
          {value ? formatBuddhistDate(value) : empty}
        </span>
        <svg
          aria-hidden="true"
          viewBox="0 0 24 24"
          className="h-5 w-5 shrink-0 text-slate-500"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
        >
          <rect x="3" y="5" width="18" height="16" rx="2" />
          <path d="M3 10h18M8 3v4M16 3v4" />
        </svg>
      </button>
      <Dialog.Root open={isOpen} onOpenChange={setIsOpen}>
        <Dialog.Portal>
          <Dialog.Overlay className="fixed inset-0 z-50 bg-black/40" />
          <Dialog.Content
            {...returnFocus}
            aria-describedby={undefined}
            className="fixed top-1/2 left-1/2 z-50 w-[min(94vw,22rem)] -translate-x-1/2 -translate-y-1/2 rounded-2xl bg-white p-4 shadow-xl"
          >
            <Dialog.Title className="mb-2 font-bold text-slate-900">{label}</Dialog.Title>
            <MonthNav
              shown={shown}
              onShow={setShown}
              previousLabel={words.previousMonth}
              nextLabel={words.nextMonth}
            />
            <table className="w-full text-center text-sm">
              <WeekdayHead />
              <tbody>
                {monthGrid(shown.year, shown.month).map((week) => (
                  <tr key={week.find(Boolean)?.ymd}>
                    {week.map((cell, i) =>
                      cell ? (
                        <td key={cell.ymd} className="p-0.5">
                          <button
                            type="button"
                            aria-label={formatBuddhistDate(cell.ymd)}
                            aria-pressed={cell.ymd === value}
                            onClick={() => pick(cell.ymd)}
                            className={`h-9 w-9 rounded-full ${
                              cell.ymd === value
                                ? 'bg-emerald-800 font-bold text-white'
                                : 'hover:bg-emerald-100'
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
            <div className="mt-3 flex justify-end gap-2">
              {clearable ? (
                <button
                  type="button"
                  onClick={() => pick('')}
                  className="rounded-lg border border-slate-300 px-4 py-2 text-slate-700 hover:bg-slate-50"
                >
                  {words.clearDate}
                </button>
              ) : null}
              <Dialog.Close className="rounded-lg bg-emerald-800 px-4 py-2 font-semibold text-white hover:bg-emerald-900">
                {words.close}
              </Dialog.Close>
            </div>
          </Dialog.Content>
        </Dialog.Portal>
      </Dialog.Root>
    </div>
  );
}
