import { z } from 'zod';
import { MonthKeySchema } from './commission';

// The books balance as the console reads it (GET /api/admin/books, issue 32 item 5, decisions
// 0141 and 0144): for a period of Bangkok months and one shop or all, money paid in = refunds +
// payouts + commission + fees + money still held, in satang, per month and in total, with the
// rows that break it. The server computes it (modules/money/books/books.ts).

export const BOOK_TERMS_ORDER = ['refunds', 'payouts', 'commission', 'fees', 'held'] as const;

const figures = {
  paidIn: z.number().int(),
  refunds: z.number().int(),
  payouts: z.number().int(),
  commission: z.number().int(),
  fees: z.number().int(),
  held: z.number().int(),
  /** paidIn − the five terms; 0 when the books balance. */
  difference: z.number().int(),
};

export const BookFiguresSchema = z.object(figures);
export type BookFigures = z.infer<typeof BookFiguresSchema>;

export const BROKEN_ROW_KINDS = [
  'NO_ENTRY',
  'GROSS_DIFFERS',
  'TRANSFERRED_OUTSIDE_BATCH',
  'BATCH_TOTAL_DIFFERS',
] as const;

export const BooksBalanceSchema = z.object({
  months: z.array(z.object({ month: z.string(), ...figures })),
  total: BookFiguresSchema,
  broken: z.array(
    z.object({
      kind: z.enum(BROKEN_ROW_KINDS),
      orderId: z.number().int().nullable(),
      batchId: z.number().int().nullable(),
      storeId: z.number().int(),
      expected: z.number().int(),
      found: z.number().int(),
    }),
  ),
});
export type BooksBalance = z.infer<typeof BooksBalanceSchema>;

export const BOOKS_RANGE_MESSAGE = 'เดือนเริ่มต้องไม่อยู่หลังเดือนสุดท้าย';

/** GET /api/admin/books: a range of Bangkok months ('YYYY-MM'), one shop or all. */
export const BooksQuerySchema = z.object({
  from: MonthKeySchema,
  to: MonthKeySchema,
  storeId: z.coerce.number().int().positive().optional(),
});
export type BooksQuery = z.input<typeof BooksQuerySchema>;

/** The console's books form: the two months and the shop's number as typed (empty = all). */
export const BooksFormSchema = z
  .object({
    from: MonthKeySchema,
    to: MonthKeySchema,
    storeId: z
      .string()
      .trim()
      .regex(/^\d{0,9}$/, { message: 'รหัสร้านต้องเป็นตัวเลข' }),
  })
  .refine((form) => form.from <= form.to, { message: BOOKS_RANGE_MESSAGE, path: ['to'] });
export type BooksForm = z.input<typeof BooksFormSchema>;
