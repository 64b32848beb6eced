// Money on the console's screens: satang (integers, as the API sends them) written as baht to
// the satang with thousands commas, by integer arithmetic so no amount is ever off by a rounding.

const THOUSANDS = /\B(?=(\d{3})+(?!\d))/g;

/** 123456789 → '1,234,567.89'; -5 → '-0.05'. */
export function satangText(satang: number): string {
  const abs = Math.abs(Math.round(satang));
  const baht = String(Math.floor(abs / 100)).replace(THOUSANDS, ',');
  const text = `${baht}.${String(abs % 100).padStart(2, '0')}`;
  return satang < 0 && abs > 0 ? `-${text}` : text;
}
