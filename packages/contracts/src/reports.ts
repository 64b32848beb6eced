import { z } from 'zod';
import { dateRangeError } from './date-range';
import { OptionalDateKeySchema } from './nullable';
import { STOCK_STATUS } from './stock-status';

// The seven seller reports (spec 2.3 /seller/report/*, 6 "Reports" flag manageReport, 7 "Seller"
// → Reports and Exports; issue 17 item 4). One body for every report ({page, fromDate, toDate,
// branchId, productStatus}, spec 7), one response shape (rows keyed by the report's columns and a
// totals row), and the columns of each report defined once here: the web's table and the server's
// .xlsx header both read them (decision 0108).

export const REPORT_KINDS = [
  'sale',
  'product-remain',
  'promotion',
  'product-promotion',
  'product-movement',
  'system',
  'customer',
] as const;
export type ReportKind = (typeof REPORT_KINDS)[number];

export const REPORT_PAGE_SIZE = 20;
/** Longest range a report accepts (issue 17 "over 5 years"), in calendar years. */
export const REPORT_RANGE_MAX_YEARS = 5;
/** Days shown when no range is given: the last 30 days, today included. */
export const REPORT_DEFAULT_DAYS = 30;

/** Stock statuses product-remain can filter by (-1 or null = all). */
export const REPORT_PRODUCT_STATUSES = [
  STOCK_STATUS.LIMITED,
  STOCK_STATUS.FACTORY,
  STOCK_STATUS.SUBLET,
  STOCK_STATUS.NOTSALE,
] as const;

const ReportFilterObject = z.object({
  /** Bangkok calendar days, inclusive, Gregorian YYYY-MM-DD on the wire (the screen shows BE). */
  fromDate: OptionalDateKeySchema,
  toDate: OptionalDateKeySchema,
  /** An owner may narrow to one of its branches; omitted = the store signed in and its branches. */
  branchId: z.coerce
    .number({ message: 'ไม่พบสาขานี้' })
    .int({ message: 'ไม่พบสาขานี้' })
    .positive({ message: 'ไม่พบสาขานี้' })
    .nullish(),
  /** product-remain only (spec 7); null or -1 = every status. */
  productStatus: z.coerce
    .number({ message: 'สถานะสินค้าไม่ถูกต้อง' })
    .int({ message: 'สถานะสินค้าไม่ถูกต้อง' })
    .refine((s) => s === -1 || (REPORT_PRODUCT_STATUSES as readonly number[]).includes(s), {
      message: 'สถานะสินค้าไม่ถูกต้อง',
    })
    .nullish(),
});

type RangeInput = { fromDate?: string | undefined; toDate?: string | undefined };
function refineRange(body: RangeInput, ctx: z.RefinementCtx) {
  if (!body.fromDate || !body.toDate) return;
  const message = dateRangeError(body.fromDate, body.toDate);
  if (message) ctx.addIssue({ code: 'custom', message, path: ['toDate'] });
}

export const ReportBodySchema = ReportFilterObject.extend({
  page: z.coerce.number({ message: 'หน้าไม่ถูกต้อง' }).int().min(1).max(100_000).default(1),
}).superRefine(refineRange);
export type ReportBody = z.infer<typeof ReportBodySchema>;
export type ReportBodyInput = z.input<typeof ReportBodySchema>;

export const ExportReportBodySchema = ReportFilterObject.extend({
  report: z.enum(REPORT_KINDS, { message: 'ไม่พบรายงานนี้' }),
}).superRefine(refineRange);
export type ExportReportBody = z.infer<typeof ExportReportBodySchema>;

/** text; money (baht); count; date (moment, Bangkok); day (calendar day). */
export type ReportColumnKind = 'text' | 'money' | 'count' | 'date' | 'day';
export type ReportColumn = {
  key: string;
  /** Thai header (the .xlsx header; the web shows it in Thai, the English locale translates). */
  label: string;
  kind: ReportColumnKind;
  /** Summed in the totals row. */
  isTotalled?: boolean;
};

const col = (key: string, label: string, kind: ReportColumnKind, isTotalled = false) => ({
  key,
  label,
  kind,
  ...(isTotalled ? { isTotalled } : {}),
});

export const REPORT_COLUMNS: Record<ReportKind, ReportColumn[]> = {
  sale: [
    col('paidAt', 'วันที่ชำระเงิน', 'date'),
    col('orderNo', 'เลขที่คำสั่งซื้อ', 'text'),
    col('orderType', 'ประเภท', 'text'),
    col('status', 'สถานะ', 'text'),
    col('tyres', 'จำนวนยาง (เส้น)', 'count', true),
    col('total', 'ยอดรวมคำสั่งซื้อ', 'money', true),
    col('discount', 'ส่วนลด', 'money', true),
    col('paidNow', 'ชำระออนไลน์', 'money', true),
    col('remain', 'ชำระที่ร้าน', 'money', true),
    col('branch', 'สาขา', 'text'),
  ],
  'product-remain': [
    col('product', 'สินค้า', 'text'),
    col('size', 'ขนาด', 'text'),
    col('year', 'ปีผลิต', 'text'),
    col('status', 'สถานะ', 'text'),
    col('qty', 'คงเหลือ (เส้น)', 'count', true),
    col('price', 'ราคาติดตั้ง/เส้น', 'money'),
    col('value', 'มูลค่าคงเหลือ', 'money', true),
    col('soldQty', 'ขายในช่วงนี้ (เส้น)', 'count', true),
    col('branch', 'สาขา', 'text'),
  ],
  promotion: [
    col('promotion', 'โปรโมชัน', 'text'),
    col('orders', 'จำนวนคำสั่งซื้อ', 'count', true),
    col('tyres', 'จำนวนยาง (เส้น)', 'count', true),
    col('discount', 'ส่วนลดที่ให้', 'money', true),
    col('sales', 'ยอดขาย', 'money', true),
  ],
  'product-promotion': [
    col('product', 'สินค้า', 'text'),
    col('size', 'ขนาด', 'text'),
    col('year', 'ปีผลิต', 'text'),
    col('promotions', 'โปรโมชันที่ร่วม', 'text'),
    col('qty', 'คงเหลือ (เส้น)', 'count', true),
    col('soldQty', 'ขายในช่วงนี้ (เส้น)', 'count', true),
    col('promotedQty', 'ขายพร้อมส่วนลด (เส้น)', 'count', true),
    col('sales', 'ยอดขาย', 'money', true),
    col('branch', 'สาขา', 'text'),
  ],
  'product-movement': [
    col('product', 'สินค้า', 'text'),
    col('size', 'ขนาด', 'text'),
    col('year', 'ปีผลิต', 'text'),
    col('qty', 'คงเหลือ (เส้น)', 'count', true),
    col('value', 'มูลค่าคงเหลือ', 'money', true),
    col('lastSoldDay', 'ขายล่าสุด', 'day'),
    col('branch', 'สาขา', 'text'),
  ],
  system: [
    col('at', 'วันเวลา', 'date'),
    col('staff', 'พนักงาน', 'text'),
    col('action', 'รายการ', 'text'),
    col('target', 'รายละเอียด', 'text'),
    col('branch', 'สาขา', 'text'),
  ],
  customer: [
    col('customer', 'ลูกค้า', 'text'),
    col('tel', 'เบอร์โทร', 'text'),
    col('car', 'รถ', 'text'),
    col('plate', 'ทะเบียนรถ', 'text'),
    col('orders', 'จำนวนคำสั่งซื้อ', 'count', true),
    col('total', 'ยอดซื้อรวม', 'money', true),
    col('lastOrderAt', 'สั่งซื้อล่าสุด', 'date'),
  ],
};

export const REPORT_TITLES: Record<ReportKind, string> = {
  sale: 'รายงานการขาย',
  'product-remain': 'รายงานสินค้าคงเหลือ',
  promotion: 'รายงานยอดขายโปรโมชัน',
  'product-promotion': 'รายงานสินค้าที่มีโปรโมชัน',
  'product-movement': 'รายงานสินค้าไม่เคลื่อนไหว',
  system: 'รายงานการใช้งานระบบ',
  customer: 'รายงานลูกค้า',
};

/** What staff did (seller_action_log.action) as the system report shows it. */
export const SELLER_ACTION_TEXT = {
  'auth.login': 'เข้าสู่ระบบ',
  'auth.login-failed': 'เข้าสู่ระบบไม่สำเร็จ',
  'stock.save': 'บันทึกสินค้า',
  'stock.status': 'เปลี่ยนสถานะสินค้า',
  'stock.display': 'เปลี่ยนการแสดงสินค้า',
  'stock.delete': 'ลบสินค้า',
  'stock.import.apply': 'นำเข้าสินค้าจาก Excel',
  'stock.import.undo': 'ย้อนกลับการนำเข้าสินค้า',
  'promotion.save': 'บันทึกโปรโมชัน',
  'promotion.delete': 'ลบโปรโมชัน',
  'warranty.save': 'บันทึกการรับประกัน/ของแถม',
  'warranty.delete': 'ลบการรับประกัน/ของแถม',
  'service.save': 'บันทึกบริการเสริม',
  'service.delete': 'ลบบริการเสริม',
  'order.confirm': 'ยืนยันคำสั่งซื้อ',
  'order.cancel': 'ยกเลิกคำสั่งซื้อ',
  'order.service': 'ยืนยันการติดตั้ง',
  'order.delivery': 'ยืนยันการจัดส่ง',
  'session.end': 'สิ้นสุดเซสชันของพนักงาน',
  'order.remain': 'บันทึกการเก็บเงินส่วนที่เหลือ',
} as const;
export type SellerActionName = keyof typeof SELLER_ACTION_TEXT;

export function sellerActionText(action: string): string {
  return (SELLER_ACTION_TEXT as Record<string, string>)[action] ?? action;
}

const CellSchema = z.union([z.string(), z.number(), z.null()]);

export const ReportResponseSchema = z.object({
  report: z.enum(REPORT_KINDS),
  /** The range answered (defaults filled in), Gregorian YYYY-MM-DD. */
  fromDate: z.string(),
  toDate: z.string(),
  rows: z.array(z.record(z.string(), CellSchema)),
  /** Sums of the totalled columns over the WHOLE range (not only this page); `rows` counts rows. */
  totals: z.record(z.string(), z.number()),
  page: z.number(),
  totalPage: z.number(),
  totalCount: z.number(),
  /** The stores the caller may report on (itself and its branches) for the branch select. */
  stores: z.array(z.object({ id: z.number(), name: z.string() })),
});
export type ReportResponse = z.infer<typeof ReportResponseSchema>;
