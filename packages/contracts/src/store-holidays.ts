import { z } from 'zod';

// Special holidays of a store or branch (spec 2.3 /seller/holiday, 3 "Holiday: dateKey", 7
// get-holiday / save-holiday / remove-holiday). The cart's install calendar leaves them out.

const DATE_KEY = /^\d{4}-\d{2}-\d{2}$/;

/** A real calendar date written YYYY-MM-DD. */
export function isDateKey(value: string): boolean {
  if (!DATE_KEY.test(value)) return false;
  const [y, m, d] = value.split('-').map(Number);
  const date = new Date(Date.UTC(y, m - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
}

export const DateKeySchema = z
  .string({ message: 'กรุณาเลือกวันที่' })
  .trim()
  .min(1, { message: 'กรุณาเลือกวันที่' })
  .refine(isDateKey, { message: 'วันที่ไม่ถูกต้อง' });

export const HOLIDAY_TITLE_MAX = 200;

export const SaveHolidayBodySchema = z.object({
  dateKey: DateKeySchema,
  title: z
    .string({ message: 'กรุณากรอกชื่อวันหยุด' })
    .trim()
    .min(1, { message: 'กรุณากรอกชื่อวันหยุด' })
    .max(HOLIDAY_TITLE_MAX, { message: `ชื่อวันหยุดยาวได้ไม่เกิน ${HOLIDAY_TITLE_MAX} ตัวอักษร` }),
});
export type SaveHolidayBody = z.infer<typeof SaveHolidayBodySchema>;

export const RemoveHolidayBodySchema = z.object({ dateKey: DateKeySchema });
export type RemoveHolidayBody = z.infer<typeof RemoveHolidayBodySchema>;

export const HolidaySchema = z.object({ dateKey: z.string(), title: z.string() });
export type Holiday = z.infer<typeof HolidaySchema>;

/** Upcoming holidays (today in Bangkok and later), earliest first. */
export const HolidayListResponseSchema = z.object({ holidayList: z.array(HolidaySchema) });
export type HolidayListResponse = z.infer<typeof HolidayListResponseSchema>;
