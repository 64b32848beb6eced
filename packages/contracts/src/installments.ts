import { INSTALLMENT_PERIODS } from './payment-methods';

// Instalment tables of the cart (spec 3 installmentNoAdditional / installmentWithAdditional), in
// integer satang. 0% (installment1): the order total split over the months. With interest
// (installment2): a flat monthly rate on the order total, the shop's `installmentInterestBp`.
// The monthly amount is rounded up to a whole satang; the last month pays what is left, so the
// months shown add up to the total exactly (issue 37: "× months" never overshoots the total).

export type InstallmentRow = {
  period: number;
  /** Paid per month, satang. */
  paidSatang: number;
  /** Total over all months, satang. */
  totalSatang: number;
  /** Paid in the last month, satang: total − paid × (period − 1); equal to paidSatang when even. */
  lastSatang: number;
};

/**
 * A plan's months as the shopper pays them: every month the same amount rounded up to a satang,
 * the last month what is left, so (period − 1) × perMonth + last = total. (For a total too small
 * for that to stay positive, the months are rounded down and the last takes the remainder.)
 */
export function splitInstallment(
  totalSatang: number,
  period: number,
): { perMonthSatang: number; lastSatang: number } {
  const total = Math.max(0, Math.round(totalSatang));
  const months = Math.max(1, Math.floor(period));
  let perMonth = Math.ceil(total / months);
  if (total - perMonth * (months - 1) <= 0) perMonth = Math.floor(total / months);
  return { perMonthSatang: perMonth, lastSatang: total - perMonth * (months - 1) };
}

export type InstallmentSettings = {
  /** Monthly flat interest in basis points (80 = 0.80 % a month). */
  interestBp: number;
  /** Smallest order total (satang) that may be paid by instalments. */
  minSatang: number;
};

/** 0 % instalments: the total over N months, each month rounded up to a satang. */
export function installmentNoAdditional(totalSatang: number): InstallmentRow[] {
  const total = Math.max(0, Math.round(totalSatang));
  return INSTALLMENT_PERIODS.map((period) => {
    const { perMonthSatang, lastSatang } = splitInstallment(total, period);
    return { period, paidSatang: perMonthSatang, totalSatang: total, lastSatang };
  });
}

/** Instalments with interest: total + total × rate × months, each month rounded up. */
export function installmentWithAdditional(
  totalSatang: number,
  interestBp: number,
): InstallmentRow[] {
  const base = Math.max(0, Math.round(totalSatang));
  return INSTALLMENT_PERIODS.map((period) => {
    const total = base + Math.round((base * Math.max(0, interestBp) * period) / 10_000);
    const { perMonthSatang, lastSatang } = splitInstallment(total, period);
    return { period, paidSatang: perMonthSatang, totalSatang: total, lastSatang };
  });
}

/** Whether an order of this total may be paid by instalments at all. */
export function isInstallmentAllowed(totalSatang: number, settings: InstallmentSettings): boolean {
  return totalSatang > 0 && totalSatang >= settings.minSatang;
}
