import { z } from 'zod';
import { LineLoginBodySchema } from './auth';
import {
  MESSAGE_CHANNELS,
  MESSAGE_KINDS,
  NotificationPreferencesSchema,
  OUTBOX_STATES,
} from './messages';

// The shopper's own side of messages (issue 35 items 2 and 4): linking LINE in /my, the channel
// and reminder choices with marketing consent, and the history of what was sent
// (/my/notifications). The names and rules of messages themselves are in messages.ts.

/** POST /api/my/line: the same LINE credentials the LINE sign-in takes. */
export const LinkLineBodySchema = LineLoginBodySchema;
export type LinkLineBody = z.infer<typeof LinkLineBodySchema>;

export const LineLinkResponseSchema = z.object({ lineLinked: z.boolean() });
export type LineLinkResponse = z.infer<typeof LineLinkResponseSchema>;

/** The newest grant or withdrawal of marketing consent (PDPA), with the text version. */
export const MarketingConsentStateSchema = z.object({
  granted: z.boolean(),
  version: z.string(),
  at: z.string(),
});
export type MarketingConsentState = z.infer<typeof MarketingConsentStateSchema>;

/** GET /api/my/notification-preferences. */
export const NotificationSettingsSchema = NotificationPreferencesSchema.extend({
  lineLinked: z.boolean(),
  marketingConsent: MarketingConsentStateSchema.nullable(),
});
export type NotificationSettings = z.infer<typeof NotificationSettingsSchema>;

/** PUT /api/my/marketing-consent: grant (true) or withdraw (false); every call is kept. */
export const MarketingConsentBodySchema = z.object({ granted: z.boolean() });
export type MarketingConsentBody = z.infer<typeof MarketingConsentBodySchema>;

/**
 * Order messages always reach the shopper: with LINE and SMS both turned off they still go by
 * SMS (an order is a service the shopper asked for, not marketing). The choices decide which
 * channel comes first and whether reminders are sent at all.
 */
export const ORDER_MESSAGES_FALLBACK_CHANNEL = 'sms' as const;

export const CARE_REMINDERS_NEED_CONSENT = 'การเตือนดูแลยางต้องได้รับความยินยอมรับข่าวสารก่อน';

/** The /my/notifications form: the choices plus the consent checkbox (care reminders need it). */
export const NotificationSettingsFormSchema = NotificationPreferencesSchema.extend({
  marketingConsent: z.boolean(),
}).refine((form) => !form.careReminders || form.marketingConsent, {
  path: ['marketingConsent'],
  message: CARE_REMINDERS_NEED_CONSENT,
});
export type NotificationSettingsForm = z.infer<typeof NotificationSettingsFormSchema>;

export const MY_NOTIFICATIONS_PAGE_SIZE = 20;

/** GET /api/my/notifications?page= */
export const MessageHistoryQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
});
export type MessageHistoryQuery = z.infer<typeof MessageHistoryQuerySchema>;

/** The zod form of contracts/messages MessageHistoryItem. */
export const MessageHistoryItemSchema = z.object({
  id: z.number().int(),
  kind: z.enum(MESSAGE_KINDS),
  state: z.enum(OUTBOX_STATES),
  channel: z.enum(MESSAGE_CHANNELS).nullable(),
  text: z.string().nullable(),
  orderId: z.number().int().nullable(),
  orderNo: z.string().nullable(),
  createdAt: z.string(),
  sentAt: z.string().nullable(),
});

export const MessageHistoryPageSchema = z.object({
  items: z.array(MessageHistoryItemSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
  totalPage: z.number().int(),
});
export type MessageHistoryPage = z.infer<typeof MessageHistoryPageSchema>;
