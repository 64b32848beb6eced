// Thai Buddhist-era dates (glossary "Dates"): d/M/yyyy with year + 543, in Bangkok time.
const zone = { timeZone: 'Asia/Bangkok' } as const;
const dateTime = new Intl.DateTimeFormat('th-TH-u-ca-buddhist', {
  ...zone,
  day: 'numeric',
  month: 'numeric',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
});
const dateOnly = new Intl.DateTimeFormat('th-TH-u-ca-buddhist', {
  ...zone,
  day: 'numeric',
  month: 'numeric',
  year: 'numeric',
});

export function formatThaiDateTime(iso: string): string {
  return dateTime.format(new Date(iso));
}

/** 'YYYY-MM-DD' (a business date) or an ISO time → d/M/yyyy in the Buddhist era. */
export function formatThaiDate(value: string): string {
  const date = /^\d{4}-\d{2}-\d{2}$/.test(value)
    ? new Date(`${value}T12:00:00+07:00`)
    : new Date(value);
  return dateOnly.format(date);
}
