// Spec 9: THB with comma thousands separators. Whole baht show no decimals; satang show two.
// Written by hand rather than with Intl.NumberFormat: the first NumberFormat a page creates
// loads the locale's number data, 50–80 ms of main thread on a fast desktop (4× that on a
// phone) before the first price shows (issue 13 §2, decision 0079). th-TH, en-US and en-GB all
// write 1,234.56, which is all the screens need.

const THOUSANDS = /\B(?=(\d{3})+(?!\d))/g;

/** 1234.567 → '1,234.57' with `fractionDigits` 2; half away from zero, as Intl rounds. */
export function formatNumber(value: number, fractionDigits = 0): string {
  if (!Number.isFinite(value)) return String(value);
  const abs = Math.abs(value);
  // Round the decimal the number is written as (1.005 → 1.01), as Intl does; toFixed alone
  // rounds the binary value (1.00499…). Exponent forms (tiny or huge) keep toFixed.
  const shifted = Number(`${abs}e${fractionDigits}`);
  const fixed = Number.isFinite(shifted)
    ? (Math.round(shifted) / 10 ** fractionDigits).toFixed(fractionDigits)
    : abs.toFixed(fractionDigits);
  const [whole, fraction] = fixed.split('.');
  const text = whole.replace(THOUSANDS, ',') + (fraction ? `.${fraction}` : '');
  // -0.001 rounds to "0.00": no minus sign on a zero, as Intl writes it.
  return value < 0 && /[1-9]/.test(fixed) ? `-${text}` : text;
}

/** 1234.5 → '1,234.50', 3200 → '3,200' (no currency sign: the screen adds บาท or ฿). */
export function formatBaht(value: number): string {
  return formatNumber(value, Number.isInteger(value) ? 0 : 2);
}
