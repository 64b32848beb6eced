// What each reminder's outbox row carries (issue 35 item 3): written by the reminders pass, read
// by the reminder renderers. Fixed when the reminder is written.

export type ReminderTyre = { title: string; quantity: number };

export type FittingReminderData = {
  orderId: number;
  orderNo: string;
  /** The booked day, YYYY-MM-DD (Bangkok). */
  date: string;
  /** The booked slot's hours, '08:00 - 11:00'; '' when the shop's slot is no longer known. */
  slot: string;
  shopName: string;
  address: string;
  shopTel: string;
  /** A Google Maps link to the shop's position. */
  mapUrl: string;
  /** A deposit order's remainder, to pay at the shop (satang); 0 when nothing is left to pay. */
  remainSatang: number;
  tyres: ReminderTyre[];
};

export type RotationReminderData = {
  orderId: number;
  orderNo: string;
  /** The day the tyres were fitted, YYYY-MM-DD (Bangkok). */
  fittedOn: string;
  shopName: string;
  tyres: ReminderTyre[];
};

export type TyreAgeReminderData = {
  orderId: number;
  orderNo: string;
  /** The oldest fitted tyre's DOT code, 'WWYY'. */
  dot: string;
  /** Its production year (ค.ศ.). */
  productionYear: number;
  shopName: string;
  tyres: ReminderTyre[];
};

/** A Google Maps link to a point. */
export function mapUrlOf(latitude: number, longitude: number): string {
  return `https://www.google.com/maps/search/?api=1&query=${latitude},${longitude}`;
}

/** The shop as a shopper names it: 'ยางดีเซอร์วิส สาขาลาดพร้าว'. */
export function shopNameOf(name: string, branchName: string): string {
  const branch = branchName.trim();
  if (!branch) return name;
  return branch.startsWith('สาขา') ? `${name} ${branch}` : `${name} สาขา${branch}`;
}

/** The shop's address on one line. */
export function addressOf(parts: readonly string[]): string {
  return parts
    .map((p) => p.trim())
    .filter(Boolean)
    .join(' ');
}
