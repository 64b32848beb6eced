import { NAMED_ROUTES } from '@yangdee/contracts/routes';
import type { LineMessage } from '../../../providers/line/line-messaging';
import type {
  FittingReminderData,
  ReminderTyre,
  RotationReminderData,
  TyreAgeReminderData,
} from '../reminder-data';
import { flexMessage } from './flex';
import type { RendererMap } from './renderer';
import { BRAND, baht, fit, thaiShortDate } from './thai-text';

// The reminders' messages (issue 35 item 3): the day before a booked fitting (when, where, the
// map, what to bring), tyre rotation at 6 months and tyres nearing 5 years. The care reminders
// carry one tap back to book the same tyres at the same shop (/rebook/<order>); the fitting
// reminder's button opens the order, with the map as a second link. SMS ≤ 140 characters.

const tyreLines = (tyres: readonly ReminderTyre[]) =>
  tyres.map((t) => `• ${t.title} × ${t.quantity} เส้น`);

export const rebookUrl = (webUrl: string, orderId: number) => `${webUrl}/rebook/${orderId}`;

/** Adds a plain link button under the main one (the fitting reminder's map). */
function withLink(message: LineMessage, label: string, url: string): LineMessage {
  if (message.type !== 'flex') return message;
  const bubble = message.contents as { footer?: { contents: unknown[] } };
  const link = { type: 'button', style: 'link', action: { type: 'uri', label, uri: url } };
  if (bubble.footer) bubble.footer.contents.push(link);
  else bubble.footer = { contents: [link] };
  return message;
}

export function fittingReminder(data: FittingReminderData, webUrl: string) {
  const when = data.slot ? ` ${data.slot} น.` : '';
  const pay = data.remainSatang > 0 ? ` ชำระที่ร้าน ${baht(data.remainSatang)} บาท` : '';
  const text = fit(
    `${BRAND}: พรุ่งนี้${when} นัดติดตั้งยาง ${data.orderNo} ที่ `,
    data.shopName,
    ` นำใบเสร็จ/เลขคำสั่งซื้อมาด้วย${pay}`,
  );
  const bring = ['สิ่งที่ต้องนำมา: ใบเสร็จหรือเลขคำสั่งซื้อ'];
  if (data.remainSatang > 0) {
    bring.push(`ชำระส่วนที่เหลือที่ร้าน ${baht(data.remainSatang)} บาท`);
  }
  const card = flexMessage(text, {
    title: 'พรุ่งนี้มีนัดติดตั้งยาง',
    rows: [
      ['คำสั่งซื้อ', data.orderNo],
      ['วันที่', thaiShortDate(data.date)],
      ...(data.slot ? [['เวลา', `${data.slot} น.`] as const] : []),
      ['ร้าน', data.shopName],
      ...(data.address ? [['ที่อยู่', data.address] as const] : []),
      ...(data.shopTel ? [['โทร', data.shopTel] as const] : []),
    ],
    lines: [...tyreLines(data.tyres), ...bring],
    button: {
      label: 'ดูคำสั่งซื้อ',
      url: `${webUrl}${NAMED_ROUTES.RECEIPT(data.orderNo)}`,
    },
  });
  return { text, line: [withLink(card, 'เปิดแผนที่ไปร้าน', data.mapUrl)] };
}

export function rotationReminder(data: RotationReminderData, webUrl: string) {
  const url = rebookUrl(webUrl, data.orderId);
  const text = fit(
    `${BRAND}: ครบ 6 เดือนแล้วหลังติดตั้งยางที่ `,
    data.shopName,
    ` ได้เวลาสลับยาง จองที่ร้านเดิมได้ที่ ${url}`,
  );
  const card = flexMessage(text, {
    title: 'ถึงเวลาสลับยางแล้ว',
    rows: [
      ['ติดตั้งเมื่อ', thaiShortDate(data.fittedOn)],
      ['ร้าน', data.shopName],
      ['คำสั่งซื้อ', data.orderNo],
    ],
    lines: ['สลับยางทุก 6 เดือนช่วยให้ยางสึกเท่ากัน ใช้งานได้นานขึ้น', ...tyreLines(data.tyres)],
    button: { label: 'จองยางชุดเดิมที่ร้านเดิม', url },
  });
  return { text, line: [card] };
}

export function tyreAgeReminder(data: TyreAgeReminderData, webUrl: string) {
  const url = rebookUrl(webUrl, data.orderId);
  const text = fit(
    `${BRAND}: ยางผลิตปี ${data.productionYear} (DOT ${data.dot}) ที่ติดตั้งจาก `,
    data.shopName,
    ` ใกล้ครบ 5 ปี ควรตรวจเช็ก สั่งชุดใหม่ได้ที่ ${url}`,
  );
  const card = flexMessage(text, {
    title: 'ยางของคุณใกล้ครบ 5 ปีแล้ว',
    rows: [
      ['DOT', data.dot],
      ['ปีที่ผลิต', String(data.productionYear)],
      ['ร้าน', data.shopName],
      ['คำสั่งซื้อ', data.orderNo],
    ],
    lines: [
      'ยางที่อายุเกิน 5 ปี เนื้อยางจะแข็งและเสื่อมลง ควรให้ร้านตรวจเช็กหรือเปลี่ยนชุดใหม่',
      ...tyreLines(data.tyres),
    ],
    button: { label: 'สั่งยางชุดเดิมที่ร้านเดิม', url },
  });
  return { text, line: [card] };
}

export const reminderRenderers: RendererMap = {
  reminder_fitting: (data, ctx) => fittingReminder(data as FittingReminderData, ctx.webUrl),
  reminder_rotation: (data, ctx) => rotationReminder(data as RotationReminderData, ctx.webUrl),
  reminder_tyre_age: (data, ctx) => tyreAgeReminder(data as TyreAgeReminderData, ctx.webUrl),
};
