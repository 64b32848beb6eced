import {
  DEFAULT_NOTIFICATION_PREFERENCES,
  isMarketingKind,
  type MessageChannel,
  type MessageKind,
  type NotificationPreferences,
  type RecipientKind,
} from '@yangdee/contracts/messages';
import { desc, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import {
  lineFollowers,
  marketingConsents,
  notificationPreferences,
} from '../../db/schema/messages';
import { orders } from '../../db/schema/orders';
import { sellerUsers } from '../../db/schema/sellers';
import { users } from '../../db/schema/users';

// Who a message goes to and on which channels, read when it is sent (not when it was written):
// a shopper who turned LINE off, blocked the account or withdrew consent since the event is
// honoured. Read for a whole claimed batch at once (a few queries for 200 rows).

/** Kinds the shop's staff get on LINE only (a new order, the morning's bookings). */
const STAFF_LINE_ONLY: readonly MessageKind[] = ['new_order', 'morning_bookings'];

export type Delivery =
  | { channels: { channel: MessageChannel; address: string }[] }
  /** Nobody to send it to, with the internal reason (last_error). */
  | { skip: string };

type Person = {
  tel: string | null;
  lineId: string | null;
  isActive: boolean;
  /** Customers only. */
  preferences?: NotificationPreferences;
  hasConsent?: boolean;
};

export type RecipientBook = {
  /** `orderId`: a message about an order goes by SMS to the phone given for that order. */
  deliveryOf(
    kind: MessageKind,
    recipient: { kind: RecipientKind; id: number },
    orderId?: number | null,
  ): Delivery;
};

/** Reads everyone the rows go to: accounts, preferences, consent and LINE follow state. */
export async function readRecipients(
  db: DbOrTx,
  rows: readonly { recipientKind: RecipientKind; recipientId: number; orderId: number | null }[],
): Promise<RecipientBook> {
  const idsOf = (kind: RecipientKind) => [
    ...new Set(rows.filter((r) => r.recipientKind === kind).map((r) => r.recipientId)),
  ];
  const customerIds = idsOf('customer');
  const staffIds = idsOf('staff');
  const [customers, preferences, consents, staff] = await Promise.all([
    customerIds.length === 0
      ? []
      : db
          .select({ id: users.id, tel: users.tel, lineId: users.lineId })
          .from(users)
          .where(inArray(users.id, customerIds)),
    customerIds.length === 0
      ? []
      : db
          .select()
          .from(notificationPreferences)
          .where(inArray(notificationPreferences.userId, customerIds)),
    customerIds.length === 0
      ? []
      : db
          .selectDistinctOn([marketingConsents.userId], {
            userId: marketingConsents.userId,
            isGranted: marketingConsents.isGranted,
          })
          .from(marketingConsents)
          .where(inArray(marketingConsents.userId, customerIds))
          .orderBy(marketingConsents.userId, desc(marketingConsents.id)),
    staffIds.length === 0
      ? []
      : db
          .select({
            id: sellerUsers.id,
            tel: sellerUsers.tel,
            lineId: sellerUsers.lineId,
            isActive: sellerUsers.isActive,
          })
          .from(sellerUsers)
          .where(inArray(sellerUsers.id, staffIds)),
  ]);
  // The contact phone of each order a shopper's message is about (what the old SMS used): the
  // phone typed at checkout, else the delivery's receiver; the account's phone otherwise.
  const orderIds = [
    ...new Set(
      rows
        .filter((r) => r.recipientKind === 'customer' && r.orderId)
        .map((r) => r.orderId as number),
    ),
  ];
  const contacts =
    orderIds.length === 0
      ? []
      : await db
          .select({ id: orders.id, customer: orders.customer, shipping: orders.shipping })
          .from(orders)
          .where(inArray(orders.id, orderIds));
  const contactTelOf = new Map(
    contacts.flatMap((o) => {
      const tel = (o.customer?.tel || o.shipping?.receiverTel || '').trim();
      return tel ? [[o.id, tel] as const] : [];
    }),
  );
  const lineIds = [...customers, ...staff].flatMap((p) => (p.lineId ? [p.lineId] : []));
  const followers =
    lineIds.length === 0
      ? []
      : await db
          .select({ lineUserId: lineFollowers.lineUserId, isFollowing: lineFollowers.isFollowing })
          .from(lineFollowers)
          .where(inArray(lineFollowers.lineUserId, lineIds));
  const blocked = new Set(followers.filter((f) => !f.isFollowing).map((f) => f.lineUserId));
  const preferencesOf = new Map(preferences.map((p) => [p.userId, p]));
  const consentOf = new Map(consents.map((c) => [c.userId, c.isGranted]));

  const people = new Map<string, Person>();
  for (const c of customers) {
    const p = preferencesOf.get(c.id);
    people.set(`customer:${c.id}`, {
      tel: c.tel,
      lineId: c.lineId && !blocked.has(c.lineId) ? c.lineId : null,
      isActive: true,
      preferences: p
        ? {
            useLine: p.useLine,
            useSms: p.useSms,
            fittingReminders: p.fittingReminders,
            careReminders: p.careReminders,
          }
        : DEFAULT_NOTIFICATION_PREFERENCES,
      hasConsent: consentOf.get(c.id) === true,
    });
  }
  for (const s of staff) {
    people.set(`staff:${s.id}`, {
      tel: s.tel || null,
      lineId: s.lineId && !blocked.has(s.lineId) ? s.lineId : null,
      isActive: s.isActive,
    });
  }
  return {
    deliveryOf: (kind, recipient, orderId) => {
      const person = people.get(`${recipient.kind}:${recipient.id}`);
      const contactTel =
        recipient.kind === 'customer' && orderId ? contactTelOf.get(orderId) : undefined;
      return deliveryFor(
        kind,
        recipient.kind,
        person && contactTel ? { ...person, tel: contactTel } : person,
      );
    },
  };
}

function deliveryFor(kind: MessageKind, as: RecipientKind, person: Person | undefined): Delivery {
  if (!person) return { skip: 'no such recipient' };
  if (!person.isActive) return { skip: 'account switched off' };
  const prefs = person.preferences;
  if (as === 'customer' && prefs) {
    if (kind === 'reminder_fitting' && !prefs.fittingReminders) {
      return { skip: 'fitting reminders turned off' };
    }
    if (isMarketingKind(kind)) {
      if (!prefs.careReminders) return { skip: 'care reminders turned off' };
      if (!person.hasConsent) return { skip: 'no marketing consent' };
    }
  }
  const channels: { channel: MessageChannel; address: string }[] = [];
  if (person.lineId && (as === 'staff' || prefs?.useLine)) {
    channels.push({ channel: 'line', address: person.lineId });
  }
  const lineOnly = as === 'staff' && STAFF_LINE_ONLY.includes(kind);
  if (person.tel && !lineOnly && (as === 'staff' || prefs?.useSms)) {
    channels.push({ channel: 'sms', address: person.tel });
  }
  // An order's own news (not a reminder) always reaches the shopper: with both channels turned
  // off it still goes by SMS (the /my notifications screen says so).
  const isReminder = kind === 'reminder_fitting' || isMarketingKind(kind);
  if (channels.length === 0 && as === 'customer' && !isReminder && person.tel) {
    channels.push({ channel: 'sms', address: person.tel });
  }
  if (channels.length === 0) return { skip: lineOnly ? 'no LINE linked' : 'no channel' };
  return { channels };
}
