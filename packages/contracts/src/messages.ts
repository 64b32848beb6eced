import { z } from 'zod';

// Messages to people (issue 35, decision 0160): every message the product sends (the OTP aside)
// is one row of the outbox, written in the transaction of the event that causes it and sent by
// the worker on the first channel that works (LINE, then SMS). These names are shared by the
// server (outbox, worker, renderers) and the web app (/my/notifications, the shop's order page).

/** What a message is about; each kind has one renderer (modules/messages/render). */
export const MESSAGE_KINDS = [
  // To the shopper, about an order.
  'order_confirmed',
  'order_cancelled',
  'order_fitted',
  'order_shipped',
  // To the shopper, about a refund (decision 0139).
  'refund_details_needed',
  'refund_sent',
  'refund_failed',
  // To the shop's staff.
  'new_order',
  'morning_bookings',
  // To the shop's owner: payouts and the shop's standing (decision 0143).
  'payout_paid',
  'payout_failed',
  'shop_approved',
  'shop_rejected',
  'shop_suspended',
  'shop_reactivated',
  // Reminders to the shopper.
  'reminder_fitting',
  'reminder_rotation',
  'reminder_tyre_age',
  // Warranty claims (issue 36, decision 0161): to the shopper, and to the shop's claim staff.
  'claim_filed',
  'claim_info_requested',
  'claim_answered',
  'claim_accepted',
  'claim_rejected',
] as const;
export type MessageKind = (typeof MESSAGE_KINDS)[number];

/** Reminders that bring a shopper back rather than serve an order: they need PDPA consent. */
export const MARKETING_KINDS: readonly MessageKind[] = ['reminder_rotation', 'reminder_tyre_age'];

export const isMarketingKind = (kind: MessageKind): boolean => MARKETING_KINDS.includes(kind);

/** Channels in the order they are tried. */
export const MESSAGE_CHANNELS = ['line', 'sms'] as const;
export type MessageChannel = (typeof MESSAGE_CHANNELS)[number];

/**
 * pending: waiting for its first or next try; sent: a channel accepted it; failed: every channel
 * failed and the tries ran out; skipped: nobody to send it to (no channel the person accepts).
 */
export const OUTBOX_STATES = ['pending', 'sent', 'failed', 'skipped'] as const;
export type OutboxState = (typeof OUTBOX_STATES)[number];

export type RecipientKind = 'customer' | 'staff';

/** The version of the marketing consent text the shopper agreed to (text in locales/th.json). */
export const MARKETING_CONSENT_VERSION = '2026-11';

/** A shopper's choices (/my): channels and reminders. */
export const NotificationPreferencesSchema = z.object({
  useLine: z.boolean(),
  useSms: z.boolean(),
  /** The day before a booked fitting. */
  fittingReminders: z.boolean(),
  /** Rotation at 6 months and tyres near 5 years old: marketing-type, need consent as well. */
  careReminders: z.boolean(),
});
export type NotificationPreferences = z.infer<typeof NotificationPreferencesSchema>;

export const DEFAULT_NOTIFICATION_PREFERENCES: NotificationPreferences = {
  useLine: true,
  useSms: true,
  fittingReminders: true,
  careReminders: true,
};

/** One message as the shopper (or the shop, for its orders) sees it in the history. */
export type MessageHistoryItem = {
  id: number;
  kind: MessageKind;
  state: OutboxState;
  /** The channel it went out on; null until sent. */
  channel: MessageChannel | null;
  /** What was sent (the Thai text; for LINE, the message's text form). Null until sent. */
  text: string | null;
  orderId: number | null;
  orderNo: string | null;
  createdAt: string;
  sentAt: string | null;
};

export const MessageHistoryItemSchema = z.object({
  id: z.number(),
  kind: z.enum(MESSAGE_KINDS),
  state: z.enum(OUTBOX_STATES),
  channel: z.enum(MESSAGE_CHANNELS).nullable(),
  text: z.string().nullable(),
  orderId: z.number().nullable(),
  orderNo: z.string().nullable(),
  createdAt: z.string(),
  sentAt: z.string().nullable(),
}) satisfies z.ZodType<MessageHistoryItem>;

/** The shop's view of one order's messages to its customer (staff pushes stay private). */
export const SellerOrderMessagesResponseSchema = z.object({
  messages: z.array(MessageHistoryItemSchema),
});
export type SellerOrderMessagesResponse = z.infer<typeof SellerOrderMessagesResponseSchema>;
