import type { MessageTyre } from '../../outbox/message-data';

// The Thai pieces every renderer writes the same way: the brand, Buddhist-era dates, baht, and
// the SMS length rule (a Thai SMS segment is 70 characters; we aim at two segments, ≤ 140).

export const SMS_MAX_CHARS = 140;

export const BRAND = 'ยางดี';

/** '2026-11-26' → '26 พ.ย. 2569' (Buddhist era, Bangkok). */
export function thaiShortDate(dateKey: string): string {
  return new Date(`${dateKey}T00:00:00+07:00`).toLocaleDateString('th-TH', {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'Asia/Bangkok',
  });
}

/** 1_472_000 satang → '14,720'. */
export const baht = (satang: number) =>
  (satang / 100).toLocaleString('th-TH', { maximumFractionDigits: 2 });

/** Cuts the free text so the whole message stays within SMS_MAX_CHARS. */
export function fit(head: string, free: string, tail: string): string {
  const room = SMS_MAX_CHARS - head.length - tail.length;
  const text = free.length <= room ? free : `${free.slice(0, Math.max(0, room - 1))}…`;
  return `${head}${text}${tail}`;
}

/** One tyre line of a LINE card: 'Michelin Primacy 4 205/55R16 × 4 เส้น'. */
export const tyreLine = (t: MessageTyre) => `${t.title} × ${t.quantity} เส้น`;

/** The booked time as a row value: '11:00 - 14:00 น.'. */
export const slotText = (label: string) => `${label} น.`;
