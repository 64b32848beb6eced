import type {
  MessageChannel,
  MessageKind,
  OutboxState,
  RecipientKind,
} from '@yangdee/contracts/messages';
import { sql } from 'drizzle-orm';
import {
  bigserial,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { orders } from './orders';
import { stores } from './stores';
import { users } from './users';

// Messages to people (issue 35, decision 0160, migration 0036). The outbox: one row per event and
// recipient (unique), written in the event's transaction by modules/outbox; the worker
// (modules/messages) claims due rows with FOR UPDATE SKIP LOCKED, renders and sends them, and
// records the channel, the text and the state. LINE followers are kept from the webhook
// (unfollow = blocked: no LINE for them). Preferences and marketing consent are the shopper's.

export const messageOutbox = pgTable(
  'message_outbox',
  {
    id: bigserial({ mode: 'number' }).primaryKey(),
    /** What caused it, e.g. 'order:12:confirmed', 'reminder:fitting:12'. */
    eventKey: varchar({ length: 120 }).notNull(),
    kind: varchar({ length: 40 }).$type<MessageKind>().notNull(),
    recipientKind: varchar({ length: 12 }).$type<RecipientKind>().notNull(),
    /** users.id for a customer, seller_users.id for staff. */
    recipientId: integer().notNull(),
    storeId: integer().references(() => stores.id, { onDelete: 'set null' }),
    orderId: integer().references(() => orders.id, { onDelete: 'set null' }),
    /** What the renderer needs (order number, dates, names…), fixed at the event. */
    data: jsonb().$type<Record<string, unknown>>().notNull().default({}),
    state: varchar({ length: 12 }).$type<OutboxState>().notNull().default('pending'),
    attempts: integer().notNull().default(0),
    nextAttemptAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    /** A worker holds the row until then; past it, another may take it. */
    claimedUntil: timestamp({ withTimezone: true }),
    channel: varchar({ length: 8 }).$type<MessageChannel>(),
    text: text(),
    sentAt: timestamp({ withTimezone: true }),
    lastError: varchar({ length: 300 }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('message_outbox_event_recipient_uq').on(t.eventKey, t.recipientKind, t.recipientId),
    index('message_outbox_due_idx').on(t.nextAttemptAt).where(sql`${t.state} = 'pending'`),
    index('message_outbox_recipient_idx').on(t.recipientKind, t.recipientId, t.id),
    index('message_outbox_order_idx').on(t.orderId),
  ],
);

/** From the LINE webhook: follow / unfollow (blocking the account is an unfollow). */
export const lineFollowers = pgTable('line_followers', {
  lineUserId: varchar({ length: 100 }).primaryKey(),
  isFollowing: boolean().notNull(),
  changedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

/** A shopper's choices; no row = the defaults (contracts DEFAULT_NOTIFICATION_PREFERENCES). */
export const notificationPreferences = pgTable('notification_preferences', {
  userId: integer()
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  useLine: boolean().notNull().default(true),
  useSms: boolean().notNull().default(true),
  fittingReminders: boolean().notNull().default(true),
  careReminders: boolean().notNull().default(true),
  updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

/** PDPA: every grant or withdrawal of marketing consent, with the text version; newest counts. */
export const marketingConsents = pgTable(
  'marketing_consents',
  {
    id: bigserial({ mode: 'number' }).primaryKey(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    isGranted: boolean().notNull(),
    textVersion: varchar({ length: 20 }).notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('marketing_consents_user_idx').on(t.userId, t.id)],
);
