// What each kind's outbox row holds in `data` (issue 35): the contract between the modules that
// write messages (orders) and the renderers that read them (modules/messages/render). Fixed at
// the event: a renderer never reads the order again, so a later change does not rewrite what the
// event said. Here, at the start of the module order, so both sides can name it.

/** One tyre line of the order: its title and how many. */
export type MessageTyre = { title: string; quantity: number };

/** What the shopper's order messages share (order_confirmed / _cancelled / _fitted / _shipped). */
export type OrderMessageData = {
  orderNo: string;
  /** ORDER_TYPE: 1 fitting at the shop, 2 delivery. */
  orderType: number;
  /** The booked day 'YYYY-MM-DD' (fitting), or null. */
  appointmentDate: string | null;
  /** The booked slot's hours in the shop's own slots, '11:00 - 14:00', or null. */
  slotLabel: string | null;
  /** The booked slot was over when the shop confirmed: the message asks for a new time. */
  isAppointmentPassed: boolean;
  /** The shop's name with its branch. */
  shopName: string;
  /** Directions to the shop (a fitting), or null. */
  mapUrl: string | null;
  tyres: MessageTyre[];
  /** order_cancelled: what was paid online and goes back (satang), and why. */
  refundSatang?: number;
  cancelReason?: string;
  /** order_shipped. */
  carrier?: string;
  trackingText?: string;
};

/** new_order, to each staff member who handles the branch's orders. */
export type NewOrderMessageData = {
  orderId: number;
  orderNo: string;
  orderType: number;
  appointmentDate: string | null;
  slotLabel: string | null;
  shopName: string;
  tyres: MessageTyre[];
  totalSatang: number;
  /** The shopper's first name only (PDPA: no phone, no surname). */
  customerFirstName: string;
};

/** One booking of the day on morning_bookings, sorted by time. */
export type MorningBooking = {
  orderId: number;
  orderNo: string;
  /** '08:00 - 11:00', or '' when the slot is no longer one of the shop's. */
  slotLabel: string;
  /** The tyres, short: '205/55R16 Michelin ×4'. */
  tyres: string;
};

export type MorningBookingsMessageData = {
  /** The day 'YYYY-MM-DD' (Bangkok). */
  date: string;
  shopName: string;
  bookings: MorningBooking[];
};

/** claim_* (issue 36, decision 0161): a warranty claim's step, to the shopper or the shop. */
export type ClaimMessageData = {
  claimId: number;
  orderNo: string;
  tyreTitle: string;
  shopName: string;
  /** What the shop asked (claim_info_requested) or why it refused (claim_rejected). */
  text?: string;
  /** claim_accepted. */
  remedy?: 'replacement' | 'credit';
  creditSatang?: number | null;
};
