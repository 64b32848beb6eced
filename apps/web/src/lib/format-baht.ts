// Spec 9: THB with comma thousands separators. Whole baht show no decimals; satang show two.
const whole = new Intl.NumberFormat('th-TH', { maximumFractionDigits: 0 });
const exact = new Intl.NumberFormat('th-TH', {
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

/** 1234.5 → '1,234.50', 3200 → '3,200' (no currency sign: the screen adds บาท or ฿). */
export function formatBaht(value: number): string {
  return Number.isInteger(value) ? whole.format(value) : exact.format(value);
}
