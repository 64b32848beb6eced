// Thai Buddhist-era dates (glossary "Dates"): d/M/yyyy with year + 543, in Bangkok time.
const zone = { timeZone: 'Asia/Bangkok' } as const;
// Made on first use, not when a screen's chunk loads: each DateTimeFormat costs milliseconds of
// main thread (issue 13 §2), and most screens that import this show no date in the first paint.
let dateTime: Intl.DateTimeFormat | undefined;
let dateOnly: Intl.DateTimeFormat | undefined;

function dateTimeFormat(): Intl.DateTimeFormat {
  dateTime ??= new Intl.DateTimeFormat('th-TH-u-ca-buddhist', {
    ...zone,
    day: 'numeric',
    month: 'numeric',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
  });
  return dateTime;
}

function dateOnlyFormat(): Intl.DateTimeFormat {
  dateOnly ??= new Intl.DateTimeFormat('th-TH-u-ca-buddhist', {
    ...zone,
    day: 'numeric',
    month: 'numeric',
    year: 'numeric',
  });
  return dateOnly;
}

export function formatThaiDateTime(iso: string): string {
  return dateTimeFormat().format(new Date(iso));
}

/** 'YYYY-MM-DD' (a business date) or an ISO time → d/M/yyyy in the Buddhist era. */
export function formatThaiDate(value: string): string {
  const date = /^\d{4}-\d{2}-\d{2}$/.test(value)
    ? new Date(`${value}T12:00:00+07:00`)
    : new Date(value);
  return dateOnlyFormat().format(date);
}
