import { INSTALLMENT_PERIODS } from './payment-methods';

// Instalment tables of the cart (spec 3 installmentNoAdditional / installmentWithAdditional), in
// integer satang. 0% (installment1): the order total split over the months. With interest
// (installment2): a flat monthly rate on the order total, the shop's `installmentInterestBp`.
// The monthly amount is rounded up to a whole satang so the months always cover the total.

export type InstallmentRow = {
  period: number;
  /** Paid per month, satang. */
  paidSatang: number;
  /** Total over all months, satang. */
  totalSatang: number;
};

export type InstallmentSettings = {
  /** Monthly flat interest in basis points (80 = 0.80 % a month). */
  interestBp: number;
  /** Smallest order total (satang) that may be paid by instalments. */
  minSatang: number;
};

/** 0 % instalments: the total over N months, each month rounded up to a satang. */
export function installmentNoAdditional(totalSatang: number): InstallmentRow[] {
  const total = Math.max(0, Math.round(totalSatang));
  return INSTALLMENT_PERIODS.map((period) => ({
    period,
    paidSatang: Math.ceil(total / period),
    totalSatang: total,
  }));
}

/** Instalments with interest: total + total × rate × months, each month rounded up. */
export function installmentWithAdditional(
  totalSatang: number,
  interestBp: number,
): InstallmentRow[] {
  const base = Math.max(0, Math.round(totalSatang));
  return INSTALLMENT_PERIODS.map((period) => {
    const total = base + Math.round((base * Math.max(0, interestBp) * period) / 10_000);
    return { period, paidSatang: Math.ceil(total / period), totalSatang: total };
  });
}

/** Whether an order of this total may be paid by instalments at all. */
export function isInstallmentAllowed(totalSatang: number, settings: InstallmentSettings): boolean {
  return totalSatang > 0 && totalSatang >= settings.minSatang;
}
