import { bangkokParts, buddhistYear } from './bangkok-date';

// Thai Buddhist-era dates (glossary "Dates"): d/M/yyyy with year + 543, in Bangkok time. Written
// by hand (lib/bangkok-date.ts says why); the unit test holds them to what Intl writes.

const pad = (n: number) => String(n).padStart(2, '0');

function dateOf(date: Date): string {
  const { year, month, day } = bangkokParts(date);
  return `${day}/${month}/${buddhistYear(year)}`;
}

/** An ISO time → 'd/M/yyyy HH:mm' in the Buddhist era, Bangkok time. */
export function formatThaiDateTime(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  const { hour, minute } = bangkokParts(date);
  return `${dateOf(date)} ${pad(hour)}:${pad(minute)}`;
}

/** 'YYYY-MM-DD' (a business date) or an ISO time → d/M/yyyy in the Buddhist era. */
export function formatThaiDate(value: string): string {
  const date = /^\d{4}-\d{2}-\d{2}$/.test(value)
    ? new Date(`${value}T12:00:00+07:00`)
    : new Date(value);
  return Number.isNaN(date.getTime()) ? '' : dateOf(date);
}
