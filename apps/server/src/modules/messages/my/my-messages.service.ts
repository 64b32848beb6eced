import {
  DEFAULT_NOTIFICATION_PREFERENCES,
  MARKETING_CONSENT_VERSION,
  type MessageHistoryItem,
  type NotificationPreferences,
} from '@yangdee/contracts/messages';
import {
  type MessageHistoryPage,
  MY_NOTIFICATIONS_PAGE_SIZE,
  type NotificationSettings,
} from '@yangdee/contracts/my-notifications';
import type { Db } from '../../../db/client';
import { isLineLinked } from '../../accounts/line-link.service';
import * as repo from './my-messages.repository';

// Use cases of /my/notifications (issue 35 items 2 and 4): the shopper's channel and reminder
// choices (no row = the defaults), marketing consent as an append-only history (the newest row
// counts, each with its text version and time), and the messages sent to them.

export async function getPreferences(db: Db, userId: number): Promise<NotificationPreferences> {
  return (await repo.findPreferences(db, userId)) ?? { ...DEFAULT_NOTIFICATION_PREFERENCES };
}

export async function getSettings(db: Db, userId: number): Promise<NotificationSettings> {
  const [prefs, lineLinked, consent] = await Promise.all([
    getPreferences(db, userId),
    isLineLinked(db, userId),
    repo.findNewestConsent(db, userId),
  ]);
  return {
    ...prefs,
    lineLinked,
    marketingConsent: consent
      ? {
          granted: consent.isGranted,
          version: consent.textVersion,
          at: consent.createdAt.toISOString(),
        }
      : null,
  };
}

export async function savePreferences(
  db: Db,
  userId: number,
  prefs: NotificationPreferences,
  now: Date,
): Promise<void> {
  await repo.upsertPreferences(db, userId, prefs, now);
}

/** Grant or withdrawal: always a new row with the current text version and the time. */
export async function recordMarketingConsent(
  db: Db,
  userId: number,
  granted: boolean,
  now: Date,
): Promise<void> {
  await repo.insertConsent(db, {
    userId,
    isGranted: granted,
    textVersion: MARKETING_CONSENT_VERSION,
    createdAt: now,
  });
}

export async function listMessages(
  db: Db,
  userId: number,
  page: number,
): Promise<MessageHistoryPage> {
  const pageSize = MY_NOTIFICATIONS_PAGE_SIZE;
  const [total, rows] = await Promise.all([
    repo.countCustomerMessages(db, userId),
    repo.listCustomerMessages(db, userId, pageSize, (page - 1) * pageSize),
  ]);
  const items: MessageHistoryItem[] = rows.map((row) => ({
    ...row,
    createdAt: row.createdAt.toISOString(),
    sentAt: row.sentAt ? row.sentAt.toISOString() : null,
  }));
  return { items, total, page, pageSize, totalPage: Math.ceil(total / pageSize) };
}
