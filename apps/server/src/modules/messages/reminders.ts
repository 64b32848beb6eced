import { bookedWindow } from '@yangdee/contracts/bays';
import type { MessageKind } from '@yangdee/contracts/messages';
import { ORDER_STATUS, ORDER_TYPE } from '@yangdee/contracts/order-status';
import { type Slot, shopSlots, slotLabel } from '@yangdee/contracts/slots';
import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { bangkokDayEnd, bangkokToday } from '../../lib/time';
import { enqueueMessages, type OutboxMessage } from '../outbox/outbox';
import {
  addressOf,
  type FittingReminderData,
  mapUrlOf,
  type ReminderTyre,
  type RotationReminderData,
  shopNameOf,
  type TyreAgeReminderData,
} from './reminder-data';
import { reminderNotBefore, reminderWindows, TYRE_AGE_MONTHS } from './reminder-dates';

// The reminders pass (issue 35 item 3): a periodic pass (app.ts, the first process only) that
// writes the reminders due today into the outbox, to go from 08:00 Bangkok (reminder-dates.ts):
//  - reminder_fitting: a SERVICE order booked for tomorrow that is still to be fitted (paid and
//    waiting for the shop's confirmation, or confirmed: statuses 1 and 2);
//  - reminder_rotation: a fitted SERVICE order (status 4), 6 calendar months after the fitting,
//    caught up until 7 months;
//  - reminder_tyre_age: a fitted order whose oldest tyre (DOT week) reaches 4 years 9 months,
//    caught up for a month, when it was fitted before that day.
// One event key per order and kind, so a reminder is written once whatever how often the pass
// runs. Set-based: one query per kind finds every due order with what the message needs (rows
// already in the outbox left out), then the rows go in batches. Preferences are honoured here
// when cheap (fitting / care reminders off; the care reminders are marketing-type and need the
// newest marketing consent to be a grant); the worker checks again when it sends.

const BATCH = 1000;

export type ReminderCounts = { fitting: number; rotation: number; tyreAge: number };

type Row = Record<string, unknown>;

const customer = (id: unknown) => ({ kind: 'customer' as const, id: Number(id) });

/** Leaves out orders whose reminder of `kind` is already in the outbox. */
const notWritten = (prefix: string) => sql`not exists (
  select 1 from message_outbox m
  where m.event_key = ${prefix}::text || o.id::text and m.recipient_kind = 'customer' and m.recipient_id = o.user_id)`;

/** The newest marketing consent of the order's shopper is a grant. */
const hasConsent = sql`(select mc.is_granted from marketing_consents mc
  where mc.user_id = o.user_id order by mc.id desc limit 1) is true`;

const tyresOf = sql`coalesce((select json_agg(json_build_object('title', oi.title, 'quantity', oi.quantity) order by oi.id)
  from order_items oi where oi.order_id = o.id), '[]'::json) as tyres`;

const tyreList = (value: unknown): ReminderTyre[] =>
  (Array.isArray(value) ? value : typeof value === 'string' ? JSON.parse(value) : []).map(
    (t: { title: string; quantity: number }) => ({ title: t.title, quantity: Number(t.quantity) }),
  );

async function rows(db: Db, query: SQL): Promise<Row[]> {
  const result = await db.execute<Row>(query);
  return result.rows;
}

async function fittingDue(db: Db, fittingDay: string): Promise<Row[]> {
  return rows(
    db,
    sql`select o.id, o.order_no, o.user_id, o.store_id, o.appointment_time, o.job_minutes,
      case when o.remain_collected_at is null then o.remain_satang else 0 end as remain_satang,
      s.name, s.branch_name, s.address, s.sub_district, s.district, s.province, s.post_code,
      s.tel, s.latitude, s.longitude, ss.custom_slots, ${tyresOf}
    from orders o
    join stores s on s.id = o.store_id
    left join store_settings ss on ss.store_id = o.store_id
    left join notification_preferences np on np.user_id = o.user_id
    where o.order_type = ${ORDER_TYPE.SERVICE}
      and o.status in (${ORDER_STATUS.WAITING_CONFIRM}, ${ORDER_STATUS.WAITING_SERVICE})
      and o.appointment_date = ${fittingDay}::date
      and coalesce(np.fitting_reminders, true)
      and ${notWritten('reminder:fitting:')}`,
  );
}

async function rotationDue(db: Db, after: string, upTo: string): Promise<Row[]> {
  return rows(
    db,
    sql`select o.id, o.order_no, o.user_id, o.store_id, s.name, s.branch_name,
      to_char(o.completed_at at time zone 'Asia/Bangkok', 'YYYY-MM-DD') as fitted_on, ${tyresOf}
    from orders o
    join stores s on s.id = o.store_id
    left join notification_preferences np on np.user_id = o.user_id
    where o.order_type = ${ORDER_TYPE.SERVICE}
      and o.status = ${ORDER_STATUS.COMPLETED_SERVICE}
      and o.completed_at >= ${bangkokDayEnd(after).toISOString()}::timestamptz
      and o.completed_at < ${bangkokDayEnd(upTo).toISOString()}::timestamptz
      and coalesce(np.care_reminders, true)
      and ${hasConsent}
      and ${notWritten('reminder:rotation:')}`,
  );
}

async function tyreAgeDue(db: Db, after: string, upTo: string): Promise<Row[]> {
  // Every fitted tyre's DOT week as the Monday of that ISO week (the Monday of week 1 is the
  // Monday on or before 4 January); the oldest per order decides.
  return rows(
    db,
    sql`with codes as (
      select oi.order_id, c.code, 2000 + substr(c.code, 3, 2)::int as year, substr(c.code, 1, 2)::int as week
      from orders o
      join order_items oi on oi.order_id = o.id
      cross join lateral jsonb_array_elements_text(oi.dot_codes) as c(code)
      where o.status = ${ORDER_STATUS.COMPLETED_SERVICE} and c.code ~ '^[0-9]{4}$'
    ), weeks as (
      select order_id, code, year,
        make_date(year, 1, 4) - (extract(isodow from make_date(year, 1, 4))::int - 1) + (week - 1) * 7 as monday
      from codes where week between 1 and 53
    ), oldest as (
      select distinct on (order_id) order_id, code, year, monday
      from weeks order by order_id, monday, code
    )
    select o.id, o.order_no, o.user_id, o.store_id, s.name, s.branch_name,
      w.code as dot, w.year as production_year, ${tyresOf}
    from oldest w
    join orders o on o.id = w.order_id
    join stores s on s.id = o.store_id
    left join notification_preferences np on np.user_id = o.user_id
    where w.monday > ${after}::date and w.monday <= ${upTo}::date
      and (o.completed_at at time zone 'Asia/Bangkok')::date
        <= (w.monday + make_interval(months => ${TYRE_AGE_MONTHS}))::date
      and coalesce(np.care_reminders, true)
      and ${hasConsent}
      and ${notWritten('reminder:tyre-age:')}`,
  );
}

function message(
  kind: MessageKind,
  eventPrefix: string,
  row: Row,
  data: Record<string, unknown>,
  notBefore: Date,
): OutboxMessage {
  return {
    eventKey: `${eventPrefix}${row.id}`,
    kind,
    recipient: customer(row.user_id),
    storeId: Number(row.store_id),
    orderId: Number(row.id),
    data,
    notBefore,
  };
}

const text = (value: unknown) => (typeof value === 'string' ? value : '');

function fittingData(row: Row, date: string): FittingReminderData {
  // A bay booking (decision 0162) reads as its start to its end, a slot as the slot's hours.
  const slot = bookedWindow(
    text(row.appointment_time),
    Number(row.job_minutes) || null,
    shopSlots((row.custom_slots as Slot[] | null) ?? null),
  );
  return {
    orderId: Number(row.id),
    orderNo: text(row.order_no),
    date,
    slot: slot ? slotLabel(slot) : '',
    shopName: shopNameOf(text(row.name), text(row.branch_name)),
    address: addressOf(
      [row.address, row.sub_district, row.district, row.province, row.post_code].map(text),
    ),
    shopTel: text(row.tel),
    mapUrl: mapUrlOf(Number(row.latitude), Number(row.longitude)),
    remainSatang: Number(row.remain_satang),
    tyres: tyreList(row.tyres),
  };
}

async function write(db: Db, messages: readonly OutboxMessage[]): Promise<number> {
  let written = 0;
  for (let i = 0; i < messages.length; i += BATCH) {
    const batch = messages.slice(i, i + BATCH);
    written += await db.transaction((tx) => enqueueMessages(tx, batch));
  }
  return written;
}

/** Writes every reminder due at `now` (Bangkok day) that is not written yet; answers the counts. */
export async function enqueueDueReminders(db: Db, now: Date): Promise<ReminderCounts> {
  const today = bangkokToday(now);
  const w = reminderWindows(today);
  const notBefore = reminderNotBefore(now);

  const fitting = (await fittingDue(db, w.fittingDay)).map((row) =>
    message(
      'reminder_fitting',
      'reminder:fitting:',
      row,
      fittingData(row, w.fittingDay),
      notBefore,
    ),
  );
  const rotation = (await rotationDue(db, w.rotationAfter, w.rotationUpTo)).map((row) => {
    const data: RotationReminderData = {
      orderId: Number(row.id),
      orderNo: text(row.order_no),
      fittedOn: text(row.fitted_on),
      shopName: shopNameOf(text(row.name), text(row.branch_name)),
      tyres: tyreList(row.tyres),
    };
    return message('reminder_rotation', 'reminder:rotation:', row, data, notBefore);
  });
  const tyreAge = (await tyreAgeDue(db, w.tyreAgeAfter, w.tyreAgeUpTo)).map((row) => {
    const data: TyreAgeReminderData = {
      orderId: Number(row.id),
      orderNo: text(row.order_no),
      dot: text(row.dot),
      productionYear: Number(row.production_year),
      shopName: shopNameOf(text(row.name), text(row.branch_name)),
      tyres: tyreList(row.tyres),
    };
    return message('reminder_tyre_age', 'reminder:tyre-age:', row, data, notBefore);
  });

  return {
    fitting: await write(db, fitting),
    rotation: await write(db, rotation),
    tyreAge: await write(db, tyreAge),
  };
}
