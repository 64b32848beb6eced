// How one payment attempt's status may move (the `payments.status` column; docs/decisions/0041).
// Every writer (background callback, browser return, reconciliation pass, expiry) asks
// `nextPaymentStatus` and refuses a null answer, then writes with `WHERE status = $current`.
// Events are the provider's confirmed state (check_status_txn), never a callback's own claim.

export const PAYMENT_STATUSES = ['pending', 'paid', 'failed', 'expired'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

export const PAYMENT_EVENTS = [
  /** The status query says paid, with our reference and amount. */
  'PROVIDER_PAID',
  /** The status query says declined or voided. */
  'PROVIDER_DECLINED',
  /** Nobody paid before the reservation ran out. */
  'EXPIRED',
] as const;
export type PaymentEvent = (typeof PAYMENT_EVENTS)[number];

const TRANSITIONS: Record<PaymentStatus, Partial<Record<PaymentEvent, PaymentStatus>>> = {
  pending: { PROVIDER_PAID: 'paid', PROVIDER_DECLINED: 'failed', EXPIRED: 'expired' },
  // Money the provider confirms after our expiry, or after it first said declined, is still
  // money: it is recorded, never lost (the order's side decides what follows, e.g. a refund of a
  // cancelled order). Only the provider's status query can cause this, never a callback alone.
  expired: { PROVIDER_PAID: 'paid' },
  failed: { PROVIDER_PAID: 'paid' },
  paid: {},
};

/** The next status, or null when the event changes nothing (repeated, late or out of order). */
export function nextPaymentStatus(
  current: PaymentStatus,
  event: PaymentEvent,
): PaymentStatus | null {
  return TRANSITIONS[current][event] ?? null;
}

export function isFinalPaymentStatus(status: PaymentStatus): boolean {
  return Object.keys(TRANSITIONS[status]).length === 0;
}
