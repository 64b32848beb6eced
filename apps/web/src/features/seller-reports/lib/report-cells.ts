import type { ReportColumn } from '@yangdee/contracts/reports';
import { formatBaht, formatNumber } from '../../../lib/format-baht';
import { formatThaiDate, formatThaiDateTime } from '../../../lib/format-thai-date';

// One cell of a report as the screen writes it: baht with commas, counts with commas, moments and
// days in the Buddhist era (Bangkok), text as it is; an empty cell is a dash.

export function formatReportCell(column: ReportColumn, value: string | number | null | undefined) {
  if (value === null || value === undefined || value === '') return '–';
  switch (column.kind) {
    case 'money':
      return formatBaht(Number(value));
    case 'count':
      return formatNumber(Number(value));
    case 'date':
      return formatThaiDateTime(String(value));
    case 'day':
      return formatThaiDate(String(value));
    default:
      return String(value);
  }
}

export const isNumeric = (column: ReportColumn) =>
  column.kind === 'money' || column.kind === 'count';

/** Names, titles and places: they wrap (and take a whole line on a phone card); the rest do not. */
const LONG_TEXT = new Set([
  'product',
  'promotions',
  'promotion',
  'branch',
  'target',
  'customer',
  'car',
]);
export const isLongText = (column: ReportColumn) =>
  column.kind === 'text' && LONG_TEXT.has(column.key);
